// Rendered bodies, kept between runs by a digest of everything that made them: the file's text,
// how it is read (md or mdx, article or page), the helplines its components name, and the code
// and libraries that check and render it. Parsing Markdown is most of the cost of reading content
// (about 10 ms an article), and `npm run build` reads the content twice (`check:content`, then
// the build): the second read, and every later build, parses only files that changed.
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

export function createBodyCache(root = process.cwd()) {
  const code = codeDigest(root);
  const dir = path.join(buildCacheDir(), "bodies");
  const fileFor = (key: string) => path.join(dir, key.slice(0, 2), `${key}.json`);
  return {
    /** The key of a body read with these inputs; undefined when nothing can be kept. */
    key(...inputs: unknown[]): string | undefined {
      if (!code) return undefined;
      return createHash("sha256").update(code).update(JSON.stringify(inputs)).digest("hex");
    },
    get(key: string): CachedBody | undefined {
      try {
        return JSON.parse(fs.readFileSync(fileFor(key), "utf8")) as CachedBody;
      } catch {
        return undefined;
      }
    },
    /** Written by a rename, so a build running at the same time never reads half a file. */
    set(key: string, body: CachedBody): void {
      try {
        const file = fileFor(key);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}-${randomUUID()}.tmp`;
        fs.writeFileSync(temporary, JSON.stringify(body));
        fs.renameSync(temporary, file);
      } catch {
        // A cache that cannot be written only costs time.
      }
    },
  };
}

export type BodyCache = ReturnType<typeof createBodyCache>;
