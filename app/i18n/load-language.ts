// Every language after the first: its words over the English site (content/<code>/site.yaml), and
// its translated pages, services, team and articles (its tools' words are the tools' own:
// features/tools/content.ts), read by the same reader as the English
// (content/read-tree.ts), each file over its English one (translations.ts). What is not
// translated is not copied: routes show the English item, marked as English, where a list needs it.
import type { Article } from "../content/articles";
import { createBodyReader } from "../content/body";
import type { BodyCache } from "../content/body/cache";
import { PAGE_TYPES, SITE_FILE, type PageLists, type PageName } from "../content/content-types";
import type { Publishing } from "../content/publishing";
import { markdownReader, type Reader } from "../content/read";
import { readTree, type ContentTree, type Pages } from "../content/read-tree";
import type { Language, Service, Site, TeamMember, Translation } from "../content/schemas";
import { translatedFile } from "./translation-fields";
import { readSiteWords, translationFiles } from "./translations";

export type Translated<T> = T & { translation: Translation };

/** One language's content: only what is translated (and the site's words, filled from English). */
export type TranslatedContent = {
  language: Language;
  site: Site;
  pages: { [K in PageName]?: Translated<Pages[K]> };
  services: Translated<Service>[];
  team: Translated<TeamMember>[];
  articles: Translated<Article>[];
};

/**
 * What every language is read with: the reader, the cache of rendered bodies, the build's rules
 * and the lists some pages' schemas take.
 */
export type ReadSetup = {
  reader: Reader;
  bodyCache: BodyCache;
  publishing: Publishing;
  lists: PageLists;
};

/** One language's content, or undefined when it cannot be built (a problem, or no home page). */
export function loadLanguage(
  language: Language,
  english: ContentTree & { site: Site },
  { reader, bodyCache, publishing, lists }: ReadSetup,
): TranslatedContent | undefined {
  const context = { reader, language };
  const words = readSiteWords(context, english.site, SITE_FILE);
  if (!words) return undefined;
  const site = { ...words.site, locale: language.locale };
  const readBody = createBodyReader(
    { helplines: site.helplines, pictureExists: reader.pictureExists },
    bodyCache,
  );
  const files = translationFiles(context, markdownReader(reader, readBody));
  const tree = readTree(files, { language, publishing, english, lists });
  const { pages, services, team, articles } = tree as unknown as Omit<TranslatedContent, "site">;
  if (!pages.home) {
    const homeFile = translatedFile(language.code, PAGE_TYPES.home.file);
    // A home page with a mistake has its own problem already.
    if (reader.exists(homeFile)) return undefined;
    const home = reader.display(homeFile);
    const message = `${home} is missing: the home page of ${language.name} (/${language.code}) is made from it.`;
    if (language.published) reader.problems.push(message);
    else reader.warnings.push(`${message} Until it is written, ${language.name} is not built.`);
    return undefined;
  }
  return { language, site, pages, services, team, articles };
}
