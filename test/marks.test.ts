// Marks as data (app/content/marks.ts): the content check reads each file's `marks` apart from its
// fields, refuses a mark that names no field of its file or has an unknown kind, and refuses a mark
// written the old way, as a comment, saying how to write it instead; and a mark is no word of a
// file, so clearing one leaves its translations up to date. On a scratch copy of the fixture tree,
// every mistake in one read of it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { englishDigestOf } from "../app/i18n/english-text";
import { copyOfFixture, placeOf, problemsIn } from "./fixture-tree";

const edit = (dir: string, file: string, change: (text: string) => string) => {
  const target = path.join(dir, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, "utf8")));
  return fs.readFileSync(target, "utf8");
};

describe("the content check of marks", () => {
  it("names each wrong mark and each comment mark, with its line and the fix", () => {
    const dir = copyOfFixture();
    const home = edit(dir, "pages/home.md", (text) =>
      text.replace("field: stats.1.value", "field: stats.5.value"),
    );
    const educator = edit(dir, "team/fixture-educator.md", (text) =>
      text.replace("kind: placeholder", "kind: maybe"),
    );
    const about = edit(dir, "pages/about.md", (text) =>
      text.replace(/\ntitle: (.*)\n/, "\ntitle: $1 # CONFIRM: the page's real name\n"),
    );
    const resources = edit(dir, "pages/resources.md", (text) =>
      text.replace("field: stats.1.value", "field: body"),
    );
    expect(problemsIn(dir).sort()).toEqual([
      `content/pages/about.md:${placeOf(about, /# CONFIRM/).split(":")[0]}:1: this comment marks the field "title" as a claim to confirm the old way, which the site no longer reads. Write the mark as data instead: at the end of the file's fields, under a line "marks:", add the item "- field: title" with "kind: confirm" and "note: "the page's real name"" below it (docs/reference/content-files.md shows how), then delete this comment.`,
      `content/pages/home.md:${placeOf(home, /field: stats\.5/)}: The field "marks → item 2 → field" is "stats.5.value", a field this file does not have. Write the field the mark is for, or delete the mark if its value was deleted.`,
      `content/pages/resources.md:${placeOf(resources, /field: body/)}: The field "marks → item 1 → field" is "body", a field this file does not have. Write the field the mark is for, or delete the mark if its value was deleted.`,
      `content/team/fixture-educator.md:${placeOf(educator, /kind: maybe/)}: The field "marks → item 1 → kind" must be one of: placeholder, confirm (it is the text "maybe").`,
    ]);
  });

  it("leaves a translation up to date when a mark is cleared: marks are no words", () => {
    const file = "pages/home.md";
    const source = fs.readFileSync(path.join("test/fixtures/content", file), "utf8");
    const cleared = source.replace(/^marks:\n( .*\n)*/m, "");
    expect(cleared).not.toBe(source);
    expect(englishDigestOf(file, cleared)).toBe(englishDigestOf(file, source));
  });
});
