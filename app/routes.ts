// Every address of the site and the route module that answers it, in each language.
import { index, route, type RouteConfig } from "@remix-run/route-config";
import { paths, SITE_PAGES } from "./lib/paths";

// The shapes of these addresses are built in one place for links: app/lib/paths.ts.
const pages = [
  ...SITE_PAGES.filter((page) => page.path !== paths.home()).map((page) => ({
    path: page.path.slice(1),
    module: page.module,
    id: page.module.replace(/\.tsx$/, ""),
  })),
  // Lists of articles; ":page?" is 2, 3... (the first page has no number).
  { path: "resources/articles/:page?", module: "routes/article-list.tsx", id: "all-articles" },
  {
    path: "resources/topics/:topic/:page?",
    module: "routes/article-list.tsx",
    id: "topic-articles",
  },
  {
    path: "resources/ages/:ageGroup/:page?",
    module: "routes/article-list.tsx",
    id: "age-articles",
  },
];
const home = SITE_PAGES.find((page) => page.path === paths.home())!.module;

// Every language after the first has the same pages under /:lang (/mr/about), each route module
// mounted a second time; the module's loader answers 404 for a code that is not a language.
// Routes of the first language come first, so they win where an address could be either.
export default [
  index(home),
  ...pages.map((page) => route(page.path, page.module, { id: page.id })),
  route(paths.toolsLaterWords().slice(1), "routes/tool-later-words.ts"),
  route("resources/tools/:tool", "routes/tool.tsx"),
  route("resources/tools/:tool/:part", "routes/tool.tsx", { id: "tool-part" }),
  route("resources/:slug", "routes/article.tsx"),
  route(paths.previewChanges().slice(1), "routes/preview-changes.tsx"),
  route(paths.offline().slice(1), "routes/offline.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("og/site.png", "routes/share-image.ts", { id: "site-share-image" }),
  route("og/articles/:file", "routes/share-image.ts", { id: "article-share-image" }),
  route(":lang", home, { id: "lang-home" }),
  ...pages.map((page) => route(`:lang/${page.path}`, page.module, { id: `lang-${page.id}` })),
  route(`:lang${paths.toolsLaterWords()}`, "routes/tool-later-words.ts", {
    id: "lang-tool-later-words",
  }),
  route(":lang/resources/tools/:tool", "routes/tool.tsx", { id: "lang-tool" }),
  route(":lang/resources/tools/:tool/:part", "routes/tool.tsx", { id: "lang-tool-part" }),
  route(":lang/resources/:slug", "routes/article.tsx", { id: "lang-article" }),
  route(`:lang${paths.previewChanges()}`, "routes/preview-changes.tsx", {
    id: "lang-preview-changes",
  }),
  route(`:lang${paths.offline()}`, "routes/offline.tsx", { id: "lang-offline" }),
  route(":lang/rss.xml", "routes/rss.ts", { id: "lang-rss" }),
  route(":lang/og/articles/:file", "routes/share-image.ts", { id: "lang-article-share-image" }),
  // Every other path: the 404 page, inside the layout (in the address's language), status 404.
  route(":lang/*", "routes/not-found.tsx", { id: "lang-not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
