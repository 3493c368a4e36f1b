// `npm start`: serves the static export (build/static) as any static host would, with
// compression, caching and security headers. Unknown paths get 404.html with status 404.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import sirv from "sirv";

const root = path.resolve(fileURLToPath(import.meta.url), "../..");
const STATIC_DIR = path.join(root, "build/static");
const headers = JSON.parse(fs.readFileSync(path.join(root, "server/headers.json"), "utf8"));
const port = Number(process.env.PORT ?? 3000);

if (!fs.existsSync(path.join(STATIC_DIR, "index.html"))) {
  console.error("There is no build to serve yet: run `npm run build` first.");
  process.exit(1);
}

const notFoundPage = fs.readFileSync(path.join(STATIC_DIR, "404.html"));
const compress = compression();
const serveFile = sirv(STATIC_DIR, {
  etag: true,
  // Hashed file names change with their content, so they may be kept for a year; everything
  // else is checked again on each visit, so a new build shows at once.
  setHeaders(res, pathname) {
    const assets = pathname.startsWith("/assets/");
    res.setHeader("Cache-Control", assets ? headers.cache.assets : headers.cache.pages);
  },
});

const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(headers.security)) res.setHeader(name, value);
  const url = new URL(req.url ?? "/", "http://localhost");
  // One address per page: /about/ becomes /about.
  if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
    res.writeHead(301, { Location: url.pathname.replace(/\/+$/, "") + url.search });
    res.end();
    return;
  }
  compress(req, res, () => {
    // The host's own header rules are not a page.
    if (url.pathname === "/_headers") return notFound(res);
    serveFile(req, res, () => notFound(res));
  });
});

function notFound(res) {
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", headers.cache.pages);
  res.end(notFoundPage);
}

server.listen(port, () => {
  console.log(`Serving build/static on http://localhost:${port}`);
});
