// The data of a page that lists articles (all of them, one topic, one age group): one page of
// cards, newest first, with links to the newer and older pages.
import { fill } from "~/lib/format";
import { pageOf } from "~/lib/pagination";
import { paths } from "~/lib/paths";
import { articleSummary, site } from "./content.server";
import type { Article } from "./load";
import { pageMeta, titled } from "./seo.server";

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
