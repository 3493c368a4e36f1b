// The tool pages' service worker: after one visit, every tool page opens and saves without a
// connection. The export bundles this file into each language's folder of tool pages
// (paths.toolsWorker) with OFFLINE, what that folder's worker keeps, in front of it
// (scripts/export/offline-worker.ts). Its rules:
// - Pages: the network first, so a parent online always gets the newest page; the kept copy when
//   the network fails. A page is kept only together with every asset it names, in the cache of one
//   version: a kept page never points at a script that is not kept beside it.
// - Hashed assets (and the icon): the kept copy first; their names change when their bytes do.
// - One cache per version; OFFLINE.version changes whenever anything kept changes, so the worker's
//   bytes change and browsers install it. It installs beside the old one (which goes on serving
//   the pages open) and takes over when no page of the old one is left; then the old cache goes.
// Nothing else is touched: what a parent writes lives in localStorage, never in these caches.

declare const OFFLINE: {
  /** A digest of the worker's code and of every page and file it keeps. */
  version: string;
  /** The tool pages of its folder. */
  pages: string[];
  /** Everything those pages load: stylesheets, scripts, the icon. */
  files: string[];
  /** The folder of hashed assets ("/assets/"), whose files never change. */
  immutable: string;
};

// The few service worker types this file uses (TypeScript's WebWorker library cannot be loaded
// beside the DOM library the rest of app/ is checked with).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
type WorkerScope = {
  registration: { scope: string };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

/** This folder's caches, one per version: "sahaj-tools https://…/resources/tools/ <version>". */
const CACHE_PREFIX = `sahaj-tools ${worker.registration.scope} `;
const CACHE = CACHE_PREFIX + OFFLINE.version;
/** The hashed assets a page names: its stylesheets, its island's script and what that imports. */
const NAMED_ASSET = new RegExp(
  `["'](${OFFLINE.immutable.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^"'\\s]+)["']`,
  "g",
);
/** Kept copies are found by address alone (no Accept-Encoding or query string in the key). */
const MATCH = { ignoreSearch: true, ignoreVary: true };

/** Keeps a page with every asset it names, or nothing (a failed asset leaves the old copy). */
async function keepPage(cache: Cache, address: string, page: Response): Promise<void> {
  const html = await page.clone().text();
  const named = [...new Set([...html.matchAll(NAMED_ASSET)].map((match) => match[1]))];
  const kept = await Promise.all(named.map((asset) => cache.match(asset, MATCH)));
  await cache.addAll(named.filter((_, index) => !kept[index]));
  await cache.put(address, page);
}

async function install(): Promise<void> {
  const cache = await caches.open(CACHE);
  await cache.addAll(OFFLINE.files);
  await Promise.all(
    OFFLINE.pages.map(async (address) => {
      const page = await fetch(address);
      if (!page.ok) throw new Error(`${address} answered ${page.status}`);
      await keepPage(cache, address, page);
    }),
  );
}

async function removeOldVersions(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
      .map((name) => caches.delete(name)),
  );
}

async function networkFirst(event: FetchEvent, address: string): Promise<Response> {
  try {
    const page = await fetch(event.request);
    const isPage = page.headers.get("Content-Type")?.startsWith("text/html");
    if (page.ok && page.type === "basic" && isPage) {
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
    const kept = await (await caches.open(CACHE)).match(address, MATCH);
    if (kept) return kept;
    throw offline;
  }
}

async function cacheFirst(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, MATCH);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && url.pathname.startsWith(OFFLINE.immutable)) {
    await cache.put(request, response.clone());
  }
  return response;
}

worker.addEventListener("install", (event) => event.waitUntil(install()));
worker.addEventListener("activate", (event) => event.waitUntil(removeOldVersions()));
worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(networkFirst(event, url.origin + url.pathname));
  } else if (url.pathname.startsWith(OFFLINE.immutable) || OFFLINE.files.includes(url.pathname)) {
    event.respondWith(cacheFirst(request, url));
  }
});
