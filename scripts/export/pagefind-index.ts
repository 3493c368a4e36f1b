// The search index's files, made by Pagefind from the records of search-index.ts. Pagefind
// indexes each language on its own (its words, pages, fragments and meta carry the language's
// prefix; only pagefind-entry.json names them all), so each language's files are kept in the
// build cache by that language's records, and a change in one language makes only its index
// again. The languages to make are made in one Pagefind process while their words are few (each
// process costs its start, about a third of a second for the real site's three), and one at a
// time when many (its memory grows with the words: about 660 MB for the three languages of
// 1,000 articles at once, 315 MB at most one at a time). Either way the files are Pagefind's for
// all the records at once, byte for byte, in path order.
import fs from "node:fs";
import path from "node:path";
import { buildCache } from "../../app/build-api";
import type { pagefindRecords } from "./search-index";

export type IndexFile = { path: string; content: Uint8Array };
type PagefindRecord = ReturnType<typeof pagefindRecords>[number];

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

/** The entry file, which names each language's index: the one file the languages share. */
const ENTRY = "pagefind-entry.json";
type Entry = {
  version: string;
  languages: Record<string, { wasm?: string | null }>;
  include_characters: unknown;
};
/** What Pagefind writes for any language: its script and the WebAssembly of no stemmer. */
const EVERY_LANGUAGE = ["pagefind.js", "wasm.unknown.pagefind"];

/**
 * Languages are made in one process while their records' words are at most this many characters
 * (the real site's three: about 450,000; 1,000 articles: about 8 million each).
 */
const TOGETHER_CHARS = 2_000_000;

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
    // Its process ends with each index made, so it never holds more than one.
    await pagefind.close();
  }
}

const entryOf = (file: IndexFile) =>
  JSON.parse(Buffer.from(file.content).toString("utf8")) as Entry;

/**
 * Each language's files of an index made for several, as Pagefind makes them for that language
 * alone: its own files, the shared ones and an entry naming only it. Undefined when a file
 * belongs to none (a Pagefind that writes something new): then each is made on its own.
 */
export function filesByLanguage(
  files: IndexFile[],
  languages: string[],
): Map<string, IndexFile[]> | undefined {
  const entryFile = files.find((file) => file.path === ENTRY);
  if (!entryFile) return undefined;
  const entry = entryOf(entryFile);
  const owned = new Set<string>([ENTRY]);
  const parts = new Map<string, IndexFile[]>();
  for (const language of languages) {
    const own = entry.languages[language];
    if (!own) return undefined;
    const wasm = own.wasm ? `wasm.${own.wasm}.pagefind` : undefined;
    const belongs = ({ path }: IndexFile) =>
      path.startsWith(`index/${language}_`) ||
      path.startsWith(`fragment/${language}_`) ||
      (path.startsWith(`pagefind.${language}_`) && path.endsWith(".pf_meta")) ||
      path === wasm ||
      EVERY_LANGUAGE.includes(path);
    const part = files.filter(belongs);
    for (const file of part) owned.add(file.path);
    const content = Buffer.from(
      JSON.stringify({ ...entry, languages: { [language]: own } } satisfies Entry),
    );
    parts.set(language, [...part, { path: ENTRY, content }]);
  }
  return files.every((file) => owned.has(file.path)) ? parts : undefined;
}

/** The kept files of one language's records. */
function keptIndex(key: string | undefined): IndexFile[] | undefined {
  const kept = key && cache.read(key);
  if (!kept) return undefined;
  const list = JSON.parse(kept.toString("utf8")) as { path: string; base64: string }[];
  return list.map(({ path, base64 }) => ({ path, content: Buffer.from(base64, "base64") }));
}

function keep(key: string | undefined, files: IndexFile[]): void {
  if (!key) return;
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : 1));
  const list = sorted.map(({ path, content }) => ({
    path,
    base64: Buffer.from(content).toString("base64"),
  }));
  cache.write(key, JSON.stringify(list));
}

/** The languages in order, in groups whose words fit `togetherChars` (a larger one alone). */
function groupsOf(
  languages: string[],
  charsOf: (language: string) => number,
  togetherChars: number,
): string[][] {
  const groups: string[][] = [];
  let chars = Infinity;
  for (const language of languages) {
    const own = charsOf(language);
    if (chars + own > togetherChars) {
      groups.push([]);
      chars = 0;
    }
    groups.at(-1)!.push(language);
    chars += own;
  }
  return groups;
}

/**
 * The index of every language: each kept by its own records, or made (then kept). Returns the
 * files in path order and the languages whose index was made.
 */
export async function indexFiles(
  records: PagefindRecord[],
  { togetherChars = TOGETHER_CHARS } = {},
): Promise<{ files: IndexFile[]; made: string[] }> {
  const languages = [...new Set(records.map((record) => record.language))].sort();
  const recordsOf = new Map(
    languages.map((language) => [language, records.filter((each) => each.language === language)]),
  );
  const keyOf = new Map(
    languages.map((language) => [language, cache.key(recordsOf.get(language))]),
  );
  const parts = new Map<string, IndexFile[]>();
  const made: string[] = [];
  for (const language of languages) {
    const kept = keptIndex(keyOf.get(language));
    if (kept) parts.set(language, kept);
    else made.push(language);
  }
  const charsOf = (language: string) =>
    recordsOf.get(language)!.reduce((total, record) => total + record.content.length, 0);
  for (const group of groupsOf(made, charsOf, togetherChars)) {
    const files = await makeIndex(group.flatMap((language) => recordsOf.get(language)!));
    const split = group.length === 1 ? new Map([[group[0], files]]) : filesByLanguage(files, group);
    for (const language of group) {
      const own = split?.get(language) ?? (await makeIndex(recordsOf.get(language)!));
      parts.set(language, own);
      keep(keyOf.get(language), own);
    }
  }
  return { files: merged(languages.map((language) => parts.get(language)!)), made };
}

/** The languages' files as one index: theirs, the shared ones once, one entry naming them all. */
function merged(parts: IndexFile[][]): IndexFile[] {
  const files = new Map<string, IndexFile>();
  let entry: Entry | undefined;
  for (const file of parts.flat()) {
    if (file.path !== ENTRY) files.set(file.path, file);
    else {
      const own = entryOf(file);
      entry = entry ? { ...entry, languages: { ...entry.languages, ...own.languages } } : own;
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
  return [...files.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
}
