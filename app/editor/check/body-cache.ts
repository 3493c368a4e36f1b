// app/content/body/cache.ts in the editor's page: the same interface, kept in memory for as long
// as the page is open. Each check (before a save, or for the preview) reads every body of the
// tree: a body that has not changed since the last check is not parsed again. Like the build's,
// a run keeps only the bodies it used, so typing does not pile up old versions.
import type { BodyCache, CachedBody } from "../../content/body/cache";

let kept = new Map<string, CachedBody>();

export function createBodyCache(): BodyCache {
  const used = new Map<string, CachedBody>();
  return {
    key: (...inputs: unknown[]) => JSON.stringify(inputs),
    get(key: string) {
      const body = kept.get(key);
      if (body) used.set(key, body);
      return body;
    },
    set: (key: string, body: CachedBody) => void used.set(key, body),
    save: () => void (kept = used),
  };
}
