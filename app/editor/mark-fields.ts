// The form fields that show a file's marks, each right after the field it marks (marks-in-form.ts
// puts the marks there in the entry). A form has one after each field that some file of its kind
// marks: a field no file marks has none, and a mark field with no mark in it is hidden
// (mark-widget.ts), so an entry shows just its own marks.
import path from "node:path";
import { fieldPathOf, marksOf, valueAt, type FieldPath } from "../content/marks";
import type { DecapField } from "./form-fields";
import { fill } from "../lib/format";
import { anchorOf, MARK_WIDGET, markFieldOf } from "./marks-in-form";
import { itemKey, pairsById } from "./translation-shape";

/** The form's path of a mark's anchor in a file's data: "stats.value" (a list's items share fields). */
function englishFormPath(anchor: FieldPath): string {
  return anchor.filter((part) => typeof part === "string").join(".");
}

/** The same in a translation's form, whose lists are groups named by id or place: "stats.1.value". */
function translatedFormPath(data: unknown, anchor: FieldPath): string {
  return anchor
    .map((part, index) => {
      if (typeof part === "string") return part;
      const list = valueAt(data, anchor.slice(0, index));
      return Array.isArray(list) && pairsById(list) ? itemKey(list[part], part) : String(part + 1);
    })
    .join(".");
}

/**
 * The form paths the marks of these files' data are beside ("phone", "stats.value", "body"); in a
 * translation's form (`translated`), its lists' groups are part of the path.
 */
export function markedFields(datas: readonly unknown[], translated = false): Set<string> {
  const paths = datas.flatMap((data) =>
    marksOf(data).flatMap((mark) => {
      const found = anchorOf(data, fieldPathOf(mark.field));
      if (!found) return [];
      return [translated ? translatedFormPath(data, found.anchor) : englishFormPath(found.anchor)];
    }),
  );
  return new Set(paths);
}

/** Whether a form field is a mark field, or holds one. */
const holdsMarks = (field: DecapField): boolean =>
  field.widget === MARK_WIDGET ||
  ((field.fields as DecapField[] | undefined) ?? []).some(holdsMarks);

/**
 * `fields` with a mark field after each of those `marked`, at any depth; `label` is the mark
 * field's label, with {field} where the marked field's label goes.
 */
export function withMarkFields(
  fields: readonly DecapField[],
  marked: Set<string>,
  label: string,
  at = "",
): DecapField[] {
  if (marked.size === 0) return [...fields];
  return fields.flatMap((field) => {
    const path = at ? `${at}.${field.name}` : field.name;
    const fields = Array.isArray(field.fields)
      ? withMarkFields(field.fields as DecapField[], marked, label, path)
      : undefined;
    // A list whose items have marks shows its items open: each mark beside its field.
    const opened = field.widget === "list" && fields?.some(holdsMarks);
    const inner = fields ? { ...field, fields, ...(opened && { collapsed: false }) } : field;
    if (!marked.has(path)) return [inner];
    const mark: DecapField = {
      name: markFieldOf(field.name),
      label: fill(label, { field: field.label }),
      widget: MARK_WIDGET,
      required: false,
    };
    return [inner, mark];
  });
}

export type MarkableCollection = {
  folder?: string;
  fields?: DecapField[];
  files?: { file: string; fields: DecapField[] }[];
};

/**
 * A collection with a mark field after each field its files mark: a file of a collection of
 * single files by its own marks, a folder by the marks of all its files. `files` holds each
 * content file's data by its path in `contentDir` ("content"); `translated`: the collection's
 * forms are a translation's (lists as groups); `label`: the mark fields' (withMarkFields).
 */
export function withMarksShown<C extends MarkableCollection>(
  collection: C,
  files: Record<string, unknown>,
  { contentDir, translated, label }: { contentDir: string; translated: boolean; label: string },
): C {
  const relative = (file: string) => file.slice(contentDir.length + 1);
  if (collection.files) {
    return {
      ...collection,
      files: collection.files.map((each) => ({
        ...each,
        fields: withMarkFields(
          each.fields,
          markedFields([files[relative(each.file)]], translated),
          label,
        ),
      })),
    };
  }
  if (!collection.folder || !collection.fields) return collection;
  const folder = relative(collection.folder);
  const datas = Object.entries(files)
    .filter(([file]) => path.posix.dirname(file) === folder)
    .map(([, data]) => data);
  return {
    ...collection,
    fields: withMarkFields(collection.fields, markedFields(datas, translated), label),
  };
}
