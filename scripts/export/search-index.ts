// The export's search step: the regions each written page marks for search (search-regions.ts)
// become records of a Pagefind index, one index per language (by the page's <html lang>), which
// the export writes under paths.searchIndex() with Pagefind's own script. Only the search pages
// load it (app/features/search/). docs/decisions/013-search.md says why Pagefind, and why the
// records are made here rather than by Pagefind reading the pages:
// - every record's words are also given as searchText makes them (app/lib/search-text.ts), so a
//   query put through the same function matches whatever its vowel signs, nukta or accents;
// - a translated page also holds the words of the English page it translates (the same address
//   without the language's prefix), so a parent who types an English word finds it.
// Each language's index is made once for the same records (kept in the build cache), and the
// files are written in a fixed order: the same pages give the same bytes.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildCache,
  codeDigest,
  digestOf,
  fileMemo,
  paths,
  searchText,
  wordsOf,
  type SearchMeta,
} from "../../app/build-api";
import { readPage } from "./html";
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

/** Its package exports no package.json: read where npm put it. */
const PAGEFIND_VERSION = (
  JSON.parse(fs.readFileSync(path.resolve("node_modules", "pagefind", "package.json"), "utf8")) as {
    version: string;
  }
).version;
/** Bump when the records are made differently: an index kept from before is then made again. */
const RECORD_FORMAT = 3;
const cache = buildCache("search-index", `pagefind ${PAGEFIND_VERSION} records ${RECORD_FORMAT}`);

/**
 * Pagefind's files the search page uses: its script (without its web worker: the search runs on
 * the page, so the worker's own policy and 12 KB are not needed), the entry, each language's meta,
 * word index chunks, page fragments and its WebAssembly. Its ready-made interfaces are left out.
 */
const USED_FILE =
  /^(pagefind\.js|pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|wasm\.[a-z]+\.pagefind|index\/[^/]+|fragment\/[^/]+)$/;

const LANG = /<html\b[^>]*\slang="([^"]*)"/;

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

type IndexFile = { path: string; content: Uint8Array };
type PagefindRecord = ReturnType<typeof pagefindRecords>[number];

/** The entry file, which names each language's index: the one file the languages share. */
const ENTRY = "pagefind-entry.json";
type Entry = { version: string; languages: Record<string, unknown>; include_characters: unknown };

export async function makeIndex(records: PagefindRecord[]): Promise<IndexFile[]> {
  const pagefind = await import("pagefind");
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
    for (const record of records) {
      const added = await index.addCustomRecord(record);
      if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join("; ")}`);
    }
    const { files, errors: failed } = await index.getFiles();
    if (failed.length > 0) throw new Error(`Pagefind: ${failed.join("; ")}`);
    return files.filter((file) => USED_FILE.test(file.path));
  } finally {
    // Its process ends with each language's index, so it never holds two (about 300 MB each
    // for 1,000 articles).
    await pagefind.close();
  }
}

/** The kept index of one language's records, or a new one (then kept). */
async function languageIndex(
  records: PagefindRecord[],
): Promise<{ files: IndexFile[]; made: boolean }> {
  const key = cache.key(records);
  const kept = key && cache.read(key);
  if (kept) {
    const list = JSON.parse(kept.toString("utf8")) as { path: string; base64: string }[];
    const files = list.map(({ path, base64 }) => ({
      path,
      content: Buffer.from(base64, "base64"),
    }));
    return { files, made: false };
  }
  const files = (await makeIndex(records)).sort((a, b) => (a.path < b.path ? -1 : 1));
  if (key) {
    const list = files.map(({ path, content }) => ({
      path,
      base64: Buffer.from(content).toString("base64"),
    }));
    cache.write(key, JSON.stringify(list));
  }
  return { files, made: true };
}

/**
 * The index of every language: Pagefind indexes each language on its own (its words, pages and
 * fragments), so each is made apart, and kept by its own records: a change in one language
 * makes only its index again. Their files are Pagefind's for all the records at once, byte for
 * byte (its entry file lists the languages in order, as it writes it), in path order.
 */
export async function indexFiles(
  records: PagefindRecord[],
): Promise<{ files: IndexFile[]; made: string[] }> {
  const languages = [...new Set(records.map((record) => record.language))].sort();
  const files = new Map<string, IndexFile>();
  const made: string[] = [];
  let entry: Entry | undefined;
  for (const language of languages) {
    const index = await languageIndex(records.filter((record) => record.language === language));
    if (index.made) made.push(language);
    for (const file of index.files) {
      if (file.path !== ENTRY) files.set(file.path, file);
      else {
        const own = JSON.parse(Buffer.from(file.content).toString("utf8")) as Entry;
        entry = entry ? { ...entry, languages: { ...entry.languages, ...own.languages } } : own;
      }
    }
  }
  if (entry) {
    const languagesInOrder = Object.fromEntries(
      Object.keys(entry.languages)
        .sort()
        .map((language) => [language, entry!.languages[language]]),
    );
    const content = Buffer.from(JSON.stringify({ ...entry, languages: languagesInOrder }));
    files.set(ENTRY, { path: ENTRY, content });
  }
  return { files: [...files.values()].sort((a, b) => (a.path < b.path ? -1 : 1)), made };
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
      const html = body.toString("utf8");
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
