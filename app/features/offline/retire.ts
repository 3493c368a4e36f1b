// What each language's tool pages' old service worker (paths.retiredToolsWorker) is now: a
// browser that still has one checks it on the next visit to a tool page, installs this at once,
// and it deletes the old caches and unregisters itself, so the site's worker (worker.ts) answers
// for the tool pages from then on. It answers no request itself.
import { RETIRED_CACHE_PREFIX, type WorkerScope } from "./worker-types";

const worker = self as unknown as WorkerScope;

worker.addEventListener("install", () => void worker.skipWaiting());
worker.addEventListener("activate", (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(RETIRED_CACHE_PREFIX))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.registration.unregister()),
  ),
);
