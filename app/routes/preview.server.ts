// What a preview build shows its reviewers: on every page a banner (the link to the list of
// changes, "Edit this page" into the counsellors' editor for an article, the files any other page
// is made from on GitHub, and the marks of a stale or unreviewed translation), and the list itself
// (/preview/changes, /mr/preview/changes …), in the page's language. Nothing of it exists in a
// production build.
import path from "node:path";
import {
  PAGE_TYPES,
  pageOfFile,
  SITE_FILE,
  slugFromFile,
  TOOLS_FOLDER,
  type PageName,
  type PageType,
} from "~/content/content-types";
import {
  languages,
  layoutContent,
  localContent,
  publishing,
  review,
  translatedPagesByPath,
  type ContentInLanguage,
} from "~/content/content.server";
import type { PreviewBannerData } from "~/components/PreviewBanner";
import type { Translation } from "~/i18n/translations";
import { fill, formatDate } from "~/lib/format";
import { paths } from "~/lib/paths";
import { notFound } from "~/lib/responses";
import type { Article } from "~/content/load";

/** The editor's collection of a language's articles: "articles", "articles-mr" (app/editor/config.ts). */
const EDITOR_ARTICLES = "articles";
const articlesCollection = (code?: string) =>
  code ? `${EDITOR_ARTICLES}-${code}` : EDITOR_ARTICLES;

/** A file as counsellors see it ("content/mr/pages/about.md") → relative to content/. */
const inContent = (file: string) => file.replace(/^content\//, "");

/**
 * The content files a page of a language is made from, relative to content/, its own file
 * first: a fixed page's file (and on the About and Services pages, each team member's and
 * service's, in this language where translated), a list of articles' Resources page, a tool's
 * words, the site's words for the home page and this list; anything else is the error page's.
 */
function pageFiles(local: ContentInLanguage, inside: string): string[] {
  const ofLanguage = (file: string, translated: unknown) =>
    translated && local.prefix ? `${local.prefix}/${file}` : file;
  const pageFile = (name: PageName) =>
    ofLanguage(PAGE_TYPES[name].file, local.pages[name].translation);
  const tools = paths.tool("");
  if (inside.startsWith(tools)) {
    const [tool, part] = inside.slice(tools.length).split(path.posix.sep);
    const translated = (local.translatedTools as string[]).includes(tool);
    const file = (name: string) =>
      ofLanguage(path.posix.join(TOOLS_FOLDER, `${name}.yaml`), translated);
    return [file(tool), ...(part ? [file(`${tool}/${part}`)] : []), file("shared")];
  }
  // The lists of articles (their pages 2, 3 … too): their words are the Resources page's.
  const lists = [`${paths.allArticles()}/`, paths.topic(""), paths.ageGroup("")];
  if (inside === paths.allArticles() || lists.some((list) => inside.startsWith(list))) {
    return [pageFile("resources")];
  }
  if (inside === paths.previewChanges()) return [ofLanguage(SITE_FILE, local.prefix)];
  const name = (Object.keys(PAGE_TYPES) as PageName[]).find(
    (each) => (PAGE_TYPES[each] as PageType).path?.() === inside,
  );
  if (!name || !local.translatedPages.includes(name)) return [pageFile("errors")];
  const parts = name === "about" ? local.team : name === "services" ? local.services : [];
  const site = name === "home" ? [ofLanguage(SITE_FILE, local.prefix)] : [];
  return [pageFile(name), ...site, ...parts.map((part) => inContent(part.file))];
}

/** What the page being shown is made from, found by its address: an article, or its files. */
function pageAt(local: ContentInLanguage, pathname: string) {
  const inside = local.prefix ? pathname.slice(local.prefix.length + 1) || paths.home() : pathname;
  const articles = paths.article("");
  const article = inside.startsWith(articles) ? inside.slice(articles.length) : undefined;
  const found = article ? local.articlesInLanguage.get(article) : undefined;
  if (found) return { article: found, translation: found.translation, files: [] };
  const page = translatedPagesByPath(local).get(inside);
  return { article: undefined, translation: page?.translation, files: pageFiles(local, inside) };
}

/**
 * A content file on GitHub as this preview has it: at its branch, or its commit when the build
 * knows no branch name; undefined without Git history (nothing honest to point at).
 */
function fileOnGitHub(file: string): { name: string; href: string } | undefined {
  const history = review?.history;
  if (!history?.available) return undefined;
  const ref = history.branch && history.branch !== "HEAD" ? history.branch : history.commit;
  const { repository } = layoutContent({}).site.editor;
  const name = `content/${file}`;
  return { name, href: `https://github.com/${repository}/blob/${encodeURI(ref)}/${name}` };
}

/** The article's file name without its folder and extension: the editor's entry. */
const entryOf = (article: Article) => slugFromFile(article.file);

/** The banner's words and links for the page at `pathname`; undefined outside previews. */
export function previewBanner(
  params: { lang?: string },
  pathname: string,
): PreviewBannerData | undefined {
  if (!publishing.preview) return undefined;
  const local = layoutContent(params);
  const { article, translation, files } = pageAt(local, pathname);
  const marks = translation && translationMarks(translation);
  return {
    labels: local.site.labels.preview,
    changes: local.paths.previewChanges(),
    edit: article && paths.editorEntry(articlesCollection(local.prefix), entryOf(article)),
    files: files.flatMap((file) => fileOnGitHub(file) ?? []),
    stale: marks?.stale ?? false,
    unreviewed: marks?.unreviewed ?? false,
  };
}

const translationMarks = (translation: Translation) => ({
  stale: translation.stale,
  unreviewed: translation.reviewedBy === "",
});

const codes = () => languages.slice(1).map((language) => language.code);

/** An English article's slug by its file ("articles/x.mdx"), its `slug` field first. */
function articleSlug(englishFile: string): string {
  const english = layoutContent({});
  const article = english.articles.find((each) => each.file === `content/${englishFile}`);
  return article?.slug ?? slugFromFile(englishFile);
}

/** Whether a language's build has the page of `englishPath` (a service's page, an article). */
function inBuild(code: string, englishPath: string): boolean {
  const local = layoutContent({ lang: code });
  const base = englishPath.split("#")[0];
  const articles = paths.article("");
  const tools = paths.tool("");
  if (base.startsWith(tools)) {
    const [tool] = base.slice(tools.length).split(path.posix.sep);
    return (local.translatedTools as string[]).includes(tool);
  }
  if (base.startsWith(articles)) return local.articlesInLanguage.has(base.slice(articles.length));
  return base === paths.home() || translatedPagesByPath(local).get(base)?.translation !== undefined;
}

/** A file of the list, with the page it shows on (and the English page of a translation). */
function listed<Extra extends object>(file: string, extra: Extra) {
  const page = pageOfFile(file, codes(), articleSlug);
  const shown = page && (!page.code || inBuild(page.code, page.english ?? page.path));
  return {
    file: `content/${file}`,
    path: shown ? page.path : undefined,
    english: page?.english,
    ...extra,
  };
}

/** The translations of the build, each stale or unreviewed, with their pages. */
function translationsToCheck() {
  const unreviewed = new Set(review?.unreviewed ?? []);
  const stale = new Set<string>();
  for (const language of languages.slice(1)) {
    for (const translation of translationsOf(layoutContent({ lang: language.code }))) {
      const file = `content/${language.code}/${translation.translationOf}`;
      if (translation.stale) stale.add(file);
      if (translation.reviewedBy === "") unreviewed.add(file);
    }
  }
  return [...new Set([...stale, ...unreviewed])].sort().map((file) =>
    listed(file.replace(/^content\//, ""), {
      stale: stale.has(file),
      unreviewed: unreviewed.has(file),
    }),
  );
}

/** Every translation a language's content holds. */
function translationsOf(local: ContentInLanguage): Translation[] {
  const own = (item: { translation?: Translation; lang?: string }) =>
    item.lang === undefined ? item.translation : undefined;
  return [
    ...Object.values(local.pages).map(own),
    ...local.services.map(own),
    ...local.team.map(own),
    ...local.articles.map(own),
  ].filter((each): each is Translation => each !== undefined);
}

/** The locale of a content file's language: its folder's (content/mr/…), or the first language's. */
function localeOfFile(file: string): string {
  const [code] = inContent(file).split(path.posix.sep);
  return (languages.find((language) => language.code === code) ?? languages[0]).locale;
}

/**
 * The data of /preview/changes in a language (/mr/preview/changes): its words and dates in that
 * language; a production build has no such page.
 */
export function previewChanges(params: { lang?: string }) {
  if (!publishing.preview || !review) throw notFound();
  const local = localContent(params);
  const { site } = local;
  const { history } = review;
  const short = (commit: string) => commit.slice(0, 7);
  /** Words of another language than the page's are marked with theirs. */
  const langOf = (locale: string | undefined) => (locale === site.locale ? undefined : locale);
  return {
    words: site.reviewPage,
    /** The commits compared (the words' {base} and {commit}); none without Git history. */
    history: history.available
      ? { base: short(history.base), commit: short(history.commit) }
      : undefined,
    changes: review.changes.map((change) => listed(change.file, { status: change.status })),
    // The language's own drafts, and the English ones it has not translated (marked English).
    drafts: local.articles
      .filter((article) => article.status !== "published")
      .map((article) => ({
        title: article.title,
        lang: langOf(article.lang),
        path: local.articleHref(article),
        status:
          article.status === "draft"
            ? site.labels.draft
            : fill(site.labels.scheduled, { date: formatDate(article.date, site.locale) }),
      })),
    translations: translationsToCheck(),
    // A mark's words are in its file's language.
    markers: review.markers.map((marker) => ({
      where: `${marker.file}:${marker.line}`,
      what: marker.replace,
      lang: langOf(localeOfFile(marker.file)),
    })),
  };
}
