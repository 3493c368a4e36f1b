// What a preview build shows its reviewers: on every page a banner (the link to the list of
// changes, "Edit this page" into the counsellors' editor, and the marks of a stale or unreviewed
// translation), and the list itself (/preview/changes). Nothing of it exists in a production build.
import { pageOfFile, slugFromFile } from "~/content/content-types";
import {
  languages,
  layoutContent,
  publishing,
  review,
  translatedPagesByPath,
  type ContentInLanguage,
} from "~/content/content.server";
import type { PreviewBannerData } from "~/components/PreviewBanner";
import type { Translation } from "~/i18n/translations";
import { fill } from "~/lib/format";
import { paths } from "~/lib/paths";
import type { Article } from "~/content/load";

/** The editor's collection of a language's articles: "articles", "articles-mr" (app/editor/config.ts). */
const EDITOR_ARTICLES = "articles";
const articlesCollection = (code?: string) =>
  code ? `${EDITOR_ARTICLES}-${code}` : EDITOR_ARTICLES;

/** What the page being shown is made from, found by its address: an article, or a page's file. */
function pageAt(local: ContentInLanguage, pathname: string) {
  const inside = local.prefix ? pathname.slice(local.prefix.length + 1) || paths.home() : pathname;
  const articles = paths.article("");
  const article = inside.startsWith(articles) ? inside.slice(articles.length) : undefined;
  const found = article ? local.articlesInLanguage.get(article) : undefined;
  if (found) return { article: found, translation: found.translation };
  const page = translatedPagesByPath(local).get(inside);
  const translated = page?.translation && local.prefix;
  const file = page && (translated ? `${local.prefix}/${page.file}` : page.file);
  return { article: undefined, translation: page?.translation, file };
}

/**
 * A content file on GitHub as this preview has it: at its branch, or its commit when the build
 * knows no branch name; undefined without Git history (nothing honest to point at).
 */
function fileOnGitHub(file: string | undefined): string | undefined {
  const history = review?.history;
  if (!file || !history?.available) return undefined;
  const ref = history.branch && history.branch !== "HEAD" ? history.branch : history.commit;
  const { repository } = layoutContent({}).site.editor;
  return `https://github.com/${repository}/blob/${encodeURI(ref)}/content/${file}`;
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
  const { article, translation, file } = pageAt(local, pathname);
  const marks = translation && translationMarks(translation);
  return {
    labels: local.site.labels.preview,
    changes: paths.previewChanges(),
    edit: article && paths.editorEntry(articlesCollection(local.prefix), entryOf(article)),
    file: article ? undefined : fileOnGitHub(file),
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

/** The data of /preview/changes; a production build has no such page. */
export function previewChanges() {
  if (!publishing.preview || !review) throw new Response("Not found", { status: 404 });
  const english = layoutContent({});
  const words = english.site.reviewPage;
  const { history } = review;
  return {
    words,
    history: history.available
      ? fill(words.compared, { base: history.base.slice(0, 7), commit: history.commit.slice(0, 7) })
      : undefined,
    changes: review.changes.map((change) => listed(change.file, { status: change.status })),
    drafts: english.articles
      .filter((article) => article.status !== "published")
      .map((article) => ({
        title: article.title,
        path: paths.article(article.slug),
        status:
          article.status === "draft"
            ? english.site.labels.draft
            : fill(english.site.labels.scheduled, { date: article.date }),
      })),
    translations: translationsToCheck(),
    markers: review.markers.map((marker) => ({
      where: `${marker.file}:${marker.line}`,
      field: marker.field,
      what: marker.replace,
      kind: marker.kind,
    })),
  };
}
