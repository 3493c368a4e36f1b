// The address of every kind of page, in one place: app/routes.ts, the navigation, the sitemap and
// the browser tests all read these.

/**
 * The site's fixed pages: their address, their route module, and their key in site.yaml's
 * `navigation` labels when they are in the main menu (in menu order).
 */
export const SITE_PAGES = [
  { path: "/", module: "routes/home.tsx", menuKey: "home" },
  { path: "/about", module: "routes/about.tsx", menuKey: "about" },
  { path: "/services", module: "routes/services.tsx", menuKey: "services" },
  { path: "/resources", module: "routes/resources.tsx", menuKey: "resources" },
  { path: "/contact", module: "routes/contact.tsx", menuKey: "contact" },
  { path: "/privacy", module: "routes/privacy.tsx", menuKey: null },
] as const;

type SitePage = (typeof SITE_PAGES)[number];
type MenuPage = Extract<SitePage, { menuKey: string }>;

/** The main menu's pages, in order. */
export const MAIN_PAGES = SITE_PAGES.filter((page): page is MenuPage => page.menuKey !== null);

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

/** The id of the help box ("Need help now?") that every page has: link to it as #emergency. */
export const HELP_BOX_ID = "emergency";

/** First segments under /resources/ that lists use, so no article may take them as its address. */
export const RESERVED_ARTICLE_SLUGS = ["articles", "topics", "ages"];
