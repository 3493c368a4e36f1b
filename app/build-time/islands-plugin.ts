// The contact form and the Resources tools are islands: a production page loads only its island's
// own script and React, never Remix's client runtime or the other routes' icons and helpers. After
// Remix's browser build, this plugin builds the islands' entries together into the same assets
// folder, React in one file of its own that every island shares (cached after the first page that
// needs it), and gives the server build the hashed file names as the module "virtual:islands". In
// `npm run dev` there are no built islands: the module is null and the page hydrates through Remix
// as usual; so does the browser build's copy of the routes, which a production page never loads.
import fs from "node:fs";
import path from "node:path";
import { minify } from "terser";
import { build, type Manifest, type Plugin, type ResolvedConfig } from "vite";
import { ISLAND_ENTRIES } from "./island-entries";
import { scriptNameOf, type IslandFiles, type IslandName } from "../islands/names";

const ID = "virtual:islands";
const RESOLVED_ID = "\0" + ID;
/** Written by the browser build (inside build/, which every build starts by deleting). */
const MANIFEST = "islands-manifest.json";

/**
 * React, ReactDOM, its scheduler and the islands' hydration helper: the one runtime file every
 * island imports, named "react" (npm run bench tells it from an island's own code by that name).
 */
const RUNTIME_CHUNK = "react";
const RUNTIME =
  /[\\/](node_modules[\\/](react|react-dom|scheduler)[\\/]|app[\\/]islands[\\/](hydrate|names)\.)/;

/**
 * Vite wraps each import() in a helper that preloads the imported file's own imports and CSS: a
 * kilobyte in every island, for nothing here (an island's later parts import only files its page
 * has loaded already, and no CSS). The islands' build gets a helper that only imports.
 */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
const importWithoutPreloading: Plugin = {
  name: "islands-import-without-preloading",
  enforce: "pre",
  resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
  load: (id) =>
    id === PRELOAD_HELPER ? "export const __vitePreload = (load) => load();" : undefined,
};

/**
 * The islands' own code, once Vite has minified it, minified again by terser, which finds about
 * 3 % more to leave out (a few hundred bytes a tool page, on slow phones). React is left as its
 * makers minified it: terser would take about 3 CPU s a build for 1 % of it.
 */
const terserForOwnCode: Plugin = {
  name: "islands-own-code-with-terser",
  async generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== "chunk" || file.name === RUNTIME_CHUNK) continue;
      file.code = (await minify(file.code, { module: true })).code ?? file.code;
    }
  },
};

/**
 * The form fields the contact form and the tools share, in one file: two small files cost a page
 * more than one, each compressed on its own. The contact form's tick box is its own: the tools
 * have none.
 */
const SHARED_BY_FORMS = /[\\/]app[\\/]components[\\/]fields[\\/](?!TickBox\.)/;

/**
 * What the tools and the search page's script (which loads no React) both use: the formats of
 * numbers and counts (app/lib/format.ts) and the preload helper above, in one file that imports
 * nothing. In the forms' file, format.ts brought React to the search page (52 KB); as a file of
 * its own beside the helper's, it would cost every tool page one more file.
 */
const WITHOUT_REACT = "text";
const SHARED_WITHOUT_REACT = (id: string) =>
  id === PRELOAD_HELPER || /[\\/]app[\\/]lib[\\/]format\./.test(id);

/** A built file's URL at the site's root (assets/x.js → /assets/x.js), not a page's address. */
// eslint-disable-next-line no-restricted-syntax -- see above
const builtFile = (file: string) => `/${file}`;

/** Every chunk a chunk imports, directly or through another, in load order (manifest keys). */
function importKeysOf(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  for (const imported of manifest[key].imports ?? []) {
    if (found.has(imported)) continue;
    found.add(imported);
    importKeysOf(manifest, imported, found);
  }
  return found;
}

/**
 * The chunks an island's code loads only when it asks (import()), each with what it imports that
 * the page has not loaded (`loaded`), and what those ask for in turn.
 */
function laterKeysOf(manifest: Manifest, loaded: Set<string>): Set<string> {
  const later = new Set<string>();
  const asked = [...loaded].flatMap((key) => manifest[key].dynamicImports ?? []);
  while (asked.length > 0) {
    const key = asked.pop()!;
    for (const chunk of [key, ...importKeysOf(manifest, key)]) {
      if (loaded.has(chunk) || later.has(chunk)) continue;
      later.add(chunk);
      asked.push(...(manifest[chunk].dynamicImports ?? []));
    }
  }
  return later;
}

/** Builds every island and returns their files. */
async function buildIslands(config: ResolvedConfig): Promise<Record<IslandName, IslandFiles>> {
  const input = Object.fromEntries(
    (Object.entries(ISLAND_ENTRIES) as [IslandName, string][]).map(([name, entry]) => [
      scriptNameOf(name),
      path.resolve(config.root, entry),
    ]),
  );
  await build({
    configFile: false,
    root: config.root,
    logLevel: "warn",
    resolve: { alias: config.resolve.alias },
    plugins: [importWithoutPreloading, terserForOwnCode],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: config.build.outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      manifest: MANIFEST,
      rollupOptions: {
        input,
        output: {
          entryFileNames: "assets/[name]-[hash].js",
          chunkFileNames: "assets/[name]-[hash].js",
          manualChunks: (id) =>
            RUNTIME.test(id)
              ? RUNTIME_CHUNK
              : SHARED_BY_FORMS.test(id)
                ? "forms"
                : SHARED_WITHOUT_REACT(id)
                  ? WITHOUT_REACT
                  : undefined,
        },
        onwarn(warning, warn) {
          // lucide marks its modules "use client", which means nothing in a plain browser bundle.
          if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
          warn(warning);
        },
      },
    },
  });
  const manifestFile = path.join(config.build.outDir, MANIFEST);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
  fs.rmSync(manifestFile);
  const files = {} as Record<IslandName, IslandFiles>;
  for (const [name, entry] of Object.entries(ISLAND_ENTRIES) as [IslandName, string][]) {
    const imports = importKeysOf(manifest, entry);
    const fileOf = (key: string) => builtFile(manifest[key].file);
    files[name] = {
      script: fileOf(entry),
      imports: [...imports].map(fileOf),
      later: [...laterKeysOf(manifest, new Set([entry, ...imports]))].map(fileOf),
    };
  }
  return files;
}

export function islandsPlugin(): Plugin {
  let config: ResolvedConfig;
  const filesRecord = () => path.join(config.root, "build", MANIFEST);
  return {
    name: "site-islands",
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.command !== "build" || config.build.ssr) return;
      const files = await buildIslands(config);
      fs.writeFileSync(filesRecord(), JSON.stringify(files));
    },
    resolveId(id) {
      return id === ID ? RESOLVED_ID : undefined;
    },
    load(id, options) {
      if (id !== RESOLVED_ID) return undefined;
      if (config.command !== "build" || !options?.ssr) return "export default null;";
      return `export default ${fs.readFileSync(filesRecord(), "utf8")};`;
    },
  };
}
