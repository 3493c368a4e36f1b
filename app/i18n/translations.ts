// A translation is a file in content/<code>/ at the English file's path. It holds the words; the
// facts (order, icon, dates, category …) are inherited from the English file, and the whole is
// checked by the English schema. `translatedFrom` is the English `updated` date it was made from:
// an English file updated later makes the translation stale (a note, and a notice on the page).
import path from "node:path";
import { isMap, isScalar, LineCounter, parseDocument, type Node } from "yaml";
import { z } from "zod";
import type { Language } from "./languages";
import { describeField } from "../content/schema-messages";
import type { BodyUse, ReadMarkdown, Reader } from "../content/read";
import { calendarDate, siteSchema, text } from "../content/schemas";

/** What every translated file carries besides its words. */
const TRANSLATION_FIELDS = {
  /** The English file, relative to content/: "pages/home.md". */
  translationOf: text,
  /** The English file's `updated` (or an article's `date`) when the translation was made. */
  translatedFrom: calendarDate,
  /** The native-speaking counsellor who reviewed it; empty until one has. */
  reviewedBy: z.string().trim(),
};

export type Translation = {
  translationOf: string;
  translatedFrom: string;
  reviewedBy: string;
  /** The English file's `updated` when it is later than `translatedFrom`: the English changed. */
  englishUpdated?: string;
};

/** Facts a translation leaves out, by folder: they come from the English file. */
export const INHERITED_FIELDS: Record<string, readonly string[]> = {
  pages: ["updated"],
  services: ["order", "icon", "updated"],
  team: ["order", "photo", "updated"],
  // An article's review line (who checked it, when) is the English one's too.
  articles: ["category", "ageGroups", "date", "updated", "draft", "slug", "lastReviewed"],
};
/** An English article's own `reviewedBy`: a translation's `reviewedBy` is its translation's. */
const INHERITED_QUIETLY: Record<string, readonly string[]> = { articles: ["reviewedBy"] };

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
});

export type Context = { reader: Reader; language: Language };

/** The translation's own fields, checked; a problem (named by the reader) leaves it out. */
export function translationFields(
  { reader }: Context,
  file: string,
  englishFile: string,
  data: Record<string, unknown>,
): Translation | undefined {
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
function factsWritten({ reader }: Context, file: string, englishFile: string, data: object) {
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
 * takes them from the English item at the same place, so a figure changed in English changes in
 * every language. One written in a translation that differs is a note, and the English one shows.
 */
const NESTED_FACTS = ["value", "count", "icon", "href", "id"];

/** The words with each list item's facts from the English; the paths of facts that differ. */
function withListFacts(
  english: unknown,
  words: unknown,
  at: FieldPath = [],
  differ: FieldPath[] = [],
): { value: unknown; differ: FieldPath[] } {
  if (Array.isArray(english) && Array.isArray(words)) {
    const value = words.map((item, index) => {
      const source = english[index];
      if (!isRecord(item) || !isRecord(source)) return item;
      const filled: Record<string, unknown> = { ...item };
      for (const key of NESTED_FACTS.filter((fact) => source[fact] !== undefined)) {
        if (item[key] !== undefined && item[key] !== source[key]) differ.push([...at, index, key]);
        filled[key] = source[key];
      }
      for (const key of Object.keys(filled))
        filled[key] = withListFacts(source[key], filled[key], [...at, index, key], differ).value;
      return filled;
    });
    return { value, differ };
  }
  if (isRecord(english) && isRecord(words)) {
    const value = Object.fromEntries(
      Object.entries(words).map(([key, item]) => [
        key,
        withListFacts(english[key], item, [...at, key], differ).value,
      ]),
    );
    return { value, differ };
  }
  return { value: words, differ };
}

/** A note when the English was updated after the translation was made; the date it was. */
export function staleness(
  { reader, language }: Context,
  file: string,
  englishFile: string,
  own: Translation,
  englishUpdated: string | undefined,
): Translation {
  if (!englishUpdated || englishUpdated <= own.translatedFrom) return own;
  reader.notes.push(
    `${reader.display(file)} was translated from ${reader.display(englishFile)} as it was on ${own.translatedFrom}, ` +
      `but the English was updated on ${englishUpdated}. Bring the ${language.name} up to date, then set translatedFrom: ${englishUpdated}.`,
  );
  return { ...own, englishUpdated };
}

/** A translated file's data without its translation fields: the words. */
export const wordsOf = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data).filter(([key]) => !Object.hasOwn(TRANSLATION_FIELDS, key)),
  );

export type English = { data: Record<string, unknown>; updated: string | undefined };

/**
 * Reads one translated Markdown file against its English file: the words from the translation,
 * the facts from the English, checked by the English schema. Undefined after a problem.
 */
export function readTranslatedMarkdown<S extends z.ZodType>(
  context: Context,
  readMarkdown: ReadMarkdown,
  type: { file: string; schema: S; body: BodyUse; isArticle?: boolean },
  english: English,
) {
  const file = translatedFile(context.language.code, type.file);
  const read = readMarkdown(file, z.looseObject({}), type.body, type.isArticle);
  if (!read) return undefined;
  const data = read.data as Record<string, unknown>;
  const own = translationFields(context, file, type.file, data);
  if (!own || !factsWritten(context, file, type.file, data)) return undefined;
  const { value: words, differ } = withListFacts(english.data, wordsOf(data));
  for (const at of differ) {
    const field = at.map((part) => (typeof part === "number" ? `item ${part + 1}` : part));
    context.reader.notes.push(
      `${context.reader.display(file)}: ${field.join(" → ")} differs from ${context.reader.display(type.file)}, and the page shows the English one. Remove it here: a translation takes it from the English file.`,
    );
  }
  const inherited = [...factsOf(type.file), ...(INHERITED_QUIETLY[folderOf(type.file)] ?? [])];
  const facts = Object.fromEntries(
    inherited
      .filter((key) => english.data[key] !== undefined)
      .map((key) => [key, english.data[key]]),
  );
  const checked = context.reader.validate(file, type.schema, { ...(words as object), ...facts });
  if (checked === undefined) return undefined;
  const translation = staleness(context, file, type.file, own, english.updated);
  return { ...read, data: checked as z.output<S>, translation };
}

export type FieldPath = (string | number)[];

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The value with only the keys the schema knows (the words of content/site.yaml). */
function keepShape(schema: z.ZodType, value: unknown): unknown {
  if (schema instanceof z.ZodObject && isRecord(value)) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return Object.fromEntries(
      Object.keys(shape)
        .filter((key) => value[key] !== undefined)
        .map((key) => [key, keepShape(shape[key], value[key])]),
    );
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    return value.map((item) => keepShape(schema.element as z.ZodType, item));
  }
  return value;
}

/**
 * The translation with what it leaves out taken from the English, and the fields it left out.
 * Objects are filled key by key, lists of items with an id item by item; other lists are whole.
 */
export function fillFromEnglish(
  english: unknown,
  translated: unknown,
  at: FieldPath = [],
  missing: FieldPath[] = [],
): { value: unknown; missing: FieldPath[] } {
  if (translated === undefined || translated === null) {
    missing.push(at);
    return { value: english, missing };
  }
  if (isRecord(english) && isRecord(translated)) {
    const value: Record<string, unknown> = { ...translated };
    for (const key of Object.keys(english)) {
      value[key] = fillFromEnglish(english[key], translated[key], [...at, key], missing).value;
    }
    return { value, missing };
  }
  const byId = (list: unknown[]) =>
    new Map(list.filter(isRecord).map((item) => [String(item.id), item]));
  if (Array.isArray(english) && Array.isArray(translated) && english.every(isRecord)) {
    if (english.every((item) => typeof item.id === "string")) {
      const theirs = byId(translated);
      const value = english.map(
        (item) =>
          fillFromEnglish(item, theirs.get(String(item.id)), [...at, String(item.id)], missing)
            .value,
      );
      return { value, missing };
    }
  }
  return { value: translated, missing };
}

/** The line of the deepest field of `at` that the YAML has: where a missing field belongs. */
export function lineOfField(source: string, at: FieldPath): number {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter });
  let node: unknown = doc.contents;
  let line = 1;
  for (const key of at) {
    if (!isMap(node)) break;
    const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
    if (!pair) break;
    line = lineCounter.linePos((pair.key as Node).range?.[0] ?? 0).line;
    node = pair.value;
  }
  return line;
}

/**
 * content/<code>/site.yaml: the language's words for the layout, over the English site. A field it
 * leaves out is a problem in a published language, and the English words (with a note) in one
 * that is not published yet. Undefined after a problem.
 */
export function readSiteWords<Site extends Record<string, unknown>>(
  context: Context,
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
  const english = keepShape(siteWordsSchema, englishSite);
  const { value, missing } = fillFromEnglish(english, wordsOf(raw));
  if (!reportMissing(context, { file, englishFile, source }, missing)) return undefined;
  const checked = reader.validate(file, siteWordsSchema, value);
  if (!checked || !own) return undefined;
  const englishUpdated = englishSite.updated as string | undefined;
  const translation = staleness(context, file, englishFile, own, englishUpdated);
  return { site: overlaySite(englishSite, checked), translation };
}

/** Missing fields: problems in a published language (false), one note in another (true). */
export function reportMissing(
  context: Context,
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
  missing.forEach((at, index) => {
    reader.problem(file, {
      point: { line: lineOfField(source, at), column: 1 },
      message: `the field ${fields[index]} is missing. Copy it from ${reader.display(englishFile)} and write it in ${language.name}.`,
    });
  });
  return false;
}

/** The English site with a language's words over it: facts (phone, numbers, links) stay English. */
function overlaySite<Site extends Record<string, unknown>>(
  englishSite: Site,
  words: z.output<typeof siteWordsSchema>,
): Site {
  const english = englishSite as Record<string, unknown> & {
    address: object;
    helplines: { id: string }[];
  };
  const named = new Map(words.helplines.map((line) => [line.id, line]));
  return {
    ...englishSite,
    ...words,
    address: { ...english.address, ...words.address },
    helplines: english.helplines.map((line) => ({ ...line, ...named.get(line.id) })),
  };
}
