// How the editor reads and writes a content file: a YAML file (site.yaml, the tools' words), or a
// Markdown file (a page, a service, a team member, an article: YAML frontmatter between two "---"
// lines, then the body). Registered in the editor as its own formats, because Decap's own rewrite
// a file from scratch, without its comments, quotes or blank lines. These change only what the
// counsellor changed: the file's text as it was read travels with the entry (SOURCE_KEY), the
// entry's values are set onto that YAML document (yaml-edit.ts), and the body is written back
// exactly as the editor holds it.
import { isMap, YAMLMap } from "yaml";
import { keepUnchangedLines } from "./keep-lines";
import { documentOf, setMap, textOf, type MapRules } from "./yaml-edit";

/** The file's YAML as read, kept in the entry: Decap keeps data that no form field shows. */
export const SOURCE_KEY = "__source";

/** The formats' names in the editor's configuration, and the extension of the files they write. */
export const FORMATS = {
  article: { name: "article-frontmatter", extension: "mdx" },
  page: { name: "page-frontmatter", extension: "md" },
  yaml: { name: "yaml-source", extension: "yaml" },
} as const;

export type Entry = Record<string, unknown> & { body?: string };

const FENCE = "---";

/** The frontmatter's text and the body: what follows the second "---" line, byte for byte. */
export function splitFrontmatterFile(file: string): { frontmatter: string; body: string } {
  const lines = file.split("\n");
  if (lines[0]?.trimEnd() !== FENCE) return { frontmatter: "", body: file };
  const end = lines.findIndex((line, index) => index > 0 && line.trimEnd() === FENCE);
  if (end === -1) return { frontmatter: lines.slice(1).join("\n"), body: "" };
  return {
    frontmatter: lines.slice(1, end).join("\n") + "\n",
    body: lines.slice(end + 1).join("\n"),
  };
}

/** A YAML text's fields (none when it holds something else). */
function fieldsOf(yaml: string): Record<string, unknown> {
  const data = documentOf(yaml).toJS() as unknown;
  return typeof data === "object" && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
}

/** The fields of the file an entry was read from, as they were read (none for a new entry). */
export function fieldsAsRead(entry: Entry): Record<string, unknown> {
  const source = entry[SOURCE_KEY];
  return typeof source === "string" ? fieldsOf(source) : {};
}

/** YAML text with the entry's fields set onto it (a new document when there was none). */
function withFields(source: unknown, fields: Record<string, unknown>, rules: MapRules): string {
  const file = typeof source === "string" ? source : "";
  const doc = documentOf(file);
  // The editor leaves an empty field out of the entry altogether.
  const keptEmpty = Object.fromEntries((rules.keepEmpty ?? []).map((key) => [key, ""]));
  const value = { ...keptEmpty, ...fields };
  if (file && JSON.stringify(doc.toJS()) === JSON.stringify(value)) return file;
  const before = textOf(doc);
  if (!isMap(doc.contents)) doc.contents = new YAMLMap();
  setMap(doc, doc.contents as YAMLMap, value, rules);
  return keepUnchangedLines(file, before, textOf(doc));
}

/** A Markdown file as the editor's entry: its fields, the body, and the frontmatter it came with. */
export function readFrontmatterFile(file: string): Entry {
  const { frontmatter, body } = splitFrontmatterFile(file);
  return { ...fieldsOf(frontmatter), body, [SOURCE_KEY]: frontmatter };
}

/**
 * The Markdown file for an entry: the frontmatter it was read with, changed where the entry
 * differs, or new in the order of the form's fields; an empty field is left out (a box left
 * unticked too, unless the file had one), but for those in `keepEmpty`.
 */
export function writeFrontmatterFile(
  data: Entry,
  order: readonly string[] = [],
  keepEmpty: readonly string[] = [],
): string {
  const { body = "", [SOURCE_KEY]: source, ...fields } = data;
  return `${FENCE}\n${withFields(source, fields, { order, keepEmpty })}${FENCE}\n${body}`;
}

/** A YAML file as the editor's entry: its fields, and the text it came with. */
export function readYamlFile(file: string): Entry {
  return { ...fieldsOf(file), [SOURCE_KEY]: file };
}

/** The YAML file for an entry: the text it was read with, changed where the entry differs. */
export function writeYamlFile(
  data: Entry,
  order: readonly string[] = [],
  keepEmpty: readonly string[] = [],
): string {
  const { [SOURCE_KEY]: source, ...fields } = data;
  return withFields(source, fields, { order, keepEmpty });
}

/** Which kind of file an entry was read from, kept in the entry: Markdown with frontmatter, or YAML. */
export const KIND_KEY = "__kind";
export type FileKind = "frontmatter" | "yaml";

/** A content file as the editor's entry, of the kind its text is (a Markdown file starts with "---"). */
export function readContentFile(file: string): Entry {
  const kind: FileKind = file.split("\n", 1)[0].trimEnd() === FENCE ? "frontmatter" : "yaml";
  const entry = kind === "yaml" ? readYamlFile(file) : readFrontmatterFile(file);
  return { ...entry, [KIND_KEY]: kind };
}

/** The file for an entry, of the kind it was read as (a new entry: `kind`). */
export function writeContentFile(
  data: Entry,
  order: readonly string[] = [],
  keepEmpty: readonly string[] = [],
  kind: FileKind = "frontmatter",
): string {
  const { [KIND_KEY]: read, ...entry } = data;
  const write = (read ?? kind) === "yaml" ? writeYamlFile : writeFrontmatterFile;
  return write(entry, order, keepEmpty);
}

/** A content file's fields (a Markdown file's frontmatter), as the editor reads them. */
export function fieldsOfContentFile(file: string): Record<string, unknown> {
  const { [SOURCE_KEY]: source, [KIND_KEY]: kind, body, ...fields } = readContentFile(file);
  void [source, kind, body];
  return fields;
}
