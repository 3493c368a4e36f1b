// The build cache: what builds can reuse (rendered article bodies, share images, the app build,
// the costliest precompressed files), each kept under a digest of everything that made it, written
// by a rename so that a build running at the same time never reads half of it. Deleting the folder
// is always safe: it only costs the next build time.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type * as esbuild from "esbuild";
import { inputsOf, keep, readKept, unchangedSince } from "./kept-build.js";

/**
 * Outside build/, which every build deletes, in node_modules/.cache, which Netlify's and most CI's
 * caches keep. BUILD_CACHE_DIR puts it elsewhere (bench:build gives each scratch copy its own).
 */
export function buildCacheDir(): string {
  return path.resolve(process.env.BUILD_CACHE_DIR || "node_modules/.cache/sahaj-build");
}

/** A sha256 digest (hex) of the parts, each framed by its length so no two lists give the same. */
export function digestOf(...parts: (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(`${part.length}\0`).update(part);
  return hash.digest("hex");
}

/**
 * Makes `target` (a file or a folder) by writing it under a temporary name beside it and renaming
 * it into place, so nobody ever sees half of it. Throws what went wrong, leaving nothing behind.
 */
export function writeAtomically(target: string, write: (temporary: string) => void): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}-${randomUUID()}.tmp`;
  try {
    write(temporary);
    fs.renameSync(temporary, target);
  } catch (error) {
    fs.rmSync(temporary, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A digest of the code `entry` runs: every project file it reaches through its imports (found by
 * esbuild, as a bundler would, so a helper added to any of them is covered with nothing to keep
 * up to date) and the installed libraries (kept-build.js says what else). The list of files is
 * kept in the build cache, so a later build reads and digests them without running esbuild while
 * none changed. Undefined when the code cannot be read (e.g. no source beside a bundle): then
 * nothing is kept.
 */
export function codeDigest(entry: string, root = process.cwd()): string | undefined {
  const key = `${root}\0${entry}`;
  if (!digests.has(key)) digests.set(key, readCodeDigest(entry, root));
  return digests.get(key);
}

/**
 * Once a process: a running process keeps the code it loaded (a module is never loaded twice),
 * so its digest stays the same; and `npm run dev` or a test reads the content many times.
 */
const digests = new Map<string, string | undefined>();

function readCodeDigest(entry: string, root: string): string | undefined {
  const dir = path.join(buildCacheDir(), "code");
  const name = path.relative(root, path.resolve(root, entry));
  const record = digestOf(name).slice(0, 32);
  const fingerprint = `what ${name} imports`;
  const kept = readKept(dir, record, root, fingerprint);
  if (kept) return kept.digest;
  try {
    // Loaded only here: a build whose code digests are all kept never pays esbuild's load.
    const { buildSync } = createRequire(import.meta.url)("esbuild") as typeof esbuild;
    const { metafile } = buildSync({
      entryPoints: [entry],
      absWorkingDir: root,
      bundle: true,
      write: false,
      metafile: true,
      packages: "external",
      platform: "node",
      format: "esm",
      logLevel: "silent",
    });
    if (!unchangedSince(root, metafile)) return undefined;
    return keep(dir, record, root, fingerprint, inputsOf(metafile), {}).digest;
  } catch {
    return undefined;
  }
}

/**
 * One kind of thing kept in the build cache, in its own folder: each item under a key, the digest
 * of the code that makes it (`code`) and the inputs it was made from. Reading and writing never
 * fail: a missing or unwritable cache only costs time.
 */
export function buildCache(name: string, code?: string) {
  const dir = () => path.join(buildCacheDir(), name);
  return {
    /** The key of what these inputs make; undefined when the code is unknown (nothing is kept). */
    key: (...inputs: unknown[]): string | undefined =>
      code === undefined ? undefined : digestOf(code, JSON.stringify(inputs)),
    /**
     * The key of inputs that are text already (a page's data as JSON), digested as they are:
     * put into JSON again, each quote of a list page's data was escaped anew on every build.
     */
    textKey: (...inputs: string[]): string | undefined =>
      code === undefined ? undefined : digestOf(code, "text", ...inputs),
    /** Where the item of `key` is kept. */
    path: (key: string): string => path.join(dir(), key),
    read(key: string): Buffer | undefined {
      try {
        return fs.readFileSync(path.join(dir(), key));
      } catch {
        return undefined; // not made yet, or unreadable: made again
      }
    },
    /** Keeps an item: its bytes, or whatever `write` puts at the path it is given (a folder). */
    write(key: string, item: string | Uint8Array | ((temporary: string) => void)): void {
      try {
        writeAtomically(
          path.join(dir(), key),
          typeof item === "function" ? item : (temporary) => fs.writeFileSync(temporary, item),
        );
      } catch {
        // Another build kept the same item first, or the disk is full: either only costs time.
      }
    },
  };
}

/**
 * What a pure function made of one file's text (JSON data), kept in the build cache under a
 * digest of the file's name and text, in one item per `code` (the digest of the function's
 * code): read once, and written again (`save`) with only the files asked for this time.
 */
export function fileMemo(name: string, code: string | undefined) {
  const cache = buildCache(name, code);
  const key = cache.key("by file");
  let kept: Record<string, unknown> = {};
  try {
    kept =
      key === undefined ? {} : (JSON.parse(cache.read(key)?.toString() ?? "{}") as typeof kept);
  } catch {
    // damaged: made again
  }
  const used: Record<string, unknown> = {};
  let changed = false;
  return {
    /** `make`'s result for this file and text: kept, or made now. */
    get<T>(file: string, text: string, make: () => T): T {
      const id = digestOf(file, text);
      if (!Object.hasOwn(kept, id)) {
        kept[id] = make();
        changed = true;
      }
      used[id] = kept[id];
      return used[id] as T;
    },
    save(): void {
      if (key === undefined) return;
      if (changed || Object.keys(used).length !== Object.keys(kept).length) {
        cache.write(key, JSON.stringify(used));
      }
    },
  };
}
