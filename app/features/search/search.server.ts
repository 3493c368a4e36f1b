// What the search page shows, in its language: its words, the script's props, and every article
// by topic (the whole page without JavaScript, and what a parent browses below the results).
import type { ContentInLanguage } from "~/content/content.server";
import { categoriesOf } from "~/content/content.server";
import type { SearchPage } from "~/content/schemas";
import { paths } from "~/lib/paths";
import type { SearchProps } from "./props";

export function searchPageData(local: ContentInLanguage, page: SearchPage) {
  const topics = categoriesOf(local).map((category) => ({
    id: category.id,
    title: category.title,
    href: local.paths.topic(category.id),
    articles: local.articles
      .filter((article) => article.category === category.id)
      .map((article) => ({
        slug: article.slug,
        title: article.title,
        href: local.articleHref(article),
        ...(article.lang ? { lang: article.lang } : {}),
      })),
  }));
  const props: SearchProps = {
    bundle: paths.searchIndex(),
    locale: local.site.locale,
    kinds: page.kinds,
    found: page.found,
    nothingFound: page.noResults.heading,
  };
  return {
    words: {
      heading: page.heading,
      intro: page.intro,
      label: page.label,
      button: page.button,
      noResults: page.noResults,
      offline: page.offline,
      browseHeading: page.browseHeading,
    },
    action: local.paths.search(),
    contactHref: local.paths.contact(),
    topics,
    props,
  };
}

export type SearchPageData = ReturnType<typeof searchPageData>;
