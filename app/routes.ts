import { index, route, type RouteConfig } from "@remix-run/route-config";
import { paths, SITE_PAGES } from "./lib/paths";

// The shapes of these addresses are built in one place for links: app/lib/paths.ts.
export default [
  ...SITE_PAGES.map((page) =>
    page.path === paths.home() ? index(page.module) : route(page.path.slice(1), page.module),
  ),
  // Lists of articles; ":page?" is 2, 3... (the first page has no number).
  route("resources/articles/:page?", "routes/article-list.tsx", { id: "all-articles" }),
  route("resources/topics/:topic/:page?", "routes/article-list.tsx", { id: "topic-articles" }),
  route("resources/ages/:ageGroup/:page?", "routes/article-list.tsx", { id: "age-articles" }),
  route("resources/tools/:tool", "routes/tool.tsx"),
  route("resources/tools/milestones/:age", "routes/tool.tsx", { id: "milestone-age" }),
  route("resources/:slug", "routes/article.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("og/site.png", "routes/share-image.ts", { id: "site-share-image" }),
  route("og/articles/:file", "routes/share-image.ts", { id: "article-share-image" }),
  // Every other path: the 404 page, inside the layout, with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
