// What search engines and feed readers read: the sitemap, robots.txt and the RSS feed. Each lists
// published articles only, even in a preview build.
import { Feed } from "feed";
import { parseCalendarDate } from "~/lib/format";
import { pageCount } from "~/lib/pagination";
import { paths, SITE_PAGES } from "~/lib/paths";
import { TOOL_IDS } from "~/lib/tools";
import {
  absoluteUrl,
  ageGroups,
  categories,
  categoryOf,
  milestones,
  pages,
  publishedArticles,
  publishing,
  site,
} from "./content.server";

/** A checked calendar date as midnight UTC, so no time zone can move it to another day. */
const utcDate = (calendarDate: string): Date => parseCalendarDate(calendarDate)!;

/** Every page of a list, from its first to its last. */
function listPages(pathOf: (page: number) => string, count: number): string[] {
  return Array.from({ length: pageCount(count) }, (_, index) => pathOf(index + 1));
}

/** Every published page's address, with the date it last changed where one is known. */
export function sitemapEntries(): { path: string; lastmod?: string }[] {
  const countIn = (matches: (article: (typeof publishedArticles)[number]) => boolean) =>
    publishedArticles.filter(matches).length;
  return [
    ...SITE_PAGES.map(({ path }) => ({ path })),
    ...listPages(paths.allArticles, publishedArticles.length).map((path) => ({ path })),
    ...categories.flatMap((category) =>
      listPages(
        (page) => paths.topic(category.id, page),
        countIn((article) => article.category === category.id),
      ).map((path) => ({ path })),
    ),
    ...ageGroups.flatMap((group) =>
      listPages(
        (page) => paths.ageGroup(group.id, page),
        countIn((article) => article.ageGroups.includes(group.id)),
      ).map((path) => ({ path })),
    ),
    ...TOOL_IDS.map((id) => ({ path: paths.tool(id) })),
    ...milestones.ages.map(({ months }) => ({ path: paths.milestoneAge(months) })),
    ...publishedArticles.map((article) => ({
      path: paths.article(article.slug),
      lastmod: article.updated ?? article.date,
    })),
  ];
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapXml(): string {
  const urls = sitemapEntries().map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
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

/** RSS 2.0 of every published article, newest first, built with the `feed` library. */
export function rssXml(): string {
  const resources = pages.resources;
  const newest = publishedArticles[0];
  const feed = new Feed({
    title: `${site.name}: ${resources.title}`,
    description: resources.description,
    id: absoluteUrl(paths.resources()),
    link: absoluteUrl(paths.resources()),
    language: site.locale,
    image: absoluteUrl(paths.siteShareImage()),
    copyright: `© ${site.name}`,
    updated: newest ? utcDate(newest.updated ?? newest.date) : undefined,
    feedLinks: { rss: absoluteUrl(paths.feed()) },
  });
  for (const article of publishedArticles) {
    const url = absoluteUrl(paths.article(article.slug));
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.description,
      date: utcDate(article.date),
      category: [{ name: categoryOf(article).title }],
      image: absoluteUrl(paths.articleShareImage(article.slug)),
    });
  }
  return feed.rss2();
}
