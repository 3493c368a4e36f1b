import path from "node:path";

/**
 * Where builds keep what they can reuse (rendered article bodies, share images): outside build/,
 * which every build deletes, in node_modules/.cache, which Netlify's and most CI's caches keep.
 * BUILD_CACHE_DIR puts it elsewhere (bench:build gives each scratch copy its own). Deleting it is
 * always safe: it only costs the next build time.
 */
export function buildCacheDir(): string {
  return path.resolve(process.env.BUILD_CACHE_DIR || "node_modules/.cache/sahaj-build");
}
