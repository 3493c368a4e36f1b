// How the editor reads and writes an article file: YAML frontmatter between two "---" lines, then
// the Markdown body. Registered in the editor as its own file format (Decap's own rewrites the
// frontmatter from scratch, without comments, quoting or the blank line after it), this one
// changes only what the counsellor changed: the file's frontmatter as it was read travels with
// the entry (SOURCE_KEY), each changed value is set in that YAML document in place (its comments,
// quotes and order stay), and the body is written back exactly as the editor holds it.
import { Document, isScalar, isSeq, parseDocument, type Node } from "yaml";

/** The format's names in the editor's configuration, and the files' extension. */
export const ARTICLE_FORMAT = "article-frontmatter";
export const TRANSLATION_FORMAT = "translated-article-frontmatter";
export const ARTICLE_EXTENSION = "mdx";

/** The frontmatter as read, kept in the entry: Decap keeps data that no form field shows. */
export const SOURCE_KEY = "__frontmatter";

/**
 * The translation form's box "says what the English says now": never written to the file; when
 * ticked, the digest of the English words as the editor knows them is (translatedFromDigest).
 */
export const MATCHES_ENGLISH_FIELD = "matchesEnglish";
const DIGEST_FIELD = "translatedFromDigest";

/** A translation's reviewer is written even when empty: "" until someone has reviewed it. */
const TRANSLATION_KEEPS_EMPTY = ["reviewedBy"];

const FENCE = "---";
const YAML_OPTIONS = { version: "1.2", schema: "core" } as const;
/** No folding of long lines, double quotes where quotes are needed: as the files are written. */
const STRINGIFY_OPTIONS = { lineWidth: 0, minContentWidth: 0, singleQuote: false } as const;

type Entry = Record<string, unknown> & { body?: string };

/** The frontmatter's text and the body: what follows the second "---" line, byte for byte. */
export function splitArticle(file: string): { frontmatter: string; body: string } {
  const lines = file.split("\n");
  if (lines[0]?.trimEnd() !== FENCE) return { frontmatter: "", body: file };
  const end = lines.findIndex((line, index) => index > 0 && line.trimEnd() === FENCE);
  if (end === -1) return { frontmatter: lines.slice(1).join("\n"), body: "" };
  return {
    frontmatter: lines.slice(1, end).join("\n") + "\n",
    body: lines.slice(end + 1).join("\n"),
  };
}

/** A file as the editor's entry: its fields, the body, and the frontmatter it came with. */
export function readArticle(file: string): Entry {
  const { frontmatter, body } = splitArticle(file);
  const data = parseDocument(frontmatter, YAML_OPTIONS).toJS() as unknown;
  const fields = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  return { ...fields, body, [SOURCE_KEY]: frontmatter };
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Sets a value in the document, keeping the node (its comment and quotes) where it can. */
function setInPlace(doc: Document, key: string, value: unknown) {
  const node = doc.get(key, true) as Node | undefined;
  if (isScalar(node) && typeof value !== "object") {
    node.value = value;
    return;
  }
  if (isSeq(node) && Array.isArray(value) && node.items.length === value.length) {
    if (node.items.every(isScalar) && value.every((item) => typeof item !== "object")) {
      node.items.forEach((item, index) => {
        if (isScalar(item)) item.value = value[index];
      });
      return;
    }
  }
  doc.set(key, value);
}

/**
 * The file for an entry: the frontmatter it was read with, changed where the entry differs, or
 * new in the order of the form's fields; an empty field is left out (a draft box left unticked
 * too, unless the file had one).
 */
export function writeArticle(
  data: Entry,
  fieldOrder: string[] = [],
  keepEmpty: string[] = [],
): string {
  const { body = "", [SOURCE_KEY]: source, ...written } = data;
  // The editor leaves an empty field out of the entry altogether.
  const fields = { ...Object.fromEntries(keepEmpty.map((key) => [key, ""])), ...written };
  const doc =
    typeof source === "string" && source.trim() !== ""
      ? parseDocument(source, YAML_OPTIONS)
      : new Document({}, YAML_OPTIONS);
  const order = [
    ...fieldOrder.filter((key) => Object.hasOwn(fields, key)),
    ...Object.keys(fields).filter((key) => !fieldOrder.includes(key)),
  ];
  for (const key of order) {
    const value = fields[key];
    const present = doc.has(key);
    if (isEmpty(value) && !keepEmpty.includes(key)) {
      if (present) doc.delete(key);
      continue;
    }
    if (value === false && !present) continue;
    const current = present ? (doc.get(key, true) as Node | undefined)?.toJSON() : undefined;
    if (!present || !same(current, value)) setInPlace(doc, key, value ?? "");
  }
  const empty = doc.contents && "items" in doc.contents && doc.contents.items.length === 0;
  const frontmatter = empty ? "" : doc.toString(STRINGIFY_OPTIONS);
  return `${FENCE}\n${frontmatter}${FENCE}\n${body}`;
}

/**
 * A translation's entry names its English article by file name (the editor makes the
 * translation's own file name from it); its file names the English file's path in `folder`
 * ("articles/exam-stress.mdx"). Saved as matching the English, it records the digest of the
 * English words (`englishDigests`, by file name) it now matches; otherwise it keeps its own.
 */
export function translationFormat(folder: string, englishDigests: Record<string, string> = {}) {
  const englishFile = (name: string) => `${folder}/${name}.${ARTICLE_EXTENSION}`;
  const pathPattern = new RegExp(`^${folder}/(.+)\\.${ARTICLE_EXTENSION}$`);
  return {
    fromFile(file: string): Entry {
      const entry = readArticle(file);
      const name = entry.translationOf;
      const match = typeof name === "string" ? pathPattern.exec(name) : null;
      return match ? { ...entry, translationOf: match[1] } : entry;
    },
    toFile(data: Entry, fieldOrder: string[] = []): string {
      const { [MATCHES_ENGLISH_FIELD]: matches, ...fields } = data;
      const name = fields.translationOf;
      const englishName =
        typeof name === "string" ? (pathPattern.exec(name)?.[1] ?? name) : undefined;
      const digest = matches === true && englishName ? englishDigests[englishName] : undefined;
      const entry = {
        ...fields,
        ...(englishName && { translationOf: englishFile(englishName) }),
        ...(digest && { [DIGEST_FIELD]: digest }),
      };
      const order = fieldOrder.includes(DIGEST_FIELD)
        ? fieldOrder
        : fieldOrder.flatMap((key) => (key === "translatedFrom" ? [key, DIGEST_FIELD] : [key]));
      return writeArticle(entry, order, TRANSLATION_KEEPS_EMPTY);
    },
  };
}
