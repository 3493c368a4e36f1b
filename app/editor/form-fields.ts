// A form for a content file, made from its zod schema: a form field for every field of the
// schema, of the widget its kind needs (a line or a box of text, a number, a date, a choice, a
// group of fields, a list), required as the schema requires it, with the label and hint
// field-text.ts gives it. A schema field of a kind the editor has no widget for stops the build
// here, so that no field can silently be left out of the editor.
import { z } from "zod";
import { defOf } from "../content/schema-def";
import { calendarDate } from "../content/schema-fields";
import type { EditorForms } from "../content/schemas";
import { fieldText, type FieldText } from "./field-text";

/** A form field as Decap's configuration writes it. */
export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };
export type Choice = { label: string; value: string };

/** What a form is made for: the content type (for its field text), its words and its choices. */
export type FormContext = {
  /** The content type's name in field-text.ts ("site", "pages/home", "team"). */
  type: string;
  /** The words of the editor's forms, in the language the form is made in. */
  forms: EditorForms;
  /** The choices of a field the schema gives as an enum, by its path ("category"); else its values. */
  choices?: (path: string[]) => Choice[] | undefined;
  /** Form fields that are not what the schema's kind gives (a photo is an upload), by name. */
  widgets?: Record<string, Partial<DecapField>>;
};

const bagOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { bag: Record<string, unknown> } })._zod.bag;

/** The schema inside .optional(), .default() and .transform(), and whether it may be left out. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean } {
  const def = defOf(schema);
  if (def.type === "optional" || def.type === "default" || def.type === "nullable") {
    return { inner: unwrap(def.innerType as z.ZodType).inner, required: false };
  }
  if (def.type === "pipe") return unwrap(def.in as z.ZodType);
  return { inner: schema, required: true };
}

/** The fields of an object schema (a page's, a list item's), unwrapped from a transform. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const { inner } = unwrap(schema);
  if (defOf(inner).type !== "object") throw new Error("The editor's forms are made of objects.");
  return (inner as z.ZodObject).shape as Record<string, z.ZodType>;
}

const DATE_WIDGET = {
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "YYYY-MM-DD",
  time_format: false,
  picker_utc: true,
};

/** The field of a list item that names it in the folded list: its title, name or label. */
const SUMMARY_FIELDS = ["title", "name", "label", "question", "days", "heading", "text", "id"];

/** How many items a list must have: Decap's min and max. */
function listBounds(schema: z.ZodType): { min?: number; max?: number } {
  const bag = bagOf(schema);
  const exact = bag.length as number | undefined;
  const min = exact ?? (bag.minimum as number | undefined);
  const max = exact ?? (bag.maximum as number | undefined);
  return { ...(min !== undefined && min > 0 && { min }), ...(max !== undefined && { max }) };
}

type Made = { name: string; path: string[]; text: FieldText; required: boolean };

/** The form fields of an object schema's fields, in the schema's order. */
export function formFields(
  schema: z.ZodType,
  context: FormContext,
  path: string[] = [],
): DecapField[] {
  return Object.entries(shapeOf(schema)).map(([name, field]) =>
    formField(name, field, context, [...path, name]),
  );
}

/** The form field of one schema field. */
export function formField(
  name: string,
  schema: z.ZodType,
  context: FormContext,
  path: string[],
): DecapField {
  const { inner, required } = unwrap(schema);
  const text = fieldText(context.type, path, context.forms);
  const made: Made = { name, path, text, required };
  const base = { name, label: text.label, ...(text.hint && { hint: text.hint }), required };
  const widget = context.widgets?.[path.join(".")];
  if (widget) return { ...base, widget: "string", ...widget };
  if (inner === calendarDate) return { ...base, ...DATE_WIDGET };
  const def = defOf(inner);
  switch (def.type) {
    case "string":
      return { ...base, widget: text.long ? "text" : "string", ...patternOf(inner, text) };
    case "number":
      return { ...base, widget: "number", value_type: "int", ...minimumOf(inner) };
    case "boolean":
      return { ...base, widget: "boolean", default: false };
    case "enum":
      return { ...base, widget: "select", options: choicesOf(inner, context, path) };
    case "object":
      return { ...base, widget: "object", fields: formFields(inner, context, path) };
    case "array":
      return listField(made, inner as z.ZodArray, context);
    default:
      throw new Error(
        `The editor has no form field for "${path.join(" → ")}" (${def.type}): add one in app/editor/form-fields.ts.`,
      );
  }
}

function patternOf(schema: z.ZodType, text: FieldText) {
  const patterns = [...((bagOf(schema).patterns as Set<RegExp> | undefined) ?? [])];
  return patterns[0] && text.pattern ? { pattern: [patterns[0].source, text.pattern] } : {};
}

function minimumOf(schema: z.ZodType) {
  const minimum = bagOf(schema).minimum as number | undefined;
  return minimum !== undefined && Number.isFinite(minimum) ? { min: minimum } : {};
}

function choicesOf(schema: z.ZodType, context: FormContext, path: string[]): Choice[] {
  const given = context.choices?.(path);
  if (given) return given;
  return (schema as z.ZodEnum).options.map((value) => ({
    label: String(value),
    value: String(value),
  }));
}

/** A list: a choice of several (a list of an enum), a list of groups of fields, or of lines. */
function listField(made: Made, schema: z.ZodArray, context: FormContext): DecapField {
  const { name, path, text, required } = made;
  const base = { name, label: text.label, ...(text.hint && { hint: text.hint }), required };
  const element = unwrap(schema.element as z.ZodType).inner;
  const bounds = listBounds(schema);
  const kind = defOf(element).type;
  if (kind === "enum") {
    return {
      ...base,
      widget: "select",
      multiple: true,
      options: choicesOf(element, context, path),
      ...bounds,
    };
  }
  if (kind === "object") {
    const fields = formFields(element, context, path);
    const summary = SUMMARY_FIELDS.find((each) => fields.some((field) => field.name === each));
    return {
      ...base,
      widget: "list",
      collapsed: true,
      ...(summary && { summary: `{{fields.${summary}}}` }),
      fields,
      ...bounds,
    };
  }
  const item = formField("item", schema.element as z.ZodType, context, [...path, "item"]);
  // Lines are short: shown open, each in its own box.
  return { ...base, widget: "list", collapsed: false, field: item, ...bounds };
}

/** Markdown the body check accepts, as buttons: no first-level heading (the title is one). */
const MARKDOWN_BUTTONS = [
  "bold",
  "italic",
  "link",
  "heading-two",
  "heading-three",
  "bulleted-list",
  "numbered-list",
  "quote",
];

/** The Markdown text of a file: `components` are the ids of what its "+" menu offers. */
export const bodyField = (text: FieldText, components: readonly string[] = []): DecapField => ({
  name: "body",
  label: text.label,
  ...(text.hint && { hint: text.hint }),
  widget: "markdown",
  buttons: MARKDOWN_BUTTONS,
  editor_components: [...components],
  modes: ["rich_text", "raw"],
  sanitize_preview: true,
});
