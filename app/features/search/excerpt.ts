// The excerpt under a result: the words around the first place the page's text matches the query,
// with each matching word marked. Matching is searchText's (app/lib/search-text.ts), the index's
// own: "परक्षा" marks "परीक्षा". A page found only by words it does not show (the English words of
// the page it translates) shows its first words, unmarked.
import { searchText } from "../../lib/search-text";

/** A part of an excerpt: plain words, or a word the query matched. */
export type ExcerptPart = { text: string; marked: boolean };

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/** The query's words as the index holds them (the last one may be unfinished: a prefix). */
export function queryTerms(query: string): string[] {
  return searchText(query).match(WORD) ?? [];
}

/**
 * About `length` words of `text` around its first word that one of `terms` begins (terms from
 * queryTerms), as parts, with "…" where the text goes on.
 */
export function excerptOf(text: string, terms: string[], length = 30): ExcerptPart[] {
  const words = [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    marked: terms.some((term) => searchText(match[0]).startsWith(term)),
  }));
  if (words.length === 0) return [];
  const first = Math.max(
    0,
    words.findIndex((word) => word.marked),
  );
  const from = Math.max(0, Math.min(first - Math.floor(length / 3), words.length - length));
  const shown = words.slice(from, from + length);
  const parts: ExcerptPart[] = [];
  const add = (part: string, marked: boolean) => {
    if (part === "") return;
    const last = parts.at(-1);
    if (last && !last.marked && !marked) last.text += part;
    else parts.push({ text: part, marked });
  };
  if (from > 0) add("… ", false);
  let at = shown[0].start;
  for (const word of shown) {
    add(text.slice(at, word.start), false);
    add(text.slice(word.start, word.end), word.marked);
    at = word.end;
  }
  const end = from + length < words.length ? " …" : text.slice(at);
  add(end, false);
  return parts;
}
