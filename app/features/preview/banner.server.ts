// The banner at the top of every page of a preview build, for the branch's reviewers: the link to
// the list of changes, "Edit this page" into the counsellors' editor for an article, the files
// any other page is made from on GitHub, and the marks of a stale or unreviewed translation and of
// an address shown in English (its translation is behind), in the page's language (PreviewBanner.tsx draws it). Undefined in a production build.
import path from "node:path";
import {
  INTERFACE_WORDS_FILE,
  PAGE_TYPES,
  SITE_FILE,
  slugFromFile,
  TOOLS_FOLDER,
  type PageName,
  type PageType,
} from "~/content/content-types";
import {
  layoutContent,
  publishing,
  translatedPagesByPath,
  type ContentInLanguage,
} from "~/content/content.server";
import type { Article } from "~/content/articles";
import type { Translation } from "~/content/schemas";
import { paths } from "~/lib/paths";
import type { PreviewBannerData } from "./PreviewBanner";
import { fileOnGitHub } from "./review.server";

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
  if (inside === paths.previewChanges()) return [ofLanguage(INTERFACE_WORDS_FILE, local.prefix)];
  const name = (Object.keys(PAGE_TYPES) as PageName[]).find(
    (each) => (PAGE_TYPES[each] as PageType).path?.() === inside,
  );
  if (!name || !local.translatedPages.includes(name)) return [pageFile("errors")];
  const parts = name === "about" ? local.team : name === "services" ? local.services : [];
  // The home page stands for the files every page shows: the practice's details and the words.
  const site =
    name === "home"
      ? [ofLanguage(SITE_FILE, local.prefix), ofLanguage(INTERFACE_WORDS_FILE, local.prefix)]
      : [];
  return [pageFile(name), ...site, ...parts.map((part) => inContent(part.file))];
}

/** What the page being shown is made from, found by its address: an article, or its files. */
function pageAt(local: ContentInLanguage, pathname: string) {
  const inside = local.prefix ? pathname.slice(local.prefix.length + 1) || paths.home() : pathname;
  const articles = paths.article("");
  const article = inside.startsWith(articles) ? inside.slice(articles.length) : undefined;
  const found = article ? local.articlesBySlug.get(article) : undefined;
  if (found) return { article: found, translation: found.translation, files: [] };
  const page = translatedPagesByPath(local).get(inside);
  return { article: undefined, translation: page?.translation, files: pageFiles(local, inside) };
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
    labels: local.words.labels.preview,
    changes: local.paths.previewChanges(),
    launch: paths.editorLaunch(local.prefix),
    edit: article && paths.editorEntry(articlesCollection(local.prefix), entryOf(article)),
    files: files.flatMap((file) => fileOnGitHub(file) ?? []),
    stale: marks?.stale ?? false,
    unreviewed: marks?.unreviewed ?? false,
    // The address shows on every page (the footer): behind its English, every page says so.
    addressBehind: local.site.addressBehind === true,
  };
}

const translationMarks = (translation: Translation) => ({
  stale: translation.stale,
  unreviewed: translation.reviewedBy === "",
});
