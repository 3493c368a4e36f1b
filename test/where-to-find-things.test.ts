// The README's "Where to find things" table is the map of the project: every path it names exists,
// and every folder of the project, of app/ and of app/features/ is on it, so that a new folder or
// a move that forgets the map fails here.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const readme = fs.readFileSync("README.md", "utf8");
const start = readme.indexOf("## Where to find things");
const table = readme.slice(start, readme.indexOf("\n## ", start + 1));

/** Paths in code in the table: no spaces, with a folder or a file extension. */
const named = [...table.matchAll(/`([\w.][\w./-]*)`/g)]
  .map((match) => match[1])
  .filter((name) => name.includes("/") || /\.[a-z]+$/.test(name));

/** Folders the build, npm or the tests make, which the repository does not hold. */
const gitignored = fs
  .readFileSync(".gitignore", "utf8")
  .split("\n")
  .map((line) => line.replace(/^\//, "").trim())
  .filter(Boolean);

/** The folders of `dir` that the project holds, as paths from the root. */
function foldersOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== ".git")
    .filter((entry) => !gitignored.includes(entry.name))
    .map((entry) => path.posix.join(dir === "." ? "" : dir, entry.name));
}

it("names only paths that exist", () => {
  expect(start).toBeGreaterThan(-1);
  expect(named.filter((name) => !fs.existsSync(name))).toEqual([]);
});

it("names every folder of the project, of app/ and of app/features/", () => {
  const folders = [...foldersOf("."), ...foldersOf("app"), ...foldersOf("app/features")];
  expect(folders).toContain("app/features/tools");
  const onTheMap = (folder: string) =>
    named.some((name) => name === `${folder}/` || name.startsWith(`${folder}/`));
  expect(folders.filter((folder) => !onTheMap(folder))).toEqual([]);
});
