// The address of every kind of page, in one place. app/routes.ts declares the same shapes.

/** Pages of a list after the first have a number: /resources/articles, /resources/articles/2. */
export function withPage(base: string, page: number): string {
  return page === 1 ? base : `${base}/${page}`;
}

export const paths = {
  article: (slug: string) => `/resources/${slug}`,
  allArticles: (page = 1) => withPage("/resources/articles", page),
  topic: (id: string, page = 1) => withPage(`/resources/topics/${id}`, page),
  ageGroup: (id: string, page = 1) => withPage(`/resources/ages/${id}`, page),
  siteShareImage: () => "/og/site.png",
  articleShareImage: (slug: string) => `/og/articles/${slug}.png`,
  feed: () => "/rss.xml",
  sitemap: () => "/sitemap.xml",
};

/** First segments under /resources/ that lists use, so no article may take them as its address. */
export const RESERVED_ARTICLE_SLUGS = ["articles", "topics", "ages"];
