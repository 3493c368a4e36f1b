// `npm run bench` (after `npm run build`): what each page costs a parent on a slow phone. Reads
// every page of the static export (build/static) and counts the bytes of HTML, CSS and script it
// loads (raw and gzip). Fails when a page breaks the budget below.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Content pages run only the inline menu script; the contact page hydrates its React form. */
const BUDGET = {
  contentScriptBytes: 1_024,
  contactScriptGzipBytes: 110_000,
  htmlGzipBytes: 14_000,
  cssGzipBytes: 6_000,
};

const STATIC_DIR = path.resolve("build/static");

/** Every page of the static export, by its address: what a visitor is actually sent. */
const pages = fs
  .readdirSync(STATIC_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html"))
  .sort()
  .map((file) => ({
    route: file === "404.html" ? "(404 page)" : `/${path.dirname(file)}`.replace(/\/\.$/, "/"),
    html: fs.readFileSync(path.join(STATIC_DIR, file), "utf8"),
  }));

const gzip = (text: string | Buffer) => gzipSync(text).length;
const assetBytes = (href: string) => fs.readFileSync(path.join(STATIC_DIR, href));

function measure(html: string) {
  const inlineScripts = [
    ...html.matchAll(
      /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ]
    .map((match) => match[1])
    .join("");
  const scriptFiles = new Set(
    [
      ...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g),
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
      // The hydration entry imports its modules from inline module code.
      ...html.matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g),
    ].map((match) => match[1]),
  );
  const scripts = [...scriptFiles].map(assetBytes);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) =>
    assetBytes(match[1]),
  );
  return {
    html: Buffer.byteLength(html),
    htmlGzip: gzip(html),
    css: styles.reduce((sum, file) => sum + file.length, 0),
    cssGzip: styles.reduce((sum, file) => sum + gzip(file), 0),
    inlineScript: Buffer.byteLength(inlineScripts),
    scriptFiles: scripts.length,
    scriptGzip: scripts.reduce((sum, file) => sum + gzip(file), 0) + gzip(inlineScripts),
  };
}

const failures: string[] = [];
const rows = [];
for (const { route, html } of pages) {
  const m = measure(html);
  rows.push({ route, ...m });
  const isContact = route === "/contact";
  if (!isContact && m.scriptFiles > 0)
    failures.push(`${route} loads ${m.scriptFiles} script files`);
  if (!isContact && m.inlineScript > BUDGET.contentScriptBytes) {
    failures.push(`${route} runs ${m.inlineScript} bytes of inline script`);
  }
  if (isContact && m.scriptGzip > BUDGET.contactScriptGzipBytes) {
    failures.push(`${route} loads ${m.scriptGzip} bytes of gzipped script`);
  }
  if (m.htmlGzip > BUDGET.htmlGzipBytes) failures.push(`${route} HTML is ${m.htmlGzip} B gzipped`);
  if (m.cssGzip > BUDGET.cssGzipBytes) failures.push(`${route} CSS is ${m.cssGzip} B gzipped`);
}

console.log("Bytes each page loads (production build; gz = gzip):\n");
console.table(
  rows.map((r) => ({
    route: r.route,
    "html gz": r.htmlGzip,
    "css gz": r.cssGzip,
    "inline script": r.inlineScript,
    "script files": r.scriptFiles,
    "all script gz": r.scriptGzip,
  })),
);
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll pages within budget:", JSON.stringify(BUDGET));
