// The request target as the address of a page: parsed once per distinct target (a site has few
// addresses, asked for again and again), decoded and normalised, so that every spelling of an
// address is one address; and the one spelling a redirect leads to.

/** Longer request targets get 414; no address of the site comes near it. */
const MAX_TARGET_LENGTH = 2048;

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

/** Parsed targets by their text: a site has few addresses, asked for again and again. */
const targets = new Map();
const MAX_TARGETS = 1024;

export function targetOf(url) {
  let target = targets.get(url);
  if (!target) {
    target = parseTarget(url);
    if (targets.size >= MAX_TARGETS) targets.clear();
    targets.set(url, target);
  }
  return target;
}

/**
 * The address a target asks for: { page } of the release (/about/index.html is /about),
 * { redirect } to its one spelling, or { status } for a request no site answers.
 */
export function routeOf(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return { status: 405 };
  const target = targetOf(req.url);
  if (target.status) return { status: target.status };
  const { address, decoded, query } = target;
  const page = address.endsWith("/index.html")
    ? address.slice(0, -"/index.html".length) || "/"
    : address;
  return { page, redirect: page !== decoded ? locationFor(page, query) : undefined };
}
