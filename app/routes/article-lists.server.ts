// How routes show articles in lists: one card per article, and a page of a list (all articles,
// one topic, one age group) with links to the newer and older pages. Shaping for the components
// lives here, beside the routes; the content layer only provides the checked data.
import type { ArticleSummary } from "~/components/ArticleCard";
import { categoryOf, site } from "~/content/content.server";
import type { Article } from "~/content/load";
import { pageMeta, titled } from "~/content/seo.server";
import { counted, fill, formatDate } from "~/lib/format";
import { pageOf } from "~/lib/pagination";
import { paths } from "~/lib/paths";

/** "5 min read": the words and plural forms are content/site.yaml's. */
export const readTimeText = (minutes: number) =>
  counted(site.labels.readTime, minutes, site.locale);

/** An article as a card in a list shows it. */
export function articleSummary(article: Article): ArticleSummary {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    readTime: readTimeText(article.readTime),
    category: categoryOf(article).title,
    href: paths.article(article.slug),
    status: article.status,
    date: formatDate(article.date, site.locale),
  };
}

export function articleListData(list: {
  heading: string;
  intro: string;
  articles: Article[];
  /** The address of page n of this list. */
  pathOf: (page: number) => string;
  /** The route's page parameter: none for the first page. */
  pageParam: string | undefined;
}) {
  const current = pageOf(list.articles, list.pageParam);
  if (!current) throw new Response("Not found", { status: 404 });
  const { page, pages } = current;
  const pageLabel = fill(site.labels.pageOf, { page, pages });
  return {
    heading: list.heading,
    intro: list.intro,
    articles: current.items.map(articleSummary),
    pagination: {
      label: pageLabel,
      newer: page > 1 ? list.pathOf(page - 1) : undefined,
      older: page < pages ? list.pathOf(page + 1) : undefined,
    },
    allArticlesHref: paths.allArticles(),
    labels: site.labels,
    meta: pageMeta({
      title: titled(page > 1 ? `${list.heading}, ${pageLabel}` : list.heading),
      description: list.intro,
      path: list.pathOf(page),
    }),
  };
}
