// The export's search step: the regions each written page marks for search (search-regions.ts)
// become records of a Pagefind index, one index per language (by the page's <html lang>), which
// the export writes under paths.searchIndex() with Pagefind's own script. Only the search pages
// load it (app/features/search/). docs/decisions/013-search.md says why Pagefind, and why the
// records are made here rather than by Pagefind reading the pages:
// - every record's words are also given as searchText makes them (app/lib/search-text.ts), so a
//   query put through the same function matches whatever its vowel signs, nukta or accents;
// - a translated page also holds the words of the English page it translates (the same address
//   without the language's prefix), so a parent who types an English word finds it.
// Pagefind makes the index's files from the records (pagefind-index.ts: each language kept by its
// records), written in a fixed order: the same pages give the same bytes.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import {
  codeDigest,
  digestOf,
  fileMemo,
  paths,
  searchText,
  wordsOf,
  type SearchMeta,
} from "../../app/build-api";
import { readPage } from "./html";
import { indexFiles } from "./pagefind-index";
import type { RenderedFile } from "./render-site";
import type { SearchRegion } from "./search-regions";

/** One record of the index, as the search page reads it back. */
export type SearchRecord = {
  /** The page's address, with #id for a region that has one (a service on /services). */
  url: string;
  /** The index it goes into: the primary subtag of the page's <html lang> ("mr"). */
  language: string;
  kind: string;
  title: string;
  /** The region's words after its title, as the page shows them (the excerpt is cut from these). */
  text: string;
};

const LANG = /<html\b[^>]*\slang="([^"]*)"/;

/**
 * The page up to the end of its <html> start tag, which says its language (LANG finds there what
 * it finds in the whole page); the whole page when it has none.
 */
function htmlStartTagOf(body: Buffer): string {
  const start = body.indexOf("<html");
  const end = start === -1 ? -1 : body.indexOf(">", start);
  const head = end === -1 ? "" : body.toString("utf8", 0, end + 1);
  return LANG.test(head) ? head : body.toString("utf8");
}

/** The record of each region a page marks, in the language of its <html lang>. */
export function recordsOf(pathname: string, html: string, regions: SearchRegion[]): SearchRecord[] {
  const language = (LANG.exec(html)?.[1] ?? "en").split("-")[0].toLowerCase();
  return regions.map(({ kind, id, title, text }) => ({
    url: id ? `${pathname}#${id}` : pathname,
    language,
    kind,
    title,
    text,
  }));
}

/** /mr/resources/x → /resources/x, for the languages after the first ("mr"). */
function englishAddressOf(url: string, prefixes: string[]): string | undefined {
  const [, first, ...rest] = url.split("/");
  if (!prefixes.includes(first.split("#")[0])) return undefined;
  const remainder = rest.join("/");
  return first.includes("#") ? `/${first.slice(first.indexOf("#"))}` : `/${remainder}`;
}

/** The searchText form of every word that differs from how the text writes it, once each. */
function searchFormsOf(texts: string[], exceptWordsOf: string): string[] {
  const written = new Set(wordsOf(exceptWordsOf.toLowerCase()));
  const forms = new Set<string>();
  for (const text of texts) {
    for (const word of wordsOf(searchText(text))) if (!written.has(word)) forms.add(word);
  }
  return [...forms];
}

/**
 * What a record's search forms are kept by: a digest of the code that makes them, searchText's
 * file and this one (searchFormsOf), not the whole app this file reaches through build-api.
 */
export function searchFormsMemo(root = process.cwd()) {
  const searchTextCode = codeDigest("app/lib/search-text.ts", root);
  const own = fs.readFileSync(fileURLToPath(import.meta.url));
  return fileMemo("search-forms", searchTextCode && digestOf(searchTextCode, own));
}

/**
 * Pagefind's record of each of ours: the text, then its title (found by its words, but not shown
 * again in the excerpt), then the words only the search form has. With `memo`, each record's
 * search forms are kept by its words and its English page's (about 1 ms a record, 3 CPU s for
 * the 3,078 records of 1,000 articles), so a rebuild makes only the changed records' again.
 */
export function pagefindRecords(
  records: SearchRecord[],
  prefixes: string[],
  memo?: ReturnType<typeof searchFormsMemo>,
) {
  const byUrl = new Map(records.map((record) => [record.url, record]));
  return [...records]
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
    .map((record) => {
      const englishUrl = englishAddressOf(record.url, prefixes);
      const english = englishUrl === undefined ? undefined : byUrl.get(englishUrl);
      const forms = () =>
        searchFormsOf(
          [record.title, record.text, ...(english ? [english.title, english.text] : [])],
          `${record.title} ${record.text}`,
        );
      const extra = memo
        ? memo.get(
            record.url,
            JSON.stringify([record.title, record.text, english?.title, english?.text]),
            forms,
          )
        : forms();
      const meta: SearchMeta = {
        title: record.title,
        kind: record.kind,
        chars: String(record.text.length),
      };
      return {
        url: record.url,
        language: record.language,
        content: [record.text, record.title, ...extra].join(" "),
        meta,
      };
    });
}

/**
 * Collects the records of the pages the export writes (`add` each one), then gives the index's
 * files to write (`files`). `prefixes` are the languages after the first ("mr").
 */
export function searchIndex(prefixes: string[]) {
  const records: SearchRecord[] = [];
  let made: string[] = [];
  return {
    add({ pathname, body, page }: RenderedFile) {
      if (!page) return;
      // A page kept from an earlier build may have been read before pages gave their regions.
      // Otherwise only its <html> start tag is decoded, for its language (about 3,900 pages of
      // 1,000 articles decoded whole cost a rebuild half a CPU second).
      const html = page.search ? htmlStartTagOf(body) : body.toString("utf8");
      const regions = page.search ?? readPage(html).search;
      if (regions.length > 0) records.push(...recordsOf(pathname, html, regions));
    },
    /** How many records it holds. */
    get size() {
      return records.length;
    },
    /** The languages whose index was made (not kept), once `files` is done. */
    get made() {
      return made;
    },
    async files(): Promise<RenderedFile[]> {
      const bundle = paths.searchIndex();
      const memo = searchFormsMemo();
      const index = await indexFiles(pagefindRecords(records, prefixes, memo));
      memo.save();
      made = index.made;
      const files = index.files;
      return files.map(({ path, content }) => ({
        pathname: `${bundle}${path}`,
        file: `${bundle.slice(1)}${path}`,
        contentType: "",
        body: Buffer.from(content),
      }));
    },
  };
}

/**
 * "Search index: 3,012 records, 412 files, 5,120 KB, made or kept in 2.3 s (made: en, mr)"
 * (bench:build reads it).
 */
export function searchIndexLine(
  records: number,
  files: RenderedFile[],
  ms: number,
  made: string[],
): string {
  const bytes = files.reduce((total, file) => total + file.body.length, 0);
  const number = new Intl.NumberFormat("en-GB");
  return (
    `Search index: ${number.format(records)} records, ${number.format(files.length)} files, ` +
    `${number.format(Math.round(bytes / 1024))} KB, made or kept in ${(ms / 1000).toFixed(1)} s ` +
    `(${made.length > 0 ? `made: ${made.join(", ")}` : "every language kept"})`
  );
}
