// What the site's workers share: the few service worker types they use (TypeScript's WebWorker
// library cannot be loaded beside the DOM library the rest of app/ is checked with), and the name
// of the tool pages' old caches.

/** The caches of the tool pages' workers before the site's ("sahaj-tools <scope> <version>"). */
export const RETIRED_CACHE_PREFIX = "sahaj-tools ";

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
export type WorkerScope = {
  registration: { scope: string; unregister(): Promise<boolean> };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<{ url: string }[]>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
};
