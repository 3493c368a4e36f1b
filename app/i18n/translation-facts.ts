// Which fields of a file a translation takes from the English (the facts: a figure, an icon, a
// date, an id, a phone number), by the same rules as the merge that reads it: the editor offers
// a translator the other fields only, the words.
import { INTERFACE_WORDS_FILE, SITE_FILE } from "../content/content-types";
import { MARKDOWN_FILE } from "../content/read";
import type { FieldPath } from "./merge";
import { isFact as isToolFact } from "./translated-words";
import { isSiteWord } from "./english-text";
import { markdownFacts } from "./translation-fields";

/**
 * Whether a translation of `englishFile` ("pages/home.md") takes the field at `at` (["stats", 0,
 * "value"]) from the English file, whose value there is `english`.
 */
export function takenFromEnglish(englishFile: string, at: FieldPath, english: unknown): boolean {
  if (englishFile === SITE_FILE) return !isSiteWord(at);
  // Every field of the interface's words is a word.
  if (englishFile === INTERFACE_WORDS_FILE) return false;
  if (MARKDOWN_FILE.test(englishFile)) return markdownFacts(englishFile)(at);
  return isToolFact(at.at(-1) ?? "", english);
}
