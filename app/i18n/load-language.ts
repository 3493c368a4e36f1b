// Every language after the first: its details over the English site (content/<code>/site.yaml),
// its interface words over the English ones (content/<code>/interface-words.yaml), and its
// translated pages, services, team and articles (its tools' words are the tools' own:
// features/tools/content.ts), read by the same reader as the English
// (content/read-tree.ts), each file over its English one (translations.ts). What is not
// translated is not copied: routes show the English item, marked as English, where a list needs it.
import type { Article } from "../content/articles";
import { createBodyReader } from "../content/body";
import type { BodyCache } from "../content/body/cache";
import {
  INTERFACE_WORDS_FILE,
  PAGE_TYPES,
  SITE_FILE,
  type PageLists,
} from "../content/content-types";
import type { Publishing } from "../content/publishing";
import { markdownReader, type Reader } from "../content/read";
import { readTree, type ContentTree, type PagesRead } from "../content/read-tree";
import { interfaceWordsSchema } from "../content/schemas";
import type {
  InterfaceWords,
  Language,
  Service,
  Site,
  TeamMember,
  Translation,
} from "../content/schemas";
import { readTranslatedWords } from "./translated-words";
import { translatedFile, type TranslationContext } from "./translation-fields";
import { readSiteWords, translationFiles } from "./translations";

export type Translated<T> = T & { translation: Translation };

/** One language's content: only what is translated (its details and words filled from English). */
export type TranslatedContent = {
  language: Language;
  site: Site;
  words: InterfaceWords;
  pages: PagesRead<{ translation: Translation }>;
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
  english: ContentTree & { site: Site; words: InterfaceWords },
  { reader, bodyCache, publishing, lists }: ReadSetup,
): TranslatedContent | undefined {
  const context = { reader, language };
  const details = readSiteWords(context, english.site, SITE_FILE);
  const words = interfaceWordsIn(context, english.words);
  if (!details || !words) return undefined;
  const site = { ...details.site, locale: language.locale };
  const readBody = createBodyReader(
    { helplines: site.helplines, pictureExists: reader.pictureExists },
    bodyCache,
  );
  const files = translationFiles(context, markdownReader(reader, readBody));
  const { pages, services, team, articles } = readTree(files, {
    language,
    publishing,
    english,
    lists,
  });
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
  return { language, site, words, pages, services, team, articles };
}

/**
 * content/<code>/interface-words.yaml over the English words. Missing, it is a problem in a
 * published language, and the English words (with a note) in one that is not published yet.
 */
function interfaceWordsIn(
  context: TranslationContext,
  english: InterfaceWords,
): InterfaceWords | undefined {
  const { reader, language } = context;
  const read = readTranslatedWords(context, INTERFACE_WORDS_FILE, interfaceWordsSchema, english);
  if (read !== "missing") return read?.words;
  const file = translatedFile(language.code, INTERFACE_WORDS_FILE);
  const message = `this file is missing: pages in ${language.name} need its words (npm run new:translation -- ${INTERFACE_WORDS_FILE} ${language.code}).`;
  if (language.published) {
    reader.problem(file, { message });
    return undefined;
  }
  reader.warnings.push(`${reader.display(file)}: ${message} Until then they use the English.`);
  return english;
}
