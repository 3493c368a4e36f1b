// Every language after the first: its words over the English site, and its translated pages,
// services, team and articles (translations.ts). What is not translated is not copied: routes show
// the English item, marked as English, where a list needs it.
import type { z } from "zod";
import { articlesType, type Article } from "../content/articles";
import { createBodyReader } from "../content/body";
import type { BodyCache } from "../content/body/cache";
import {
  PAGE_TYPES,
  SERVICES,
  SITE_FILE,
  slugFromFile,
  TEAM,
  type FolderType,
  type PageName,
} from "../content/content-types";
import type { Language } from "./languages";
import type { Pages } from "../content/load";
import type { Publishing } from "../content/publishing";
import { markdownReader, type BodyUse, type ReadMarkdown, type Reader } from "../content/read";
import type { Service, Site, TeamMember } from "../content/schemas";
import { toolsSharedSchema } from "../features/tools/schemas";
import type { LanguageTools } from "../features/tools/content";
import { TOOLS, type ToolId } from "../features/tools/registry";
import { translatedReadYaml } from "./translated-words";
import {
  readSiteWords,
  readTranslatedMarkdown,
  translatedFile,
  type Translation,
} from "./translations";

export type Translated<T> = T & { translation: Translation };

/** One language's content: only what is translated (and the site's words, filled from English). */
export type LanguageContent = {
  language: Language;
  site: Site;
  pages: { [K in PageName]?: Translated<Pages[K]> };
  services: Translated<Service>[];
  team: Translated<TeamMember>[];
  articles: Translated<Article>[];
  /** The Resources tools it has translated; none without content/<code>/tools/shared.yaml. */
  tools?: LanguageTools;
};

/** The English tools' files as read, by file, for each language's to be translated over. */
export type EnglishTools = { contentDir: string; read: Map<string, Record<string, unknown>> };

type English = {
  site: Site;
  pages: Pages;
  services: Service[];
  team: TeamMember[];
  articles: Article[];
  tools: EnglishTools;
};

type Context = { reader: Reader; language: Language };

/**
 * The tools in a language: each tool's own reader (the registry's) run again, every file it reads
 * translated over the English. A tool with a file not translated yet is left out (its card leads
 * to the English tool, marked as English), with a note naming the files.
 */
function readTools(context: Context, english: EnglishTools): LanguageTools | undefined {
  const { reader, language } = context;
  const shared = translatedReadYaml(context, english.read);
  const sharedWords = shared.readYaml("tools/shared.yaml", toolsSharedSchema);
  if (shared.missing.length > 0) {
    reader.notes.push(
      `${shared.missing[0]} is missing: the Resources tools in ${language.name} need its words. Until it is written, the cards in ${language.name} lead to the English tools.`,
    );
    return undefined;
  }
  const words: Partial<Record<ToolId, unknown>> = {};
  for (const tool of TOOLS) {
    const translated = translatedReadYaml(context, english.read);
    const source = { contentDir: english.contentDir, problems: reader.problems };
    const value = tool.read({ ...source, readYaml: translated.readYaml });
    if (translated.missing.length > 0) {
      const missing = translated.missing;
      reader.notes.push(
        `The ${tool.id} tool is not in ${language.name} yet: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing. Until then, its card in ${language.name} leads to the English tool.`,
      );
    } else if (value !== undefined) words[tool.id] = value;
  }
  return sharedWords && { shared: sharedWords, words: words as LanguageTools["words"] };
}

function readPages(context: Context, readMarkdown: ReadMarkdown, english: Pages) {
  const pages: Partial<Record<PageName, unknown>> = {};
  for (const [name, type] of Object.entries(PAGE_TYPES) as [PageName, PageType][]) {
    if (!context.reader.exists(translatedFile(context.language.code, type.file))) continue;
    const data = english[name] as Record<string, unknown>;
    const read = readTranslatedMarkdown(context, readMarkdown, type, {
      data,
      updated: data.updated as string | undefined,
    });
    if (!read) continue;
    const html = type.body === "required" ? { html: read.html } : {};
    pages[name] = { ...(read.data as object), ...html, translation: read.translation };
  }
  return pages as LanguageContent["pages"];
}
type PageType = { file: string; schema: z.ZodType; body: BodyUse };

/** A folder's translated items, each matched with its English item by file name. */
function readFolder<S extends z.ZodType, Item extends object>(
  context: Context,
  readMarkdown: ReadMarkdown,
  type: FolderType<S, Item>,
  englishOf: (englishFile: string) => (Item & { updated?: string }) | undefined,
): Translated<Item>[] {
  const { reader, language } = context;
  const items: Translated<Item>[] = [];
  for (const file of reader.markdownFiles(translatedFile(language.code, type.folder))) {
    const englishFile = file.slice(language.code.length + 1);
    const english = englishOf(englishFile);
    if (!english) {
      if (!reader.exists(englishFile)) {
        reader.problem(file, {
          message: `there is no English file content/${englishFile} for it to translate. A translation has the same folder and file name as its English file.`,
        });
      }
      continue;
    }
    const updated = (english as { updated?: string; date?: string }).updated;
    const read = readTranslatedMarkdown(
      context,
      readMarkdown,
      { file: englishFile, schema: type.schema, body: type.body, isArticle: type.isArticle },
      {
        data: english as Record<string, unknown>,
        updated: updated ?? (english as { date?: string }).date,
      },
    );
    const item = read && type.item(file, read, reader);
    if (item) items.push({ ...item, translation: read.translation });
  }
  return items.sort(type.order);
}

/** One language's content, or undefined when it cannot be built (a problem, or no home page). */
export function loadLanguage(
  language: Language,
  english: English,
  reading: { reader: Reader; bodyCache: BodyCache; publishing: Publishing },
): LanguageContent | undefined {
  const { reader } = reading;
  const context = { reader, language };
  const words = readSiteWords(context, english.site, SITE_FILE);
  if (!words) return undefined;
  const site = { ...words.site, locale: language.locale };
  const readBody = createBodyReader(
    { helplines: site.helplines, pictureExists: reader.pictureExists },
    reading.bodyCache,
  );
  const readMarkdown = markdownReader(reader, readBody);
  const bySlug =
    <T extends { slug: string }>(list: T[]) =>
    (file: string) =>
      list.find((item) => item.slug === slugFromFile(file));
  const pages = readPages(context, readMarkdown, english.pages);
  const services = readFolder(context, readMarkdown, SERVICES, bySlug(english.services));
  const team = readFolder(context, readMarkdown, TEAM, bySlug(english.team));
  const articles = readFolder(
    context,
    readMarkdown,
    articlesType(english.pages.resources, reading.publishing, language),
    (file) => english.articles.find((article) => article.file === reader.display(file)),
  );
  if (!pages.home) {
    const homeFile = translatedFile(language.code, PAGE_TYPES.home.file);
    // A home page with a mistake has its own problem already.
    if (reader.exists(homeFile)) return undefined;
    const home = reader.display(homeFile);
    const message = `${home} is missing: the home page of ${language.name} (/${language.code}) is made from it.`;
    if (language.published) reader.problems.push(message);
    else reader.notes.push(`${message} Until it is written, ${language.name} is not built.`);
    return undefined;
  }
  const tools = reader.exists(translatedFile(language.code, "tools"))
    ? readTools(context, english.tools)
    : undefined;
  return { language, site, pages, services, team, articles, ...(tools ? { tools } : {}) };
}
