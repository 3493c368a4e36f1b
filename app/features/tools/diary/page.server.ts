// What the behaviour diary's island is given: its words and the shared ones.
import type { ComponentProps } from "react";
import { definePage, headerOf, onePage } from "../page";
import type { DiaryContentWords, DiaryWords } from "./schema";
import type { View } from "./view";

export const page = definePage<DiaryContentWords, ComponentProps<typeof View>>({
  props: (words, part, { shared }) => {
    onePage(part);
    return { shared, words: islandWords(words) };
  },
  header: (words) => headerOf("diary", words),
});

/** The title, description and introduction are the page header's: the island never shows them. */
function islandWords({
  title: _title,
  description: _description,
  intro: _intro,
  ...words
}: DiaryContentWords): DiaryWords {
  return words;
}
