// The editor's own words (its notices, the wait while publishing, the link to what is left before
// going live) come from each language's interface-words.yaml, carried in config.json, and are
// shown in the counsellor's language: ?lang= in the editor's address, else the browser's first
// language the site has, else the site's first (app/editor/editor-words.ts).
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { chosenEditorWords, problemCount } from "../app/editor/editor-words";
import { fill } from "../app/lib/format";
import { editorDataOf } from "../scripts/lib/editor-build";
import { FIXTURE_CONTENT_DIR, PREVIEW } from "./fixture-tree";

const content = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);
const { words } = editorDataOf(FIXTURE_CONTENT_DIR, content);
const [english, ...translated] = content.languages;

describe("the editor's own words", () => {
  it("are each language's, from its interface-words.yaml, in the order of content/languages.yaml", () => {
    expect(words.map((each) => each.code)).toEqual(content.languages.map((each) => each.code));
    const mine = words[0].words;
    expect(mine).toEqual({
      ...content.words.editor,
      launch: content.words.launchPage.title,
      locale: english.locale,
    });
    for (const language of translated) {
      const local = content.translations[language.code]!.words;
      const theirs = words.find((each) => each.code === language.code)!.words;
      expect(theirs).toEqual({
        ...local.editor,
        launch: local.launchPage.title,
        locale: language.locale,
      });
      // Written in the language, not the English carried over.
      expect(theirs.refused).not.toBe(mine.refused);
    }
  });

  it("are the language asked for in the editor's address, else the browser's, else the first", () => {
    const code = (asked: string | null, preferred: string[]) =>
      chosenEditorWords(words, asked, preferred).code;
    expect(code("hi", ["mr-IN"])).toBe("hi");
    expect(code(null, ["fr-FR", "mr-IN", "en"])).toBe("mr");
    expect(code("fr", ["ta-IN"])).toBe(english.code);
    expect(chosenEditorWords(words, "mr", []).words).toBe(
      words.find((each) => each.code === "mr")!.words,
    );
  });

  it("count a refused save's problems in the language's plural forms, with Latin digits", () => {
    for (const { words: local } of words) {
      expect(problemCount(local, 1)).toBe(fill(local.problems.one, { count: "1" }));
      expect(problemCount(local, 3)).toBe(fill(local.problems.other, { count: "3" }));
    }
  });
});
