// A translation is a file in content/<code>/ at the English file's path. It holds the words; the
// facts (order, icon, dates, category …) are inherited from the English file, and the whole is
// checked by the English schema. This file reads the two kinds: a translated Markdown file (a page,
// service, team member or article) and a language's site.yaml words. What every translation
// carries and inherits is translation-fields.ts; whether it is stale, staleness.ts.
import { z } from "zod";
import { overEnglish, type DeepPartial } from "./merge";
import type { BodyUse, ReadMarkdown } from "../content/read";
import type { LanguageFiles } from "../content/read-tree";
import { siteSchema, type Site, type Translation } from "../content/schemas";
import { isRecord } from "../lib/is-record";
import { isSiteWord } from "./english-text";
import { factsBehind, staleness } from "./staleness";
import {
  factsWritten,
  markdownFacts,
  reportMerge,
  reportMissing,
  translatedFile,
  translationFields,
  withoutTranslationFields,
  type TranslationContext,
} from "./translation-fields";

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
  const { value, found } = overEnglish(english.data, withoutTranslationFields(data), {
    isFact: markdownFacts(type.file),
    fillGaps: false,
  });
  reportMerge(context, file, type.file, found);
  const checked = context.reader.validate(file, type.schema, value);
  if (checked === undefined) return undefined;
  const translation = staleness(context, file, type.file, own, {
    updated: english.updated,
    source: context.reader.readText(type.file),
    translated: read.source,
  });
  return { ...read, data: checked as z.output<S>, translation };
}

/**
 * content/<code>/site.yaml: the language's words for the layout, over the English site. A field it
 * leaves out is a problem in a published language, and the English words (with a note) in one
 * that is not published yet. Undefined after a problem.
 */
export function readSiteWords(
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
    else
      reader.warnings.push(`${reader.display(file)}: ${message} Until then they use the English.`);
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
  const { value, found } = overEnglish(
    english,
    withoutTranslationFields(raw) as DeepPartial<typeof english>,
    {
      isFact: (at) => !isSiteWord(at),
      fillGaps: true,
    },
  );
  reportMerge(context, file, englishFile, found);
  if (!reportMissing(context, { file, englishFile, source }, found.missing)) return undefined;
  const checked = reader.validate(file, siteSchema, value);
  if (!checked || !own) return undefined;
  const translation = staleness(context, file, englishFile, own, {
    updated: englishSite.updated,
    source: reader.readText(englishFile),
    translated: source,
  });
  // An address written for another English address, or none written yet: the English one shows,
  // marked as English.
  const site: Site = { ...checked, locale: englishSite.locale };
  const behind = factsBehind(context, { file, englishFile }, englishSite, raw, site);
  if (behind.includes("address")) site.addressBehind = true;
  const ownAddress = isRecord(raw) && raw.address !== undefined;
  if (site.addressBehind || !ownAddress) site.addressLang = englishSite.locale;
  return { site, translation };
}

/** A language's translated files: each read over the English item it translates, and marked so. */
export function translationFiles(
  context: TranslationContext,
  readMarkdown: ReadMarkdown,
): LanguageFiles<{ translation: Translation }> {
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
    mark: (item, { translation }) => ({ ...item, translation }),
  };
}
