// A translation is a file in content/<code>/ at the English file's path. It holds the words; the
// facts (order, icon, dates, category …) are inherited from the English file, and the whole is
// checked by the English schema. `translatedFromDigest` records the English words it was made from
// (english-text.ts): once they change, the translation is stale (a note, and a notice on the page),
// whatever the English `updated` says. A file without one falls back to `translatedFrom`, the English
// `updated` date it was made from.
import path from "node:path";
import { z } from "zod";
import { overEnglish, type DeepPartial, type FieldPath, type MergeFindings } from "./merge";
import { describeField } from "../content/schema-messages";
import { SITE_FILE } from "../content/content-types";
import { isSplit, parseYaml, splitFrontmatter } from "../content/frontmatter";
import { MARKDOWN_FILE, type BodyUse, type ReadMarkdown, type Reader } from "../content/read";
import type { LanguageFiles } from "../content/read-tree";
import { fieldLines } from "../content/field-lines";
import {
  siteSchema,
  TRANSLATION_FIELDS,
  type Language,
  type Translation,
  type TranslationFields,
} from "../content/schemas";
import {
  wordsDigestOf,
  latinShare,
  sameWords,
  scriptOf,
  wordsFrom,
  type Words,
} from "./english-text";

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
const folderOf = (englishFile: string) => path.posix.dirname(englishFile).split(path.posix.sep)[0];
const factsOf = (englishFile: string) => INHERITED_FIELDS[folderOf(englishFile)] ?? [];

/** A translated file's path: content/mr/pages/home.md for pages/home.md. */
export const translatedFile = (code: string, englishFile: string) =>
  path.posix.join(code, englishFile);

const site = siteSchema.in.shape;

/** content/<code>/site.yaml: the translatable keys of content/site.yaml, with the same checks. */
export const siteWordsSchema = z.strictObject({
  name: site.name,
  tagline: site.tagline,
  about: site.about,
  greeting: site.greeting,
  address: site.address.pick({ lines: true, city: true, state: true }),
  hours: site.hours,
  navigation: site.navigation,
  help: site.help,
  helplines: z.array(site.helplines.element.pick({ id: true, name: true, description: true })),
  labels: site.labels,
  reviewPage: site.reviewPage,
  launchPage: site.launchPage,
});

/** What reading a translation needs: the reader (which keeps the problems) and its language. */
export type TranslationContext = { reader: Reader; language: Language };

/** The translation's own fields, checked; a problem (named by the reader) leaves it out. */
export function translationFields(
  { reader }: TranslationContext,
  file: string,
  englishFile: string,
  data: Record<string, unknown>,
): TranslationFields | undefined {
  const own = reader.validate(
    file,
    z.object(TRANSLATION_FIELDS),
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
function factsWritten(
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

/** A Markdown translation's facts: its folder's inherited fields, and the facts in its lists. */
export function markdownFacts(englishFile: string) {
  const inherited = [...factsOf(englishFile), ...(INHERITED_QUIETLY[folderOf(englishFile)] ?? [])];
  return (at: FieldPath) =>
    at.length === 1
      ? inherited.includes(String(at[0]))
      : typeof at.at(-2) === "number" && NESTED_FACTS.includes(String(at.at(-1)));
}

/** The notes a merge gives: each names the field and what to do. */
export function mergeNotes(
  { reader, language }: TranslationContext,
  file: string,
  englishFile: string,
  merge: MergeFindings,
) {
  const field = (at: FieldPath) =>
    at.map((part) => (typeof part === "number" ? `item ${part + 1}` : part)).join(" → ");
  const [shown, english] = [reader.display(file), reader.display(englishFile)];
  for (const at of merge.differ) {
    reader.notes.push(
      `${shown}: ${field(at)} differs from ${english}, and the page shows the English one. Remove it here: a translation takes it from the English file.`,
    );
  }
  for (const at of merge.untranslated) {
    reader.notes.push(
      `${shown}: ${field(at)} of ${english} is not translated yet, so pages in ${language.name} show it in English. Add it here in ${language.name}.`,
    );
  }
  for (const at of merge.unknown) {
    reader.notes.push(
      `${shown}: ${field(at)} is an id that ${english} does not have, so pages leave the item out. Remove it here, or correct its id.`,
    );
  }
}

/** The facts of an English file beyond the common ones: left out of its words. */
const factsAndTranslationFields = (englishFile: string) => [
  ...factsOf(englishFile),
  ...(INHERITED_QUIETLY[folderOf(englishFile)] ?? []),
  ...Object.keys(TRANSLATION_FIELDS),
];

/**
 * The words of a content file (English, or a translation of `englishFile`): the texts of its
 * fields without the facts, and its body. Undefined when the file cannot be read.
 */
export function wordsOfFile(englishFile: string, source: string): Words | undefined {
  const skip = factsAndTranslationFields(englishFile);
  if (MARKDOWN_FILE.test(englishFile)) {
    const split = splitFrontmatter(source);
    return isSplit(split) ? wordsFrom(split.data, split.body, skip) : undefined;
  }
  let data: unknown;
  try {
    data = parseYaml(source);
  } catch {
    return undefined;
  }
  return wordsFrom(englishFile === SITE_FILE ? siteWordsOf(data) : data, "", skip);
}

/** The digest a translation of this English file records (translatedFromDigest). */
export function englishDigestOf(englishFile: string, source: string): string | undefined {
  const words = wordsOfFile(englishFile, source);
  return words && wordsDigestOf(words);
}

/** Above this share of Latin letters, a translation into another script is still in English. */
const MOSTLY_LATIN = 0.5;

/** Notes for a translation that is still the English: the same words, or mostly Latin letters. */
function notTranslatedYet(
  { reader, language }: TranslationContext,
  file: string,
  englishFile: string,
  words: { english: Words; translated: Words },
) {
  const shown = reader.display(file);
  if (sameWords(words.translated, words.english)) {
    reader.notes.push(
      `${shown} has the same words as ${reader.display(englishFile)}: it is not translated yet. Write it in ${language.name}, or delete it (the English page is then shown, marked as English).`,
    );
    return;
  }
  const share = latinShare(words.translated, language.locale);
  if (share === undefined || share <= MOSTLY_LATIN) return;
  const script = scriptOf(language.locale) ?? "";
  const scriptName = new Intl.DisplayNames(["en"], { type: "script" }).of(script) ?? script;
  reader.notes.push(
    `${shown} seems to be still in English: ${Math.round(share * 100)}% of its letters are Latin (a, b, c), where ${language.name} is written in ${scriptName}. Translate the rest before a reviewer signs it off.`,
  );
}

/**
 * Whether the English changed after the translation was made, with a note saying what to do; and
 * notes for a translation still in English. `english.updated` serves files without a digest.
 */
export function staleness(
  context: TranslationContext,
  file: string,
  englishFile: string,
  own: TranslationFields,
  english: {
    updated: string | undefined;
    source: string | undefined;
    translated: Words | undefined;
  },
): Translation {
  const { reader, language } = context;
  const englishWords =
    english.source === undefined ? undefined : wordsOfFile(englishFile, english.source);
  const englishDigest = englishWords ? wordsDigestOf(englishWords) : "";
  if (englishWords && english.translated) {
    notTranslatedYet(context, file, englishFile, {
      english: englishWords,
      translated: english.translated,
    });
  }
  const shown = reader.display(file);
  const bringUpToDate = `Bring the ${language.name} up to date, then set translatedFromDigest: "${englishDigest}"`;
  if (own.translatedFromDigest) {
    const stale = own.translatedFromDigest !== englishDigest;
    if (stale) {
      reader.notes.push(
        `${shown} was translated from other words than ${reader.display(englishFile)} has now: the English changed after the translation was made. ${bringUpToDate}`,
      );
    }
    return { ...own, stale, englishDigest };
  }
  const stale = english.updated !== undefined && english.updated > own.translatedFrom;
  reader.notes.push(
    stale
      ? `${shown} was translated from ${reader.display(englishFile)} as it was on ${own.translatedFrom}, but the English was updated on ${english.updated}. ${bringUpToDate}`
      : `${shown} does not record which English words it was made from, so a change to them would go unnoticed. Check that it says what ${reader.display(englishFile)} says, then add the line translatedFromDigest: "${englishDigest}"`,
  );
  return { ...own, stale, englishDigest };
}

/** A translated file's data without its translation fields: the words. */
export const wordsOf = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data).filter(([key]) => !Object.hasOwn(TRANSLATION_FIELDS, key)),
  );

/** The English a translation is read over: its checked data, and when it was last changed. */
export type EnglishSource = { data: Record<string, unknown>; updated: string | undefined };

/**
 * Reads one translated Markdown file against its English file: the words from the translation,
 * the facts from the English, checked by the English schema. Undefined after a problem.
 */
export function readTranslatedMarkdown<S extends z.ZodType>(
  context: TranslationContext,
  readMarkdown: ReadMarkdown,
  type: { file: string; schema: S; body: BodyUse; isArticle?: boolean },
  english: EnglishSource,
) {
  const file = translatedFile(context.language.code, type.file);
  const read = readMarkdown(file, z.looseObject({}), type.body, type.isArticle);
  if (!read) return undefined;
  const data = read.data as Record<string, unknown>;
  const own = translationFields(context, file, type.file, data);
  if (!own || !factsWritten(context, file, type.file, data)) return undefined;
  const { value, found } = overEnglish(english.data, wordsOf(data), {
    isFact: markdownFacts(type.file),
    fillGaps: false,
  });
  mergeNotes(context, file, type.file, found);
  const checked = context.reader.validate(file, type.schema, value);
  if (checked === undefined) return undefined;
  const translation = staleness(context, file, type.file, own, {
    updated: english.updated,
    source: context.reader.readText(type.file),
    translated: wordsOfFile(type.file, read.source),
  });
  return { ...read, data: checked as z.output<S>, translation };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

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

/**
 * content/<code>/site.yaml: the language's words for the layout, over the English site. A field it
 * leaves out is a problem in a published language, and the English words (with a note) in one
 * that is not published yet. Undefined after a problem.
 */
export function readSiteWords<Site extends Record<string, unknown>>(
  context: TranslationContext,
  englishSite: Site,
  englishFile: string,
): { site: Site; translation?: Translation } | undefined {
  const { reader, language } = context;
  const file = translatedFile(language.code, englishFile);
  const source = reader.exists(file) ? reader.readText(file) : undefined;
  if (source === undefined) {
    const message = `this file is missing: pages in ${language.name} need its words (npm run new:translation -- ${englishFile} ${language.code}).`;
    if (language.published) reader.problem(file, { message });
    else reader.notes.push(`${reader.display(file)}: ${message} Until then they use the English.`);
    return language.published ? undefined : { site: englishSite };
  }
  const parsed = reader.parseYaml(file, source);
  if (!parsed) return undefined;
  const raw = parsed.data;
  if (!isRecord(raw)) {
    reader.problem(file, { message: "must hold fields, like content/site.yaml does." });
    return undefined;
  }
  const own = translationFields(context, file, englishFile, raw);
  // The locale is the language's (content/languages.yaml), not a field of site.yaml.
  const english = Object.fromEntries(
    Object.entries(englishSite).filter(([key]) => key !== "locale"),
  );
  const { value, found } = overEnglish(english, wordsOf(raw) as DeepPartial<typeof english>, {
    isFact: (at) => !isSiteWord(at),
    fillGaps: true,
  });
  mergeNotes(context, file, englishFile, found);
  if (!reportMissing(context, { file, englishFile, source }, found.missing)) return undefined;
  const checked = reader.validate(file, siteSchema, value);
  if (!checked || !own) return undefined;
  const translation = staleness(context, file, englishFile, own, {
    updated: englishSite.updated as string | undefined,
    source: reader.readText(englishFile),
    translated: wordsOfFile(englishFile, source),
  });
  return { site: checked as unknown as Site, translation };
}

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
    reader.notes.push(
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

/** A language's translated files: each read over the English item it translates. */
export function translationFiles(
  context: TranslationContext,
  readMarkdown: ReadMarkdown,
): LanguageFiles {
  return {
    reader: context.reader,
    fileOf: (englishFile) => translatedFile(context.language.code, englishFile),
    read: (englishFile, type, english) => {
      const data = english as Record<string, unknown> & { updated?: string; date?: string };
      return readTranslatedMarkdown(
        context,
        readMarkdown,
        { ...type, file: englishFile },
        // An article's translation is stale against its `date` until the English is updated.
        { data, updated: data.updated ?? data.date },
      );
    },
  };
}
