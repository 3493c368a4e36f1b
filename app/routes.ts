import { index, route, type RouteConfig } from "@remix-run/route-config";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("resources", "routes/resources.tsx"),
  route("resources/:slug", "routes/article.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // Every other path: the 404 page, inside the layout, with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
