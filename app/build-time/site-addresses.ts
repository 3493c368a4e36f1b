// Every address of the site a content file may link to, in every language the content has: the
// fixed pages a language has (all of them in the first; the translated ones in another), the lists
// of articles and each of their pages, every article, the Resources tools a language has (with
// their own pages, such as each age of the milestone checklist), and the feeds. Drafts, scheduled
// articles and languages not published yet count in a preview; a production build has only what
// it publishes. The content check (site-links.ts) checks every body's links against them.
import type { Article } from "../content/articles";
import type { Pages } from "../content/read-tree";
import type { Publishing } from "../content/publishing";
import type { Language, Site } from "../content/schemas";
import { TOOLS } from "../features/tools/registry";
import type { ToolWords } from "../features/tools/registry";
import { headingIdsInHtml } from "../content/body/headings";
import { translatedHeadings } from "../content/local-links";
import { pageCount } from "../lib/pagination";
import { inLanguage, pagePartsOf, paths, SITE_PAGES } from "../lib/paths";

/** One language's content, as far as its addresses go. */
type LanguageSite = {
  prefix?: string;
  site: Pick<Site, "articlesPerPage">;
  pages: Partial<Pick<Pages, "resources">> & Record<string, unknown>;
  /** The first language's articles: every language shows each, translated or in English. */
  articles: Pick<Article, "slug" | "category" | "ageGroups">[];
  /** The words of each tool the language has. */
  tools: Partial<ToolWords>;
};

/** Every page of a list, from the first to the last. */
const listPages = (pathOf: (page: number) => string, count: number, perPage: number) =>
  Array.from({ length: pageCount(count, perPage) }, (_, index) => pathOf(index + 1));

function languageAddresses({ prefix, site, pages, articles, tools }: LanguageSite): string[] {
  const has = (key: string) => prefix === undefined || Object.hasOwn(pages, key);
  const fixed = SITE_PAGES.filter(
    (page) => page.path === paths.home() || has(page.menuKey ?? page.path.slice(1)),
  ).map((page) => page.path);
  const resources = pages.resources;
  const perPage = site.articlesPerPage;
  const countOf = (matches: (article: LanguageSite["articles"][number]) => boolean) =>
    articles.filter(matches).length;
  const lists =
    has("resources") && resources
      ? [
          ...listPages(paths.allArticles, articles.length, perPage),
          ...resources.categories.flatMap((category) =>
            listPages(
              (page) => paths.topic(category.id, page),
              countOf((article) => article.category === category.id),
              perPage,
            ),
          ),
          ...resources.ageGroups.flatMap((group) =>
            listPages(
              (page) => paths.ageGroup(group.id, page),
              countOf((article) => article.ageGroups.includes(group.id)),
              perPage,
            ),
          ),
        ]
      : [];
  const toolPages = TOOLS.filter((tool) => tools[tool.id] !== undefined).flatMap((tool) => [
    paths.tool(tool.id),
    ...(tool.morePages?.(tools[tool.id] as never) ?? []),
  ]);
  return [
    ...fixed,
    ...lists,
    ...articles.map((article) => paths.article(article.slug)),
    ...toolPages,
    paths.feed(),
  ].map((path) => inLanguage(path, prefix));
}

/** What the addresses are made from: the first language's content and each other language's. */
export type AddressSource = LanguageSite & {
  translations: Record<string, Omit<LanguageSite, "articles" | "prefix">>;
};

/** Every address of the site, in every language of the content. */
export function siteAddresses(content: AddressSource): Set<string> {
  const { translations, ...english } = content;
  return new Set([
    ...languageAddresses(english),
    ...Object.entries(translations).flatMap(([code, language]) =>
      languageAddresses({ ...language, prefix: code, articles: english.articles }),
    ),
    paths.sitemap(),
  ]);
}

type Content = {
  site: LanguageSite["site"];
  /** The services page has a part for each (its id is the slug). */
  services: readonly { slug: string }[];
  pages: LanguageSite["pages"];
  articles: (LanguageSite["articles"][number] & Pick<Article, "file" | "status" | "html">)[];
  tools: { words: Partial<ToolWords> };
  translations: Record<
    string,
    Omit<LanguageSite, "articles" | "prefix" | "tools"> & {
      language: Pick<Language, "published">;
      articles: Pick<Article, "file" | "status" | "slug" | "html">[];
      tools?: { words: Partial<ToolWords> };
    }
  >;
};

/**
 * What the body links of `content` are checked against (site-links.ts): every address of the
 * site as a preview shows it (`all`), and those a build with `publishing` has (`live`: in a
 * production build, published articles and languages only). In a production build the links of
 * what it leaves out (a draft, a language not published yet) are not its own: `checked` says no.
 */
export function linkTargets(content: Content, publishing: Publishing) {
  const shown = (each: { status: string }) => publishing.preview || each.status === "published";
  const source = (live: boolean): AddressSource => ({
    site: content.site,
    pages: content.pages,
    tools: content.tools.words,
    articles: live ? content.articles.filter(shown) : content.articles,
    translations: Object.fromEntries(
      Object.entries(content.translations)
        .filter(([, each]) => !live || publishing.preview || each.language.published)
        .map(([code, each]) => [
          code,
          { site: each.site, pages: each.pages, tools: each.tools?.words ?? {} },
        ]),
    ),
  });
  const all = siteAddresses(source(false));
  const notBuilt = new Set(
    [...content.articles, ...Object.values(content.translations).flatMap((each) => each.articles)]
      .filter((article) => !shown(article))
      .map((article) => article.file),
  );
  const unpublished = Object.entries(content.translations)
    .filter(([, each]) => !publishing.preview && !each.language.published)
    .map(([code]) => `content/${code}/`);
  return {
    all,
    live: publishing.preview ? all : siteAddresses(source(true)),
    headings: articleHeadings(source(true), content, shown),
    headingsApart: headingsApart(source(true), content, shown),
    parts: (page: string) => fixedPageParts(page, content),
    /** Whether the build shows the file (as counsellors see it: "content/articles/x.mdx"). */
    checked: (shownFile: string) =>
      !notBuilt.has(shownFile) && !unpublished.some((folder) => shownFile.startsWith(folder)),
  };
}

export type LinkTargets = ReturnType<typeof linkTargets>;

/**
 * The parts of a fixed page ("/services", "/mr/services") a link may name: its sections' and, on
 * the services page, each service's; undefined for a page that is no fixed page.
 */
function fixedPageParts(page: string, content: Pick<Content, "services" | "translations">) {
  const code = Object.keys(content.translations).find((each) => {
    const home = inLanguage(paths.home(), each);
    return page === home || page.startsWith(`${home}/`);
  });
  const english = code === undefined ? page : page.slice(code.length + 1) || paths.home();
  const parts = pagePartsOf(english);
  if (parts === undefined || english !== paths.services()) return parts;
  return [...parts, ...content.services.map((service) => service.slug)];
}

/**
 * The ids of the headings of each article page this build shows (`source`: its languages), by
 * address, for a link to a part of it ("/resources/x#when-to-seek-help"): a language's page
 * shows the language's translation where the build shows it, else the English. Read from an
 * article's HTML only when a link names a part of it; undefined for a page that is no article.
 */
function articleHeadings(
  source: AddressSource,
  content: Content,
  shown: (each: { status: string }) => boolean,
): (page: string) => readonly string[] | undefined {
  const html = new Map<string, string>();
  const english = content.articles.filter(shown);
  for (const article of english) html.set(paths.article(article.slug), article.html);
  for (const code of Object.keys(source.translations)) {
    const own = new Map(
      content.translations[code].articles
        .filter(shown)
        .map((article) => [article.slug, article.html]),
    );
    for (const article of english) {
      const page = inLanguage(paths.article(article.slug), code);
      html.set(page, own.get(article.slug) ?? article.html);
    }
  }
  const read = new Map<string, string[]>();
  return (page) => {
    const body = html.get(page);
    if (body === undefined) return undefined;
    if (!read.has(page)) read.set(page, headingIdsInHtml(body));
    return read.get(page);
  };
}

/**
 * The translation (its file, and its English's) of the article at an English page
 * ("/resources/x") into the language with `code`, where this build shows it and its headings are
 * not the English's: a link to a heading of the English leads to the top of the translated page.
 */
function headingsApart(
  source: AddressSource,
  content: Content,
  shown: (each: { status: string }) => boolean,
): (code: string, page: string) => { file: string; english: string } | undefined {
  const english = content.articles.filter(shown);
  const byLanguage = new Map<string, Map<string, { file: string; english: string }>>();
  const apartIn = (code: string) => {
    const apart = new Map<string, { file: string; english: string }>();
    if (!Object.hasOwn(source.translations, code)) return apart;
    const translated = content.translations[code].articles.filter(shown);
    const headings = translatedHeadings(english, translated);
    for (const article of translated) {
      const original = english.find((each) => each.slug === article.slug);
      if (original && headings[article.slug] === null)
        apart.set(paths.article(article.slug), { file: article.file, english: original.file });
    }
    return apart;
  };
  return (code, page) => {
    if (!byLanguage.has(code)) byLanguage.set(code, apartIn(code));
    return byLanguage.get(code)!.get(page);
  };
}
