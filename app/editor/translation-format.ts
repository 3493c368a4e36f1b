// How the editor reads and writes a translated file (content/<code>/…): as its English kind does
// (source-formats.ts), with the translation's own fields handled for the counsellor. Its lists are
// groups of items in the form (translation-shape.ts). Its box "says what the English says now" is
// never written: ticked, the digest of the English words as the editor knows them is
// (translatedFromDigest), so the translation is no longer stale; unticked, it keeps its own. A
// fact it writes in its own language (the address) records the English value it was written from
// (writtenFrom) when the counsellor changes it, or when the box is ticked.
// A translated article names its English article by file name in the form (the editor makes the
// translation's file name from it), and by path in the file ("articles/exam-stress.mdx").
import {
  factDigestKey,
  factDigestOf,
  WRITTEN_FROM_FIELD,
  writtenFromOf,
  writtenPerLanguage,
} from "../content/per-language-facts";
import {
  fieldsAsRead,
  readContentFile,
  writeContentFile,
  type Entry,
  type FileKind,
} from "./source-formats";
import { marksFromForm, marksToForm } from "./marks-in-form";
import { groupsToLists, listsToGroups } from "./translation-shape";

/** The translation form's box "says what the English says now". */
export const MATCHES_ENGLISH_FIELD = "matchesEnglish";
const DIGEST_FIELD = "translatedFromDigest";

/** A translation's reviewer is written even when empty: "" until someone has reviewed it. */
const KEEPS_EMPTY = ["reviewedBy"];

export type TranslationOptions = {
  /** The kind of a new file (one read is written as the kind it was read as). */
  newKind: FileKind;
  /** The digest of each English file's words, by its path in content/ ("pages/home.md"). */
  englishDigests?: Record<string, string>;
  /** Articles: the entry names its English article by file name; the file, by path in this folder. */
  articles?: { folder: string; extension: string };
};

/** The translation's English file by the name the form gives it, and back. */
function englishNames(articles: TranslationOptions["articles"]) {
  if (!articles) return { toForm: (path: string) => path, toFile: (name: string) => name };
  const { folder, extension } = articles;
  const pathPattern = new RegExp(`^${folder}/(.+)\\.${extension}$`);
  return {
    toForm: (path: string) => pathPattern.exec(path)?.[1] ?? path,
    toFile: (name: string) => `${folder}/${pathPattern.exec(name)?.[1] ?? name}.${extension}`,
  };
}

/**
 * What `writtenFrom` records once this entry is saved (per-language-facts.ts): a fact the
 * translation writes in its own language (the address) that the counsellor changed, or any when
 * the box "says what the English says now" is ticked, was written from the English value the
 * editor knows (`englishDigests`, by factDigestKey); any other keeps its record. Undefined when
 * the file records nothing and nothing is to be recorded.
 */
function writtenFromNow(
  englishFile: string,
  fields: Entry,
  matchesEnglish: boolean,
  englishDigests: Record<string, string>,
): Record<string, unknown> | undefined {
  const asRead = fieldsAsRead(fields);
  const recorded: Record<string, unknown> = { ...writtenFromOf(fields) };
  for (const field of writtenPerLanguage(englishFile)) {
    const english = englishDigests[factDigestKey(englishFile, field)];
    if (fields[field] === undefined || english === undefined) continue;
    const changed =
      asRead[field] === undefined || factDigestOf(asRead[field]) !== factDigestOf(fields[field]);
    if (changed || matchesEnglish) recorded[field] = english;
  }
  return Object.keys(recorded).length > 0 ? recorded : undefined;
}

/** The format of a kind of translated file, for the editor's registerCustomFormat. */
export function translationFormat(options: TranslationOptions) {
  const { newKind, englishDigests = {} } = options;
  const names = englishNames(options.articles);
  return {
    fromFile(file: string): Entry {
      const entry = listsToGroups(marksToForm(readContentFile(file))) as Entry;
      const english = entry.translationOf;
      return typeof english === "string"
        ? { ...entry, translationOf: names.toForm(english) }
        : entry;
    },
    toFile(data: Entry, fieldOrder: string[] = []): string {
      const { [MATCHES_ENGLISH_FIELD]: matches, ...fields } = marksFromForm(
        groupsToLists(data) as Entry,
      );
      const name = fields.translationOf;
      const englishFile = typeof name === "string" ? names.toFile(name) : undefined;
      const digest = matches === true && englishFile ? englishDigests[englishFile] : undefined;
      const writtenFrom = englishFile && {
        englishFile,
        recorded: writtenFromNow(englishFile, fields, matches === true, englishDigests),
      };
      const entry = {
        ...fields,
        ...(englishFile && { translationOf: englishFile }),
        ...(digest && { [DIGEST_FIELD]: digest }),
        ...(writtenFrom && writtenFrom.recorded && { [WRITTEN_FROM_FIELD]: writtenFrom.recorded }),
      };
      const own = [DIGEST_FIELD, WRITTEN_FROM_FIELD].filter((key) => !fieldOrder.includes(key));
      const order = fieldOrder.flatMap((key) => (key === "translatedFrom" ? [key, ...own] : [key]));
      return writeContentFile(entry, order, KEEPS_EMPTY, newKind);
    },
  };
}
