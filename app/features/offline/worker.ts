// The site's service worker (paths.worker, scope: every page of every language), registered by
// the layout's inline script on every page. The export bundles this file with OFFLINE, what it
// keeps, in front of it (scripts/export/site-worker.ts). Its rules:
// - Pages: the network first, so a parent online always gets the newest page; each page read is
//   kept, and its kept copy answers when the network fails. A page never read answers, offline,
//   with the offline page of its language. A page is kept only together with every asset it
//   names, in the cache of one version: a kept page never points at a script not kept beside it.
// - The first page of a first visit is read before the worker runs: the worker keeps the pages
//   open when it starts (activate), and takes them over.
// - The tool pages go together: once one is kept, every tool page of every language is (with the
//   files their islands load later), so one visit to one tool makes them all work offline; a
//   parent who only reads articles downloads none of them.
// - Hashed assets (and the few other files the kept pages load): the kept copy first.
// - /pagefind/* (search) and every other site's address: never touched, always the network.
// - One cache per version; OFFLINE.version changes whenever the worker's code, the offline pages
//   or the tool pages and their files change, so browsers install a new worker. It installs
//   beside the old one, fetches again the pages the old one kept (a new build replaces what was
//   kept), and takes over when no page of the old one is left; then the old caches go, and the
//   caches of the tools' old per-folder workers with them.
// Nothing else is touched: what a parent writes lives in localStorage, never in these caches.
import { RETIRED_CACHE_PREFIX, type FetchEvent, type WorkerScope } from "./worker-types";

declare const OFFLINE: {
  /** A digest of the worker's code and of every page and file it keeps from the start. */
  version: string;
  /** Each language's offline page, by the language's prefix ("" for the first, "/mr"). */
  offline: Record<string, string>;
  /** The tool pages of every language: kept all together, as soon as one is. */
  tools: string[];
  /** Files (not hashed assets) the kept pages load: the icon, the tools' later words. */
  files: string[];
  /** A regular expression's source matching the addresses of hashed files, which never change. */
  immutable: string;
  /** Addresses the worker leaves to the network: search's index ("/pagefind/"), the editor. */
  network: string[];
};

const worker = self as unknown as WorkerScope;

/** The site's caches, one per version: "sahaj-site https://…/ <version>". */
const CACHE_PREFIX = `sahaj-site ${worker.registration.scope} `;
const CACHE = CACHE_PREFIX + OFFLINE.version;
/** Hashed files (server/headers.js IMMUTABLE_PATHS): the assets, search's index chunks. */
const IMMUTABLE = new RegExp(OFFLINE.immutable);
const isImmutable = (pathname: string) => IMMUTABLE.test(pathname);
/**
 * The site's addresses a page names in quotes; its hashed files among them are its stylesheets,
 * its island's script and what that imports.
 */
const NAMED_ADDRESS = /["'](\/[^/"'\s][^"'\s]*)["']/g;
/** Kept copies are found by address alone (no Accept-Encoding or query string in the key). */
const MATCH = { ignoreSearch: true, ignoreVary: true };
const OFFLINE_PAGES = Object.values(OFFLINE.offline);

/** This worker's caches of other versions, and the tool pages' old workers' caches. */
const isOld = (name: string) =>
  (name.startsWith(CACHE_PREFIX) && name !== CACHE) || name.startsWith(RETIRED_CACHE_PREFIX);

const isHtml = (response: Response) =>
  response.headers.get("Content-Type")?.startsWith("text/html") === true;

/**
 * Keeps a page with every asset it names, or nothing (a failed asset leaves the old copy); a
 * tool page brings the others (`alone`: not again, while they are being kept).
 */
async function keepPage(cache: Cache, address: string, page: Response, alone = false) {
  const html = await page.clone().text();
  const addresses = [...html.matchAll(NAMED_ADDRESS)].map((match) => match[1]);
  const named = [...new Set(addresses.filter(isImmutable))];
  const kept = await Promise.all(named.map((asset) => cache.match(asset, MATCH)));
  await cache.addAll(named.filter((_, index) => !kept[index]));
  await cache.put(address, page);
  if (!alone && OFFLINE.tools.includes(address)) await keepTools(cache);
}

/** Fetches a page and keeps it (`mode` "force-cache": the browser's HTTP cache may answer). */
async function fetchAndKeep(cache: Cache, address: string, mode?: RequestCache, alone = false) {
  const page = await fetch(address, { cache: mode });
  if (!page.ok || !isHtml(page)) throw new Error(`${address} answered ${page.status}`);
  await keepPage(cache, address, page, alone);
}

/** Every tool page not kept yet, with what it loads, and the files their islands load later. */
async function keepAllTools(cache: Cache): Promise<void> {
  const kept = await Promise.all(OFFLINE.tools.map((address) => cache.match(address, MATCH)));
  const missing = OFFLINE.tools.filter((_, index) => !kept[index]);
  // A failure is told once every page has been tried: an install waits for all it started.
  const pages = await Promise.allSettled(
    missing.map((address) => fetchAndKeep(cache, address, undefined, true)),
  );
  const failed = pages.find((page) => page.status === "rejected");
  if (failed) throw failed.reason;
  const files = await Promise.all(OFFLINE.files.map((file) => cache.match(file, MATCH)));
  await cache.addAll(OFFLINE.files.filter((_, index) => !files[index]));
}

/** The tool pages being kept, once for all the tool pages that ask (again after a failure). */
let keepingTools: Promise<void> | undefined;
function keepTools(cache: Cache): Promise<void> {
  keepingTools ??= keepAllTools(cache).catch((error: unknown) => {
    keepingTools = undefined;
    throw error;
  });
  return keepingTools;
}

/** The pages an older version of this worker (or a tool page's old worker) kept. */
async function pagesKeptBefore(): Promise<string[]> {
  const names = (await caches.keys()).filter(isOld);
  const pages = new Set<string>();
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const { pathname, origin } = new URL(request.url);
      const response = await cache.match(request);
      if (origin === location.origin && response && isHtml(response)) pages.add(pathname);
    }
  }
  return [...pages].filter((pathname) => !OFFLINE_PAGES.includes(pathname));
}

async function install(): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all(OFFLINE_PAGES.map((address) => fetchAndKeep(cache, address)));
  // What was kept before, fetched again from this build; one that fails is left out. The tool
  // pages once, together: each fetched on its own would bring all of them again.
  const before = await pagesKeptBefore();
  const tools = before.some((address) => OFFLINE.tools.includes(address));
  await Promise.all([
    ...before
      .filter((address) => !OFFLINE.tools.includes(address))
      .map((address) => fetchAndKeep(cache, address).catch(() => {})),
    tools ? keepTools(cache).catch(() => {}) : undefined,
  ]);
}

async function activate(): Promise<void> {
  const names = (await caches.keys()).filter(isOld);
  await Promise.all(names.map((name) => caches.delete(name)));
  // The pages open now were read before this worker ran (the first visit's): keep them too,
  // from the browser's HTTP cache where it has them.
  const cache = await caches.open(CACHE);
  const open = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const addresses = new Set(
    open
      .map((client) => new URL(client.url))
      .filter((url) => url.origin === location.origin && !leftToNetwork(url.pathname))
      .map((url) => url.pathname),
  );
  const keep = async (address: string) => {
    if (!(await cache.match(address, MATCH))) await fetchAndKeep(cache, address, "force-cache");
  };
  await Promise.all([...addresses].map((address) => keep(address).catch(() => {})));
  await worker.clients.claim();
}

/** The offline page of the address's language: the longest prefix it starts with. */
function offlinePageFor(pathname: string): string | undefined {
  const prefix = Object.keys(OFFLINE.offline)
    .filter((each) => each === "" || pathname === each || pathname.startsWith(`${each}/`))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? undefined : OFFLINE.offline[prefix];
}

async function networkFirst(event: FetchEvent, address: string): Promise<Response> {
  try {
    const page = await fetch(event.request);
    if (page.ok && page.type === "basic" && isHtml(page)) {
      const copy = page.clone();
      event.waitUntil(
        caches
          .open(CACHE)
          .then((cache) => keepPage(cache, address, copy))
          .catch(() => {}),
      );
    }
    return page;
  } catch (offline) {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(address, MATCH);
    if (kept) return kept;
    const fallback = offlinePageFor(address);
    const page = fallback && (await cache.match(fallback, MATCH));
    if (page) return page;
    throw offline;
  }
}

async function cacheFirst(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, MATCH);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && isImmutable(url.pathname)) {
    await cache.put(request, response.clone());
  }
  return response;
}

const leftToNetwork = (pathname: string) =>
  OFFLINE.network.some((prefix) => pathname.startsWith(prefix));

worker.addEventListener("install", (event) => event.waitUntil(install()));
worker.addEventListener("activate", (event) => event.waitUntil(activate()));
worker.addEventListener("fetch", (event: FetchEvent) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin) return;
  if (leftToNetwork(url.pathname)) return;
  if (request.mode === "navigate") {
    event.respondWith(networkFirst(event, url.pathname));
  } else if (isImmutable(url.pathname) || OFFLINE.files.includes(url.pathname)) {
    event.respondWith(cacheFirst(request, url));
  }
});
