// A translated YAML file of words (the Resources tools' content/<code>/tools/…): read by the same
// reader and checked by the same schema as its English file, with the words from the translation
// and the facts from the English. Facts are what a parent's saved notes or the site's links hang
// on (ids, areas, sources, article and helpline ids) and every number (an age in months): written
// in a translation they must match the English, or the English one is used and the check says so.
import type { z } from "zod";
import { fieldLines } from "../content/field-lines";
import { fieldPath } from "../content/schema-messages";
import { overEnglish, type DeepPartial, type FieldPath } from "./merge";
import { isRecord } from "../lib/is-record";
import { staleness } from "./staleness";
import {
  reportMerge,
  reportMissing,
  translatedFile,
  translationFields,
  withoutTranslationFields,
  type TranslationContext as Context,
} from "./translation-fields";
import type { Translation } from "../content/schemas";
import { INTERFACE_WORDS_FILE } from "../content/content-types";

/** Keys whose values are facts wherever they appear in a tool's words (and every number is). */
export const WORD_FILE_FACTS: readonly string[] = [
  "id",
  "area",
  "source",
  "url",
  "topic",
  "articles",
  "helplines",
  "showHelpFor",
];

/** The English file's own reviewer (an age file's): a translation's `reviewedBy` is its own. */
const OWN_FIELDS = ["reviewedBy"];

/** A fact: a value under a fact's key, or a number or yes/no, which no language words differently. */
export const isFact = (key: string | number, english: unknown) =>
  WORD_FILE_FACTS.includes(String(key)) ||
  typeof english === "number" ||
  typeof english === "boolean";

/** The English value a missing field's path names (a list item by its id, as the fill names it). */
function valueAt(value: unknown, at: FieldPath): unknown {
  return at.reduce<unknown>((node, part) => {
    if (Array.isArray(node) && typeof part === "number") return node[part];
    if (Array.isArray(node)) return node.find((item) => isRecord(item) && item.id === part);
    return isRecord(node) ? node[part] : undefined;
  }, value);
}

export type TranslatedWords<T> = { words: T; translation: Translation };

/**
 * content/<code>/<englishFile> over its English words: undefined when there is no such file
 * (`missing`), or after a problem (named by the reader). Words it leaves out are a problem in a
 * published language, and the English words with a note in one that is not published yet.
 */
export function readTranslatedWords<S extends z.ZodType>(
  context: Context,
  englishFile: string,
  schema: S,
  english: Record<string, unknown>,
): TranslatedWords<z.output<S>> | "missing" | undefined {
  const { reader } = context;
  const file = translatedFile(context.language.code, englishFile);
  if (!reader.exists(file)) return "missing";
  const source = reader.readText(file);
  const parsed = source === undefined ? undefined : reader.parseYaml(file, source);
  if (!parsed || source === undefined) return undefined;
  if (!isRecord(parsed.data)) {
    reader.problem(file, {
      message: `must hold fields, like ${reader.display(englishFile)} does.`,
    });
    return undefined;
  }
  const own = translationFields(context, file, englishFile, parsed.data);
  if (!own) return undefined;
  const englishWords = Object.fromEntries(
    Object.entries(english).filter(([key]) => !OWN_FIELDS.includes(key)),
  );
  // The one merge of every translation: words from the translation, facts from the English.
  const { value: words, found } = overEnglish(
    englishWords,
    withoutTranslationFields(parsed.data) as DeepPartial<typeof englishWords>,
    {
      // Every field of the interface's words is a word, as the editor offers it (translation-facts.ts).
      isFact: (at) =>
        englishFile !== INTERFACE_WORDS_FILE &&
        isFact(at[at.length - 1] ?? "", valueAt(englishWords, at)),
      fillGaps: true,
    },
  );
  // A list of ids written as in the English is the same fact, not a different one.
  const translated = withoutTranslationFields(parsed.data);
  const differ = found.differ.filter(
    (at) => JSON.stringify(valueAt(translated, at)) !== JSON.stringify(valueAt(englishWords, at)),
  );
  reportMerge(context, file, englishFile, { ...found, differ: [], unknown: [] });
  const facts = { file, englishFile, source, translated, english: englishWords };
  if (!factsKept(context, facts, differ, found.unknown)) return undefined;
  if (!reportMissing(context, { file, englishFile, source }, found.missing)) return undefined;
  const translation = staleness(context, file, englishFile, own, {
    updated: undefined,
    source: reader.readText(englishFile),
    translated: source,
  });
  const ownFields = Object.fromEntries(
    OWN_FIELDS.filter((key) => english[key] !== undefined).map((key) => [key, english[key]]),
  );
  const checked = reader.validate(file, schema, { ...(words as object), ...ownFields });
  if (checked === undefined) return undefined;
  return { words: checked, translation };
}

/** The same path with each list item named by its place in `value` (the merge names some by id). */
function placesIn(value: unknown, at: FieldPath): FieldPath {
  let node = value;
  return at.map((part) => {
    const index =
      Array.isArray(node) && typeof part === "string"
        ? node.findIndex((item) => isRecord(item) && item.id === part)
        : part;
    node =
      Array.isArray(node) || isRecord(node) ? (node as Record<string, unknown>)[index] : undefined;
    return index;
  });
}

/**
 * A fact a translated tool file writes differently from the English (an item's area, a source),
 * or an item whose id the English has not got: a problem, since a parent's saved answers and the
 * checklist's areas hang on them, and nobody should edit a copy that is never shown.
 */
function factsKept(
  { reader }: Context,
  facts: {
    file: string;
    englishFile: string;
    source: string;
    translated: unknown;
    english: unknown;
  },
  differ: FieldPath[],
  unknown: FieldPath[],
): boolean {
  // Finding the lines reads the file's YAML again: only for a file with such a problem.
  if (differ.length === 0 && unknown.length === 0) return true;
  const { file, englishFile, source, translated } = facts;
  const where = fieldLines(source);
  const english = reader.display(englishFile);
  const shown = (value: unknown) => JSON.stringify(value);
  for (const at of differ) {
    const place = placesIn(translated, at);
    reader.problem(file, {
      point: where(place),
      message: `the field "${fieldPath(place)}" is ${shown(valueAt(translated, at))}, but ${english} has ${shown(valueAt(facts.english, at))}: it comes from the English file. Remove it here (change it there, for every language).`,
    });
  }
  for (const at of unknown) {
    reader.problem(file, {
      point: where(at),
      message: `the field "${fieldPath(at)}" is ${shown(valueAt(translated, at))}, an id ${english} does not have. Correct it to the id of the English item it translates, or remove the item here (add new items to ${english} first).`,
    });
  }
  return false;
}

type ReadYaml = <S extends z.ZodType>(file: string, schema: S) => z.output<S> | undefined;

/** A readYaml that keeps what it read by file, for the translations to fill from. */
export function recordingReadYaml(readYaml: ReadYaml) {
  const read = new Map<string, Record<string, unknown>>();
  const recording: ReadYaml = (file, schema) => {
    const value = readYaml(file, schema);
    if (isRecord(value)) read.set(file, value);
    return value;
  };
  return { readYaml: recording, read };
}

/**
 * A readYaml for one language: each file the English read is read again as its translation over
 * the English words, so the code that reads the English reads every language. `missing` lists the
 * files the language has not translated; `translations` each translated file's own fields.
 */
export function translatedReadYaml(
  context: Context,
  english: Map<string, Record<string, unknown>>,
) {
  const missing: string[] = [];
  const translations = new Map<string, Translation>();
  const readYaml: ReadYaml = (file, schema) => {
    const words = english.get(file);
    if (words === undefined) return undefined;
    const read = readTranslatedWords(context, file, schema, words);
    if (read === "missing")
      missing.push(context.reader.display(translatedFile(context.language.code, file)));
    if (read === "missing" || read === undefined) return undefined;
    translations.set(file, read.translation);
    return read.words;
  };
  return { readYaml, missing, translations };
}
