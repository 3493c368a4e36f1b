import path from "node:path";
import mdx from "@mdx-js/rollup";
import { vitePlugin as remix } from "@remix-run/dev";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { defineConfig } from "vite";
import { contentPlugin } from "./app/content/vite-plugin";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  plugins: [
    contentPlugin(),
    // Before Remix, so .md/.mdx files arrive as compiled components; remark-frontmatter keeps the
    // YAML block out of the rendered text.
    { enforce: "pre", ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm] }) },
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
});
