// The contact form and the Resources tools are islands: a production page loads only its island's
// own script and React, never Remix's client runtime or the other routes' icons and helpers. After
// Remix's browser build, this plugin builds the islands' entries together into the same assets
// folder, React in one file of its own that every island shares (cached after the first page that
// needs it), and gives the server build the hashed file names as the module "virtual:islands". In
// `npm run dev` there are no built islands: the module is null and the page hydrates through Remix
// as usual; so does the browser build's copy of the routes, which a production page never loads.
import fs from "node:fs";
import path from "node:path";
import { build, type Manifest, type Plugin, type ResolvedConfig } from "vite";
import { ISLAND_ENTRIES } from "../islands/entries";
import { scriptNameOf, type IslandFiles, type IslandName } from "../islands/names";

const ID = "virtual:islands";
const RESOLVED_ID = "\0" + ID;
/** Written by the browser build (inside build/, which every build starts by deleting). */
const MANIFEST = "islands-manifest.json";

/**
 * React, ReactDOM, its scheduler and the islands' hydration helper: the one runtime file every
 * island imports, named "react" (npm run bench tells it from an island's own code by that name).
 */
const RUNTIME =
  /[\\/](node_modules[\\/](react|react-dom|scheduler)[\\/]|app[\\/]islands[\\/](hydrate|names)\.)/;

/** A built file's URL at the site's root (assets/x.js → /assets/x.js), not a page's address. */
// eslint-disable-next-line no-restricted-syntax -- see above
const builtFile = (file: string) => `/${file}`;

/** Every file a chunk of the manifest imports, directly or through another, in load order. */
function importsOf(manifest: Manifest, key: string, found = new Set<string>()): string[] {
  for (const imported of manifest[key].imports ?? []) {
    if (found.has(imported)) continue;
    found.add(imported);
    importsOf(manifest, imported, found);
  }
  return [...found].map((imported) => builtFile(manifest[imported].file));
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
          manualChunks: (id) => (RUNTIME.test(id) ? "react" : undefined),
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
    files[name] = { script: builtFile(manifest[entry].file), imports: importsOf(manifest, entry) };
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
