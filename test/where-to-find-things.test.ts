// The README's "Where to find things" table names files and folders that exist: a move that
// forgets to update it fails here.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const readme = fs.readFileSync("README.md", "utf8");
const start = readme.indexOf("## Where to find things");
const table = readme.slice(start, readme.indexOf("\n## ", start + 1));

it("names in its 'Where to find things' table only paths that exist", () => {
  expect(start).toBeGreaterThan(-1);
  // A path in code: no spaces, with a folder or a file extension (`test/*.test.ts` names its folder).
  const named = [...table.matchAll(/`([\w.][\w./*-]*)`/g)]
    .map((match) => match[1])
    .filter((name) => name.includes("/") || /\.[a-z]+$/.test(name));
  expect(named.length).toBeGreaterThanOrEqual(30);
  const missing = named.filter((name) =>
    name.includes("*") ? !fs.existsSync(path.dirname(name)) : !fs.existsSync(name),
  );
  expect(missing).toEqual([]);
});
