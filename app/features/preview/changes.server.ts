// The data of /preview/changes (and /mr/preview/changes …), in preview builds only: what this
// branch changes against main, each file with its page in the preview (a translation beside its
// English page) and its changed sentences in its own language, the commits compared and their
// diff on GitHub, what is left before launch, the translations this branch made stale, the
// drafts, and the standing lists (every translation to bring up to date or review, every claim
// and placeholder), in the page's language (ChangesPage.tsx shows it).
import path from "node:path";
import { pageOfFile, slugFromFile, type FileLookup } from "~/content/content-types";
import {
  languages,
  layoutContent,
  localContent,
  publishing,
  tools,
  translatedPagesByPath,
  type ContentInLanguage,
} from "~/content/content.server";
import type { Translation } from "~/content/schemas";
import { fill, formatDate, formatNumber } from "~/lib/format";
import { paths } from "~/lib/paths";
import { notFound } from "~/lib/responses";
import { compareOnGitHub, review, translatedCodes } from "./review.server";

/** What a file's page depends on besides its name, from the English content of this build. */
const lookup: FileLookup = {
  articleSlug(englishFile) {
    const english = layoutContent({});
    const article = english.articles.find((each) => each.file === `content/${englishFile}`);
    return article?.slug ?? slugFromFile(englishFile);
  },
  milestoneMonths: (englishFile) =>
    tools.words.milestones?.ages.find((age) => age.file === `content/${englishFile}`)?.months,
};

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
  const page = pageOfFile(file, translatedCodes(), lookup);
  const shown = page && (!page.code || inBuild(page.code, page.english ?? page.path));
  return {
    file: `content/${file}`,
    path: shown ? page.path : undefined,
    english: page?.english,
    // Each page is in its file's language, whatever the language of the changes page: the links say so.
    pathLocale: localeOfFile(file),
    englishLocale: languages[0].locale,
    ...extra,
  };
}

/**
 * The translations of the build, each stale or unreviewed, with their pages; `madeStale` when the
 * English file it is behind is one this branch changes.
 */
function translationsToCheck(changed: ReadonlySet<string>) {
  const unreviewed = new Set(review?.unreviewed ?? []);
  const stale = new Set<string>();
  const madeStale = new Set<string>();
  for (const language of languages.slice(1)) {
    for (const translation of translationsOf(layoutContent({ lang: language.code }))) {
      const file = `content/${language.code}/${translation.translationOf}`;
      if (translation.stale) stale.add(file);
      if (translation.stale && changed.has(translation.translationOf)) madeStale.add(file);
      if (translation.reviewedBy === "") unreviewed.add(file);
    }
  }
  return [...new Set([...stale, ...unreviewed])].sort().map((file) =>
    listed(file.replace(/^content\//, ""), {
      stale: stale.has(file),
      madeStale: madeStale.has(file),
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
  const [code] = file.replace(/^content\//, "").split(path.posix.sep);
  return (languages.find((language) => language.code === code) ?? languages[0]).locale;
}

/**
 * The data of /preview/changes in a language (/mr/preview/changes): its words and dates in that
 * language; a production build has no such page.
 */
export function previewChanges(params: { lang?: string }) {
  if (!publishing.preview || !review) throw notFound();
  const local = localContent(params);
  const { site, words: interfaceWords } = local;
  const { history } = review;
  const short = (commit: string) => commit.slice(0, 7);
  /** Words of another language than the page's are marked with theirs. */
  const langOf = (locale: string | undefined) => (locale === site.locale ? undefined : locale);
  const changed = new Set(review.changes.map((change) => change.file));
  const translations = translationsToCheck(changed);
  const count = (value: number) => formatNumber(value, site.locale);
  const left = review.launch;
  return {
    words: interfaceWords.reviewPage,
    locale: site.locale,
    /** The commits compared (the words' {base} and {commit}) and their diff; none without Git history. */
    history: history.available
      ? {
          base: short(history.base),
          commit: short(history.commit),
          diff: compareOnGitHub(history.base, history.commit),
        }
      : undefined,
    // Each changed file's changed sentences are in its own language.
    changes: review.changes.map((change) =>
      listed(change.file, {
        status: change.status,
        text: change.text,
        lang: langOf(localeOfFile(change.file)),
      }),
    ),
    /** What is left before launch (the editor's page lists it): each count in the page's digits. */
    launch: {
      page: paths.editorLaunch(local.prefix),
      label: interfaceWords.labels.preview.launch,
      left: Object.values(left).some((value) => value > 0)
        ? {
            placeholders: count(left.placeholders),
            claims: count(left.claims),
            reviews: count(left.reviews),
          }
        : undefined,
    },
    // The language's own drafts, and the English ones it has not translated (marked English).
    drafts: local.articles
      .filter((article) => article.status !== "published")
      .map((article) => ({
        title: article.title,
        lang: langOf(article.lang),
        path: local.articleHref(article),
        status:
          article.status === "draft"
            ? interfaceWords.labels.draft
            : fill(interfaceWords.labels.scheduled, {
                date: formatDate(article.date, site.locale),
              }),
      })),
    madeStale: translations.filter((item) => item.madeStale),
    translations,
    // A mark's words are in its file's language.
    markers: review.markers.map((marker) => ({
      where: `${marker.file}:${marker.line}`,
      what: marker.note,
      lang: langOf(localeOfFile(marker.file)),
    })),
  };
}
