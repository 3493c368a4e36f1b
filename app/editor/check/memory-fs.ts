// "node:fs" in the editor's page: the content check reads content/ and public/ through node:fs,
// and in the browser (scripts/lib/editor-bundle.ts puts this module in its place) it reads the
// tree the editor's page was given instead, with the file being saved in it. Only what the check
// calls is here; anything else is a mistake of the bundle, and throws.
import path from "node:path";

const { sep } = path.posix;

/** Every file by its path ("content/articles/x.mdx", "public/images/a.png"). */
const files = new Map<string, string>();

/** Puts these files in place of any before: the tree one run of the check reads. */
export function setFiles(tree: Map<string, string>): void {
  files.clear();
  for (const [name, text] of tree) files.set(name, text);
}

/** "content/./articles/../x" → "content/x": the check joins paths itself. */
const normal = (name: string) => path.posix.normalize(String(name)).replace(/^(\.?\/)+/, "");

const isFolder = (name: string) => {
  const prefix = normal(name) + sep;
  for (const file of files.keys()) if (file.startsWith(prefix)) return true;
  return false;
};

function missing(name: string): Error {
  return Object.assign(new Error(`ENOENT: no such file or directory, '${name}'`), {
    code: "ENOENT",
  });
}

export function existsSync(name: string): boolean {
  return files.has(normal(name)) || isFolder(name);
}

export function statSync(name: string) {
  const text = files.get(normal(name));
  if (text === undefined && !isFolder(name)) throw missing(name);
  return {
    size: text === undefined ? 0 : new TextEncoder().encode(text).length,
    isFile: () => text !== undefined,
    isDirectory: () => text === undefined,
  };
}

export function readFileSync(name: string): string {
  const text = files.get(normal(name));
  if (text === undefined) throw missing(name);
  return text;
}

/** The names directly inside a folder. */
export function readdirSync(name: string): string[] {
  const prefix = normal(name) + sep;
  const names = new Set<string>();
  for (const file of files.keys()) {
    if (file.startsWith(prefix)) names.add(file.slice(prefix.length).split(sep)[0]);
  }
  if (names.size === 0 && !files.has(normal(name))) throw missing(name);
  return [...names];
}

export default { existsSync, statSync, readFileSync, readdirSync };
