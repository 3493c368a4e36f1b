// Rendered bodies, kept between runs by a digest of everything that made them: the file's text,
// how it is read (md or mdx, article or page), the helplines its components name, and the code
// the renderer runs (every file reached from ./index.ts through its imports) and the libraries.
// Parsing Markdown is most of the cost of reading content (about 10 ms an article): a rebuild,
// `npm run check:content` and `npm run dev` after a save parse only the files that changed.
// Only bodies without problems are kept, with the pictures they show, which are looked for again
// on every read (a deleted picture is still reported), and their links to the site's pages.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildCache, codeDigest, digestOf } from "../../lib/build-cache.server";
import type { SiteLink } from "./checks/context";

export type CachedBody = {
  html: string;
  text: string;
  pictures: string[];
  /** Its links to this site's addresses: checked again on every read, as the pages may change. */
  links: SiteLink[];
};

/** The renderer's entry: a change to any code it imports renders every body again. */
const RENDERER = fileURLToPath(new URL("./index.ts", import.meta.url));

/**
 * What the last read in this process used, whichever folder it read: a copy of the same content
 * (the tests' scratch copies, another checkout) then renders nothing again in a long-lived
 * process. Replaced by each read, so it never holds more than one read's bodies.
 */
let lastRead = new Map<string, CachedBody>();
/**
 * The same for the next process: the name of the folder's file the last read that changed one
 * wrote. A name, not a copy: a rebuild of the same folder read and wrote its bodies twice (22 MB
 * each for 1,000 articles and their translations, about 2 s of a rebuild).
 */
const LAST_READ_FILE = "last-read";

/**
 * The bodies kept for one content folder, in one file read once and written once a run (a
 * thousand small files cost more in the file system than the JSON itself). A run keeps what it
 * used, new and old, so the file never grows beyond the folder's own articles.
 */
export function createBodyCache(contentDir: string, root = process.cwd()) {
  const cache = buildCache("bodies", codeDigest(RENDERER, root));
  const file = `${digestOf(path.resolve(contentDir)).slice(0, 16)}.json`;
  let kept: Record<string, CachedBody> | undefined;
  let lastReadElsewhere: Record<string, CachedBody> | undefined;
  const used = new Map<string, CachedBody>();
  let added = false;

  const readFile = (name: string): Record<string, CachedBody> => {
    try {
      return JSON.parse(cache.read(name)?.toString("utf8") ?? "{}") as Record<string, CachedBody>;
    } catch {
      return {}; // unreadable: start again
    }
  };
  const stored = () => (kept ??= readFile(file));
  /** The bodies of the last read of another folder: this folder's own file is `stored()`. */
  function otherFolderRead(): Record<string, CachedBody> {
    const last = cache.read(LAST_READ_FILE)?.toString("utf8");
    return last && last !== file ? readFile(last) : {};
  }
  /** A body of the last read in this process, or else in the last process that read content. */
  function keptElsewhere(key: string): CachedBody | undefined {
    if (lastRead.has(key)) return lastRead.get(key);
    lastReadElsewhere ??= otherFolderRead();
    return Object.hasOwn(lastReadElsewhere, key) ? lastReadElsewhere[key] : undefined;
  }

  return {
    /** The key of a body read with these inputs; undefined when nothing can be kept. */
    key: cache.key,
    get(key: string): CachedBody | undefined {
      const body = Object.hasOwn(stored(), key) ? stored()[key] : keptElsewhere(key);
      if (body) used.set(key, body);
      return body;
    },
    set(key: string, body: CachedBody): void {
      used.set(key, body);
      added = true;
    },
    /** Writes what this run used, so the next run finds it. */
    save(): void {
      lastRead = new Map(used);
      if (!added && used.size === Object.keys(stored()).length) return;
      cache.write(file, JSON.stringify(Object.fromEntries(used)));
      cache.write(LAST_READ_FILE, file);
    },
  };
}

export type BodyCache = ReturnType<typeof createBodyCache>;
