// The editor's forms in the counsellor's language. The build makes the configuration in English
// and, for each other language, the same configuration with that language's words
// (interface-words.yaml's editorForms); what differs between the two is kept as a dictionary, the
// English words → the language's (labelDictionary), and the editor swaps them in as it starts
// (relabelled). Only words differ: a field's name, widget, choices' values and everything a save
// writes are the same in every language, and the build stops if any of them is not, so that a
// file saved from the Marathi editor is byte for byte the one the English editor saves.
import { fill } from "../lib/format";

/** Between the English words a translation's field shows and the field's own hint. */
export const HINT_SEPARATOR = " · ";

/** The words of the configuration: its labels, hints, summaries, and a pattern's message. */
const WORD_KEYS = new Set(["label", "label_singular", "hint", "summary"]);
const isWords = (key: string, parent: string) =>
  WORD_KEYS.has(key) || (parent === "pattern" && key === "1");

export type LabelDictionary = {
  /** The English words → the language's. */
  words: Record<string, string>;
  /** "In English: “{words}”" and the language's: a translated field's hint is made of it. */
  inEnglish: [string, string];
};

const own = (words: Record<string, string>, value: string) =>
  Object.hasOwn(words, value) ? words[value] : undefined;

/**
 * A translated field's hint (translated-fields.ts: the English words in the template, then the
 * field's own hint) in the other language, or undefined for other words. The English words are
 * cut at the last separator: a hint has none.
 */
function hintOfTranslation(value: string, dictionary: LabelDictionary): string | undefined {
  const [english, other] = dictionary.inEnglish;
  const [before, after = ""] = english.split("{words}");
  if (!value.startsWith(before!)) return undefined;
  const rest = value.slice(before!.length);
  const cut = rest.lastIndexOf(after + HINT_SEPARATOR);
  if (cut === -1 && !rest.endsWith(after)) return undefined;
  const shown = cut === -1 ? rest.slice(0, rest.length - after.length) : rest.slice(0, cut);
  const hint = cut === -1 ? "" : rest.slice(cut + after.length + HINT_SEPARATOR.length);
  const words = fill(other, { words: shown });
  return hint ? `${words}${HINT_SEPARATOR}${own(dictionary.words, hint) ?? hint}` : words;
}

/** Words of the configuration in the dictionary's language. */
const translated = (value: string, dictionary: LabelDictionary) =>
  own(dictionary.words, value) ?? hintOfTranslation(value, dictionary) ?? value;

/**
 * The English words of `english` (a configuration) → the words at the same place in `other`, the
 * same configuration made in another language, where they differ; `inEnglish`, the two
 * languages' templates of a translated field's hint. Anything else that differs throws. The same
 * English words translated two ways keep the first; a translated field's hint is kept only when
 * it is not what its parts make.
 */
export function labelDictionary(
  english: unknown,
  other: unknown,
  inEnglish: [string, string],
): LabelDictionary {
  const pairs: [string, string][] = [];
  const walk = (a: unknown, b: unknown, key: string, parent: string, at: string) => {
    if (typeof a === "string" && typeof b === "string" && a !== b) {
      if (!isWords(key, parent)) {
        throw new Error(`The editor's configuration differs by language at ${at}: only words may.`);
      }
      pairs.push([a, b]);
      return;
    }
    if (a && b && typeof a === "object" && typeof b === "object") {
      const keys = Object.keys(a);
      if (Array.isArray(a) !== Array.isArray(b) || keys.join() !== Object.keys(b).join()) {
        throw new Error(`The editor's configuration has other fields by language at ${at}.`);
      }
      for (const each of keys) {
        const [x, y] = [a, b].map((side) => (side as Record<string, unknown>)[each]);
        walk(x, y, each, key, `${at}.${each}`);
      }
      return;
    }
    if (a !== b) throw new Error(`The editor's configuration differs by language at ${at}.`);
  };
  walk(english, other, "", "", "config");
  const dictionary: LabelDictionary = { words: {}, inEnglish };
  const composed = (a: string) => hintOfTranslation(a, { words: {}, inEnglish }) !== undefined;
  for (const [a, b] of pairs.filter(([a]) => !composed(a))) {
    if (!Object.hasOwn(dictionary.words, a)) dictionary.words[a] = b;
  }
  for (const [a, b] of pairs.filter(([a]) => composed(a))) {
    if (translated(a, dictionary) !== b) dictionary.words[a] = b;
  }
  return dictionary;
}

/** `config` with its words swapped for the dictionary's language's (labelDictionary); a copy. */
export function relabelled<T>(config: T, dictionary: LabelDictionary | undefined): T {
  if (!dictionary) return config;
  const walk = (value: unknown, key: string, parent: string): unknown => {
    if (typeof value === "string") {
      return isWords(key, parent) ? translated(value, dictionary) : value;
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, String(index), key));
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([each, item]) => [each, walk(item, each, key)]),
      );
    }
    return value;
  };
  return walk(config, "", "") as T;
}
