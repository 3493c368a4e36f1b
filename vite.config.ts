import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { contentDirFromEnv, publicDirOf } from "./app/content/folders";
import { contentPlugin } from "./app/build-time/content-plugin";
import { islandsPlugin } from "./app/build-time/islands-plugin";
import { PALETTE_STYLESHEET, paletteCss } from "./app/lib/palette";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// CONTENT_DIR=test/fixtures/content builds the fixture tree, with its own public/ beside it.
const contentDir = contentDirFromEnv();

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { alias: { "~": path.resolve("app") } },
  // The dev server serves the content's pictures from public/; a build copies them itself, after
  // Vite (scripts/lib/app-build.ts), so that Vite's output depends on the code alone.
  publicDir: command === "build" ? false : publicDirOf(contentDir),
  build: {
    // Vite would gzip every file only to print its size: work no one reads in every build.
    reportCompressedSize: false,
    rollupOptions: {
      onwarn(warning, warn) {
        // Resource routes (sitemap, robots, feed, share images) have no browser code, so their
        // browser chunks are empty by design: that is not worth a warning in every build.
        if (warning.code === "EMPTY_BUNDLE") return;
        warn(warning);
      },
      // The server build is one file, beside which it finds the content (CONTENT_FILE): an
      // island's parts loaded later (ImportChoice.tsx) are split in the islands' build only.
      output: isSsrBuild ? { inlineDynamicImports: true } : undefined,
    },
  },
  plugins: [
    contentPlugin(contentDir),
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
    islandsPlugin(),
    {
      // The colours come from one module, which the share images read too. Added after Vite's
      // CSS plugin has put site.css's parts in place of its @import lines (so no `enforce: "pre"`):
      // a rule above them would make CSS ignore every @import.
      name: "palette",
      transform: (code, id) => (PALETTE_STYLESHEET.test(id) ? paletteCss() + code : undefined),
    },
  ],
}));
