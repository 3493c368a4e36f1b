// What a translation is made from: the words of its English file, without the facts it inherits
// (dates, ids, icons, figures). A translation records a short digest of them (translatedFromDigest)
// when it is made; when the English words change, the digest changes and the translation is stale,
// whatever the English file's `updated` date says. The same words tell whether a translation is
// still in English: mostly Latin letters where its language writes another script, or the same
// words as the English file. A site.yaml's words are the fields of siteWordsSchema, its address
// aside: a translation records the English address it was written from on its own. Every field of
// interface-words.yaml is a word.
import { createHash } from "node:crypto";
import { z } from "zod";
import { INTERFACE_WORDS_FILE, SITE_FILE } from "../content/content-types";
import { isSplit, parseYaml, splitFrontmatter } from "../content/frontmatter";
import { takeMarks } from "../content/marks";
import { writtenFromToday, writtenPerLanguage } from "../content/per-language-facts";
import { MARKDOWN_FILE } from "../content/read";
import { siteSchema, TRANSLATION_FIELDS } from "../content/schemas";
import { isRecord } from "../lib/is-record";
import type { FieldPath } from "./merge";
import { factsOf, folderOf, INHERITED_QUIETLY } from "./translation-fields";

/** The words of a file: its texts in the order of the file, and its body (Markdown) as written. */
export type Words = { texts: string[]; body: string };

/**
 * Fields that hold facts in every kind of file: a translation takes them from the English file, so
 * changing them needs no new translation. A folder's own facts (INHERITED_FIELDS) are added.
 */
const FACT_FIELDS = [
  "id",
  "href",
  "icon",
  "value",
  "count",
  "area",
  "source",
  "sourceUrl",
  "months",
  "slug",
  "order",
  "photo",
  "number",
  "verified",
  "updated",
  // The practice's facts in a page (app/content/schemas/practice-facts.ts).
  "length",
  "amount",
];

/** Every text of a value, in order, leaving out the fields named in `skip` at any depth. */
function textsOf(value: unknown, skip: ReadonlySet<string>, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, skip, into);
  else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) if (!skip.has(key)) textsOf(item, skip, into);
  }
  return into;
}

/**
 * The words of a file's fields and body; `skip` names its facts besides the `common` ones. Its
 * marks (marks.ts) are no words: clearing one leaves the translations as they were.
 */
export function wordsFrom(
  data: unknown,
  body: string,
  skip: readonly string[],
  common: readonly string[] = FACT_FIELDS,
): Words {
  return { texts: textsOf(takeMarks(data).data, new Set([...common, ...skip])), body };
}

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** Twelve hex digits of SHA-256: enough to tell two versions of one file apart, short to read. */
export function wordsDigestOf(words: Words): string {
  const text = JSON.stringify([words.texts.map(squeeze), squeeze(words.body)]);
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}

/** The script a locale is written in ("Deva" for mr-IN), when Intl knows it. */
export function scriptOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().script;
  } catch {
    return undefined;
  }
}

/** Letters counted before a text is judged: a short text says too little. */
const ENOUGH_LETTERS = 40;

/**
 * The share of the letters (Latin and the language's own script) that are Latin, or undefined when
 * the language is written in Latin letters, its script is unknown, or there are too few letters.
 */
export function latinShare(words: Words, locale: string): number | undefined {
  const script = scriptOf(locale);
  if (!script || script === "Latn") return undefined;
  let own: RegExp;
  try {
    own = new RegExp(`\\p{Script=${script}}`, "gu");
  } catch {
    return undefined;
  }
  const text = [...words.texts, words.body].join(" ");
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  const native = text.match(own)?.length ?? 0;
  return latin + native < ENOUGH_LETTERS ? undefined : latin / (latin + native);
}

const site = siteSchema.in.shape;

/** content/<code>/site.yaml: the translatable keys of content/site.yaml, with the same checks. */
export const siteWordsSchema = z.strictObject({
  name: site.name,
  tagline: site.tagline,
  about: site.about,
  greeting: site.greeting,
  address: site.address.pick({ lines: true, city: true, state: true }),
  helplines: z.array(site.helplines.element.pick({ id: true, name: true, description: true })),
});

/** Whether the field at `at` is a word of content/site.yaml (siteWordsSchema), not a fact. */
export function isSiteWord(at: FieldPath): boolean {
  let schema: z.ZodType | undefined = siteWordsSchema;
  for (const key of at) {
    while (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault)
      schema = schema.unwrap() as z.ZodType;
    if (schema instanceof z.ZodArray) schema = schema.element as z.ZodType;
    else if (schema instanceof z.ZodObject)
      schema = (schema.shape as Record<string, z.ZodType>)[String(key)];
    else return false;
    if (schema === undefined) return false;
  }
  return true;
}

/** The words of a site.yaml's data, without its facts (what its translations' digest is of). */
function siteWordsOf(value: unknown, at: FieldPath = []): unknown {
  if (Array.isArray(value)) return value.map((item, index) => siteWordsOf(item, [...at, index]));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => isSiteWord([...at, key]))
      .map(([key, item]) => [key, siteWordsOf(item, [...at, key])]),
  );
}

/** The facts of an English file beyond the common ones: left out of its words. */
const factsAndTranslationFields = (englishFile: string) => [
  ...factsOf(englishFile),
  ...(INHERITED_QUIETLY[folderOf(englishFile)] ?? []),
  ...Object.keys(TRANSLATION_FIELDS),
];

/**
 * A file's data without the facts a translation writes per language (the address): each keeps
 * its own record of the English it was written from (per-language-facts.ts), so a new English
 * address leaves the rest of the translation as it was.
 */
function withoutWrittenFacts(englishFile: string, data: unknown): unknown {
  const own = writtenPerLanguage(englishFile);
  if (own.length === 0 || !isRecord(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !own.includes(key)));
}

/**
 * The words of a content file (English, or a translation of `englishFile`): the texts of its
 * fields without the facts, and its body. Undefined when the file cannot be read.
 */
export function wordsOfFile(englishFile: string, source: string): Words | undefined {
  const skip = factsAndTranslationFields(englishFile);
  if (MARKDOWN_FILE.test(englishFile)) {
    const split = splitFrontmatter(source);
    return isSplit(split)
      ? wordsFrom(withoutWrittenFacts(englishFile, split.data), split.body, skip)
      : undefined;
  }
  let data: unknown;
  try {
    data = parseYaml(source);
  } catch {
    return undefined;
  }
  const words = withoutWrittenFacts(englishFile, data);
  // Every field of the interface's words is a word, whatever its name (its editorForms names
  // fields such as "order" and "url": translation-facts.ts).
  if (englishFile === INTERFACE_WORDS_FILE) return wordsFrom(words, "", skip, []);
  return wordsFrom(englishFile === SITE_FILE ? siteWordsOf(words) : words, "", skip);
}

/**
 * The digests of the facts of this English file that translations write per language (its
 * address), by field: what a translation's writtenFrom records. None when unreadable.
 */
export function writtenFromOfEnglish(englishFile: string, source: string): Record<string, string> {
  if (writtenPerLanguage(englishFile).length === 0) return {};
  let data: unknown;
  try {
    if (MARKDOWN_FILE.test(englishFile)) {
      const split = splitFrontmatter(source);
      data = isSplit(split) ? split.data : undefined;
    } else data = parseYaml(source);
  } catch {
    return {};
  }
  return isRecord(data) ? writtenFromToday(englishFile, data) : {};
}

/** The digest a translation of this English file records (translatedFromDigest). */
export function englishDigestOf(englishFile: string, source: string): string | undefined {
  const words = wordsOfFile(englishFile, source);
  return words && wordsDigestOf(words);
}
