// The address of every page and file of the site, in one place: app/routes.ts, the navigation,
// the sitemap, the components and the browser tests all read these. Never write "/…" in app/.

/** Pages of a list after the first have a number: /resources/articles, /resources/articles/2. */
export function withPage(base: string, page: number): string {
  return page === 1 ? base : `${base}/${page}`;
}

/** The id of the contact page's form section: "Book Consultation" buttons link to it. */
export const CONTACT_FORM_ID = "contact-form";

/** The id of the Resources page's section of tools. */
export const RESOURCES_TOOLS_ID = "tools";

/** The id of the help box ("Need help now?") that every page has: link to it as #emergency. */
export const HELP_BOX_ID = "emergency";

export const paths = {
  home: () => "/",
  about: () => "/about",
  services: () => "/services",
  /** One service on the services page (its section's id is the slug). */
  service: (slug: string) => `/services#${slug}`,
  resources: () => "/resources",
  /** The Resources page's tools, where a language without a tool's translation leads. */
  resourcesTools: () => `/resources#${RESOURCES_TOOLS_ID}`,
  contact: () => "/contact",
  /** The contact page, scrolled to its form. */
  contactForm: () => `/contact#${CONTACT_FORM_ID}`,
  privacy: () => "/privacy",
  /** The search page; its results come from the search index the export writes (searchIndex). */
  search: () => "/search",
  /** The help box on the current page. */
  helpBox: () => `#${HELP_BOX_ID}`,
  article: (slug: string) => `/resources/${slug}`,
  allArticles: (page = 1) => withPage("/resources/articles", page),
  topic: (id: string, page = 1) => withPage(`/resources/topics/${id}`, page),
  ageGroup: (id: string, page = 1) => withPage(`/resources/ages/${id}`, page),
  /** A Resources tool (the milestone checklist, the behaviour diary …), by its id. */
  tool: (id: string) => `/resources/tools/${id}`,
  /** The milestone checklist for one age, by the age in months: …/milestones/9-months. */
  milestoneAge: (months: number) => `/resources/tools/milestones/${months}-months`,
  /**
   * The site's service worker (app/features/offline/, written by the export): at the root, so
   * its scope is every page of every language.
   */
  worker: () => "/sw.js",
  /**
   * Where each language's tool pages once had a service worker of their own (until 34.6): the
   * export still writes one there that removes itself and its caches (features/offline/retire.ts),
   * so no parent's browser keeps an old worker in front of the site's.
   */
  retiredToolsWorker: () => "/resources/tools/offline-worker.js",
  /**
   * The search index's files (Pagefind's, written by the build): the service worker leaves them
   * to the network, so a search never answers from an old index.
   */
  searchIndex: () => "/pagefind/",
  /** The page the service worker shows for a page never read, offline (never linked, noindex). */
  offline: () => "/offline",
  /**
   * The tools' words shown only after a parent's action (a notice, the import's question), as a
   * module each language's tool pages load when their tool starts: features/tools/ui/later-words.ts.
   */
  toolsLaterWords: () => "/resources/tools/later-words.js",
  siteShareImage: () => "/og/site.png",
  articleShareImage: (slug: string) => `/og/articles/${slug}.png`,
  favicon: () => "/favicon.svg",
  /** An uploaded picture, by its path in public/images/ ("team/asha-rao.jpg"). */
  picture: (file: string) => `/images/${file}`,
  /**
   * One size and format the build made of a picture (app/build-time/pictures.server.ts), named by
   * the upload's digest, so /assets/'s year-long cache fits it: …/asha-rao-3fa2c9d0-160.avif.
   */
  pictureSize: (name: string, digest: string, width: number, extension: string) =>
    `/assets/pictures/${name}-${digest}-${width}.${extension}`,
  feed: () => "/rss.xml",
  sitemap: () => "/sitemap.xml",
  /** In a preview build only: what the branch changes against main, for its reviewers (in each language). */
  previewChanges: () => "/preview/changes",
  /** The counsellors' editor (Decap CMS): a page of its own, never linked from the site's pages. */
  editor: () => "/admin/",
  /** A file of the editor's page: its script, Decap's bundle, its configuration. */
  editorFile: (name: string) => `/admin/${name}`,
  /** Where the editor would put an uploaded picture (Decap needs one; articles add none through it). */
  editorUploads: () => "/images/uploads",
  /** One file in the editor, by the editor's collection ("articles", "articles-mr") and its slug. */
  editorEntry: (collection: string, slug: string) =>
    `/admin/#/collections/${collection}/entries/${slug}`,
  /** The editor's page of what is left before the site goes live, in a language ("mr") or its own choice. */
  editorLaunch: (code?: string) => `/admin/launch/${code ? `?lang=${code}` : ""}`,
};

type Paths = typeof paths;

/** Addresses that are the same in every language: files, and parts of the current page. */
const SAME_IN_EVERY_LANGUAGE: (keyof Paths)[] = [
  "helpBox",
  "siteShareImage",
  "favicon",
  "picture",
  "pictureSize",
  "sitemap",
  "worker",
  "searchIndex",
  // One editor edits every language.
  "editor",
  "editorFile",
  "editorUploads",
  "editorEntry",
  "editorLaunch",
];

/**
 * Addresses of the Resources tools: a language's own only for the tools it has translated (by
 * id; ANY_TOOL: when it has one). Their worker sits in their folder: it goes where the tools go.
 */
const ANY_TOOL = "*";
const TOOL_OF: Partial<Record<keyof Paths, (...args: never[]) => string>> = {
  tool: (id: string) => id,
  milestoneAge: () => "milestones",
  retiredToolsWorker: () => ANY_TOOL,
  toolsLaterWords: () => ANY_TOOL,
};

/** The page whose translation an address needs: without it, the address is the English one. */
const PAGE_OF: Partial<Record<keyof Paths, string>> = {
  about: "about",
  services: "services",
  service: "services",
  resources: "resources",
  resourcesTools: "resources",
  allArticles: "resources",
  topic: "resources",
  ageGroup: "resources",
  contact: "contact",
  contactForm: "contact",
  privacy: "privacy",
  search: "search",
};

/** A path in a language: the first language's as it is, another's under /<code> ("/mr/about"). */
export function inLanguage(path: string, prefix: string | undefined): string {
  if (!prefix) return path;
  return path === "/" ? `/${prefix}` : `/${prefix}${path}`;
}

/** A language as addresses need it: its prefix (none for the first), its translated pages and tools. */
export type LanguagePaths = {
  prefix?: string;
  pages: readonly string[];
  tools?: readonly string[];
};

/**
 * The addresses of a language's pages. A page it has not translated links to the English one
 * (no copies of untranslated pages); an article's address is the language's: only ask for the
 * articles it has.
 */
export function pathsIn({ prefix, pages, tools = [] }: LanguagePaths): Paths {
  if (!prefix) return paths;
  const local = (key: keyof Paths, args: never[]) => {
    if (SAME_IN_EVERY_LANGUAGE.includes(key)) return false;
    const tool = TOOL_OF[key];
    if (tool) return tool(...args) === ANY_TOOL ? tools.length > 0 : tools.includes(tool(...args));
    const page = PAGE_OF[key];
    return page === undefined || pages.includes(page);
  };
  return Object.fromEntries(
    Object.entries(paths).map(([key, pathOf]) => [
      key,
      (...args: never[]) => {
        const path = (pathOf as (...a: never[]) => string)(...args);
        return local(key as keyof Paths, args) ? inLanguage(path, prefix) : path;
      },
    ]),
  ) as Paths;
}

/**
 * The site's fixed pages: their address, their route module, and their key in site.yaml's
 * `navigation` labels when they are in the main menu (in menu order).
 */
export const SITE_PAGES = [
  { path: paths.home(), module: "routes/home.tsx", menuKey: "home" },
  { path: paths.about(), module: "routes/about.tsx", menuKey: "about" },
  { path: paths.services(), module: "routes/services.tsx", menuKey: "services" },
  { path: paths.resources(), module: "routes/resources.tsx", menuKey: "resources" },
  { path: paths.contact(), module: "routes/contact.tsx", menuKey: "contact" },
  { path: paths.privacy(), module: "routes/privacy.tsx", menuKey: null },
  { path: paths.search(), module: "routes/search.tsx", menuKey: null },
] as const;

/**
 * The parts of the site's own pages a link may lead to ("/services#fees"), by page: the id of
 * each of its sections, which the pages take from here. The content check refuses a link to any
 * other part of them (content/site-links.ts); the services page has each service's too (its slug).
 */
export const PAGE_PARTS = {
  home: { about: "about", services: "services", visionMission: "vision-mission" },
  about: { whoWeAre: "who-we-are", values: "values", offer: "offer", team: "team" },
  services: {
    supportOptions: "support-options",
    holistic: "holistic",
    firstSession: "first-session",
    languages: "languages",
    online: "online",
    wait: "wait",
    fees: "fees",
  },
  resources: {
    topics: "topics",
    ageGroups: "age-groups",
    articles: "articles",
    tools: RESOURCES_TOOLS_ID,
  },
  contact: { form: CONTACT_FORM_ID, faq: "before-you-book" },
  privacy: {},
  search: {},
} as const;

/** The ids a link may name on the fixed page at this English address, if it is one. */
export function pagePartsOf(path: string): string[] | undefined {
  const page = SITE_PAGES.find((each) => each.path === path);
  if (!page) return undefined;
  const name = (page.menuKey ?? page.path.slice(1)) as keyof typeof PAGE_PARTS;
  return Object.values(PAGE_PARTS[name]);
}

type SitePage = (typeof SITE_PAGES)[number];
type MenuPage = Extract<SitePage, { menuKey: string }>;

/** The main menu's pages, in order. */
export const MAIN_PAGES = SITE_PAGES.filter((page): page is MenuPage => page.menuKey !== null);

/** First segments under /resources/ that lists and tools use, so no article may take them. */
export const RESERVED_ARTICLE_SLUGS = ["articles", "topics", "ages", "tools"];

/**
 * A body's headings take ids with this prefix ("## Lists" is id="user-content-lists"), so that no
 * heading takes an id of the page's layout (#emergency); a link names the heading without it.
 */
export const HEADING_ID_PREFIX = "user-content-";

/** The slug of the article at a page's address ("/resources/x", "/mr/resources/x/"), if it is one. */
export function articleSlugOf(page: string): string | undefined {
  const slug = /^(?:\/[a-z]{2,3})?\/resources\/([^/?#]+)\/?$/.exec(page)?.[1];
  return slug && !RESERVED_ARTICLE_SLUGS.includes(slug) ? slug : undefined;
}

/**
 * A link to a heading of an article ("/resources/x#when-to-seek-help") as the article's page
 * writes the heading's id ("/resources/x#user-content-when-to-seek-help"); a link to the help box,
 * and to any other page, as written.
 */
export function toArticleHeading(address: string): string {
  const hash = address.indexOf("#");
  if (hash < 0) return address;
  const part = address.slice(hash + 1);
  const page = address.slice(0, hash).replace(/\?.*$/s, "");
  if (part === "" || part === HELP_BOX_ID || articleSlugOf(page) === undefined) return address;
  return `${address.slice(0, hash + 1)}${HEADING_ID_PREFIX}${part}`;
}
