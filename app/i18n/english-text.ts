// What a translation is made from: the words of its English file, without the facts it inherits
// (dates, ids, icons, figures). A translation records a short digest of them (translatedFromDigest)
// when it is made; when the English words change, the digest changes and the translation is stale,
// whatever the English file's `updated` date says. The same words tell whether a translation is
// still in English: mostly Latin letters where its language writes another script, or the same
// words as the English file.
import { createHash } from "node:crypto";
import { takeMarks } from "../content/marks";

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
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

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
 * The words of a file's fields and body; `skip` names its facts besides the common ones. Its marks
 * (marks.ts) are no words: clearing one leaves the translations as they were.
 */
export function wordsFrom(data: unknown, body: string, skip: readonly string[]): Words {
  return { texts: textsOf(takeMarks(data).data, new Set([...FACT_FIELDS, ...skip])), body };
}

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** Twelve hex digits of SHA-256: enough to tell two versions of one file apart, short to read. */
export function wordsDigestOf(words: Words): string {
  const text = JSON.stringify([words.texts.map(squeeze), squeeze(words.body)]);
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}

/** The same words, spaces aside: a file copied and not translated yet. */
export function sameWords(a: Words, b: Words): boolean {
  return wordsDigestOf(a) === wordsDigestOf(b);
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
