// What the behaviour diary's island is given: its words and the shared ones; and its part of the
// later file (the words about two versions of a moment).
import type { ComponentProps } from "react";
import { definePage, headerOf, onePage } from "../define-page";
import type { DiaryContentWords, DiaryLaterWords, DiaryWords } from "./schema";
import type { View } from "./view";

export const page = definePage<DiaryContentWords, ComponentProps<typeof View>>({
  props: (words, part, { shared }) => {
    onePage(part);
    return { shared, words: islandWords(words) };
  },
  header: (words) => headerOf("diary", words),
  later: ({ versions }): DiaryLaterWords => versions,
});

/**
 * The title, description and introduction are the page header's: the island never shows them;
 * the words about two versions of a moment are in the later file.
 */
function islandWords({
  title: _title,
  description: _description,
  intro: _intro,
  versions: _later,
  ...words
}: DiaryContentWords): DiaryWords {
  return words;
}
