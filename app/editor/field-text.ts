// What the editor's form says about each field: its label and a hint under it, in the words of
// interface-words.yaml's editorForms (app/content/schemas/editor-forms.ts), in each language. These
// are the counsellors' words, not the visitors': the hints are the field help of the counsellors'
// guide. A field's words are its content type's own, else those every file gives that name
// ("heading"), else its name as a label. Whether a field is a box of several lines is the form's,
// never a language's: it is kept here.
import { posix } from "node:path";
import type { EditorForms } from "../content/schemas";

/** What the form says about one field. */
export type FieldText = {
  label: string;
  hint?: string;
  /** A text of several lines. */
  long?: boolean;
  /** Shown when the text does not have the schema's form (a field with a pattern). */
  pattern?: string;
};

/** The content type whose fields editorForms.fields.articles describes: an article, and its translations. */
export const ARTICLES_TEXT = "articles";

/** The words of each content type's fields in editorForms.fields, by the content type's name. */
const KINDS: Record<string, keyof EditorForms["fields"]> = {
  [ARTICLES_TEXT]: "articles",
  translation: "translation",
  site: "site",
  "interface-words": "interfaceWords",
  "pages/home": "home",
  "pages/services": "servicesPage",
  team: "team",
  services: "service",
};

/** Fields of several lines: of that name in any file, or at that path of a content type. */
const LONG_NAMES = new Set(["description", "intro", "text"]);
const LONG_PATHS: Record<string, string[]> = { site: ["about"], "pages/services": ["wait/text"] };

/** "skipToContent" → "Skip to content": a field's name as a label, when nothing better is written. */
export function labelOfName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Words = { label?: string; hint?: string; pattern?: string };

/**
 * The label and hint of a field of a content type ("site", "pages/home", "team") at `path`
 * ("address", "city"; a list item's field without its place), in `forms`' language.
 */
export function fieldText(type: string, path: readonly string[], forms: EditorForms): FieldText {
  const name = path.at(-1) ?? "";
  // The words' key: the path joined by slashes ("address/city").
  const key = path.join(posix.sep);
  const kind = KINDS[type];
  const texts = kind && (forms.fields[kind] as Record<string, Words | undefined>);
  // A length of time's own fields (from, to, unit), wherever the length is.
  const ofLength = path.at(-2) === "length" ? (forms.fields.length as Record<string, Words>) : {};
  const common: Words = {
    ...(forms.fields.anyFile as Record<string, Words>)[name],
    ...(path.length === 1 && (forms.fields.page as Record<string, Words>)[name]),
    ...ofLength[name],
  };
  const long = LONG_NAMES.has(name) || (LONG_PATHS[type] ?? []).includes(key);
  return {
    label: labelOfName(name === "item" ? (path.at(-2) ?? name) : name),
    ...common,
    ...texts?.[key],
    ...(long && { long }),
  };
}
