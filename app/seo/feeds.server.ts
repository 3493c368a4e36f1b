// What search engines and feed readers read: the sitemap, robots.txt and the RSS feed. Each lists
// published articles only, even in a preview build.
import { Feed } from "feed";
import { escapeMarkup } from "~/lib/escape";
import { parseCalendarDate } from "~/lib/format";
import { pageCount } from "~/lib/pagination";
import { inLanguage, paths, SITE_PAGES } from "~/lib/paths";
import { TOOLS } from "~/features/tools/registry";
import {
  absoluteUrl,
  ageGroupsIn,
  categoriesOf,
  categoryOf,
  findArticle,
  languages,
  localContent,
  tools,
  published,
  publishing,
  type ContentInLanguage,
} from "../content/content.server";

/** A checked calendar date as midnight UTC, so no time zone can move it to another day. */
const utcDate = (calendarDate: string): Date => parseCalendarDate(calendarDate)!;

/** Every page of a list, from its first to its last. */
function listPages(pathOf: (page: number) => string, count: number, perPage: number): string[] {
  return Array.from({ length: pageCount(count, perPage) }, (_, index) => pathOf(index + 1));
}

type Entry = { path: string; lastmod?: string };

/** A language's lists of articles (all, by topic, by age group), each page of each. */
function listEntries(local: ContentInLanguage): Entry[] {
  const shown = published(local.articles);
  const countIn = (matches: (article: (typeof shown)[number]) => boolean) =>
    shown.filter(matches).length;
  const { articlesPerPage } = local.site;
  return [
    ...listPages(paths.allArticles, shown.length, articlesPerPage),
    ...categoriesOf(local).flatMap((category) =>
      listPages(
        (page) => paths.topic(category.id, page),
        countIn((article) => article.category === category.id),
        articlesPerPage,
      ),
    ),
    ...ageGroupsIn(local).flatMap((group) =>
      listPages(
        (page) => paths.ageGroup(group.id, page),
        countIn((article) => article.ageGroups.includes(group.id)),
        articlesPerPage,
      ),
    ),
  ].map((path) => ({ path }));
}

/** The Resources tools the language has, each's page, then the tools' other pages (the ages). */
const toolEntries = (local: ContentInLanguage): Entry[] => {
  const translated = TOOLS.filter((tool) => local.translatedTools.includes(tool.id));
  return [
    ...translated.map((tool) => paths.tool(tool.id)),
    ...translated.flatMap((tool) => tool.morePages?.(tools.words[tool.id] as never) ?? []),
  ].map((path) => ({ path }));
};

/** A language's published pages, with the first language's addresses. */
function languageEntries(local: ContentInLanguage): Entry[] {
  const isFirst = local.prefix === undefined;
  const has = (key: string) => isFirst || local.translatedPages.includes(key as never);
  return [
    ...SITE_PAGES.filter(
      // A page outside the menu is named by its address: /privacy, /search.
      (page) => page.path === paths.home() || has(page.menuKey ?? page.path.slice(1)),
    ).map(({ path }) => ({ path })),
    ...(has("resources") ? listEntries(local) : []),
    ...toolEntries(local),
    ...published(local.articles)
      .filter((article) => findArticle(local, article.slug))
      .map((article) => ({
        path: paths.article(article.slug),
        lastmod: article.updated ?? article.date,
      })),
  ];
}

/** Every published page's address in every language, with the date it last changed where known. */
export function sitemapEntries(): Entry[] {
  return languages.flatMap((language) => {
    const local = localContent(language === languages[0] ? {} : { lang: language.code });
    return languageEntries(local).map((entry) => ({
      ...entry,
      path: inLanguage(entry.path, local.prefix),
    }));
  });
}

export function sitemapXml(): string {
  const urls = sitemapEntries().map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeMarkup(absoluteUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** A preview build lets no search engine index anything. */
export function robotsTxt(): string {
  return [
    "User-agent: *",
    publishing.preview ? "Disallow: /" : "Allow: /",
    "",
    `Sitemap: ${absoluteUrl(paths.sitemap())}`,
    "",
  ].join("\n");
}

/** RSS 2.0 of a language's published articles (its own, not the English it has not translated). */
export function rssXml(local: ContentInLanguage): string {
  const own = published(local.articles).filter((article) => !article.lang);
  const newest = own[0];
  const { site } = local;
  const resources = local.pages.resources;
  const feed = new Feed({
    title: `${site.name}: ${resources.title}`,
    description: resources.description,
    id: absoluteUrl(local.paths.resources()),
    link: absoluteUrl(local.paths.resources()),
    language: local.language.locale,
    image: absoluteUrl(paths.siteShareImage()),
    copyright: `© ${site.name}`,
    updated: newest ? utcDate(newest.updated ?? newest.date) : undefined,
    feedLinks: { rss: absoluteUrl(local.paths.feed()) },
  });
  for (const article of own) {
    const url = absoluteUrl(local.paths.article(article.slug));
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.description,
      date: utcDate(article.date),
      category: [{ name: categoryOf(local, article).title }],
      image: absoluteUrl(local.paths.articleShareImage(article.slug)),
    });
  }
  return feed.rss2();
}
