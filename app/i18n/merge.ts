// The one rule of a language: a translation is its English file with the words replaced. This is
// the merge that applies it, for Markdown frontmatter and for content/<code>/site.yaml alike:
// the words come from the translation, the facts (a figure, an icon, a date, an id, a phone
// number) from the English, so a fact changed in English changes in every language.
import type { FieldPath } from "../content/marks";
import { isRecord } from "../lib/is-record";

/** Where a field is (["stats", 0, "value"]): the one type, content/marks.ts's. */
export type { FieldPath };

/** What a translation may hold: any part of its English file's shape (a typed partial, deep). */
export type DeepPartial<T> = T extends (infer Item)[]
  ? DeepPartial<Item>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

export type MergeRules = {
  /** Whether the field at `at` is a fact: its value always comes from the English. */
  isFact: (at: FieldPath) => boolean;
  /**
   * What a field the translation leaves out becomes: the English words (site.yaml, listed in
   * `missing`), or nothing (a Markdown file, whose schema then names the missing field).
   */
  fillGaps: boolean;
};

/** What the merge found, as field paths of the translation. */
export type MergeFindings = {
  /** Facts the translation wrote differently from the English: the English ones show. */
  differ: FieldPath[];
  /** Fields the translation left out, filled from the English (with fillGaps). */
  missing: FieldPath[];
  /** English items with an id that the translation has not got: they show in English. */
  untranslated: FieldPath[];
  /** Translated items whose id no English item has: left out. */
  unknown: FieldPath[];
};

const hasId = (item: unknown): item is Record<string, unknown> & { id: string } =>
  isRecord(item) && typeof item.id === "string";

/**
 * The translation over its English: every word from `words`, every fact and (with fillGaps) every
 * gap from `english`. Objects merge field by field; lists of items with ids pair item by id (an
 * item added to the English shows in English until it is translated), other lists by place.
 */
export function overEnglish<T>(
  english: T,
  words: DeepPartial<T>,
  rules: MergeRules,
): { value: T; found: MergeFindings } {
  const found: MergeFindings = { differ: [], missing: [], untranslated: [], unknown: [] };
  const value = mergeAt(english, words, [], { ...rules, found });
  return { value: value as T, found };
}

type Merge = MergeRules & { found: MergeFindings };

function mergeAt(english: unknown, words: unknown, at: FieldPath, merge: Merge): unknown {
  if (words === undefined || words === null) {
    if (!merge.fillGaps) return undefined;
    merge.found.missing.push(at);
    return english;
  }
  if (isRecord(english) && isRecord(words)) return mergeRecord(english, words, at, merge);
  if (Array.isArray(english) && Array.isArray(words)) {
    if (english.every(hasId) && words.every(hasId)) return mergeById(english, words, at, merge);
    // A list without ids is the translation's, item by item: its gaps are not filled.
    const byPlace = { ...merge, fillGaps: false };
    return words.map((item, index) => mergeAt(english[index], item, [...at, index], byPlace));
  }
  return words;
}

function mergeRecord(
  english: Record<string, unknown>,
  words: Record<string, unknown>,
  at: FieldPath,
  merge: Merge,
): Record<string, unknown> {
  // With gaps filled, in the English order (the missing fields are named in it); else the
  // translation's own fields, then the English facts.
  const fromEnglish = Object.keys(english).filter(
    (key) => merge.fillGaps || merge.isFact([...at, key]),
  );
  const keys = new Set(
    merge.fillGaps
      ? [...fromEnglish, ...Object.keys(words)]
      : [...Object.keys(words), ...fromEnglish],
  );
  const merged: Record<string, unknown> = {};
  for (const key of keys) {
    const path = [...at, key];
    if (merge.isFact(path) && english[key] !== undefined) {
      if (words[key] !== undefined && words[key] !== english[key]) merge.found.differ.push(path);
      merged[key] = english[key];
      continue;
    }
    const value = mergeAt(english[key], words[key], path, merge);
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

function mergeById(
  english: { id: string }[],
  words: (Record<string, unknown> & { id: string })[],
  at: FieldPath,
  merge: Merge,
): unknown[] {
  const ids = new Set(english.map((item) => item.id));
  words.forEach(
    (item, index) => ids.has(item.id) || merge.found.unknown.push([...at, index, "id"]),
  );
  const byId = new Map(words.map((item) => [item.id, item]));
  return english.map((source, index) => {
    const item = byId.get(source.id);
    if (!item) {
      if (merge.fillGaps) merge.found.missing.push([...at, source.id]);
      else merge.found.untranslated.push([...at, index]);
      return source;
    }
    // Named by its id where gaps are filled (site.yaml's messages), else by its place in the
    // translation, whose line the notes then name.
    const place = merge.fillGaps ? source.id : words.indexOf(item);
    return mergeAt(source, item, [...at, place], merge);
  });
}
