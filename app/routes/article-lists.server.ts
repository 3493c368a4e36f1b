// How routes show articles in lists: one card per article, and a page of a list (all articles,
// one topic, one age group) with links to the newer and older pages. Shaping for the components
// lives here, beside the routes; the content layer only provides the checked data.
import type { ArticleSummary } from "~/components/ArticleCard";
import { categoryOf, type ContentInLanguage, type ListedArticle } from "~/content/content.server";
import { notFound } from "~/lib/responses";
import { languagesOf, pageMeta, titled } from "~/seo/page-meta.server";
import { counted, fill, formatDate } from "~/lib/format";
import { pageOf } from "~/lib/pagination";
import { inLanguage } from "~/lib/paths";

/** Each language's read times, by minutes: every card asks, and Intl's rules are slow to make. */
const readTimes = new WeakMap<ContentInLanguage, Map<number, string>>();

/** "5 min read": the words and plural forms are the language's interface words'. */
export function readTimeText(local: ContentInLanguage, minutes: number): string {
  let texts = readTimes.get(local);
  if (!texts) readTimes.set(local, (texts = new Map()));
  let text = texts.get(minutes);
  if (text === undefined) {
    text = counted(local.words.labels.readTime, minutes, local.site.locale);
    texts.set(minutes, text);
  }
  return text;
}

/**
 * An article as a card in a list of this language shows it. An English one keeps its own words
 * (title, description: marked English); the card around them (topic, read time, date) is in the
 * page's language, like every other word of the page.
 */
export function articleSummary(local: ContentInLanguage, article: ListedArticle): ArticleSummary {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    readTime: readTimeText(local, article.readTime),
    category: categoryOf(local, article).title,
    href: local.articleHref(article),
    status: article.status,
    date: formatDate(article.date, local.site.locale),
    ...(article.lang ? { lang: article.lang } : {}),
  };
}

export function articleListData(
  local: ContentInLanguage,
  list: {
    heading: string;
    intro: string;
    articles: ListedArticle[];
    /** The address of page n of this list, in the first language. */
    pathOf: (page: number) => string;
    /** The route's page parameter: none for the first page. */
    pageParam: string | undefined;
  },
) {
  const current = pageOf(list.articles, list.pageParam, local.site.articlesPerPage);
  if (!current) throw notFound();
  const { page, pages } = current;
  const { labels } = local.words;
  const pageLabel = fill(labels.pageOf, { page, pages });
  const localPath = (path: string | undefined) => path && inLanguage(path, local.prefix);
  // Every language with a Resources page has the lists; the number of pages may differ.
  const languages = languagesOf(list.pathOf(page), (other) =>
    other.translatedPages.includes("resources"),
  );
  return {
    heading: list.heading,
    intro: list.intro,
    articles: current.items.map((article) => articleSummary(local, article)),
    pagination: {
      label: pageLabel,
      newer: localPath(page > 1 ? list.pathOf(page - 1) : undefined),
      older: localPath(page < pages ? list.pathOf(page + 1) : undefined),
    },
    allArticlesHref: local.paths.allArticles(),
    labels,
    ...languages,
    meta: pageMeta(local, {
      title: titled(local, page > 1 ? `${list.heading}, ${pageLabel}` : list.heading),
      description: list.intro,
      path: list.pathOf(page),
      languages: languages.languages,
    }),
  };
}
