// The interface's words (content/interface-words.yaml and each language's copy) are checked by one
// schema: a word left out or misspelt is refused with a message that names the file, its line,
// the field and the fix, on a copy of the fixture tree. The practice's details stay in site.yaml.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { INTERFACE_WORDS_FILE, SITE_FILE } from "../app/content/content-types";
import { copyOfFixture, FIXTURE_CONTENT_DIR, PREVIEW, problemsIn } from "./fixture-tree";

/** A copy of the fixture tree with one of its files changed. */
function edited(file: string, change: (text: string) => string): string {
  const dir = copyOfFixture();
  const at = path.join(dir, file);
  const before = fs.readFileSync(at, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`the change found nothing to change in ${file}`);
  fs.writeFileSync(at, after);
  return dir;
}

/** The line a pattern first matches in a file of the copy (1-based). */
const lineOf = (dir: string, file: string, pattern: RegExp) =>
  fs
    .readFileSync(path.join(dir, file), "utf8")
    .split("\n")
    .findIndex((line) => pattern.test(line)) + 1;

describe("the interface's words file", () => {
  it("holds the words every page shows, apart from the practice's details", () => {
    const content = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);
    expect(Object.keys(content.words).sort()).toEqual(
      ["editor", "editorForms", "help", "labels", "launchPage", "navigation", "reviewPage"].sort(),
    );
    const site = fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, SITE_FILE), "utf8");
    expect(site).not.toMatch(/^(navigation|help|labels|reviewPage|launchPage):/m);
  });

  it("refuses a word left out, naming the file, its line, the field and the fix", () => {
    const dir = edited(INTERFACE_WORDS_FILE, (text) => text.replace(/^ {2}readMore: .*\n/m, ""));
    const labels = lineOf(dir, INTERFACE_WORDS_FILE, /^labels:/);
    expect(problemsIn(dir)).toEqual([
      `content/interface-words.yaml:${labels}:1: The field "labels → readMore" is missing. Add it on a new line after "closed" inside "labels": it is required. For example: readMore: "…"`,
    ]);
  });

  it("refuses a misspelt name, saying how to write it", () => {
    const dir = edited(INTERFACE_WORDS_FILE, (text) =>
      text.replace(/^ {2}readMore:/m, "  readMroe:"),
    );
    const labels = lineOf(dir, INTERFACE_WORDS_FILE, /^labels:/);
    const misspelt = lineOf(dir, INTERFACE_WORDS_FILE, /^ {2}readMroe:/);
    expect(problemsIn(dir)).toEqual([
      `content/interface-words.yaml:${labels}:1: The field "labels → readMore" is missing. The file has "readMroe": write its name as readMore.`,
      `content/interface-words.yaml:${misspelt}:3: The field "labels" has a field this site does not know: readMroe. Check the spelling, or remove it.`,
    ]);
  });

  it("refuses a word a published language leaves out or misspells, naming the English to copy", () => {
    for (const change of [
      (text: string) => text.replace(/^ {2}readMore: .*\n/m, ""),
      (text: string) => text.replace(/^ {2}readMore:/m, "  readMroe:"),
    ]) {
      const dir = edited(`mr/${INTERFACE_WORDS_FILE}`, change);
      const labels = lineOf(dir, `mr/${INTERFACE_WORDS_FILE}`, /^labels:/);
      expect(problemsIn(dir)).toEqual([
        `content/mr/interface-words.yaml:${labels}:1: the field "labels → readMore" is missing. Copy it from content/interface-words.yaml and write it in मराठी.`,
      ]);
    }
  });

  it("refuses a published language without its words file, saying how to start one", () => {
    const dir = copyOfFixture();
    fs.rmSync(path.join(dir, "mr", INTERFACE_WORDS_FILE));
    expect(problemsIn(dir)).toEqual([
      "content/mr/interface-words.yaml: this file is missing: pages in मराठी need its words (npm run new:translation -- interface-words.yaml mr).",
    ]);
  });

  it("shows the English words in a language not published yet, with a note", () => {
    const dir = copyOfFixture();
    fs.rmSync(path.join(dir, "hi", INTERFACE_WORDS_FILE));
    const content = loadContent(dir, PREVIEW);
    expect(content.translations.hi.words).toEqual(content.words);
    expect(content.warnings).toContain(
      "content/hi/interface-words.yaml: this file is missing: pages in हिन्दी need its words (npm run new:translation -- interface-words.yaml hi). Until then they use the English.",
    );
  });
});
