// The contact form is an island: a production page loads only the form's own script (React and the
// form, in one file), never Remix's client runtime or the other routes' icons and helpers. After
// Remix's browser build, this plugin builds each island's entry on its own into the same assets
// folder, and gives the server build the hashed file names as the module "virtual:islands". In
// `npm run dev` there are no built islands: the module is null and the page hydrates through Remix
// as usual; so does the browser build's copy of the routes, which a production page never loads.
import fs from "node:fs";
import path from "node:path";
import { build, type Manifest, type Plugin, type ResolvedConfig } from "vite";
import { ISLANDS, type IslandName } from "./entries";

const ID = "virtual:islands";
const RESOLVED_ID = "\0" + ID;
/** Written by the browser build (inside build/, which every build starts by deleting). */
const MANIFEST = "islands-manifest.json";

/** An island's built script, e.g. /assets/contact-form-Ab12.js. */
export type IslandFiles = { script: string };

/** Builds every island, each into one file with everything it imports, and returns their names. */
async function buildIslands(config: ResolvedConfig): Promise<Record<IslandName, IslandFiles>> {
  const input = Object.fromEntries(
    Object.values(ISLANDS).map(({ entry }) => [
      path.basename(entry, path.extname(entry)),
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
        output: { entryFileNames: "assets/[name]-[hash].js" },
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
  for (const [name, { entry }] of Object.entries(ISLANDS) as [IslandName, { entry: string }][]) {
    const chunk = manifest[entry];
    if (chunk.imports?.length) throw new Error(`The island ${name} was split into several files.`);
    // eslint-disable-next-line no-restricted-syntax -- a built file's URL at the site's root, not a page
    files[name] = { script: `/${chunk.file}` };
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
