// Content that tries to run code on the build machine: the three forms a content file could use
// (frontmatter as JavaScript, ESM, an expression), each with a payload that writes a file if it
// ever runs, and the refusal each must get. test/content-safety.test.ts gives them to the reader
// and to `npm run check:content`; test/static-export.test.ts to `npm run build`, in the project
// whose production build follows once they are gone.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { frontmatter } from "./fixture-tree";

/** Code that writes `file` if it ever runs. */
export const payload = (file: string) =>
  `require("node:fs").writeFileSync(${JSON.stringify(file)}, "ran")`;

/** The three hostile articles, by file name, each with the file its payload would write. */
export const HOSTILE = {
  "frontmatter.mdx": (file: string) =>
    `---js\n{ title: (${payload(file)}, "x"), description: "d" }\n---\n\nSome text.\n`,
  "esm.mdx": (file: string) =>
    `${frontmatter()}\nSome text.\n\nexport const x = ${payload(file)}\n`,
  "expression.mdx": (file: string) => `${frontmatter()}\nSome text {${payload(file)}} here.\n`,
};

export type HostileName = keyof typeof HOSTILE;

/** The problem each is refused with, its file and line first. */
export const REFUSALS: Record<HostileName, RegExp> = {
  "frontmatter.mdx":
    /^content\/articles\/frontmatter\.mdx:1:4: the first line is "---js", but it must be three dashes alone/,
  "esm.mdx":
    /^content\/articles\/esm\.mdx:12:1: found "export const x = require\(.*an article cannot import or export anything/,
  "expression.mdx":
    /^content\/articles\/expression\.mdx:10:11: found "\{require\(.*curly brackets are not allowed/,
};

/** Where a payload would write, if it ever ran: a fresh path each time. */
export const payloadFile = (name: string) =>
  path.join(os.tmpdir(), `content-payload-${process.pid}-${Date.now()}-${name}`);

/**
 * Writes the three into a content folder's articles; returns the file each payload would write,
 * by article. `payloadFor` names that file (payloadFile unless the test keeps a list of them).
 */
export function plantHostile(
  contentDir: string,
  payloadFor: (name: string) => string = payloadFile,
): Record<HostileName, string> {
  const planted = {} as Record<HostileName, string>;
  for (const name of Object.keys(HOSTILE) as HostileName[]) {
    planted[name] = payloadFor(name);
    fs.writeFileSync(path.join(contentDir, "articles", name), HOSTILE[name](planted[name]));
  }
  return planted;
}
