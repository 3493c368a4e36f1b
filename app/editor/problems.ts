// The content check's problems, as the editor shows them (a refused save's notice, the preview
// pane): each under the label of the form's field it is in (by the field the message names, or
// by its line in the file), in the check's own words but for the ones that speak of the file's
// lines ("Add it on a new line after "title"", "For example: description: …"), which name the
// form's field instead; and where in the file, for whoever looks at it there.
import type { EditorData } from "./config";
import type { EditorWords } from "./editor-words";
import type { NoticeItem } from "./notice";
import { fill, formatNumber } from "../lib/format";

/** A field of the form, as the configuration has it (a group's or a list's fields inside it). */
export type Field = {
  name: string;
  label: string;
  widget?: string;
  fields?: Field[];
  field?: Field;
};

/** The form's fields of an entry: its collection's, or its file's in a collection of files. */
export function fieldsOf(
  data: Pick<EditorData, "config">,
  collectionName: unknown,
  slug: unknown,
): Field[] {
  const collection = (data.config.collections as Record<string, unknown>[]).find(
    (each) => each.name === collectionName,
  );
  const files = (collection?.files ?? []) as { name: string; fields: Field[] }[];
  return files.find((file) => file.name === slug)?.fields ?? (collection?.fields as Field[]) ?? [];
}

/** "content/articles/x.mdx:12:5: message", or "content/articles/x.mdx: message". */
const PROBLEM = /^(content\/[^:\n]+?)(?::(\d+):(\d+))?: ([\s\S]*)$/;

/** The field a message names as the file has it: 'The field "stats → item 1 → href" …'. */
const FIELD_NAMED = /(^The field |in the field )"([^"\n]+)"/;

/** The field on `line` of a file: a frontmatter key at or above it, or else the body. */
function fieldOnLine(text: string, line: number, fields: Field[]): Field | undefined {
  const lines = text.split("\n");
  const end = lines[0]?.trimEnd() === "---" ? lines.indexOf("---", 1) : -1;
  if (end !== -1 && line - 1 > end) return fields.find((field) => field.widget === "markdown");
  for (let index = Math.min(line, lines.length) - 1; index > 0; index--) {
    const key = /^([A-Za-z_][\w-]*):/.exec(lines[index] ?? "")?.[1];
    if (key) return fields.find((field) => field.name === key);
  }
  return undefined;
}

/**
 * "stats → item 1 → href" → "Figures → item 1 → Link": a field's path in the file as the form
 * labels it, or undefined where the form has no such field.
 */
export function labelsOf(path: string, fields: Field[]): string | undefined {
  const labels: string[] = [];
  let level: Field[] = fields;
  let list: Field | undefined;
  for (const part of path.split(" → ")) {
    if (list && /^item \d+$/.test(part)) {
      labels.push(part);
      // A list of one kind of value (field) or of groups of fields (fields).
      level = (list.field ? list.field.fields : list.fields) ?? [];
      list = undefined;
      continue;
    }
    const field = level.find((each) => each.name === part);
    if (!field) return undefined;
    labels.push(field.label);
    list = field.widget === "list" ? field : undefined;
    level = field.fields ?? [];
  }
  return labels.join(" → ");
}

/**
 * The check's words for a file, in the form's: where a missing field goes in the file becomes
 * "Fill it in", and an example line of YAML its value alone.
 */
export function inFormWords(message: string): string {
  return message
    .replace(
      / Add it(?: inside "[^"\n]*")?(?: on a new line after "[^"\n]*"(?: inside "[^"\n]*")?| as the first field(?: \(after the first line of three dashes\))?): /,
      " Fill it in: ",
    )
    .replace(/ For example: [A-Za-z_][\w-]*: (.+)$/, (_all, value: string) =>
      /^"?…"?$/.test(value) ? "" : ` For example: ${value}`,
    )
    .replace(/ For example, the lines .*$/, "")
    .replace(/ Write some text or remove the line\.$/, " Write some text in it.");
}

/** The words that say where a problem is ("{file}, line {line}, column {column}"), and their locale. */
export type PlaceWords = Pick<EditorWords, "preview" | "locale">;

/**
 * Each problem of `file` (whose text is `text`) under its field's label; others as they are; where
 * each is in the language of `words`.
 */
export function problemItems(
  problems: string[],
  file: string,
  text: string,
  fields: Field[],
  words: PlaceWords,
): NoticeItem[] {
  const number = (value: string) => formatNumber(Number(value), words.locale);
  return problems.map((problem) => {
    const [, where, line, column, message] = PROBLEM.exec(problem) ?? [];
    if (!where || !message) return { text: problem };
    const place = line
      ? fill(words.preview.where, { file: where, line: number(line), column: number(column!) })
      : where;
    const own = where === `content/${file}`;
    const named = FIELD_NAMED.exec(message);
    const labels = own && named ? labelsOf(named[2], fields) : undefined;
    if (labels) {
      // The field is named by its label: the message says "This field", or names it so.
      const said = named![1] === "The field " ? "This field" : `${named![1]}"${labels}"`;
      const words = message.replace(FIELD_NAMED, said);
      return { label: labels, text: inFormWords(words), where: place };
    }
    const field = own && line ? fieldOnLine(text, Number(line), fields) : undefined;
    return { label: field?.label, text: own ? inFormWords(message) : message, where: place };
  });
}
