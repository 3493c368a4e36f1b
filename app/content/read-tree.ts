// Reads one language's tree of Markdown content from the table of content types: its fixed pages,
// services, team and articles. English and every translation are read by this same code; what
// differs is how one file is read (LanguageFiles): the first language's as it is written, a
// translation's over its English file (app/i18n/translations.ts).
import type { z } from "zod";
import { articlesType, type Article } from "./articles";
import {
  PAGE_TYPES,
  pageSchema,
  SERVICES,
  slugFromFile,
  TEAM,
  type FolderType,
  type PageLists,
  type PageName,
  type PageType,
  type SchemaOf,
} from "./content-types";
import type { Publishing } from "./publishing";
import type { BodyUse, MarkdownRead, ReadMarkdown, Reader } from "./read";
import type { Language, Service, TeamMember } from "./schemas";

type PageTypes = typeof PAGE_TYPES;
/** A page's checked fields, with its body as HTML when it shows one. */
type Page<K extends PageName> = z.output<SchemaOf<PageTypes[K]["schema"]>> &
  (PageTypes[K]["body"] extends "required" ? { html: string } : unknown);
export type Pages = { [K in PageName]: Page<K> };

/** The content one language has written: every page, service, team member and article. */
export type ContentTree = {
  pages: Pages;
  services: Service[];
  team: TeamMember[];
  articles: Article[];
};

/** A file's type, as the table of content types has it. */
type FileType<S extends z.ZodType> = { schema: S; body: BodyUse; isArticle?: boolean };

/**
 * How one language's files are read. `Mark` is what each item read carries beside its fields: for
 * a translation, its `translation` (translation-fields.ts); nothing for the first language.
 */
export type LanguageFiles<Mark extends object = object> = {
  reader: Reader;
  /** The language's file for an English file: pages/home.md itself, or mr/pages/home.md. */
  fileOf: (englishFile: string) => string;
  /**
   * One file of a content type, checked (undefined after a problem), with its mark. A translation
   * is read over `english`, the English item it translates.
   */
  read: <S extends z.ZodType>(
    englishFile: string,
    type: FileType<S>,
    english: object | undefined,
  ) => (MarkdownRead<S> & Mark) | undefined;
  /** An item made from a file read, with the file's mark. */
  mark: <T extends object>(item: T, read: Mark) => T & Mark;
};

/** The fixed pages a language has, each with its mark. */
export type PagesRead<Mark extends object> = { [K in PageName]?: Pages[K] & Mark };

/** For a translation: the English tree it is read over. None when reading the English itself. */
type Over = ContentTree | undefined;

/** The fixed pages the language has; a page with a problem is missing (its problem is reported). */
function readPages<Mark extends object>(
  files: LanguageFiles<Mark>,
  english: Over,
  lists: PageLists,
  locale?: string,
): PagesRead<Mark> {
  const pages: Partial<Record<PageName, unknown>> = {};
  for (const [name, type] of Object.entries(PAGE_TYPES) as [PageName, PageType][]) {
    // A translation is optional; the English page is not (its absence is a problem).
    if (english && !files.reader.exists(files.fileOf(type.file))) continue;
    const schema = pageSchema(type.schema, lists);
    const read = files.read(type.file, { ...type, schema }, english?.pages[name]);
    if (!read) continue;
    const checked = read.data as never;
    const data = locale && type.inWords ? type.inWords(checked, locale) : (checked as object);
    const page = type.body === "required" ? { ...data, html: read.html } : data;
    pages[name] = files.mark(page, read);
  }
  // Each page as its type in the table says (the loop loses which name it is at).
  return pages as PagesRead<Mark>;
}

/** A folder's items that pass every check, in the folder's order. */
function readFolder<S extends z.ZodType, Item extends object, Mark extends object>(
  files: LanguageFiles<Mark>,
  type: FolderType<S, Item>,
  /** For a translation: the English item of an English file. */
  englishOf?: (englishFile: string) => Item | undefined,
): (Item & Mark)[] {
  const { reader } = files;
  const folder = files.fileOf(type.folder);
  const items: (Item & Mark)[] = [];
  for (const file of reader.markdownFiles(folder)) {
    const englishFile = type.folder + file.slice(folder.length);
    const english = englishOf?.(englishFile);
    if (englishOf && !english) {
      // An English file with a problem has it reported already; a missing one is this file's.
      if (!reader.exists(englishFile)) {
        reader.problem(file, {
          message: `there is no English file content/${englishFile} for it to translate. A translation has the same folder and file name as its English file.`,
        });
      }
      continue;
    }
    const read = files.read(englishFile, type, english);
    const item = read && type.item(file, read, reader);
    if (item) items.push(files.mark(item, read));
  }
  return items.sort(type.order);
}

const bySlug =
  <T extends { slug: string }>(list: T[]) =>
  (file: string) =>
    list.find((item) => item.slug === slugFromFile(file));

/**
 * One language's tree: its pages, services, team and, with a Resources page (their topics are
 * there), its articles. `allArticlesRead` is false when an article had a problem.
 */
export function readTree<Mark extends object>(
  files: LanguageFiles<Mark>,
  {
    language,
    publishing,
    english,
    lists,
  }: { language?: Language; publishing: Publishing; english: Over; lists: PageLists },
) {
  const pages = readPages(files, english, lists, language?.locale);
  const services = readFolder(files, SERVICES, english && bySlug(english.services));
  const team = readFolder(files, TEAM, english && bySlug(english.team));
  const resources = english?.pages.resources ?? pages.resources;
  const problemsBefore = files.reader.problems.length;
  const articles = resources
    ? readFolder(
        files,
        articlesType(resources, publishing, language),
        english &&
          ((file) =>
            english.articles.find((article) => article.file === files.reader.display(file))),
      )
    : [];
  const allArticlesRead = files.reader.problems.length === problemsBefore;
  return { pages, services, team, articles, allArticlesRead };
}

export const isComplete = (pages: Partial<Pages>): pages is Pages =>
  Object.keys(PAGE_TYPES).every((name) => Object.hasOwn(pages, name));

/** The first language's files: read as they are written. */
export function englishFiles(reader: Reader, readMarkdown: ReadMarkdown): LanguageFiles {
  return {
    reader,
    fileOf: (englishFile) => englishFile,
    read: (file, type) => readMarkdown(file, type.schema, type.body, type.isArticle),
    mark: (item) => item,
  };
}
