// What is left before the site goes live, as data (launchList): every content file's `marks`
// (marks.ts), each a value that is not real yet (a placeholder) or a claim the practice has not
// confirmed; the milestone checklists, the translations no counsellor has reviewed, and what a
// translation writes per language (its address) that is behind its English. The
// go-live check (`npm run check:launch`), the editor's page of what is left (/admin/launch/, in
// the browser on the tree the editor was given) and the preview's reviewers' page read it. Files
// are read as far as they parse: a file the content check would refuse still gives its marks;
// nothing in a file runs.
import fs from "node:fs";
import path from "node:path";
import { fieldLines } from "./field-lines";
import { parseYamlLeniently, splitLeniently } from "./frontmatter";
import {
  BODY_FIELD,
  fieldName,
  MARKS_FIELD,
  fieldPathOf,
  marksOf,
  type FieldPath,
  type Mark,
} from "./marks";
import { WRITTEN_PER_LANGUAGE, writtenFacts } from "./per-language-facts";
import { lineStartsOf, pointAt } from "./problems";
import { isRecord } from "../lib/is-record";

export type FoundMark = Mark & {
  /** As counsellors see it, e.g. "content/site.yaml". */
  file: string;
  /** The line of the marked field (counted from 1). */
  line: number;
  /** The marked field: ["stats", 0, "value"]. */
  path: FieldPath;
};

const CONTENT_FILE = /\.(ya?ml|mdx?)$/;
const MARKDOWN = /\.mdx?$/;
const MARKS_LINE = new RegExp(`^${MARKS_FIELD}:`, "m");

/** A file's data and the YAML it was read from (a Markdown file's frontmatter); undefined when unreadable. */
function readFields(source: string, file: string) {
  if (!MARKDOWN.test(file)) {
    const read = parseYamlLeniently(source);
    return read.readable ? { data: read.data, yaml: source, bodyLine: undefined } : undefined;
  }
  const { split } = splitLeniently(source);
  if (!split || split.data === undefined) return undefined;
  const bodyLine = pointAt(
    lineStartsOf(source),
    split.bodyStart + (split.body.length - split.body.trimStart().length),
  ).line;
  return { data: split.data, yaml: split.yaml, bodyLine };
}

/** The marks of one file's text, each with the line of its field, in the order of those lines. */
export function marksInFile(source: string, file: string): Omit<FoundMark, "file">[] {
  // A file's marks are a top-level field: a file without that line has none.
  if (!MARKS_LINE.test(source)) return [];
  const fields = readFields(source, file);
  if (!fields) return [];
  const marks = marksOf(fields.data);
  if (marks.length === 0) return [];
  const at = fieldLines(fields.yaml);
  return marks
    .map((mark) => {
      const body = mark.field === BODY_FIELD && fields.bodyLine !== undefined;
      const fieldPath = fieldPathOf(mark.field);
      return { ...mark, path: fieldPath, line: body ? fields.bodyLine! : at(fieldPath).line };
    })
    .sort((a, b) => a.line - b.line);
}

/** How a file's marks are found: marksInFile, or the build's memo of it by the file's text. */
export type MarksIn = typeof marksInFile;

/** Every mark in the content tree, file by file in name order. */
export function findMarks(contentDir: string, marksIn: MarksIn = marksInFile): FoundMark[] {
  return contentFiles(contentDir).flatMap((relative) => {
    const file = path.posix.join("content", relative);
    const source = fs.readFileSync(path.join(contentDir, relative), "utf8");
    return marksIn(source, file).map((each) => ({ file, ...each }));
  });
}

/** The content files of a folder, by name; through readdirSync and statSync alone (the editor's page has no more). */
function contentFiles(dir: string, prefix = ""): string[] {
  return fs
    .readdirSync(path.join(dir, prefix))
    .sort((a, b) => a.localeCompare(b))
    .flatMap((name) => {
      const relative = path.posix.join(prefix, name);
      const found = fs.statSync(path.join(dir, relative));
      if (found.isDirectory()) return contentFiles(dir, relative);
      return found.isFile() && CONTENT_FILE.test(name) ? [relative] : [];
    });
}

/**
 * The translations in a language's folder that no native-speaking counsellor has reviewed yet
 * (`reviewedBy` empty), as `content/mr/pages/home.md`. A file that cannot be read counts as not
 * reviewed: the content check explains why.
 */
export function unreviewedTranslations(contentDir: string, code: string): string[] {
  if (!fs.existsSync(path.join(contentDir, code))) return [];
  return contentFiles(contentDir, code)
    .filter((relative) => {
      const source = fs.readFileSync(path.join(contentDir, relative), "utf8");
      const fields = readFields(source, relative)?.data;
      const reviewedBy = (fields as { reviewedBy?: unknown } | undefined)?.reviewedBy;
      return typeof reviewedBy !== "string" || reviewedBy.trim() === "";
    })
    .map((relative) => path.posix.join("content", relative));
}

/** "stats → item 1 → value"; the text below a Markdown file's frontmatter by its description. */
export const markedFieldName = (mark: { path: FieldPath }) =>
  mark.path.join(".") === BODY_FIELD ? "the text below the frontmatter" : fieldName(mark.path);

/**
 * `content/site.yaml:12: phone is still a placeholder: the practice's phone number`, or
 * `content/pages/home.md:14: stats → item 1 → value is not confirmed yet: how many children …`
 */
export function describeMark(each: FoundMark): string {
  const state = each.kind === "confirm" ? "is not confirmed yet" : "is still a placeholder";
  return `${each.file}:${each.line}: ${markedFieldName(each)} ${state}: ${each.note}`;
}

/** A translation's own copy of a fact (the address) written for an older English value. */
export type BehindFact = {
  /** The translated file, as counsellors see it ("content/mr/site.yaml"). */
  file: string;
  /** The field: ["address"]. */
  path: FieldPath;
  /** Its line (counted from 1). */
  line: number;
};

/** The text of content/<file>, when there is one. */
const readIfThere = (contentDir: string, file: string) => {
  const at = path.join(contentDir, file);
  return fs.existsSync(at) ? fs.readFileSync(at, "utf8") : undefined;
};

/**
 * The facts a language's translations write per language (per-language-facts.ts) that are behind
 * their English: the pages show the English until each is brought up to date.
 */
export function factsBehindIn(contentDir: string, code: string): BehindFact[] {
  return Object.keys(WRITTEN_PER_LANGUAGE).flatMap((englishFile) => {
    const file = path.posix.join(code, englishFile);
    const [englishSource, source] = [englishFile, file].map((each) =>
      readIfThere(contentDir, each),
    );
    if (englishSource === undefined || source === undefined) return [];
    const [english, translated] = [
      readFields(englishSource, englishFile),
      readFields(source, file),
    ];
    if (!isRecord(english?.data) || !isRecord(translated?.data)) return [];
    const at = fieldLines(translated.yaml);
    return writtenFacts(englishFile, english.data, translated.data)
      .filter((fact) => fact.state === "behind")
      .map(({ field }) => ({
        file: path.posix.join("content", file),
        path: [field],
        line: at([field]).line,
      }));
  });
}

/** A language after the site's first, as the go-live list needs it. */
export type LaunchLanguage = { code: string; published: boolean };

/** Everything left before the site goes live, and what each language not published yet needs. */
export type LaunchList = {
  /** The placeholders and claims to confirm of the English files and the published languages'. */
  marks: FoundMark[];
  /** The milestone checklist's files nobody has reviewed, as `content/tools/milestones/9-months.yaml`. */
  milestones: string[];
  /**
   * Each published language after the first, with its translations nobody has reviewed and the
   * facts it writes per language that are behind their English.
   */
  translations: { code: string; files: string[]; behind: BehindFact[] }[];
  /** Each language not published yet: the same, and its marks (not in the way of going live). */
  unpublished: { code: string; marks: FoundMark[]; files: string[]; behind: BehindFact[] }[];
};

const inLanguageFolder = (code: string) => (file: string) => file.startsWith(`content/${code}/`);

/**
 * What is left before going live in `contentDir`: `languages` are those after the first, and
 * `milestones` the checklist files nobody has reviewed (the milestones tool reads them).
 */
export function launchList(
  contentDir: string,
  languages: readonly LaunchLanguage[],
  milestones: string[],
  marksIn: MarksIn = marksInFile,
): LaunchList {
  const marks = findMarks(contentDir, marksIn);
  const unpublished = languages.filter((language) => !language.published);
  const notLive = (file: string) =>
    unpublished.some((language) => inLanguageFolder(language.code)(file));
  const of = (code: string) => ({
    code,
    files: unreviewedTranslations(contentDir, code),
    behind: factsBehindIn(contentDir, code),
  });
  // English first (the phone, the address: what a practice fills in first), then each language in
  // the site's order; by file name within each (the sort keeps findMarks' order).
  const rank = (file: string) =>
    languages.findIndex((language) => inLanguageFolder(language.code)(file));
  return {
    marks: marks.filter((each) => !notLive(each.file)).sort((a, b) => rank(a.file) - rank(b.file)),
    milestones,
    translations: languages.filter((language) => language.published).map(({ code }) => of(code)),
    unpublished: unpublished.map(({ code }) => ({
      ...of(code),
      marks: marks.filter((each) => inLanguageFolder(code)(each.file)),
    })),
  };
}

/** Whether nothing is left in the way of going live. */
export const readyToGoLive = (list: LaunchList) =>
  list.marks.length === 0 &&
  list.milestones.length === 0 &&
  list.translations.every((each) => each.files.length === 0 && each.behind.length === 0);
