// What changed between two versions of a page's text, as a reviewer reads it: the sentences that
// changed, each with its removed and added words marked, and nothing of the sentences that stayed.
// Sentences and words are found by Intl.Segmenter in the text's language, so a Marathi or Hindi
// word keeps its vowel signs and conjuncts whole (a pattern of letters would cut "सेवा" at its
// sign "े"); the diffs themselves are jsdiff's (decision 012).
import { diffArrays, diffWords } from "diff";

/** A run of text: unchanged, or removed from the old version, or added in the new one. */
export type DiffPart = { text: string; change?: "removed" | "added" };

/** One place where the text changed: the changed sentences, their words marked. */
export type TextChange = DiffPart[];

/**
 * Beyond this many words changed in one place, the place shows the old sentences removed and the
 * new ones added whole: marking the words of a rewritten paragraph helps nobody, and costs time.
 */
const MOST_EDITS = 400;

/** The sentences of some texts (a page's fields and paragraphs), trimmed, in order. */
export function sentencesOf(texts: readonly string[], locale: string): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: "sentence" });
  return texts.flatMap((text) =>
    [...segmenter.segment(text)].map((each) => each.segment.trim()).filter(Boolean),
  );
}

/** The words of `before` and `after` (one changed place), removed and added ones marked. */
export function wordDiff(before: string, after: string, locale: string): TextChange {
  if (before === "") return [{ text: after, change: "added" }];
  if (after === "") return [{ text: before, change: "removed" }];
  const intlSegmenter = new Intl.Segmenter(locale, { granularity: "word" });
  const parts = diffWords(before, after, { intlSegmenter, maxEditLength: MOST_EDITS });
  if (!parts) {
    return [
      { text: before, change: "removed" },
      { text: after, change: "added" },
    ];
  }
  return parts.map((part) =>
    part.removed
      ? { text: part.value, change: "removed" }
      : part.added
        ? { text: part.value, change: "added" }
        : { text: part.value },
  );
}

/**
 * The places where the sentences of `after` differ from those of `before`: each run of removed
 * and added sentences between two unchanged ones is one place, its words compared.
 */
export function changedSentences(
  before: readonly string[],
  after: readonly string[],
  locale: string,
): TextChange[] {
  const places: TextChange[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const close = () => {
    if (removed.length > 0 || added.length > 0) {
      places.push(wordDiff(removed.join(" "), added.join(" "), locale));
    }
    removed = [];
    added = [];
  };
  for (const part of diffArrays([...before], [...after])) {
    if (part.removed) removed.push(...part.value);
    else if (part.added) added.push(...part.value);
    else close();
  }
  close();
  return places;
}
