// The bytes of a release's files, read once: files up to MAX_CACHED_FILE stay in memory (releases
// never change) until they fill CACHE_BUDGET; larger ones are opened and streamed. A file that is
// not the size its release says is never sent.
import fs from "node:fs";

/** Files up to this size are kept in memory once read (releases never change)... */
const MAX_CACHED_FILE = 1024 * 1024;
/** ...until they fill this much; larger or later files are streamed from disk. */
const CACHE_BUDGET = 64 * 1024 * 1024;

/**
 * The bytes of files read, by ETag, for as long as a release has them: files up to
 * MAX_CACHED_FILE stay in memory (releases never change) until they fill CACHE_BUDGET.
 */
export function createFileCache() {
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
