// The last step of `npm run build`: renders every page of the production server build into
// build/static/ (about/index.html, resources/<slug>/index.html, 404.html, sitemap.xml, rss.xml,
// robots.txt, share images) beside the hashed assets, so any static host or CDN serves the whole
// site. It follows every link from the home page and the sitemap, and stops the build if a link
// leads nowhere.
import fs from "node:fs";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";

const CLIENT_DIR = path.resolve("build/client");
const OUT_DIR = path.resolve("build/static");
/** A path no page has: its answer is the site's 404 page. */
const UNKNOWN_PATH = "/this-page-does-not-exist";
const headers = JSON.parse(fs.readFileSync("server/headers.json", "utf8")) as {
  security: Record<string, string>;
  cache: { assets: string };
};

const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
const handle = createRequestHandler(build, "production");

async function render(pathname: string) {
  // Abort after reading, or single fetch keeps a timer alive for seconds.
  const controller = new AbortController();
  const response = await handle(
    new Request(`http://localhost${pathname}`, { signal: controller.signal }),
  );
  const body = Buffer.from(await response.arrayBuffer());
  controller.abort();
  return { status: response.status, type: response.headers.get("Content-Type") ?? "", body };
}

/** Single fetch streams its data scripts after </html>; a valid document keeps them in <body>. */
function scriptsInsideBody(html: string): string {
  const end = html.lastIndexOf("</body></html>");
  if (end === -1) return html;
  const trailing = html.slice(end + "</body></html>".length);
  return html.slice(0, end) + trailing + "</body></html>";
}

/** /about → about/index.html; /sitemap.xml → sitemap.xml. */
function fileFor(pathname: string): string {
  const last = pathname.split("/").at(-1) ?? "";
  return last.includes(".")
    ? path.join(OUT_DIR, pathname)
    : path.join(OUT_DIR, pathname, "index.html");
}

/** Internal addresses an HTML page links to: its links, feed and link-preview image. */
function linksIn(html: string, origin: string): string[] {
  const found = [
    ...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="alternate"[^>]*\bhref="([^"]*)"/g),
    ...html.matchAll(/<meta\b[^>]*\bproperty="og:image"[^>]*\bcontent="([^"]*)"/g),
  ].map((match) => match[1].replaceAll("&amp;", "&"));
  return found.flatMap((href) => {
    const url = new URL(href, origin);
    if (url.origin !== origin) return [];
    return [url.pathname];
  });
}

/** Files a page loads (stylesheet, icon, scripts): they come from the client build. */
function assetsIn(html: string): string[] {
  return [
    ...html.matchAll(/<link\b[^>]*\bhref="(\/[^"]*)"/g),
    ...html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]*)"/g),
  ]
    .map((match) => match[1])
    .filter((href) => !href.endsWith(".xml"));
}

fs.rmSync(OUT_DIR, { recursive: true, force: true });
fs.cpSync(CLIENT_DIR, OUT_DIR, { recursive: true });

const home = await render("/");
const canonical = home.body.toString().match(/<link rel="canonical" href="([^"]+)"/)?.[1];
if (!canonical) throw new Error("The home page has no canonical link, so the site URL is unknown.");
const origin = new URL(canonical).origin;

const sitemap = (await render("/sitemap.xml")).body.toString();
const queue = ["/", "/robots.txt", "/sitemap.xml", "/rss.xml"];
for (const match of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g))
  queue.push(new URL(match[1]).pathname);

const linkedFrom = new Map<string, string>(queue.map((pathname) => [pathname, "the sitemap"]));
const problems: string[] = [];
let pageCount = 0;

for (let index = 0; index < queue.length; index++) {
  const pathname = queue[index];
  const { status, type, body } = await render(pathname);
  if (status !== 200) {
    problems.push(`${linkedFrom.get(pathname)} links to ${pathname}, which answers ${status}.`);
    continue;
  }
  let output: Buffer | string = body;
  if (type.startsWith("text/html")) {
    pageCount++;
    const html = scriptsInsideBody(body.toString());
    output = html;
    for (const asset of assetsIn(html)) {
      if (!fs.existsSync(path.join(OUT_DIR, asset))) {
        problems.push(`${pathname} loads ${asset}, which the client build does not have.`);
      }
    }
    for (const link of linksIn(html, origin)) {
      if (linkedFrom.has(link)) continue;
      linkedFrom.set(link, pathname);
      // Files copied from the client build (favicon, images) need no rendering.
      if (!fs.existsSync(path.join(OUT_DIR, link)) || link === "/") queue.push(link);
    }
  }
  const file = fileFor(pathname);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, output);
}

const notFound = await render(UNKNOWN_PATH);
if (notFound.status !== 404) problems.push(`${UNKNOWN_PATH} answers ${notFound.status}, not 404.`);
fs.writeFileSync(path.join(OUT_DIR, "404.html"), scriptsInsideBody(notFound.body.toString()));

// Header rules for static hosts that read a _headers file (Netlify, Cloudflare Pages).
const securityLines = Object.entries(headers.security).map(
  ([name, value]) => `  ${name}: ${value}`,
);
fs.writeFileSync(
  path.join(OUT_DIR, "_headers"),
  ["/*", ...securityLines, "/assets/*", `  Cache-Control: ${headers.cache.assets}`, ""].join("\n"),
);

if (problems.length > 0) {
  console.error(`\nThe static export found ${problems.length} broken link(s):\n`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
console.log(
  `Static export: ${pageCount} pages and 404.html in build/static/ (${queue.length} files).`,
);
