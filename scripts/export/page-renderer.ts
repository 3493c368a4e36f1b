// Renders one address of the production server build at a time, with Remix's request handler, into
// the file the export writes: an HTML page with its data scripts inside <body> and what the export
// reads from it (html.ts), or a feed, image or words file as it is. Pages are taken from the page
// cache when their inputs are the same (page-cache.ts), and kept there when rendered. It runs in
// the export's own process (a serial build) or in each process of the render pool (render-pool.ts).
import { setImmediate as turnOfTheEventLoop } from "node:timers/promises";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { readPage, type Page } from "./html";
import { PAGE_KEY_HEADER, type PageCache } from "./page-cache";

/** What one address answers, as the export writes it. */
export type Rendered = {
  status: number;
  contentType: string;
  body: Buffer;
  /** What an HTML page holds, read once (the release hashes its inline scripts). */
  page?: Page;
  /** Taken from the page cache, not rendered. */
  kept?: boolean;
};

/** Single fetch streams its data scripts after </html>; a valid document keeps them in <body>. */
function scriptsInsideBody(html: string): string {
  const end = html.lastIndexOf("</body></html>");
  if (end === -1) return html;
  const trailing = html.slice(end + "</body></html>".length);
  return html.slice(0, end) + trailing + "</body></html>";
}

/** Renders addresses of `build`; pages are kept in and taken from `kept`. */
export function renderer(build: ServerBuild, kept?: PageCache) {
  const handle = createRequestHandler(kept ? kept.build(build) : build, "production");
  const find = kept?.finder(build);

  async function renderPage(pathname: string): Promise<Rendered> {
    const address = `http://localhost${pathname}`;
    const keptBefore = find && (await find(new Request(address)));
    if (keptBefore) return { status: 200, ...keptBefore, kept: true };
    // Abort after reading, or single fetch keeps a timer alive for seconds.
    const controller = new AbortController();
    const response = await handle(new Request(address, { signal: controller.signal }));
    const body = Buffer.from(await response.arrayBuffer());
    controller.abort();
    // Rendering is all promises, which never let the event loop turn, and Node runs the finalizers
    // of native objects (resvg's images, a few MB each outside V8's heap) only when it turns: without
    // this a share image's memory is never given back until the export ends (5 GB for 1,000).
    await turnOfTheEventLoop();
    const status = response.status;
    const key = response.headers.get(PAGE_KEY_HEADER) ?? undefined;
    const found = key === undefined ? undefined : kept?.take(key);
    if (found) return { status, ...found, kept: true };
    const contentType = response.headers.get("Content-Type") ?? "";
    if (!contentType.startsWith("text/html")) return { status, contentType, body };
    const html = scriptsInsideBody(body.toString());
    const page = { contentType, body: Buffer.from(html), page: readPage(html) };
    if (key !== undefined) kept?.keep(key, page);
    return { status, ...page };
  }

  return { renderPage };
}
