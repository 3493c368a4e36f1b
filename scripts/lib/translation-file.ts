// The text of a new translation: the English file's words and structure, with its comments, minus
// the facts a translation inherits from the English file, plus translationOf, translatedFrom, the
// digest of the English words (translatedFromDigest), the digest of each English fact it writes
// per language (writtenFrom: its address) and an empty reviewedBy. The YAML is edited with the `yaml` package's Document, which keeps comments,
// quotes and blank lines as they were, so the translator sees the English file they know.
import { isMap, isScalar, isSeq, parseDocument, Scalar, type Document, type Node } from "yaml";
import { z } from "zod";
import {
  INHERITED_FIELDS,
  MARKS_FIELD,
  SITE_FILE,
  siteWordsSchema,
  WRITTEN_FROM_FIELD,
} from "../../app/build-api";

/** The folders whose Markdown files are translated one by one. */
export const TRANSLATED_FOLDERS = Object.keys(INHERITED_FIELDS);

/** Fields the English file has and its translation must not: its facts, and its own review. */
function inheritedFields(englishFile: string): string[] {
  const folder = englishFile.split("/")[0];
  // An English article's reviewer is not the translation's: it gets its own, empty until reviewed.
  return [
    ...(INHERITED_FIELDS[folder] ?? []),
    "reviewedBy",
    "translationOf",
    "translatedFrom",
    "translatedFromDigest",
    WRITTEN_FROM_FIELD,
  ];
}

export type NewTranslation = {
  /** The English file's `updated`, or else its `date`: the version the translation is made from. */
  englishDate: string | undefined;
  /** The translation's text, made from the English of `translatedFrom`, whose words have `digest`. */
  /** `writtenFrom`: the digests of the English facts it writes per language (its address). */
  text(translatedFrom: string, digest: string, writtenFrom?: Record<string, string>): string;
};

/**
 * Keeps the marks (a placeholder, a claim to confirm) of the fields the translation holds, so that
 * the translator sees them too; the marks of facts it takes from the English go.
 */
function keepMarksOf(doc: Document, holds: (topField: string) => boolean) {
  const marks = doc.get(MARKS_FIELD, true);
  if (!isSeq(marks)) return;
  marks.items = marks.items.filter((item) => {
    const field = isMap(item) ? item.get("field") : undefined;
    return typeof field === "string" && holds(field.split(".")[0]);
  });
  if (marks.items.length === 0) doc.delete(MARKS_FIELD);
}

function yamlOf(source: string): Document {
  const doc = parseDocument(source);
  const problem = doc.errors[0];
  if (problem) throw new Error(problem.message.split("\n")[0]);
  if (!isMap(doc.contents)) throw new Error("its fields are not a list of names and values");
  return doc;
}

function dateIn(doc: Document, field: string): string | undefined {
  const value = doc.get(field);
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** translationOf, translatedFrom and reviewedBy first, under a comment for the translator. */
function addTranslationFields(
  doc: Document,
  englishFile: string,
  translatedFrom: string,
  digest: string,
  writtenFrom: Record<string, string> = {},
) {
  const map = doc.contents;
  if (!isMap(map)) return;
  const of = doc.createPair("translationOf", englishFile);
  (of.key as Scalar).commentBefore = [
    " A translation of the English file named below: translate the words, keep the field names,",
    " {words in curly brackets}, ids and components. Dates, numbers, pictures and the other facts",
    " come from the English file. See docs/reference/translating.md.",
  ].join("\n");
  const reviewed = new Scalar("");
  reviewed.type = Scalar.QUOTE_DOUBLE;
  map.items.unshift(
    of,
    doc.createPair("translatedFrom", translatedFrom),
    doc.createPair("translatedFromDigest", digest),
    ...(Object.keys(writtenFrom).length > 0
      ? [doc.createPair(WRITTEN_FROM_FIELD, writtenFrom)]
      : []),
    doc.createPair("reviewedBy", reviewed),
  );
}

const toText = (doc: Document) => doc.toString({ lineWidth: 0 });

/** The frontmatter's lines and the rest of the file (the closing dashes and the body). */
function splitLines(source: string): { frontmatter: string; rest: string } {
  const lines = source.replace(/^\uFEFF/, "").split("\n");
  // As gray-matter reads it: the frontmatter ends at the next line that starts with three dashes.
  const end = lines.findIndex((line, index) => index > 0 && line.startsWith("---"));
  if (end === -1) throw new Error("its frontmatter is never closed");
  return { frontmatter: lines.slice(1, end).join("\n") + "\n", rest: lines.slice(end).join("\n") };
}

/** A Markdown file's translation: its frontmatter without the facts, and its body as it is. */
export function markdownTranslation(source: string, englishFile: string): NewTranslation {
  const { frontmatter, rest } = splitLines(source);
  const doc = yamlOf(frontmatter);
  const englishDate = dateIn(doc, "updated") ?? dateIn(doc, "date");
  const inherited = inheritedFields(englishFile);
  for (const field of inherited) doc.delete(field);
  keepMarksOf(doc, (field) => !inherited.includes(field));
  return {
    englishDate,
    text(translatedFrom, digest, writtenFrom) {
      addTranslationFields(doc, englishFile, translatedFrom, digest, writtenFrom);
      return `---\n${toText(doc)}${rest}`;
    },
  };
}

/** Keeps only what the schema has of a YAML value: the words of site.yaml, for siteWordsSchema. */
function keepWords(node: unknown, schema: z.ZodType) {
  if (schema instanceof z.ZodArray) {
    if (isSeq(node)) for (const item of node.items) keepWords(item, schema.element as z.ZodType);
    return;
  }
  if (!(schema instanceof z.ZodObject) || !isMap(node)) return;
  const shape = schema.shape as Record<string, z.ZodType>;
  node.items = node.items.filter((pair) => {
    const field = isScalar(pair.key) ? String(pair.key.value) : "";
    if (!Object.hasOwn(shape, field)) return false;
    keepWords(pair.value, shape[field]);
    return true;
  });
}

/**
 * The interface's words (interface-words.yaml): every field is a word, so the whole file, without
 * its opening comment (about the English file). Its digest says which English words it was made
 * from: it is made from the English of today.
 */
export function interfaceWordsTranslation(source: string, englishFile: string): NewTranslation {
  const doc = yamlOf(source.replace(/^\uFEFF/, ""));
  const first = isMap(doc.contents) ? (doc.contents.items[0]?.key as Node | undefined) : undefined;
  if (first) first.commentBefore = undefined;
  doc.commentBefore = null;
  return {
    englishDate: undefined,
    text(translatedFrom, digest) {
      addTranslationFields(doc, englishFile, translatedFrom, digest);
      return toText(doc);
    },
  };
}

/** The labels file: the words of site.yaml only. Its opening comment is about the facts: dropped. */
export function siteLabelsTranslation(source: string, englishFile: string): NewTranslation {
  const doc = yamlOf(source.replace(/^\uFEFF/, ""));
  const englishDate = dateIn(doc, "updated");
  const marks = doc.get(MARKS_FIELD, true);
  keepWords(doc.contents, siteWordsSchema);
  if (isSeq(marks)) {
    doc.set(MARKS_FIELD, marks);
    keepMarksOf(doc, (field) => Object.hasOwn(siteWordsSchema.shape, field));
  }
  const first = isMap(doc.contents) ? (doc.contents.items[0]?.key as Node | undefined) : undefined;
  if (first) first.commentBefore = undefined;
  doc.commentBefore = null;
  return {
    englishDate,
    text(translatedFrom, digest, writtenFrom) {
      addTranslationFields(doc, englishFile, translatedFrom, digest, writtenFrom);
      return toText(doc);
    },
  };
}

/**
 * The English file with `updated: <today>` added after its last field (before any comments that
 * end its YAML, which point at what follows them), so its translations have a date to compare with.
 */
export function withUpdated(source: string, englishFile: string, today: string): string {
  const lines = source.split("\n");
  const markdown = englishFile !== SITE_FILE;
  let end = markdown
    ? lines.findIndex((line, index) => index > 0 && line.startsWith("---"))
    : lines.length;
  while (end > 1 && /^(#.*)?\s*$/.test(lines[end - 1])) end--;
  lines.splice(end, 0, `updated: ${today}`);
  return lines.join("\n");
}
