// The reviewers' word diff (app/lib/word-diff.ts): only the changed sentences are shown, each with
// its removed and added words marked; Marathi and Hindi words stay whole (vowel signs, conjuncts
// and the danda are not cut into separate pieces); a rewritten place shows old and new whole.
import { describe, expect, it } from "vitest";
import { changedSentences, sentencesOf, wordDiff, type TextChange } from "../app/lib/word-diff";

/** A change written as text: [-removed-] and {+added+}. */
const shown = (change: TextChange) =>
  change
    .map((part) =>
      part.change === "removed"
        ? `[-${part.text}-]`
        : part.change === "added"
          ? `{+${part.text}+}`
          : part.text,
    )
    .join("");

const changed = (before: string[], after: string[], locale = "en-IN") =>
  changedSentences(sentencesOf(before, locale), sentencesOf(after, locale), locale).map(shown);

describe("the changed sentences of a page", () => {
  it("shows only the reworded sentence, its changed word marked", () => {
    const before = ["We reply within 24 hours. Sessions are in English and Marathi."];
    const after = ["We reply within 48 hours. Sessions are in English and Marathi."];
    expect(changed(before, after)).toEqual(["We reply within [-24-]{+48+} hours."]);
  });

  it("splits Marathi into whole words and sentences at the danda", () => {
    const before = ["आम्ही मुलांना मदत करतो। पालकांसोबत असतो।"];
    const after = ["आम्ही मुलांना नेहमी मदत करतो। पालकांसोबत असतो।"];
    expect(changed(before, after, "mr-IN")).toEqual(["आम्ही मुलांना {+नेहमी +}मदत करतो।"]);
  });

  it("marks a Hindi word changed in its vowel sign as the whole word, not the sign", () => {
    const [change] = changed(["बच्चों की सेवा करें।"], ["बच्चों की सेवाएँ करें।"], "hi-IN");
    expect(change).toBe("बच्चों की [-सेवा-]{+सेवाएँ+} करें।");
  });

  it("shows a sentence added or removed whole, and nothing when nothing changed", () => {
    expect(changed(["One.", "Two."], ["One.", "Two.", "Three."])).toEqual(["{+Three.+}"]);
    expect(changed(["One. Two."], ["Two."])).toEqual(["[-One.-]"]);
    expect(changed(["Same words."], ["Same words."])).toEqual([]);
  });

  it("keeps separate places apart, with the unchanged sentences between them left out", () => {
    const before = ["First one. Middle stays. Last one."];
    const after = ["First two. Middle stays. Last two."];
    expect(changed(before, after)).toEqual(["First [-one-]{+two+}.", "Last [-one-]{+two+}."]);
  });

  it("shows a place rewritten beyond any word diff as its old sentences removed and new added", () => {
    const words = (seed: string) =>
      Array.from({ length: 500 }, (_, index) => `${seed}${index}`).join(" ");
    expect(wordDiff(words("a"), words("b"), "en-IN")).toEqual([
      { text: words("a"), change: "removed" },
      { text: words("b"), change: "added" },
    ]);
  });
});
