// What every translation carries and inherits, shared by the content check and the editor: the
// fields a translated file writes about itself (translationOf, translatedFrom, …), the facts it
// takes from its English file instead of writing them, and the plain notes and problems for a
// merge over the English (a fact that differs, a word not translated yet, a field missing).
import path from "node:path";
import { z } from "zod";
import type { FieldPath, MergeFindings } from "./merge";
import type { Reader } from "../content/read";
import { fieldLines } from "../content/field-lines";
import { describeField } from "../content/schema-messages";
import { TRANSLATION_FIELDS, type Language, type TranslationFields } from "../content/schemas";

/** Facts a translation leaves out, by folder: they come from the English file. */
export const INHERITED_FIELDS: Record<string, readonly string[]> = {
  pages: ["updated"],
  services: ["order", "icon", "updated"],
  team: ["order", "photo", "updated"],
  // An article's review line (who checked it, when) is the English one's too.
  articles: ["category", "ageGroups", "date", "updated", "draft", "slug", "lastReviewed"],
};
/** An English article's own `reviewedBy`: a translation's `reviewedBy` is its translation's. */
export const INHERITED_QUIETLY: Record<string, readonly string[]> = { articles: ["reviewedBy"] };

/** "pages" for pages/home.md. */
export const folderOf = (englishFile: string) =>
  path.posix.dirname(englishFile).split(path.posix.sep)[0];
export const factsOf = (englishFile: string) => INHERITED_FIELDS[folderOf(englishFile)] ?? [];

/** A translated file's path: content/mr/pages/home.md for pages/home.md. */
export const translatedFile = (code: string, englishFile: string) =>
  path.posix.join(code, englishFile);

/** What reading a translation needs: the reader (which keeps the problems) and its language. */
export type TranslationContext = { reader: Reader; language: Language };

/** The fields a translated file writes about itself, as one schema (made once, not per file). */
const TRANSLATION_SCHEMA = z.object(TRANSLATION_FIELDS);

/** The translation's own fields, checked; a problem (named by the reader) leaves it out. */
export function translationFields(
  { reader }: TranslationContext,
  file: string,
  englishFile: string,
  data: Record<string, unknown>,
): TranslationFields | undefined {
  const own = reader.validate(
    file,
    TRANSLATION_SCHEMA,
    Object.fromEntries(Object.keys(TRANSLATION_FIELDS).map((key) => [key, data[key]])),
  );
  if (!own) return undefined;
  if (own.translationOf !== englishFile) {
    reader.problem(file, {
      message: `the field "translationOf" is "${own.translationOf}", but this file translates ${englishFile} (the file at the same place in content/). Write translationOf: ${englishFile}`,
    });
    return undefined;
  }
  return own;
}

/** Inherited facts the translation wrote anyway: each a problem, so nobody edits the wrong copy. */
export function factsWritten(
  { reader }: TranslationContext,
  file: string,
  englishFile: string,
  data: object,
) {
  const written = factsOf(englishFile).filter((key) => Object.hasOwn(data, key));
  for (const key of written) {
    reader.problem(file, {
      message: `the field "${key}" comes from the English file, content/${englishFile}: remove it here (change it there).`,
    });
  }
  return written.length === 0;
}

/**
 * Facts inside a page's lists (a figure, an icon, a link, an id): an item of a translated list
 * takes them from the English item it translates, so a figure changed in English changes in
 * every language. One written in a translation that differs is a note, and the English one shows.
 */
const NESTED_FACTS = ["value", "count", "icon", "href", "id"];

/**
 * Facts inside a page wherever they are (practice-facts.ts): a length of time and an amount in
 * rupees. The translation's words say {length}; the page writes the English file's length there.
 */
export const PRACTICE_FACT_FIELDS = ["length", "amount"];

/** A Markdown translation's facts: its folder's inherited fields, and the facts in its lists. */
export function markdownFacts(englishFile: string) {
  const inherited = [...factsOf(englishFile), ...(INHERITED_QUIETLY[folderOf(englishFile)] ?? [])];
  return (at: FieldPath) =>
    at.length === 1
      ? inherited.includes(String(at[0]))
      : PRACTICE_FACT_FIELDS.includes(String(at.at(-1))) ||
        (typeof at.at(-2) === "number" && NESTED_FACTS.includes(String(at.at(-1))));
}

/** The notes a translation's merge over its English gives: each names the field and what to do. */
export function reportMerge(
  { reader, language }: TranslationContext,
  file: string,
  englishFile: string,
  merge: MergeFindings,
) {
  const field = (at: FieldPath) =>
    at.map((part) => (typeof part === "number" ? `item ${part + 1}` : part)).join(" → ");
  const [shown, english] = [reader.display(file), reader.display(englishFile)];
  for (const at of merge.differ) {
    reader.warnings.push(
      `${shown}: ${field(at)} differs from ${english}, and the page shows the English one. Remove it here: a translation takes it from the English file.`,
    );
  }
  for (const at of merge.untranslated) {
    reader.warnings.push(
      `${shown}: ${field(at)} of ${english} is not translated yet, so pages in ${language.name} show it in English. Add it here in ${language.name}.`,
    );
  }
  for (const at of merge.unknown) {
    reader.warnings.push(
      `${shown}: ${field(at)} is an id that ${english} does not have, so pages leave the item out. Remove it here, or correct its id.`,
    );
  }
}

/** A translated file's data without its translation fields: the words. */
export const withoutTranslationFields = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data).filter(([key]) => !Object.hasOwn(TRANSLATION_FIELDS, key)),
  );

/** Missing fields: problems in a published language (false), one note in another (true). */
export function reportMissing(
  context: TranslationContext,
  { file, englishFile, source }: { file: string; englishFile: string; source: string },
  missing: FieldPath[],
) {
  const { reader, language } = context;
  if (missing.length === 0) return true;
  const fields = missing.map((at) => describeField(at).replace(/^The field /, ""));
  if (!language.published) {
    reader.warnings.push(
      `${reader.display(file)}: not translated yet, so pages in ${language.name} show the English words: ${fields.join(", ")}. Needed before ${language.code} is published.`,
    );
    return true;
  }
  const where = fieldLines(source);
  missing.forEach((at, index) => {
    reader.problem(file, {
      point: where(at),
      message: `the field ${fields[index]} is missing. Copy it from ${reader.display(englishFile)} and write it in ${language.name}.`,
    });
  });
  return false;
}
