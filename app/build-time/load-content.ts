// The whole site's content, in every language, with the tools' words: the one place that joins
// the content layer (app/content: reading and checking files), the languages (app/i18n: each
// translation over its English) and the tools (app/features/tools: their words). Reads every file
// in content/, checks it, and returns typed objects with each body as HTML. It runs at build time
// (the Vite plugin and `npm run check:content`; the editor's check runs it in the browser), never
// per request. All mistakes are collected, so a counsellor sees every problem in one run (a link
// to a page the site does not have, once all the rest is right: site-links.ts). Nothing
// in a content file is ever run: frontmatter is YAML read as data, bodies are checked syntax trees.
import type { Article } from "../content/articles";
import { createBodyReader } from "../content/body";
import { createBodyCache } from "../content/body/cache";
import { INTERFACE_WORDS_FILE, SITE_FILE } from "../content/content-types";
import { publicDirOf } from "../content/folders";
import { ContentError } from "../content/problems";
import { publishingFromEnv, type Publishing } from "../content/publishing";
import { createReader, markdownReader } from "../content/read";
import { checkSiteLinks } from "../content/site-links";
import { translatedHeadings, type HeadingsInTranslation } from "../content/local-links";
import { englishFiles, isComplete, readTree } from "../content/read-tree";
import {
  interfaceWordsSchema,
  LANGUAGES_FILE,
  languagesSchema,
  siteSchema,
  type Language,
} from "../content/schemas";
import { loadLanguage, type ReadSetup, type TranslatedContent } from "../i18n/load-language";
import { translatedFile } from "../i18n/translation-fields";
import { recordingReadYaml } from "../i18n/translated-words";
import {
  completeTools,
  readEnglishTools,
  readToolsInLanguage,
  toolProblems,
  type EnglishTools,
  type LanguageTools,
} from "../features/tools/content";
import { PAGE_LISTS } from "./page-lists";
import { linkTargets } from "./site-addresses";

export { ContentError } from "../content/problems";
export { slugFromFile } from "../content/content-types";

export type Content = ReturnType<typeof loadContent>;

/** One language's content (what it translates), with the Resources tools it has translated. */
export type LanguageContent = TranslatedContent & {
  /** None without content/<code>/tools/shared.yaml. */
  tools?: LanguageTools;
};

/**
 * Every article is checked, drafts included; a production build then leaves out drafts and
 * scheduled articles entirely, so nothing can show them by mistake.
 */
export function loadContent(
  contentDir: string,
  publishing: Publishing = publishingFromEnv(),
  /** Pictures that articles show live here (public/ beside content/). */
  publicDir = publicDirOf(contentDir),
  /**
   * The builds whose check of links to the site's pages is run: this one's. Each checks the files
   * it shows and the ones before it did not (the editor's save: production's, then a preview's).
   */
  linkChecks: Publishing[] = [publishing],
) {
  const reader = createReader(contentDir, publicDir);
  const languages = reader.readYaml(LANGUAGES_FILE, languagesSchema);
  const siteRead = reader.readYaml(SITE_FILE, siteSchema);
  const site = siteRead && languages && { ...siteRead, locale: languages[0].locale };
  // The interface's words (menu, buttons, labels): each language's are read over them.
  const words = reader.readYaml(INTERFACE_WORDS_FILE, interfaceWordsSchema);
  const bodyCache = createBodyCache(contentDir);
  const readBody = createBodyReader(
    { helplines: site?.helplines, pictureExists: reader.pictureExists },
    bodyCache,
  );
  const files = englishFiles(reader, markdownReader(reader, readBody));
  const lists = PAGE_LISTS;
  const tree = readTree(files, { language: languages?.[0], publishing, english: undefined, lists });
  const { pages, services, team, articles } = tree;
  // What the English tools read, file by file: each language's tools are translated over it.
  const englishTools = recordingReadYaml(reader.readYaml);
  const toolsRead = readEnglishTools({
    contentDir,
    readYaml: englishTools.readYaml,
    problems: reader.problems,
  });
  // An article with a mistake is left out: names of it elsewhere are not a second problem.
  const articleSlugs = tree.allArticlesRead ? articles.map((article) => article.slug) : undefined;
  // Articles are read only with the Resources page (their topics are there).
  if (site && pages.resources) {
    const helplineIds = site.helplines.map((line) => line.id);
    reader.problems.push(...toolProblems(toolsRead, { helplineIds, articleSlugs }));
  }
  const tools = completeTools(toolsRead);
  if (reader.problems.length > 0 || !site || !words || !tools || !isComplete(pages)) {
    bodyCache.save();
    throw new ContentError(reader.problems);
  }
  const english = { site, words, pages, services, team, articles };
  const translations = loadTranslations(
    languages!,
    { ...english, tools: { contentDir, read: englishTools.read } },
    { reader, bodyCache, publishing, lists },
  );
  bodyCache.save();
  // Once every page of every language is known (and none was left out by a mistake): each
  // body's links to the site lead to one of them.
  if (reader.problems.length === 0) {
    let checkedBefore = (_file: string) => false;
    for (const build of linkChecks) {
      const targets = linkTargets({ ...english, tools, translations }, build);
      const before = checkedBefore;
      const checked = (file: string) => !before(file) && targets.checked(file);
      checkSiteLinks(reader, { ...targets, checked }, languages!.slice(1));
      checkedBefore = (file) => before(file) || targets.checked(file);
    }
  }
  if (reader.problems.length > 0) throw new ContentError(reader.problems);
  const content = {
    ...english,
    tools,
    warnings: reader.warnings,
    /** Every language of content/languages.yaml; the first is the site's own (site, pages …). */
    languages: languages!,
    translations,
  };
  return forPublishing(content, publishing);
}

/** Each language after the first that can be built, by its code. */
function loadTranslations(
  languages: Language[],
  english: Parameters<typeof loadLanguage>[1] & { tools: EnglishTools },
  setup: ReadSetup,
): Record<string, LanguageContent> {
  const translations: Record<string, LanguageContent> = {};
  for (const language of languages.slice(1)) {
    const loaded = loadLanguage(language, english, setup);
    if (!loaded) continue;
    const { reader } = setup;
    const tools = reader.exists(translatedFile(language.code, "tools"))
      ? readToolsInLanguage({ reader, language }, english.tools)
      : undefined;
    translations[language.code] = { ...loaded, ...(tools ? { tools } : {}) };
  }
  return translations;
}

/**
 * The content as a build with these settings shows it: a production build leaves out drafts and
 * scheduled articles entirely, so nothing can show them by mistake.
 */
export function forPublishing<
  C extends Parameters<typeof linkTargets>[0] & {
    articles: Article[];
    translations: Record<string, LanguageContent>;
  },
>(
  content: C,
  publishing: Publishing,
): C & {
  publishing: Publishing;
  addresses: string[];
  translatedHeadings: Record<string, Record<string, HeadingsInTranslation>>;
} {
  const shown = <A extends Article>(articles: A[]) =>
    publishing.preview ? articles : articles.filter((article) => article.status === "published");
  // A language that is not published is built only in previews.
  const translations = Object.fromEntries(
    Object.entries(content.translations)
      .filter(([, each]) => publishing.preview || each.language.published)
      .map(([code, each]) => [code, { ...each, articles: shown(each.articles) }]),
  );
  return {
    ...content,
    publishing,
    articles: shown(content.articles),
    translations,
    /** Every page the build has, in every language: a link is made local where there is one. */
    addresses: [...linkTargets(content, publishing).live],
    /** Each language's translated articles' headings by the English's: a link to one leads there. */
    translatedHeadings: Object.fromEntries(
      Object.entries(translations).map(([code, each]) => [
        code,
        translatedHeadings(content.articles, each.articles),
      ]),
    ),
  };
}
