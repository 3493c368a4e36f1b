// Answers one request from the current release. Only addresses in the release's manifest are ever
// served (exact match of the decoded, normalised path: request-target.js), so the host files
// (_headers, serve.json), the manifest, dotfiles and anything else that is not part of the site
// cannot be reached under any spelling or encoding. The variant is negotiated (negotiation.js) and
// its bytes come from the file cache (file-cache.js). Range is not offered (RFC 9110 lets a server
// ignore it): every file is small, and a whole 200 is always a correct answer.
import { createFileCache } from "./file-cache.js";
import { REVALIDATE, securityHeaders } from "./headers.js";
import { createNegotiation, matchesTag } from "./negotiation.js";
import { routeOf } from "./request-target.js";

/** Without a build there are no hashed inline scripts: the strictest form of the same policy. */
const BASE_HEADERS = securityHeaders([]);
const NO_STORE = "no-store";

/** The variant's headers, as a flat list of names and values (Node's quickest form). */
function headersFor(release, entry, variant, status) {
  if (variant.headerList) return variant.headerList;
  const headers = {
    ...release.headers,
    ...entry.headers,
    "Content-Type": entry.type,
    "Content-Length": String(variant.size),
    "Cache-Control": entry.cacheControl,
  };
  if (status === 200) headers.ETag = variant.etag;
  if (Object.keys(entry.variants).length > 1) headers.Vary = "Accept-Encoding";
  if (variant.encoding !== "identity") headers["Content-Encoding"] = variant.encoding;
  variant.headerList = Object.entries(headers).flat();
  return variant.headerList;
}

function notModifiedHeaders(release, entry, variant) {
  if (variant.notModified) return variant.notModified;
  const notModified = {
    ...release.headers,
    ...entry.headers,
    ETag: variant.etag,
    "Cache-Control": entry.cacheControl,
  };
  if (Object.keys(entry.variants).length > 1) notModified.Vary = "Accept-Encoding";
  variant.notModified = Object.entries(notModified).flat();
  return variant.notModified;
}

function send(req, res, status, headers, body) {
  res.writeHead(status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** A short answer in plain text (errors), never cached. */
function plain(req, res, status, text, extra = {}) {
  const body = Buffer.from(`${text}\n`);
  const headers = {
    ...BASE_HEADERS,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(body.length),
    "Cache-Control": NO_STORE,
    ...extra,
  };
  send(req, res, status, headers, body);
}

/** No release yet (or its files are gone): "Back in a moment", in the content's words. */
function unavailable(req, res, page) {
  const headers = {
    ...BASE_HEADERS,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": String(page.length),
    "Cache-Control": NO_STORE,
    "Retry-After": "30",
  };
  send(req, res, 503, headers, page);
}

/** Streams a large file; a file that is not the size its release says closes the connection. */
function stream(res, status, headers, handle, size) {
  if (res.destroyed) return handle.close();
  res.writeHead(status, headers);
  const file = handle.createReadStream({ end: size - 1 });
  let sent = 0;
  file.on("data", (chunk) => {
    sent += chunk.length;
    if (!res.write(chunk)) file.pause();
  });
  res.on("drain", () => file.resume());
  res.on("close", () => file.destroy());
  file.on("error", () => res.destroy());
  file.on("end", () => (sent === size ? res.end() : res.destroy()));
}

/** Answers 412 or 304 when the request's conditions say so, and returns whether it did. */
function answeredConditionally(req, res, release, entry, variant) {
  const ifMatch = req.headers["if-match"];
  if (ifMatch !== undefined && !matchesTag(ifMatch, variant.etag, true)) {
    plain(req, res, 412, "Precondition Failed");
    return true;
  }
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined && matchesTag(ifNoneMatch, variant.etag, false)) {
    res.writeHead(304, notModifiedHeaders(release, entry, variant));
    res.end();
    return true;
  }
  return false;
}

const REFUSED = {
  405: ["Method Not Allowed", { Allow: "GET, HEAD", Connection: "close" }],
  414: ["URI Too Long", { Connection: "close" }],
  400: ["Bad Request", { Connection: "close" }],
};

/** The 404 page for an address: its language's (/mr/…), or the site's. */
function notFoundFor(release, page) {
  const prefix = page.split("/")[1];
  return release.notFoundIn.get(prefix) ?? release.notFound;
}

export function createHandler(releases, { log, isStopping }) {
  const files = createFileCache();
  const variantFor = createNegotiation();

  function failed(res, error) {
    log(`Could not answer a request: ${error.message}`);
    if (res.headersSent) res.destroy();
    else {
      res.writeHead(500, { ...BASE_HEADERS, "Content-Length": "0", "Cache-Control": NO_STORE });
      res.end();
    }
  }

  function serveFile(req, res, release, entry, status) {
    const variant = variantFor(entry, req.headers["accept-encoding"]);
    if (status === 200 && answeredConditionally(req, res, release, entry, variant)) return;
    const headers = headersFor(release, entry, variant, status);
    const cached = files.get(variant.etag);
    if (cached || req.method === "HEAD") return send(req, res, status, headers, cached);
    files
      .read(variant)
      .then(
        (body) =>
          Buffer.isBuffer(body)
            ? send(req, res, status, headers, body)
            : stream(res, status, headers, body, variant.size),
        (error) => {
          // The release was deleted under us (releases/ removed): the same answer as no build.
          if (error.code === "ENOENT") return unavailable(req, res, releases.holdingPage());
          failed(res, error);
        },
      )
      .catch((error) => failed(res, error));
  }

  return function handle(req, res) {
    try {
      // While stopping, each answer is the last on its connection.
      if (isStopping()) res.setHeader("Connection", "close");
      const route = routeOf(req);
      if (route.status) return plain(req, res, route.status, ...REFUSED[route.status]);
      const release = releases.current();
      if (!release) return unavailable(req, res, releases.holdingPage());
      files.follow(release);
      const entry = release.files.get(route.page);
      if (!entry) return serveFile(req, res, release, notFoundFor(release, route.page), 404);
      if (route.redirect) {
        res.writeHead(301, {
          ...release.headers,
          Location: route.redirect,
          "Content-Length": "0",
          "Cache-Control": REVALIDATE,
        });
        return res.end();
      }
      return serveFile(req, res, release, entry, 200);
    } catch (error) {
      failed(res, error);
    }
  };
}
