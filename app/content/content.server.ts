// The one way routes reach content: the checked data of the build (virtual:content), with every
// article's and page's body already rendered to HTML, in each language the build has. A route
// asks for the content of its language (localContent(params)); what that language has not
// translated is the English, marked with the English `lang`, never a copy under its address.
import content from "virtual:content";
import { inLanguage, paths as englishPaths, pathsIn } from "~/lib/paths";
import { notFound } from "~/lib/responses";
import { PAGE_TYPES, type PageName, type PageType } from "./content-types";
import { localAddressIn, withLocalLinks } from "./local-links";
import type { Article } from "./articles";
import type { Pages } from "./read-tree";
import type { Service, Site, TeamMember } from "./schemas";
import type { Language, LanguageLink, Translation } from "./schemas";

// The build's content (app/build-time/load-content.ts) gives the types of what joins the layers
// above this one (each language's content, the tools' words): this module imports none of them.
type LanguageContent = (typeof content.translations)[string];
type LanguageTools = NonNullable<LanguageContent["tools"]>;
type ToolId = keyof LanguageTools["words"];

export const publishing = content.publishing;
/** The first language's site: its facts (address, phone, URL) are every language's. */
export const site = content.site;
/** The Resources tools' words (content/tools/) in the first language: shared, and each tool's by id. */
export const tools = content.tools;

const [firstLanguage] = content.languages;
/** The languages this build has, the first one first (an unpublished one only in a preview). */
export const languages: Language[] = [
  firstLanguage,
  ...content.languages.slice(1).filter((language) => content.translations[language.code]),
];

/** What the English shows where a language has no translation: marked with its own language. */
type EnglishMark = { lang?: string; translation?: Translation };
export type ListedArticle = Article & EnglishMark;

/** English items in a list of another language: its translations in their place, the rest marked. */
function withEnglishFallback<T extends { slug: string }>(
  english: T[],
  translated: T[],
): (T & EnglishMark)[] {
  const bySlug = new Map(translated.map((item) => [item.slug, item]));
  return english.map((item) => bySlug.get(item.slug) ?? { ...item, lang: firstLanguage.locale });
}

/** The first language's content as it is written: nothing in it is marked as a translation. */
type FirstLanguageContent = Pick<
  typeof content,
  "site" | "words" | "pages" | "services" | "team" | "articles" | "tools"
>;

/** What a language has written itself: the first language all of it; another, what it translates. */
function languageContent(language: Language): LanguageContent | FirstLanguageContent {
  if (language.code !== firstLanguage.code) return content.translations[language.code];
  const { site, words, pages, services, team, articles, tools } = content;
  return { site, words, pages, services, team, articles, tools };
}

/** The build's pages, by address: a link in content leads to its language's page where there is one. */
const addresses = new Set(content.addresses);
const codes = content.languages.map((language) => language.code);

/** The bodies and figures as a language's pages show them: their links to its own pages. */
function withLinksIn<T>(prefix: string | undefined, shown: T): T {
  if (prefix === undefined) return shown;
  return withLocalLinks(
    shown,
    localAddressIn(
      prefix,
      (page) => addresses.has(page),
      codes,
      content.translatedHeadings[prefix] ?? {},
    ),
  );
}

/** One language's content as routes use it. */
function contentIn(language: Language) {
  const isFirst = language.code === firstLanguage.code;
  const prefix = isFirst ? undefined : language.code;
  const written = languageContent(language);
  const { pages: ownPages, services: ownServices, team: ownTeam, articles: ownArticles } = written;
  // What this language's pages show of its own and of the English: the links in both local.
  const ofLanguage = withLinksIn(prefix, {
    pages: ownPages,
    services: ownServices,
    team: ownTeam,
    articles: ownArticles,
  });
  const english = withLinksIn(prefix, {
    pages: content.pages,
    services: content.services,
    team: content.team,
    articles: content.articles,
  });
  const translatedPages = (Object.keys(content.pages) as PageName[]).filter(
    (name) => isFirst || ofLanguage.pages[name] !== undefined,
  );
  const tools: LanguageTools | undefined = written.tools;
  /** The tools this language has: each of the others' cards leads to the English tool. */
  const translatedTools = Object.keys(tools?.words ?? {}) as ToolId[];
  const paths = pathsIn({ prefix, pages: translatedPages, tools: translatedTools });
  // The language's articles first, then the English ones it has not translated (marked).
  const ofLanguageSlugs = new Set(ofLanguage.articles.map((article) => article.slug));
  const articles: ListedArticle[] = [
    ...ofLanguage.articles,
    ...english.articles
      .filter((article) => !ofLanguageSlugs.has(article.slug))
      .map((article) => ({ ...article, lang: isFirst ? undefined : firstLanguage.locale })),
  ];
  // By slug: every article page, share image and language link looks one up.
  const articlesBySlug = new Map(articles.map((article) => [article.slug, article]));
  const articlesInLanguage = new Map(
    articles.filter((article) => !article.lang).map((article) => [article.slug, article]),
  );
  const pages = { ...english.pages, ...ofLanguage.pages } as Pages & {
    [K in PageName]: Pages[K] & EnglishMark;
  };
  return {
    language,
    prefix,
    site: written.site as Site,
    /** The interface's words in this language (content/<code>/interface-words.yaml over English). */
    words: written.words,
    /** Every page: the translation, or the English one (routes show only translated ones). */
    pages,
    translatedPages,
    /** The Resources tools' words in this language, where it has them. */
    tools,
    translatedTools,
    paths,
    services: withEnglishFallback<Service>(english.services, ofLanguage.services),
    team: withEnglishFallback<TeamMember>(english.team, ofLanguage.team),
    articles,
    /** Every article on this language's pages by slug: its translation, or the English marked. */
    articlesBySlug,
    /** The articles this language has translated, by slug. */
    articlesInLanguage,
    /**
     * The address of an article in this language: its translation, or the English one shown
     * inside this language's pages (menus, buttons and help in the parent's language).
     */
    articleHref: (article: ListedArticle) => paths.article(article.slug),
  };
}

export type ContentInLanguage = ReturnType<typeof contentIn>;

const contentByLanguage = new Map(
  languages.map((language) => [language.code, contentIn(language)]),
);

/** The answer of an address the site has no page at (the routes throw it). */
/** The content of the route's language (params.lang; none is the first); 404 for another code. */
export function localContent(params: { lang?: string }): ContentInLanguage {
  if (params.lang === undefined) return contentByLanguage.get(firstLanguage.code)!;
  const local = params.lang !== firstLanguage.code ? contentByLanguage.get(params.lang) : undefined;
  if (!local) throw notFound();
  return local;
}

/** For the layout: the route's language, or the first for an address that names none. */
export function layoutContent(params: { lang?: string }): ContentInLanguage {
  return contentByLanguage.get(params.lang ?? "") ?? contentByLanguage.get(firstLanguage.code)!;
}

/** A page the language has translated, or 404 (no copies of untranslated pages). */
export function translatedPage<K extends PageName>(local: ContentInLanguage, name: K) {
  if (!local.translatedPages.includes(name)) throw notFound();
  return local.pages[name];
}

/** Where a language that has not the page leads instead: an address in the first language. */
export type NearestPage = (local: ContentInLanguage) => string;

/**
 * The page at `englishPath` in every language of the build, for the language switch and
 * hreflang; `has` says whether a language has it (every language has its home page). Where a
 * language has not, the switch leads to `nearest`: the nearest page that language has (its
 * home unless the route says better), never to a page that is not there.
 */
export function languageLinks(
  englishPath: string,
  has: (local: ContentInLanguage) => boolean,
  nearest: NearestPage = () => englishPaths.home(),
) {
  return languages.map((language): LanguageLink => {
    const local = contentByLanguage.get(language.code)!;
    const exists = has(local);
    const path = inLanguage(exists ? englishPath : nearest(local), local.prefix);
    return { code: language.code, name: language.name, locale: language.locale, path, exists };
  });
}

/** What search engines and feed readers see: published articles only, even in a preview. */
export const published = (list: ListedArticle[]) =>
  list.filter((article) => article.status === "published");

/** The published articles in the language itself (what its pages count), not those in English. */
export const publishedInLanguage = (local: ContentInLanguage) =>
  published(local.articles).filter((article) => !article.lang);

/** The article of this slug that the language has translated. */
export function findArticle(local: ContentInLanguage, slug: string): ListedArticle | undefined {
  return local.articlesInLanguage.get(slug);
}

/**
 * The article at this slug on the language's pages: its translation, or else the English one
 * (marked with its `lang`), shown inside the language's pages rather than sending the parent to
 * the English site.
 */
export function articleOnPage(local: ContentInLanguage, slug: string): ListedArticle | undefined {
  return local.articlesBySlug.get(slug);
}

export const categoriesOf = (local: ContentInLanguage) => local.pages.resources.categories;
export const ageGroupsIn = (local: ContentInLanguage) => local.pages.resources.ageGroups;

export function categoryOf(local: ContentInLanguage, article: Article) {
  return categoriesOf(local).find((category) => category.id === article.category)!;
}

export function ageGroupsOf(local: ContentInLanguage, article: Article) {
  return ageGroupsIn(local).filter((group) => article.ageGroups.includes(group.id));
}

/** An absolute address on the live site, from the site URL in content/site.yaml. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
}

/** A language's fixed pages by their English address, each with its translation when it has one. */
export function translatedPagesByPath(local: ContentInLanguage) {
  const byPath = new Map<string, { translation?: Translation; file: string }>();
  for (const [name, type] of Object.entries(PAGE_TYPES) as [PageName, PageType][]) {
    const page = local.pages[name] as { translation?: Translation };
    if (type.path) byPath.set(type.path(), { translation: page.translation, file: type.file });
  }
  return byPath;
}
