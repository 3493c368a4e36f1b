// Rendered bodies, kept between runs by a digest of everything that made them: the file's text,
// how it is read (md or mdx, article or page), the helplines its components name, and the code
// and libraries that check and render it. Parsing Markdown is most of the cost of reading content
// (about 10 ms an article): a rebuild, `npm run check:content` and `npm run dev` after a save parse
// only the files that changed.
// Only bodies without problems are kept, with the pictures they show, which are looked for again
// on every read: a deleted picture is still reported.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildCacheDir } from "../../lib/build-cache.server";

export type CachedBody = { html: string; text: string; pictures: string[] };

/** The project's files whose change must make every body be rendered again. */
const CODE = ["app/content", "app/lib/paths.ts", "node_modules/.package-lock.json"];

/** A digest of the content code and the installed libraries (npm's record of node_modules). */
function codeDigest(root: string): string | undefined {
  const hash = createHash("sha256");
  for (const entry of CODE) {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) return undefined;
    const files = fs.statSync(full).isDirectory()
      ? fs
          .readdirSync(full, { recursive: true, encoding: "utf8" })
          .map((name) => path.join(full, name))
          .filter((file) => fs.statSync(file).isFile())
          .sort()
      : [full];
    for (const file of files)
      hash.update(`${path.relative(root, file)}\n`).update(fs.readFileSync(file));
  }
  return hash.digest("hex");
}

/**
 * The bodies kept for one content folder, in one file read once and written once a run (a
 * thousand small files cost more in the file system than the JSON itself). A run keeps what it
 * used, new and old, so the file never grows beyond the folder's own articles.
 */
export function createBodyCache(contentDir: string, root = process.cwd()) {
  const code = codeDigest(root);
  const folder = createHash("sha256").update(path.resolve(contentDir)).digest("hex").slice(0, 16);
  const file = path.join(buildCacheDir(), "bodies", `${folder}.json`);
  let kept: Record<string, CachedBody> | undefined;
  const used = new Map<string, CachedBody>();
  let added = false;

  function stored(): Record<string, CachedBody> {
    if (!kept) {
      try {
        kept = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, CachedBody>;
      } catch {
        kept = {}; // none yet, or unreadable: start again
      }
    }
    return kept;
  }

  return {
    /** The key of a body read with these inputs; undefined when nothing can be kept. */
    key(...inputs: unknown[]): string | undefined {
      if (!code) return undefined;
      return createHash("sha256").update(code).update(JSON.stringify(inputs)).digest("hex");
    },
    get(key: string): CachedBody | undefined {
      const body = Object.hasOwn(stored(), key) ? stored()[key] : undefined;
      if (body) used.set(key, body);
      return body;
    },
    set(key: string, body: CachedBody): void {
      used.set(key, body);
      added = true;
    },
    /** Writes what this run used, by a rename, so another run never reads half a file. */
    save(): void {
      if (!added && used.size === Object.keys(stored()).length) return;
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}-${randomUUID()}.tmp`;
        fs.writeFileSync(temporary, JSON.stringify(Object.fromEntries(used)));
        fs.renameSync(temporary, file);
      } catch {
        // A cache that cannot be written only costs time.
      }
    },
  };
}

export type BodyCache = ReturnType<typeof createBodyCache>;
