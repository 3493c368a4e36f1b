// The tool pages' service workers (app/features/tools/offline/worker.ts), one for each address the export's
// pages register (paths.toolsWorker in each language): the worker's code, bundled once, behind the
// list of what it keeps: every registering page in its folder and every file those pages load.
// Its version is a digest of its code and of all those bytes, so the worker changes exactly when
// something it keeps does: a build that changes no tool page costs no parent a new download.
import { createHash } from "node:crypto";
import { build } from "esbuild";
import { OFFLINE_WORKER_ENTRY } from "../../app/build-api";
import { IMMUTABLE_PATHS, NO_CACHE } from "../../server/headers.js";
import type { Page } from "./html";
import type { RenderedFile } from "./render-site";

/** A rendered page that registers a worker, as the export wrote it. */
export type RegisteringPage = { pathname: string; body: Buffer; page: Page };

/** The worker's code, minified for browsers that have service workers. */
async function workerCode(): Promise<string> {
  const result = await build({
    entryPoints: [OFFLINE_WORKER_ENTRY],
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: "es2020",
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}

/** The site's own files a page loads (its stylesheets, scripts and icon), as addresses. */
const ownFiles = (page: Page) =>
  page.loads.filter((address) => address.startsWith("/") && !address.startsWith("//"));

/**
 * The worker files the pages register. `fileBytes` gives the bytes of a file of the release
 * (a page loads only files the release has: render-site checks it).
 */
export async function offlineWorkers(
  pages: RegisteringPage[],
  fileBytes: (address: string) => Buffer,
): Promise<RenderedFile[]> {
  const workers = [...new Set(pages.flatMap(({ page }) => page.workers))].sort();
  if (workers.length === 0) return [];
  const code = await workerCode();
  return workers.map((address) => {
    const folder = address.slice(0, address.lastIndexOf("/") + 1);
    const kept = pages
      .filter(({ pathname }) => pathname.startsWith(folder))
      .sort((a, b) => (a.pathname < b.pathname ? -1 : 1));
    const files = [...new Set(kept.flatMap(({ page }) => ownFiles(page)))].sort();
    const digest = createHash("sha256").update(code);
    for (const { pathname, body } of kept) digest.update(`\0${pathname}\0`).update(body);
    for (const file of files) digest.update(`\0${file}\0`).update(fileBytes(file));
    const offline = {
      version: digest.digest("base64url").slice(0, 16),
      pages: kept.map(({ pathname }) => pathname),
      files,
      immutable: IMMUTABLE_PATHS.slice(0, -1),
    };
    return {
      pathname: address,
      file: address.slice(1),
      contentType: "text/javascript; charset=utf-8",
      body: Buffer.from(`const OFFLINE=${JSON.stringify(offline)};\n${code}`),
      cacheControl: NO_CACHE,
    };
  });
}
