// Marks written the old way, as YAML comments (`# PLACEHOLDER: …`, `# CONFIRM: …`), turned into
// data: each comment is deleted (its line, or its end of a value's line) and becomes an item of
// the `marks` list at the end of the file's fields, with the field it pointed at, its kind and its
// words. Nothing else of the file changes, and that is checked before anything is written: the
// fields read the same, the body is the same, and the marks read back are the comments' marks.
import { isDeepStrictEqual } from "node:util";
import {
  commentMarksIn,
  fieldPathText,
  isSplit,
  marksOf,
  parseYaml,
  splitFrontmatter,
  takeMarks,
  type CommentMark,
} from "../../app/build-api";

/** Above the list, once: what it is, for someone reading the file on GitHub. */
export const MARKS_COMMENT =
  "# Values still to fill in (placeholder) or to confirm (confirm) before the site goes live:\n" +
  "# delete a mark once its value is real or confirmed (docs/reference/content-files.md).";

const MARKDOWN = /\.mdx?$/;
const COMMENT_MARK = /\s*#\s*(PLACEHOLDER|CONFIRM):.*$/;

/** A mark as the list writes it; the note in double quotes, as the content files write text. */
function markLines(mark: CommentMark & { field: (string | number)[] }): string[] {
  return [
    `  - field: ${fieldPathText(mark.field)}`,
    `    kind: ${mark.kind}`,
    `    note: ${JSON.stringify(mark.note)}`,
  ];
}

/** The file's fields as the site reads them (without marks), its marks and its body. */
function fieldsOf(text: string, file: string) {
  if (!MARKDOWN.test(file)) return { ...takeMarks(parseYaml(text)), body: "" };
  const split = splitFrontmatter(text);
  if (!isSplit(split)) throw new Error(`${file}: ${split.message}`);
  return { ...takeMarks(split.data), body: split.body };
}

/**
 * The file with its comment marks as data; the same text when it has none. Throws, naming the
 * file, when a comment cannot be moved (one that points at no field, or a file with a list already).
 */
export function migrateMarks(source: string, file: string): string {
  const found = commentMarksIn(source, file);
  if (found.length === 0) return source;
  const before = fieldsOf(source, file);
  if (takeMarks(before.data).marks !== undefined || /^marks:/m.test(source)) {
    throw new Error(`${file} has a marks list already: move its comments into it by hand.`);
  }
  const lines = source.split("\n");
  const marks = found.map((mark) => {
    if (mark.field === "end") {
      throw new Error(`${file}:${mark.commentLine}: the comment points at no field.`);
    }
    return { ...mark, field: mark.field };
  });
  const deleted = new Set<number>();
  for (const mark of marks) {
    const index = mark.commentLine - 1;
    const rest = lines[index].replace(COMMENT_MARK, "");
    if (rest.trim() === "" || rest.trimStart().startsWith("#")) deleted.add(index);
    else lines[index] = rest;
  }
  const kept = lines.filter((_, index) => !deleted.has(index));
  const list = [...MARKS_COMMENT.split("\n"), "marks:", ...marks.flatMap(markLines)];
  const end = MARKDOWN.test(file)
    ? kept.findIndex((line, index) => index > 0 && line.startsWith("---"))
    : kept.length - (kept.at(-1) === "" ? 1 : 0);
  kept.splice(end, 0, ...list);
  const text = kept.join("\n");
  verify(file, source, text, marks);
  return text;
}

/** Throws unless `text` is `source` with the same marks as data and nothing else changed. */
function verify(file: string, source: string, text: string, marks: CommentMark[]) {
  const fail = (what: string) => {
    throw new Error(`${file}: after moving its marks, ${what}; nothing was written.`);
  };
  if (commentMarksIn(text, file).length > 0) fail("a comment mark is still there");
  const [before, after] = [fieldsOf(source, file), fieldsOf(text, file)];
  if (!isDeepStrictEqual(before.data, after.data)) fail("its fields read differently");
  if (before.body !== after.body) fail("its text below the frontmatter changed");
  const read = marksOf(after.marks === undefined ? {} : { marks: after.marks });
  const expected = marks.map((mark) => ({
    field: fieldPathText(mark.field as (string | number)[]),
    kind: mark.kind,
    note: mark.note,
  }));
  if (!isDeepStrictEqual(sortMarks(read), sortMarks(expected))) fail("its marks read differently");
}

type Written = { field: string; kind: string; note: string };
const sortMarks = (marks: Written[]) =>
  [...marks].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
