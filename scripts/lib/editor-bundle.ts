// The editor page's script (/admin/cms.js): app/editor/setup.ts and what it imports, in one file
// for the browser (and the launch page's, /admin/launch.js, the same way). It carries the content
// check itself (app/content, the same code as `npm run check:content`), whose few Node modules are
// given their browser stand-ins here: it reads files through node:fs, which in the page is the
// tree it was given (memory-fs.ts).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { BuildOptions, Plugin } from "esbuild";
import { buildCacheDir, keptBuild, paletteCss } from "../../app/build-api";

/** Each Node module the check imports, and what it is in the editor's page. */
const BROWSER_STAND_INS: Record<string, string> = {
  "node:fs": "app/editor/check/memory-fs.ts",
  fs: "app/editor/check/memory-fs.ts", // gray-matter's, for a function the check never calls
  "node:crypto": "app/editor/check/sha256.ts",
  "node:path": "path-browserify",
};

const SITE_STYLESHEET = "app/styles/site.css";

/** The global Buffer, as far as the check uses it. */
const BUFFER_STAND_IN = "app/editor/check/buffer.ts";

/** The build's cache of rendered bodies (files in node_modules/.cache) is kept in memory there. */
const BODY_CACHE = { file: "app/content/body/cache.ts", standIn: "app/editor/check/body-cache.ts" };

function standIns(root: string): Plugin {
  const require = createRequire(path.join(root, "package.json"));
  // esbuild names modules by their real paths (a preview's scratch project links app/).
  const inApp = (file: string) => fs.realpathSync(path.join(root, file));
  const resolve = (target: string) =>
    target.startsWith("app/") ? inApp(target) : require.resolve(target);
  const bodyCache = inApp(BODY_CACHE.file);
  // A stand-in that the editor's code also imports by its own path (check.ts imports memory-fs)
  // is resolved here on that path too. esbuild takes a module's tsconfig.json and package.json
  // ("use strict", how it imports CommonJS) from whichever import of it resolves first, and a
  // plugin's answer carries neither: two ways in would make the bundle's bytes depend on timing.
  const ownStandIns = new Set(
    Object.values(BROWSER_STAND_INS)
      .filter((file) => file.startsWith("app/"))
      .map(inApp),
  );
  return {
    name: "browser-stand-ins",
    setup(bundle) {
      bundle.onResolve({ filter: /^(node:)?[a-z_]+$/ }, ({ path: name }) => {
        const standIn = BROWSER_STAND_INS[name];
        if (standIn) return { path: resolve(standIn) };
        if (name.startsWith("node:")) {
          return { errors: [{ text: `${name} has no stand-in in the editor's page.` }] };
        }
        return undefined;
      });
      bundle.onResolve({ filter: /^\.\.?\// }, ({ path: name, resolveDir }) => {
        const file = path.join(resolveDir, `${name}.ts`);
        if (file === bodyCache) return { path: inApp(BODY_CACHE.standIn) };
        if (ownStandIns.has(file)) return { path: file };
        return undefined;
      });
    },
  };
}

/**
 * The project whose code a build at `root` bundles: a preview's scratch project links app/ (and the
 * packages and configuration) from it. The script is made there, with paths relative to it, so that
 * the kept script and its list of files are the same wherever a build runs (the project itself, a
 * preview's scratch project, a copy of the project): each scratch project's own paths made every
 * preview build (four in npm run test:editor) bundle the 1.4 MB script again, about 1 CPU s each.
 */
const codeProject = (root: string) => path.dirname(fs.realpathSync(path.join(root, "app")));

/** This file: the stand-ins above shape the script as much as the files it bundles. */
const BUNDLER = "scripts/lib/editor-bundle.ts";

/**
 * A page's script, minified, as text: kept in the build cache with the list of files it was made
 * from, and made again only when one of them changed (app/lib/kept-build.js).
 */
async function pageScript(root: string, entry: string, name: string): Promise<string> {
  const project = codeProject(root);
  const options: BuildOptions = {
    entryPoints: [`app/editor/${entry}`],
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
    // Code that reads process.env (the publishing settings' defaults) is given its settings instead.
    define: { "process.env.NODE_ENV": '"production"', "process.env": "{}" },
    // gray-matter's Buffer.from, which browsers lack.
    inject: [`./${BUFFER_STAND_IN}`],
    plugins: [standIns(project)],
  };
  const fingerprint = JSON.stringify({ BROWSER_STAND_INS, BUFFER_STAND_IN, BODY_CACHE });
  const dir = path.join(buildCacheDir(), "editor");
  const { text } = await keptBuild(dir, name, project, options, { fingerprint, also: [BUNDLER] });
  return text;
}

/** The editor's script (/admin/cms.js). */
export const editorScript = (root: string) => pageScript(root, "setup.ts", "script");

/** The script of the page of what is left before launch (/admin/launch.js). */
export const launchScript = (root: string) => pageScript(root, "launch-page.ts", "launch-script");

/**
 * The site's one stylesheet, its parts joined and minified as the site's build does (esbuild), with
 * the palette that build puts above them: the preview's styles. Kept like the scripts while none of
 * its parts changed (esbuild's process started for it cost every build about 0.1 s).
 */
export async function editorStylesheet(root: string): Promise<string> {
  const options: BuildOptions = {
    entryPoints: [SITE_STYLESHEET],
    bundle: true,
    minify: true,
    write: false,
    logLevel: "silent",
  };
  const dir = path.join(buildCacheDir(), "editor");
  // In the project whose app/ this is, as the scripts are (codeProject): one kept stylesheet for
  // every preview's scratch project.
  const { text } = await keptBuild(dir, "stylesheet", codeProject(root), options);
  return paletteCss() + text;
}
