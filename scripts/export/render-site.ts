// Renders every page of the production server build, following links from the home page and the
// sitemap, and hands each answer to `write`. It stops at nothing: broken links are collected and
// returned, so the caller decides whether the release is published.
import { paths } from "../../app/export-api";
import { sitemapAddresses, type Page } from "./html";
import type { Rendered } from "./page-renderer";

/** The offline page's address in the first language (paths.offline). */
const OFFLINE_PATH = paths.offline();

/** A path no page has: its answer is the site's 404 page. */
export const UNKNOWN_PATH = "/this-page-does-not-exist";

export type RenderedFile = {
  /** The address the file answers, e.g. "/about" or "/sitemap.xml"; "/404" for the 404 page. */
  pathname: string;
  /** Where it goes in the release, relative to its root: "about/index.html", "404.html". */
  file: string;
  contentType: string;
  body: Buffer;
  /** What an HTML page holds, read once (the release hashes its inline scripts). */
  page?: Page;
  /** Its Cache-Control, when not the one its address has (server/headers.js cacheControlFor). */
  cacheControl?: string;
};

export type RenderOptions = {
  /** Renders one address (page-renderer.ts, in this process or in the render pool). */
  render: (pathname: string) => Promise<Rendered>;
  /** How many addresses may be rendering at once (the pool's processes keep each busy). */
  inFlight?: number;
  /** Receives each rendered file once. */
  write: (file: RenderedFile) => Promise<void> | void;
  /** True for files the release already has (client assets, favicon, pictures): not rendered. */
  exists: (file: string) => boolean;
  /** The prefixes of the languages after the first ("mr"): each gets its own 404 page. */
  languagePrefixes?: string[];
};

/** /about → about/index.html; /sitemap.xml → sitemap.xml. */
export function fileFor(pathname: string): string {
  const last = pathname.split("/").at(-1) ?? "";
  const relative = pathname.replace(/^\/+/, "");
  return last.includes(".") ? relative : `${relative ? `${relative}/` : ""}index.html`;
}

/** The pathnames of the addresses on this site, of those given (relative or absolute). */
function internal(addresses: string[], origin: string): string[] {
  return addresses.flatMap((address) => {
    const url = new URL(address, origin);
    return url.origin === origin ? [url.pathname] : [];
  });
}

/** Renders the whole site; returns how many pages it wrote and every broken link it found. */
export async function renderSite({
  render,
  inFlight = 1,
  write,
  exists,
  languagePrefixes = [],
}: RenderOptions) {
  const home = await render("/");
  const canonical = home.page?.canonical;
  if (!canonical)
    throw new Error("The home page has no canonical link, so the site URL is unknown.");
  const origin = new URL(canonical).origin;

  const sitemap = (await render("/sitemap.xml")).body.toString();
  // Each once: the sitemap lists the home page too.
  const queue = [
    ...new Set([
      ...["/", "/robots.txt", "/sitemap.xml", "/rss.xml"],
      ...sitemapAddresses(sitemap).map((address) => new URL(address).pathname),
    ]),
  ];

  const linkedFrom = new Map<string, string>(queue.map((pathname) => [pathname, "the sitemap"]));
  const problems: string[] = [];
  let [pages, kept] = [0, 0]; // pages written; of them, taken from the page cache
  // Up to `inFlight` addresses ahead are being rendered; each answer is handled in the queue's
  // order, so the export sees the same sequence whoever rendered what.
  const started = new Map<number, Promise<Rendered>>([[0, Promise.resolve(home)]]);
  let next = 1;

  for (let index = 0; index < queue.length; index++) {
    for (; next < queue.length && next <= index + inFlight; next++) {
      const rendering = render(queue[next]);
      rendering.catch(() => undefined); // its failure is thrown where it is awaited
      started.set(next, rendering);
    }
    const pathname = queue[index];
    const answer = await (started.get(index) ?? render(pathname));
    started.delete(index);
    if (answer.status !== 200) {
      problems.push(
        `${linkedFrom.get(pathname)} links to ${pathname}, which answers ${answer.status}.`,
      );
      continue;
    }
    const { contentType, body, page } = answer;
    if (page) {
      pages++;
      if (answer.kept) kept++;
      // A later file that is not the client build's (a tool's words) is rendered like a page.
      const rendered = new Set(
        internal(page.later, origin).filter((file) => !exists(file.slice(1))),
      );
      for (const asset of internal(page.loads, origin)) {
        if (rendered.has(asset)) continue;
        if (!exists(asset.slice(1))) {
          problems.push(`${pathname} loads ${asset}, which the client build does not have.`);
        }
      }
      for (const file of rendered) {
        if (linkedFrom.has(file)) continue;
        linkedFrom.set(file, pathname);
        queue.push(file);
      }
      for (const link of internal(page.links, origin)) {
        if (linkedFrom.has(link)) continue;
        linkedFrom.set(link, pathname);
        // Files copied from the client build (favicon, images) need no rendering.
        if (link === "/" || !exists(link.slice(1))) queue.push(link);
      }
    }
    await write({ pathname, file: fileFor(pathname), contentType, body, page });
  }

  const perLanguage = await writePerLanguage(render, write, languagePrefixes, problems);
  pages += perLanguage.pages;
  kept += perLanguage.kept;

  return { pages, kept, files: queue.length + 2 * (1 + languagePrefixes.length), problems };
}

/**
 * The pages no link leads to, in each language: the offline page (the service worker shows it
 * for a page never read: features/offline/), and the 404 page for the addresses under the
 * language's prefix. Returns how many offline pages it wrote, and of them from the page cache.
 */
async function writePerLanguage(
  render: RenderOptions["render"],
  write: RenderOptions["write"],
  languagePrefixes: string[],
  problems: string[],
) {
  const prefixes = ["", ...languagePrefixes.map((code) => `/${code}`)];
  const offlinePages = prefixes.map((prefix) => render(`${prefix}${OFFLINE_PATH}`));
  const notFoundPages = prefixes.map((prefix) => render(`${prefix}${UNKNOWN_PATH}`));
  let kept = 0;
  for (const [index, prefix] of prefixes.entries()) {
    const offline = await offlinePages[index];
    const pathname = `${prefix}${OFFLINE_PATH}`;
    if (offline.status !== 200) problems.push(`${pathname} answers ${offline.status}, not 200.`);
    if (offline.kept) kept++;
    const { contentType, body, page } = offline;
    await write({ pathname, file: fileFor(pathname), contentType, body, page });

    const notFound = await notFoundPages[index];
    if (notFound.status !== 404)
      problems.push(`${prefix}${UNKNOWN_PATH} answers ${notFound.status}, not 404.`);
    await write({
      pathname: `${prefix}/404`,
      file: `${prefix.slice(1)}${prefix ? "/" : ""}404.html`,
      contentType: notFound.contentType,
      body: notFound.body,
      page: notFound.page,
    });
  }
  return { pages: prefixes.length, kept };
}
