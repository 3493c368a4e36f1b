// A file's marks (placeholders and claims to confirm: app/content/marks.ts) as the editor's form
// holds them: each beside the field it marks, so that the form shows it there ("not filled in
// yet", "the practice has not confirmed this", with the mark's own note) and it travels with its
// list item when the list is reordered. In the entry, the marks of a field `phone` are at
// `phone__mark` in the same group (a mark inside a list of lines, or on the whole of a group, sits
// beside the nearest named field: its anchor). Saving writes the file's `marks` list again: a
// mark the counsellor cleared, a placeholder whose value was changed (filled in) and a mark whose
// field is gone are left out; every other mark is written as it was, its place in a list updated.
import {
  fieldPathOf,
  fieldPathText,
  MARKS_FIELD,
  marksSchema,
  valueAt,
  type FieldPath,
  type Mark,
  type MarkKind,
} from "../content/marks";
import { isEmpty } from "./yaml-edit";
import { isRecord } from "../lib/is-record";

/** The editor's widget that shows a field's marks (mark-widget.ts; mark-fields.ts places it). */
export const MARK_WIDGET = "practice-mark";

/** The name of the form's field beside `name` that holds its marks. */
export const MARK_SUFFIX = "__mark";
export const markFieldOf = (name: string) => `${name}${MARK_SUFFIX}`;
export const isMarkField = (name: string) => name.endsWith(MARK_SUFFIX);

/** A mark as the form holds it. */
export type FormMark = {
  kind: MarkKind;
  note: string;
  /** The field's place below its anchor (a line of a list: [1]); usually none. */
  below: (string | number)[];
  /** The marked value as read (JSON): a placeholder whose value changed has been filled in. */
  read: string;
  /** Its place in the file's list of marks. */
  place: number;
  /** Set by the counsellor: filled in, or confirmed. */
  cleared?: boolean;
};

/**
 * Where the form shows a mark on `path` of `data`: the nearest field named in a group (not a
 * place in a list), as the path to it and the rest of the mark's path below it. Undefined when
 * no field of the path is in a group of `data`.
 */
export function anchorOf(data: unknown, path: FieldPath) {
  for (let index = path.length - 1; index >= 0; index--) {
    const key = path[index];
    if (typeof key === "string" && isRecord(valueAt(data, path.slice(0, index)))) {
      return { anchor: path.slice(0, index + 1), below: path.slice(index + 1) };
    }
  }
  return undefined;
}

/** The JSON of a value, for comparing it with what it was. */
const json = (value: unknown) => JSON.stringify(value) ?? "undefined";

/** The entry with each of its file's marks beside its field, and no `marks` list. */
export function marksToForm<T extends Record<string, unknown>>(entry: T): T {
  // A list the content check refuses stays as written, out of the form, for the check to name.
  const parsed = marksSchema.safeParse(entry[MARKS_FIELD]);
  if (!parsed.success) return entry;
  const { [MARKS_FIELD]: written, ...data } = structuredClone(entry) as Record<string, unknown>;
  const unplaced: Mark[] = [];
  parsed.data.forEach((mark, place) => {
    const path = fieldPathOf(mark.field);
    const found = anchorOf(data, path);
    if (!found) {
      unplaced.push(mark);
      return;
    }
    const group = valueAt(data, found.anchor.slice(0, -1)) as Record<string, unknown>;
    const name = markFieldOf(String(found.anchor.at(-1)));
    const formMark: FormMark = {
      kind: mark.kind,
      note: mark.note,
      below: found.below,
      read: json(valueAt(data, path)),
      place,
    };
    group[name] = [...((group[name] as FormMark[] | undefined) ?? []), formMark];
  });
  void written;
  // A mark of a field the file does not have (the check names it) is written back as it was.
  return { ...data, ...(unplaced.length > 0 && { [MARKS_FIELD]: unplaced }) } as T;
}

type Placed = FormMark & { path: FieldPath };

/** The form's marks, each with the path of the field it marks now; the data without them. */
function takeFormMarks(value: unknown, at: FieldPath, found: Placed[]): unknown {
  if (Array.isArray(value))
    return value.map((item, index) => takeFormMarks(item, [...at, index], found));
  if (!isRecord(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!isMarkField(key)) {
      kept[key] = takeFormMarks(item, [...at, key], found);
      continue;
    }
    const anchor = [...at, key.slice(0, -MARK_SUFFIX.length)];
    for (const mark of Array.isArray(item) ? (item as FormMark[]) : []) {
      found.push({ ...mark, path: [...anchor, ...(mark.below ?? [])] });
    }
  }
  return kept;
}

/**
 * The entry as its file holds it: its `marks` list again, without the marks cleared, filled in
 * (a placeholder whose value changed) or left without their field; marks the form did not place
 * (a list the content check refuses) are written as they were.
 */
export function marksFromForm<T extends Record<string, unknown>>(entry: T): T {
  const found: Placed[] = [];
  const data = takeFormMarks(entry, [], found) as Record<string, unknown>;
  if (found.length === 0) return data as T;
  const kept = found
    .filter((mark) => mark.cleared !== true && !isEmpty(valueAt(data, mark.path)))
    .filter((mark) => mark.kind !== "placeholder" || json(valueAt(data, mark.path)) === mark.read)
    .sort((a, b) => a.place - b.place)
    .map(({ path, kind, note }) => ({ field: fieldPathText(path), kind, note }));
  const unplaced = Array.isArray(data[MARKS_FIELD]) ? (data[MARKS_FIELD] as unknown[]) : [];
  const marks = [...kept, ...unplaced];
  const { [MARKS_FIELD]: left, ...rest } = data;
  void left;
  return (marks.length > 0 ? { ...rest, [MARKS_FIELD]: marks } : rest) as T;
}
