// Every language after the first: its words over the English site (content/<code>/site.yaml), and
// its translated pages, services, team and articles, read by the same reader as the English
// (content/read-tree.ts), each file over its English one (translations.ts). What is not
// translated is not copied: routes show the English item, marked as English, where a list needs it.
import type { Article } from "../content/articles";
import { createBodyReader } from "../content/body";
import type { BodyCache } from "../content/body/cache";
import { PAGE_TYPES, SITE_FILE, type PageName } from "../content/content-types";
import type { Publishing } from "../content/publishing";
import { markdownReader, type Reader } from "../content/read";
import { readTree, type ContentTree, type Pages } from "../content/read-tree";
import type { Service, Site, TeamMember } from "../content/schemas";
import type { Language } from "./languages";
import { toolsSharedSchema } from "../features/tools/schemas";
import type { LanguageTools } from "../features/tools/content";
import { TOOLS, type ToolId } from "../features/tools/registry";
import { translatedReadYaml } from "./translated-words";
import { readSiteWords, translatedFile, translationFiles, type Translation } from "./translations";

export type Translated<T> = T & { translation: Translation };

/** The English tools' files as read, by file, for each language's to be translated over. */
export type EnglishTools = { contentDir: string; read: Map<string, Record<string, unknown>> };

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

/** What every language is read with: the reader, the cache of rendered bodies, the build's rules. */
export type ReadSetup = { reader: Reader; bodyCache: BodyCache; publishing: Publishing };

/** One language's content, or undefined when it cannot be built (a problem, or no home page). */
export function loadLanguage(
  language: Language,
  english: ContentTree & { site: Site; tools: EnglishTools },
  { reader, bodyCache, publishing }: ReadSetup,
): LanguageContent | undefined {
  const context = { reader, language };
  const words = readSiteWords(context, english.site, SITE_FILE);
  if (!words) return undefined;
  const site = { ...words.site, locale: language.locale };
  const readBody = createBodyReader(
    { helplines: site.helplines, pictureExists: reader.pictureExists },
    bodyCache,
  );
  const files = translationFiles(context, markdownReader(reader, readBody));
  const tree = readTree(files, { language, publishing, english });
  const { pages, services, team, articles } = tree as unknown as Omit<LanguageContent, "site">;
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
