// A value that is not real yet (a placeholder) or a claim the practice has not confirmed is marked
// in its own file, as data: a `marks` list at the end of a YAML file or of a Markdown file's
// frontmatter, one item per marked field. The reader takes the list off before the file's schema
// sees it and checks it here; `npm run check:launch`, the preview pages, the reviewers' page and
// the editor read the same list. Clearing a mark is deleting its item.
//
//   marks:
//     - field: stats.0.value    # keys and list places (counted from 0), joined by dots
//       kind: confirm           # placeholder | confirm
//       note: "how many children the practice has supported, or delete this item"
import { z } from "zod";
import { text } from "./schema-fields";
import { isRecord } from "../lib/is-record";

/** The field of a file's data that holds its marks. */
export const MARKS_FIELD = "marks";
/** The field name a mark uses for the Markdown text below a frontmatter. */
export const BODY_FIELD = "body";

export const MARK_KINDS = ["placeholder", "confirm"] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/** Where a field is: ["stats", 0, "value"]. */
export type FieldPath = (string | number)[];

/** "stats.0.value": a key, then keys or list places (from 0), joined by dots. */
const FIELD_PATH = /^[A-Za-z_][\w-]*(\.([A-Za-z_][\w-]*|\d+))*$/;

/** "stats.0.value" → ["stats", 0, "value"]. */
export function fieldPathOf(field: string): FieldPath {
  return field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** ["stats", 0, "value"] → "stats.0.value", as a mark's `field` writes it. */
export const fieldPathText = (path: FieldPath) => path.join(".");

/** ["stats", 0, "value"] → "stats → item 1 → value", as the content check names fields. */
export const fieldName = (path: FieldPath) =>
  path.map((part) => (typeof part === "number" ? `item ${part + 1}` : part)).join(" → ");

const mark = z.strictObject({
  field: text.regex(FIELD_PATH, {
    error:
      'must name a field of this file: its name, and for a field inside a group or a list the names and places (counted from 0) joined by dots, for example "phone", "address.lines" or "stats.0.value"',
  }),
  kind: z.enum(MARK_KINDS),
  note: text,
});
export type Mark = z.output<typeof mark>;

export const marksSchema = z.array(mark);

/** The value at `path` in `data`; undefined when the data has no such field. */
export function valueAt(data: unknown, path: FieldPath): unknown {
  let value = data;
  for (const part of path) {
    if (typeof part === "number" ? !Array.isArray(value) : !isRecord(value)) return undefined;
    value = Object.hasOwn(value as object, part)
      ? (value as Record<string, unknown>)[part]
      : undefined;
  }
  return value;
}

/**
 * The marks schema for one file's data: each mark names a field the file has (the text below the
 * frontmatter as "body", where the file has a text that is shown).
 */
export function marksSchemaFor(data: unknown, hasBody: boolean) {
  return z.object({
    [MARKS_FIELD]: marksSchema.superRefine((marks, context) => {
      marks.forEach((each, index) => {
        if (each.field === BODY_FIELD && hasBody) return;
        if (valueAt(data, fieldPathOf(each.field)) !== undefined) return;
        context.addIssue({
          code: "custom",
          path: [index, "field"],
          message: `is "${each.field}", a field this file does not have. Write the field the mark is for, or delete the mark if its value was deleted`,
        });
      });
    }),
  });
}

/** A file's data without its marks, and the marks as written (unchecked). */
export function takeMarks(data: unknown): { data: unknown; marks: unknown } {
  if (!isRecord(data) || !Object.hasOwn(data, MARKS_FIELD)) return { data, marks: undefined };
  const { [MARKS_FIELD]: marks, ...rest } = data;
  return { data: rest, marks };
}

/** The marks of a file's data that can be read; none when the list is missing or malformed. */
export function marksOf(data: unknown): Mark[] {
  const parsed = marksSchema.safeParse(takeMarks(data).marks ?? []);
  if (parsed.success) return parsed.data;
  // A list with a mistake: its good items still count (the content check names the others).
  const items = takeMarks(data).marks;
  return (Array.isArray(items) ? items : []).flatMap((item) => {
    const one = mark.safeParse(item);
    return one.success ? [one.data] : [];
  });
}
