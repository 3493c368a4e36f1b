// Renders every page of the production server build, following links from the home page and the
// sitemap, and hands each answer to `write`. It stops at nothing: broken links are collected and
// returned, so the caller decides whether the release is published.
import { setImmediate as turnOfTheEventLoop } from "node:timers/promises";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { readPage, sitemapAddresses, type Page } from "./html";

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
  build: ServerBuild;
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

/** Single fetch streams its data scripts after </html>; a valid document keeps them in <body>. */
function scriptsInsideBody(html: string): string {
  const end = html.lastIndexOf("</body></html>");
  if (end === -1) return html;
  const trailing = html.slice(end + "</body></html>".length);
  return html.slice(0, end) + trailing + "</body></html>";
}

/** The pathnames of the addresses on this site, of those given (relative or absolute). */
function internal(addresses: string[], origin: string): string[] {
  return addresses.flatMap((address) => {
    const url = new URL(address, origin);
    return url.origin === origin ? [url.pathname] : [];
  });
}

/** Renders the whole site; returns how many pages it wrote and every broken link it found. */
export async function renderSite({ build, write, exists, languagePrefixes = [] }: RenderOptions) {
  const handle = createRequestHandler(build, "production");

  async function render(pathname: string) {
    // Abort after reading, or single fetch keeps a timer alive for seconds.
    const controller = new AbortController();
    const response = await handle(
      new Request(`http://localhost${pathname}`, { signal: controller.signal }),
    );
    const body = Buffer.from(await response.arrayBuffer());
    controller.abort();
    // Rendering is all promises, which never let the event loop turn, and Node runs the finalizers
    // of native objects (resvg's images, a few MB each outside V8's heap) only when it turns: without
    // this a share image's memory is never given back until the export ends (5 GB for 1,000).
    await turnOfTheEventLoop();
    return {
      status: response.status,
      contentType: response.headers.get("Content-Type") ?? "",
      body,
    };
  }

  const home = await render("/");
  const { canonical } = readPage(home.body.toString());
  if (!canonical)
    throw new Error("The home page has no canonical link, so the site URL is unknown.");
  const origin = new URL(canonical).origin;

  const sitemap = (await render("/sitemap.xml")).body.toString();
  const queue = ["/", "/robots.txt", "/sitemap.xml", "/rss.xml"];
  for (const address of sitemapAddresses(sitemap)) queue.push(new URL(address).pathname);

  const linkedFrom = new Map<string, string>(queue.map((pathname) => [pathname, "the sitemap"]));
  const problems: string[] = [];
  let pages = 0;

  for (let index = 0; index < queue.length; index++) {
    const pathname = queue[index];
    const { status, contentType, body } = await render(pathname);
    if (status !== 200) {
      problems.push(`${linkedFrom.get(pathname)} links to ${pathname}, which answers ${status}.`);
      continue;
    }
    let output = body;
    let page: Page | undefined;
    if (contentType.startsWith("text/html")) {
      pages++;
      const html = scriptsInsideBody(body.toString());
      output = Buffer.from(html);
      page = readPage(html);
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
    await write({ pathname, file: fileFor(pathname), contentType, body: output, page });
  }

  // The 404 page, and one in each other language for the addresses under its prefix.
  for (const prefix of ["", ...languagePrefixes.map((code) => `/${code}`)]) {
    const unknown = `${prefix}${UNKNOWN_PATH}`;
    const notFound = await render(unknown);
    if (notFound.status !== 404) problems.push(`${unknown} answers ${notFound.status}, not 404.`);
    const notFoundHtml = scriptsInsideBody(notFound.body.toString());
    await write({
      pathname: `${prefix}/404`,
      file: `${prefix.slice(1)}${prefix ? "/" : ""}404.html`,
      contentType: notFound.contentType,
      body: Buffer.from(notFoundHtml),
      page: readPage(notFoundHtml),
    });
  }

  return { pages, files: queue.length + 1 + languagePrefixes.length, problems };
}
