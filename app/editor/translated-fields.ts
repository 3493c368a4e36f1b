// A translated file's form, made from its English file's form and words: the translation's own
// fields, then only the words (the facts a translation takes from the English are not offered),
// each with the English words beside it, and each list as a group per English item
// (translation-shape.ts), named by its English words.
import { type EditorForms, TRANSLATION_FIELDS } from "../content/schemas";
import type { FieldPath } from "../i18n/merge";
import { fieldText } from "./field-text";
import { formField, type DecapField } from "./form-fields";
import { HINT_SEPARATOR } from "./labels";
import { MATCHES_ENGLISH_FIELD } from "./translation-format";
import { itemKey, pairsById } from "./translation-shape";
import { fill } from "../lib/format";
import { isRecord } from "../lib/is-record";

/** The widgets whose value is words; any other (a number, a date, a choice of ids) is a fact. */
const WORD_WIDGETS = ["string", "text", "markdown"];

/** Longer English words are cut in the hint: the file has them whole. */
const SHOWN_LENGTH = 400;

/** The English words as the hint shows them: Markdown's marks shown as they are typed. */
function englishHint(english: string, hint: unknown, inEnglish: string): string {
  const words = english.length > SHOWN_LENGTH ? `${english.slice(0, SHOWN_LENGTH)}…` : english;
  const shown = words.replace(/\s+/g, " ").replace(/([\\`*_[\]<>#~|])/g, "\\$1");
  return [fill(inEnglish, { words: shown }), typeof hint === "string" && hint ? hint : ""]
    .filter(Boolean)
    .join(HINT_SEPARATOR);
}

/** The words an English list item is known by: its title, name, label or first words. */
function itemName(item: unknown, index: number): string {
  const named = isRecord(item)
    ? ["title", "name", "label", "question", "days", "heading", "text", "legend"]
        .map((key) => item[key])
        .find((value) => typeof value === "string")
    : item;
  const words = typeof named === "string" ? named : "";
  return `${index + 1}. ${words.length > 60 ? `${words.slice(0, 60)}…` : words}`;
}

export type Rules = {
  /** Whether a translation takes the field at `at` from the English (translation-facts.ts). */
  takenFromEnglish: (at: FieldPath, english: unknown) => boolean;
  /** The words before the English words in a hint: "In English: “{words}”". */
  inEnglish: string;
};

/** The translation's form fields of `fields` (the English form's), over the English `data`. */
export function translatedFields(
  fields: readonly DecapField[],
  data: unknown,
  rules: Rules,
  at: FieldPath = [],
): DecapField[] {
  const english = isRecord(data) ? data : {};
  return fields.flatMap((field) => {
    const path = [...at, field.name];
    const value = english[field.name];
    if (value === undefined || rules.takenFromEnglish(path, value)) return [];
    const made = translatedField(field, value, rules, path);
    return made ? [made] : [];
  });
}

function translatedField(field: DecapField, value: unknown, rules: Rules, at: FieldPath) {
  if (WORD_WIDGETS.includes(field.widget)) {
    return typeof value === "string"
      ? { ...field, hint: englishHint(value, field.hint, rules.inEnglish) }
      : undefined;
  }
  if (field.widget === "object" && Array.isArray(field.fields)) {
    const inner = translatedFields(field.fields as DecapField[], value, rules, at);
    return inner.length > 0 ? { ...field, fields: inner } : undefined;
  }
  if (field.widget === "list" && Array.isArray(value) && value.length > 0) {
    return groupOfItems(field, value, rules, at);
  }
  return undefined;
}

/**
 * A list as one group per English item: items with ids by id (an item left empty shows in
 * English, so none is required), the others by place.
 */
function groupOfItems(field: DecapField, items: unknown[], rules: Rules, at: FieldPath) {
  const byId = pairsById(items);
  const groups = items.flatMap((item, index): DecapField[] => {
    const name = byId ? itemKey(item, index) : String(index + 1);
    const label = itemName(item, index);
    const place = [...at, index];
    if (Array.isArray(field.fields)) {
      // An item's id pairs it with its English item: the group's name, never a field.
      const inner = translatedFields(field.fields as DecapField[], item, rules, place)
        .filter((each) => !byId || each.name !== "id")
        .map((each) => (byId ? { ...each, required: false } : each));
      return inner.length > 0
        ? [{ name, label, widget: "object", collapsed: false, fields: inner }]
        : [];
    }
    const single = field.field as DecapField | undefined;
    if (!single || typeof item !== "string" || rules.takenFromEnglish(place, item)) return [];
    const made = translatedField({ ...single, name, label }, item, rules, place);
    return made ? [made] : [];
  });
  if (groups.length === 0) return undefined;
  const { name, label, hint, required } = field;
  return {
    name,
    label,
    ...(hint !== undefined && { hint }),
    required,
    widget: "object",
    fields: groups,
  };
}

/**
 * A translation's own fields in its form: when it was made, who reviewed it, and the box "says
 * what the English says now" (never written: ticked, the editor records the digest of the
 * English words instead, translation-format.ts; ticked for a new translation, since Decap gives
 * defaults to new entries alone). translationOf and the digest are not shown.
 */
export function translationOwnFields(forms: EditorForms): DecapField[] {
  const text = (name: string) => {
    const { label, hint } = fieldText("translation", [name], forms);
    return { label, ...(hint && { hint }) };
  };
  const made = formField(
    "translatedFrom",
    TRANSLATION_FIELDS.translatedFrom,
    { type: "translation", forms },
    ["translatedFrom"],
  );
  return [
    { ...made, ...text("translatedFrom"), default: "{{now}}" },
    // Empty until a native speaker has reviewed it: the go-live check lists it until then.
    { name: "reviewedBy", ...text("reviewedBy"), widget: "string", required: false },
    {
      name: MATCHES_ENGLISH_FIELD,
      ...text(MATCHES_ENGLISH_FIELD),
      widget: "boolean",
      required: false,
      default: true,
    },
  ];
}
