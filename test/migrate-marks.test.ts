// The move of the marks from YAML comments (`# PLACEHOLDER: …`, `# CONFIRM: …`) into each file's
// `marks` list (scripts/lib/migrate-marks.ts), on the files as they were before it: every file of
// content/ and of the fixture tree that had a comment mark, kept in test/fixtures/marks-before/
// (content/ and fixture-content/) as main had them at 62340c0. The same number of marks, each with
// the same field, kind and words, and nothing else of the files changed.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { commentMarksIn } from "../app/content/comment-marks";
import { marksInFile } from "../app/content/launch-check";
import { fieldPathText, marksSchemaFor, takeMarks } from "../app/content/marks";
import { isSplit, parseYaml, splitFrontmatter } from "../app/content/frontmatter";
import { migrateMarks } from "../scripts/lib/migrate-marks";

const BEFORE = path.resolve("test/fixtures/marks-before");

/** The frozen files of one tree, each with its path as its content folder names it. */
function filesOf(tree: string): { file: string; source: string }[] {
  const dir = path.join(BEFORE, tree);
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .sort()
    .map((file) => ({
      file: file.split(path.sep).join("/"),
      source: fs.readFileSync(path.join(dir, file), "utf8"),
    }));
}

/** A mark as both ways write it: its field as a path text, its kind and its words. */
type Written = { field: string; kind: string; note: string };

function migrated(tree: string): { before: Written[]; after: Written[] } {
  const before: Written[] = [];
  const after: Written[] = [];
  for (const { file, source } of filesOf(tree)) {
    const comments = commentMarksIn(source, file);
    const text = migrateMarks(source, file);
    expect(commentMarksIn(text, file), file).toEqual([]);
    // The marks read back name fields the file has: the content check accepts them.
    const split = file.endsWith(".yaml") ? undefined : splitFrontmatter(text);
    const data = split ? (isSplit(split) ? split.data : undefined) : parseYaml(text);
    const check = marksSchemaFor(takeMarks(data).data, split !== undefined);
    expect(check.safeParse({ marks: takeMarks(data).marks }).success, file).toBe(true);
    for (const each of comments) {
      const field = each.field === "end" ? "end" : fieldPathText(each.field);
      before.push({ field, kind: each.kind, note: each.note });
    }
    for (const each of marksInFile(text, file)) {
      after.push({ field: each.field, kind: each.kind, note: each.note });
    }
  }
  return { before, after };
}

const counts = (marks: Written[]) => ({
  placeholders: marks.filter((mark) => mark.kind === "placeholder").length,
  claims: marks.filter((mark) => mark.kind === "confirm").length,
});

describe("moving the marks from comments into each file's marks list", () => {
  it("keeps every mark of content/, with its field, kind and words", () => {
    const { before, after } = migrated("content");
    // What check:launch said of content/ before the move: 56 placeholders and 21 claims.
    expect(counts(before)).toEqual({ placeholders: 56, claims: 21 });
    expect(after).toEqual(before);
  });

  it("keeps every mark of the fixture tree, with its field, kind and words", () => {
    const { before, after } = migrated("fixture-content");
    expect(counts(before)).toEqual({ placeholders: 5, claims: 4 });
    expect(after).toEqual(before);
  });

  it("changes nothing else: the fields, the body and the other comments stay", () => {
    const { file, source } = filesOf("content").find(
      (each) => each.file === "team/counsellor-1.md",
    )!;
    const text = migrateMarks(source, file);
    const [was, is] = [splitFrontmatter(source), splitFrontmatter(text)];
    if (!isSplit(was) || !isSplit(is)) throw new Error("unreadable");
    expect(takeMarks(is.data).data).toEqual(was.data);
    expect(is.body).toBe(was.body);
    const otherComments = (text: string) =>
      text
        .split("\n")
        .filter((line) => line.startsWith("#") && !/PLACEHOLDER:|CONFIRM:/.test(line));
    expect(otherComments(text)).toEqual(expect.arrayContaining(otherComments(source)));
    expect(migrateMarks(text, file)).toBe(text);
  });

  it("refuses, writing nothing, a comment that points at no field and a file with a list already", () => {
    expect(() => migrateMarks("name: A\n\n# PLACEHOLDER: the end\n", "site.yaml")).toThrow(
      "site.yaml:3: the comment points at no field.",
    );
    const both =
      'name: A # PLACEHOLDER: the name\nmarks:\n  - { field: name, kind: confirm, note: "x" }\n';
    expect(() => migrateMarks(both, "site.yaml")).toThrow("has a marks list already");
  });
});
