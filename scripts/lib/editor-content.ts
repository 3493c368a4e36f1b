// The content the editor's page checks each save against (EDITOR_FILES.content; the check is
// app/editor/check/): every Markdown and YAML file of content/, and the addresses of the files in
// public/. The build writes it from its content folder, leaving out the articles it does not
// publish (the editor's page is public; a draft is not); `npm run cms` from a branch of its Git
// repository, at each load of the page.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  ARTICLES_FOLDER,
  type Content,
  type ContentSnapshot,
  DEFAULT_CONTENT_DIR,
} from "../../app/build-api";

/** The files the content check reads. */
const CONTENT_FILE = /\.(?:mdx?|ya?ml)$/;
const PUBLIC_DIR = "public";

/** Every file under `dir`, as paths relative to it with "/". */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    );
}

/** The file name of an article, English or translated ("mr/articles/x.mdx" → "x.mdx"), else undefined. */
function articleName(file: string): string | undefined {
  return new RegExp(`^(?:[a-z]{2,3}/)?${ARTICLES_FOLDER}/([^/]+\\.mdx?)$`).exec(file)?.[1];
}

/**
 * The tree of a content folder and the public/ beside it; an article (and its translations) is
 * in it only when `content` publishes it.
 */
export function contentSnapshotOf(
  contentDir: string,
  publicDir: string,
  content: Content,
): ContentSnapshot {
  const published = new Set(content.articles.map((article) => path.basename(article.file)));
  const files: ContentSnapshot["files"] = {};
  for (const file of filesUnder(contentDir)
    .filter((name) => CONTENT_FILE.test(name))
    .sort()) {
    const name = articleName(file);
    if (name !== undefined && !published.has(name)) continue;
    files[file] = fs.readFileSync(path.join(contentDir, file), "utf8");
  }
  const pictures = filesUnder(publicDir).map((file) => `/${file}`);
  return { files, pictures };
}

/** The tree on a branch of a Git repository whose content/ and public/ are at its root. */
export function contentSnapshotOnBranch(repository: string, branch: string): ContentSnapshot {
  const git = (args: string[], input?: string) =>
    execFileSync("git", args, { cwd: repository, input, maxBuffer: 1 << 28 });
  // "<mode> <type> <object>\t<path>" for each file under the two folders.
  const entries = git(["ls-tree", "-r", "-z", branch, "--", DEFAULT_CONTENT_DIR, PUBLIC_DIR])
    .toString("utf8")
    .split("\0")
    .filter(Boolean)
    .map((entry) => {
      const tab = entry.indexOf("\t");
      return { object: entry.slice(0, tab).split(" ")[2], name: entry.slice(tab + 1) };
    });
  const prefix = `${DEFAULT_CONTENT_DIR}/`;
  const texts = entries.filter(({ name }) => name.startsWith(prefix) && CONTENT_FILE.test(name));
  // Each object comes back as "<object> blob <size>\n", its bytes, then "\n", in the order asked.
  const batch = git(["cat-file", "--batch"], texts.map(({ object }) => `${object}\n`).join(""));
  const files: ContentSnapshot["files"] = {};
  let at = 0;
  for (const { name } of texts) {
    const header = batch.subarray(at, batch.indexOf("\n", at)).toString("latin1");
    const start = at + header.length + 1;
    const end = start + Number(header.split(" ")[2]);
    at = end + 1;
    files[name.slice(prefix.length)] = batch.subarray(start, end).toString("utf8");
  }
  const pictures = entries
    .filter(({ name }) => name.startsWith(`${PUBLIC_DIR}/`))
    .map(({ name }) => name.slice(PUBLIC_DIR.length));
  return { files, pictures };
}
