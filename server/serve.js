// Answers one request from the current release. Only addresses in the release's manifest are ever
// served (exact match of the decoded, normalised path), so the host files (_headers, serve.json),
// the manifest, dotfiles and anything else that is not part of the site cannot be reached under any
// spelling or encoding. Precompressed .br/.gz files are chosen by Accept-Encoding; nothing is
// compressed per request. Range is not offered (RFC 9110 lets a server ignore it): every file is
// small, and a whole 200 is always a correct answer.
import fs from "node:fs";
import Negotiator from "negotiator";
import { REVALIDATE, securityHeaders } from "./headers.js";

/** Longer request targets get 414; no address of the site comes near it. */
const MAX_TARGET_LENGTH = 2048;
/** Files up to this size are kept in memory once read (releases never change)... */
const MAX_CACHED_FILE = 1024 * 1024;
/** ...until they fill this much; larger or later files are streamed from disk. */
const CACHE_BUDGET = 64 * 1024 * 1024;
/** Brotli is smallest, gzip next; identity only when the client wants neither. */
const PREFERRED_ENCODINGS = ["br", "gzip", "identity"];

/** Without a build there are no hashed inline scripts: the strictest form of the same policy. */
const BASE_HEADERS = securityHeaders([]);
const NO_STORE = "no-store";

/**
 * The request target as an address: origin-form ("/about?x") or absolute-form
 * ("http://host/about"); { status } for targets no site has. Linear in the target's length.
 */
export function parseTarget(target) {
  if (target.length > MAX_TARGET_LENGTH) return { status: 414 };
  let raw = target;
  if (!raw.startsWith("/")) {
    if (!/^https?:\/\//i.test(raw)) return { status: 400 };
    try {
      const url = new URL(raw);
      raw = url.pathname + url.search;
    } catch {
      return { status: 400 };
    }
  }
  const queryStart = raw.indexOf("?");
  const rawPath = queryStart === -1 ? raw : raw.slice(0, queryStart);
  const query = queryStart === -1 ? "" : raw.slice(queryStart);
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes("\0")) return { status: 400 };
  // "." and empty segments vanish and ".." removes one, so "//", "/./" and "/a/../" collapse and
  // the address always starts with exactly one slash.
  const segments = [];
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return { address: `/${segments.join("/")}`, decoded, query };
}

/** A same-site Location for an address: one leading slash, every segment percent-encoded. */
export function locationFor(address, query) {
  const path = address.split("/").map(encodeURIComponent).join("/");
  return /^\?[\x21-\x7e]*$/.test(query) ? path + query : path;
}

/** Weak comparison for If-None-Match, strong for If-Match (RFC 9110 8.8.3.2). */
function matchesTag(field, etag, strong) {
  for (const item of field.split(",")) {
    const tag = item.trim();
    if (tag === "*" || tag === etag || (!strong && tag.startsWith("W/") && tag.slice(2) === etag)) {
      return true;
    }
  }
  return false;
}

/** Parsed targets by their text: a site has few addresses, asked for again and again. */
const targets = new Map();
const MAX_TARGETS = 1024;

function targetOf(url) {
  let target = targets.get(url);
  if (!target) {
    target = parseTarget(url);
    if (targets.size >= MAX_TARGETS) targets.clear();
    targets.set(url, target);
  }
  return target;
}

/**
 * The bytes of files read, by ETag, for as long as a release has them: files up to
 * MAX_CACHED_FILE stay in memory (releases never change) until they fill CACHE_BUDGET.
 */
function createFileCache() {
  const cache = new Map();
  let cachedBytes = 0;
  const reading = new Map();
  let cacheRelease = null;

  /** Keeps cached files the new release still has (same ETag, same bytes); drops the rest. */
  function follow(release) {
    if (release.id === cacheRelease) return;
    cacheRelease = release.id;
    const kept = new Set();
    for (const entry of [
      ...release.files.values(),
      release.notFound,
      ...release.notFoundIn.values(),
    ]) {
      for (const variant of Object.values(entry.variants)) kept.add(variant.etag);
    }
    for (const [etag, body] of cache) {
      if (!kept.has(etag)) {
        cache.delete(etag);
        cachedBytes -= body.length;
      }
    }
  }

  /** The variant's bytes, checked against the manifest; a file handle for large files. */
  function read(variant) {
    if (variant.size > MAX_CACHED_FILE) return openChecked(variant);
    let pending = reading.get(variant.etag);
    if (!pending) {
      pending = fs.promises
        .readFile(variant.path)
        .then((body) => {
          checkSize(variant, body.length);
          if (cachedBytes + body.length <= CACHE_BUDGET && !cache.has(variant.etag)) {
            cache.set(variant.etag, body);
            cachedBytes += body.length;
          }
          return body;
        })
        .finally(() => reading.delete(variant.etag));
      reading.set(variant.etag, pending);
    }
    return pending;
  }

  return { follow, read, get: (etag) => cache.get(etag) };
}

/** A file that is not the size its release says is never sent. */
function checkSize(variant, size) {
  if (size !== variant.size) {
    throw new Error(`${variant.path} has ${size} bytes; its release says ${variant.size}`);
  }
}

async function openChecked(variant) {
  const handle = await fs.promises.open(variant.path);
  try {
    checkSize(variant, (await handle.stat()).size);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** The variant of an entry a request's Accept-Encoding asks for, by the preferred order. */
function createNegotiation() {
  const negotiated = new Map();

  function encodingsWanted(acceptEncoding = "") {
    let wanted = negotiated.get(acceptEncoding);
    if (!wanted) {
      const request = { headers: { "accept-encoding": acceptEncoding } };
      wanted = new Negotiator(request).encodings(PREFERRED_ENCODINGS, {
        preferred: PREFERRED_ENCODINGS,
      });
      if (negotiated.size >= 256) negotiated.clear();
      if (acceptEncoding.length <= 256) negotiated.set(acceptEncoding, wanted);
    }
    return wanted;
  }

  return function variantFor(entry, acceptEncoding) {
    for (const encoding of encodingsWanted(acceptEncoding)) {
      if (entry.variants[encoding]) return entry.variants[encoding];
    }
    // Nothing acceptable (identity;q=0): RFC 9110 12.5.3 allows sending identity anyway.
    return entry.variants.identity;
  };
}

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

/**
 * The address a target asks for: { page } of the release (/about/index.html is /about),
 * { redirect } to its one spelling, or { status } for a request no site answers.
 */
function routeOf(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return { status: 405 };
  const target = targetOf(req.url);
  if (target.status) return { status: target.status };
  const { address, decoded, query } = target;
  const page = address.endsWith("/index.html")
    ? address.slice(0, -"/index.html".length) || "/"
    : address;
  return { page, redirect: page !== decoded ? locationFor(page, query) : undefined };
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
