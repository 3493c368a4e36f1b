// Reads every file in content/, checks it, and returns typed objects with each body as HTML. It
// runs at build time (the Vite plugin and `npm run check:content`), never per request. All
// mistakes are collected, so a counsellor sees every problem in one run. Nothing in a content file
// is ever run: frontmatter is YAML read as data, bodies are checked syntax trees turned into HTML.
// What there is to read, and the checks of each kind, are in content-types.ts and articles.ts.
import type { Article } from "./articles";
import { createBodyReader } from "./body";
import { createBodyCache } from "./body/cache";
import { SITE_FILE } from "./content-types";
import { publicDirOf } from "./folders";
import { LANGUAGES_FILE, languagesSchema, type Language } from "../i18n/languages";
import { loadLanguage, type LanguageContent, type ReadSetup } from "../i18n/load-language";
import { completeTools, readTools, toolProblems } from "../features/tools/content";
import { recordingReadYaml } from "../i18n/translated-words";
import { ContentError } from "./problems";
import { publishingFromEnv, type Publishing } from "./publishing";
import { createReader, markdownReader } from "./read";
import { englishFiles, isComplete, readTree, type ContentTree } from "./read-tree";
import { siteSchema } from "./schemas";

export { ContentError } from "./problems";
export type { Article } from "./articles";
export { slugFromFile } from "./content-types";
export type { Pages } from "./read-tree";

export type Content = ReturnType<typeof loadContent>;
export type { LanguageContent, Translated } from "../i18n/load-language";
export type { Language } from "../i18n/languages";

/**
 * Every article is checked, drafts included; a production build then leaves out drafts and
 * scheduled articles entirely, so nothing can show them by mistake.
 */
export function loadContent(
  contentDir: string,
  publishing: Publishing = publishingFromEnv(),
  /** Pictures that articles show live here (public/ beside content/). */
  publicDir = publicDirOf(contentDir),
) {
  const reader = createReader(contentDir, publicDir);
  const languages = reader.readYaml(LANGUAGES_FILE, languagesSchema);
  const siteRead = reader.readYaml(SITE_FILE, siteSchema);
  const site = siteRead && languages && { ...siteRead, locale: languages[0].locale };
  const bodyCache = createBodyCache(contentDir);
  const readBody = createBodyReader(
    { helplines: site?.helplines, pictureExists: reader.pictureExists },
    bodyCache,
  );
  const files = englishFiles(reader, markdownReader(reader, readBody));
  const tree = readTree(files, { language: languages?.[0], publishing, english: undefined });
  const { pages, services, team, articles } = tree;
  // What the English tools read, file by file: each language's tools are translated over it.
  const englishTools = recordingReadYaml(reader.readYaml);
  const toolsRead = readTools({
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
  if (reader.problems.length > 0 || !site || !tools || !isComplete(pages)) {
    bodyCache.save();
    throw new ContentError(reader.problems);
  }
  const english: ContentTree & { site: typeof site } = { site, pages, services, team, articles };
  const translations = loadTranslations(
    languages!,
    { ...english, tools: { contentDir, read: englishTools.read } },
    { reader, bodyCache, publishing },
  );
  bodyCache.save();
  if (reader.problems.length > 0) throw new ContentError(reader.problems);
  const content = {
    ...english,
    tools,
    notes: reader.notes,
    /** Every language of content/languages.yaml; the first is the site's own (site, pages …). */
    languages: languages!,
    translations,
  };
  return forPublishing(content, publishing);
}

/** Each language after the first that can be built, by its code. */
function loadTranslations(
  languages: Language[],
  english: Parameters<typeof loadLanguage>[1],
  setup: ReadSetup,
): Record<string, LanguageContent> {
  const translations: Record<string, LanguageContent> = {};
  for (const language of languages.slice(1)) {
    const loaded = loadLanguage(language, english, setup);
    if (loaded) translations[language.code] = loaded;
  }
  return translations;
}

/**
 * The content as a build with these settings shows it: a production build leaves out drafts and
 * scheduled articles entirely, so nothing can show them by mistake.
 */
export function forPublishing<
  C extends { articles: Article[]; translations: Record<string, LanguageContent> },
>(content: C, publishing: Publishing): C & { publishing: Publishing } {
  const shown = <A extends Article>(articles: A[]) =>
    publishing.preview ? articles : articles.filter((article) => article.status === "published");
  // A language that is not published is built only in previews.
  const translations = Object.fromEntries(
    Object.entries(content.translations)
      .filter(([, each]) => publishing.preview || each.language.published)
      .map(([code, each]) => [code, { ...each, articles: shown(each.articles) }]),
  );
  return { ...content, publishing, articles: shown(content.articles), translations };
}
