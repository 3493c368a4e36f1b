// The site's service worker (app/features/offline/worker.ts) at paths.worker, which every page
// registers: its code, bundled once, behind OFFLINE, the list of what it keeps from the start
// (each language's offline page) or all together once one is read (the tool pages), and the files
// those pages load. Its version is a digest of its code and of all those bytes, so the worker
// changes exactly when something it keeps from the start does: a build that changes an article
// alone costs no parent a new download (a kept article is fetched again whenever it is read online).
// Beside it, at each language's old address of the tool pages' worker, the worker that retires
// those (app/features/offline/retire.ts).
import { createHash } from "node:crypto";
import path from "node:path";
import {
  buildCacheDir,
  digestOf,
  keptBuild,
  OFFLINE_WORKER_ENTRY,
  RETIRED_WORKER_ENTRY,
  inLanguage,
  paths,
} from "../../app/build-api";
import { IMMUTABLE_ADDRESS, NO_CACHE, isImmutable } from "../../server/headers.js";
import type { Page } from "./html";
import type { RenderedFile } from "./render-site";

/** A page the export wrote, as the service worker sees it: its address, bytes and what it links. */
export type WorkerPage = { pathname: string; body: Buffer; page: Page };

/** Where the worker's pages are in a build of these languages (prefixes after the first, "mr"). */
export function workerLayout(languagePrefixes: string[]) {
  const prefixes = [undefined, ...languagePrefixes];
  return {
    /** Each language's offline page, by its prefix ("" for the first language, "/mr"). */
    offline: Object.fromEntries(
      prefixes.map((prefix) => [prefix ? `/${prefix}` : "", inLanguage(paths.offline(), prefix)]),
    ),
    toolFolders: prefixes.map((prefix) => inLanguage(paths.tool(""), prefix)),
    retired: prefixes.map((prefix) => inLanguage(paths.retiredToolsWorker(), prefix)),
  };
}
export type WorkerLayout = ReturnType<typeof workerLayout>;

/** Whether the worker keeps this page from the start, or with the tools: the export hands it over. */
export const isKeptByWorker = (pathname: string, layout: WorkerLayout) =>
  Object.values(layout.offline).includes(pathname) ||
  layout.toolFolders.some((folder) => pathname.startsWith(folder));

/**
 * A worker's code, minified for browsers that have service workers: kept in the build cache with
 * the list of files it was made from, and made again only when one changed (kept-build.js).
 */
async function bundled(entry: string, root = process.cwd()): Promise<string> {
  const dir = path.join(buildCacheDir(), "workers");
  const name = digestOf(path.relative(root, entry)).slice(0, 32);
  const { text } = await keptBuild(dir, name, root, {
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2020",
    logLevel: "silent",
  });
  return text;
}

/** The site's own files a page loads (its stylesheets, scripts and icon), as addresses. */
const ownFiles = (page: Page) =>
  page.loads.filter((address) => address.startsWith("/") && !address.startsWith("//"));

const script = (pathname: string, body: string): RenderedFile => ({
  pathname,
  file: pathname.slice(1),
  contentType: "text/javascript; charset=utf-8",
  body: Buffer.from(body),
  cacheControl: NO_CACHE,
});

/**
 * The worker files: the site's, and the retiring ones. `pages` are the rendered pages that
 * isKeptByWorker names; `fileBytes` gives the bytes of a file of the release (a page loads only
 * files the release has: render-site checks it).
 */
export async function siteWorkers(
  pages: WorkerPage[],
  fileBytes: (address: string) => Buffer,
  layout: WorkerLayout,
): Promise<RenderedFile[]> {
  const code = await bundled(OFFLINE_WORKER_ENTRY);
  const kept = [...pages].sort((a, b) => (a.pathname < b.pathname ? -1 : 1));
  const missing = Object.values(layout.offline).filter(
    (address) => !kept.some(({ pathname }) => pathname === address),
  );
  if (missing.length > 0) throw new Error(`The export did not render ${missing.join(", ")}.`);
  const files = [...new Set(kept.flatMap(({ page }) => ownFiles(page)))].sort();
  const digest = createHash("sha256").update(code);
  for (const { pathname, body } of kept) digest.update(`\0${pathname}\0`).update(body);
  for (const file of files) digest.update(`\0${file}\0`).update(fileBytes(file));
  const offline = {
    version: digest.digest("base64url").slice(0, 16),
    offline: layout.offline,
    tools: kept
      .map(({ pathname }) => pathname)
      .filter((pathname) => layout.toolFolders.some((folder) => pathname.startsWith(folder))),
    // Hashed assets are kept as the pages that name them are.
    files: files.filter((file) => !isImmutable(file)),
    immutable: IMMUTABLE_ADDRESS,
    network: [paths.searchIndex(), paths.editor()],
  };
  const retire = await bundled(RETIRED_WORKER_ENTRY);
  return [
    script(paths.worker(), `const OFFLINE=${JSON.stringify(offline)};\n${code}`),
    ...[...new Set(layout.retired)].map((address) => script(address, retire)),
  ];
}
