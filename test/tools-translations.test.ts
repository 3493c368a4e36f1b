// A translated Resources tool file on a copy of the fixture tree: its facts (an item's id, area,
// source) are the English file's, so a translation that writes one differently, or adds an item
// the English has not got, is refused with its file, line and fix; an age file not translated
// yet leaves the checklist in English in that language, as any untranslated tool file does.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { copyOfFixture, placeOf, PREVIEW, problemsIn } from "./fixture-tree";

const AGE_FILE = "tools/milestones/9-months.yaml";

/** A copy of the fixture tree with content/mr/<AGE_FILE> edited; returns its folder and new text. */
function editedAgeFile(edit: (text: string) => string) {
  const dir = copyOfFixture();
  const file = path.join(dir, "mr", AGE_FILE);
  const before = fs.readFileSync(file, "utf8");
  const after = edit(before);
  expect(after).not.toBe(before);
  fs.writeFileSync(file, after);
  return { dir, text: after };
}

describe("a translated checklist age file", () => {
  it("refuses an area written differently from the English, naming the file, line and fix", () => {
    const { dir, text } = editedAgeFile((before) =>
      before.replace("  - id: fx-9m-babbles\n", "  - id: fx-9m-babbles\n    area: movement\n"),
    );
    expect(problemsIn(dir)).toEqual([
      `content/mr/${AGE_FILE}:${placeOf(text, /area: movement/)}: the field "items → item 2 → area" is "movement", but content/${AGE_FILE} has "language": it comes from the English file. Remove it here (change it there, for every language).`,
    ]);
  });

  it("accepts an area written as the English has it", () => {
    const { dir } = editedAgeFile((before) =>
      before.replace("  - id: fx-9m-babbles\n", "  - id: fx-9m-babbles\n    area: language\n"),
    );
    expect(problemsIn(dir)).toEqual([]);
  });

  it("refuses an item whose id the English file has not got", () => {
    const { dir, text } = editedAgeFile(
      (before) => `${before}  - id: fx-9m-waves\n    text: "फिक्स्चर: हात हलवून टाटा करतं"\n`,
    );
    expect(problemsIn(dir)).toEqual([
      `content/mr/${AGE_FILE}:${placeOf(text, /id: fx-9m-waves/)}: the field "items → item 5 → id" is "fx-9m-waves", an id content/${AGE_FILE} does not have. Correct it to the id of the English item it translates, or remove the item here (add new items to content/${AGE_FILE} first).`,
    ]);
  });

  it("not translated yet: the checklist stays English in that language, with a note", () => {
    const dir = copyOfFixture();
    fs.rmSync(path.join(dir, "mr", AGE_FILE));
    const loaded = loadContent(dir, PREVIEW);
    expect(loaded.translations.mr.tools?.words.milestones).toBeUndefined();
    // The other tools are still translated; the English checklist is whole.
    expect(loaded.translations.mr.tools?.words.diary).toBeDefined();
    expect(loaded.tools.words.milestones.ages.map((age) => age.months)).toContain(9);
    expect(loaded.warnings).toContain(
      `The milestones tool is not in मराठी yet: content/mr/${AGE_FILE} is missing. Until then, its card in मराठी leads to the English tool.`,
    );
  });
});
