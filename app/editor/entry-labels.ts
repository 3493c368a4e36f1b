// A content file and a field of it named as the editor shows them, for whoever is not a programmer
// (the page of what is left before launch): "content/pages/contact.md" and "form → confirmation"
// become "Contact page" and "Form → Confirmation". The entry is named by its collection's
// configuration (a file's label; in a folder, the entry as Decap's list shows it), the field by
// problems.ts's labelsOf, the one mapping from a field's path to the form's labels; with the
// entry's address in the editor. In any language of the editor (labels.ts), English by default.
import { editorEntryOf } from "../content/editor-entries";
import { fieldName, type FieldPath } from "../content/marks";
import { paths } from "../lib/paths";
import type { EditorData } from "./config";
import { relabelled } from "./labels";
import { fieldsOf, labelsOf } from "./problems";

type Collection = {
  name: string;
  label: string;
  files?: { name: string; label: string }[];
  /** Decap's line for an entry in a folder's list: "{{order}}. {{name}}". */
  summary?: string;
  identifier_field?: string;
};

export type EntryLabel = {
  /** The entry: "Contact page", "मराठी: pages, details and tools → Home page", "Team → 1. Asha Rao". */
  entry: string;
  /** The field, by the form's labels ("Form → Confirmation"); undefined for the whole entry or a field the form lacks. */
  field?: string;
  /** The entry's address in the editor. */
  href: string;
};

/** A value of a file's field as Decap's list writes it: a date as its day. */
const shownValue = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? "");

/** An entry of a folder as Decap's list names it: its summary, filled from the file's fields. */
function folderEntry(
  collection: Collection,
  fields: Record<string, unknown> | undefined,
  slug: string,
) {
  if (!fields) return slug;
  const template = collection.summary ?? `{{${collection.identifier_field ?? "title"}}}`;
  const filled = template.replace(/\{\{([\w.]+)\}\}/g, (_all, key: string) =>
    shownValue(fields[key]),
  );
  return filled.trim() || slug;
}

/**
 * The labeller of `data`'s editor: a file by its path ("content/pages/contact.md") and a field
 * path in it → their labels in the editor's language `code` (the first language's when none), or
 * undefined for a file the editor has no form for. `fieldsOfFile` gives a file's fields by its
 * path in content/ ("team/asha-rao.md"); `codes` are the languages after the first.
 */
export function entryLabeller(
  data: Pick<EditorData, "config" | "labels">,
  fieldsOfFile: (file: string) => Record<string, unknown> | undefined,
  codes: readonly string[],
) {
  const configs = new Map<string | undefined, Pick<EditorData, "config">>();
  const configIn = (code: string | undefined) => {
    let made = configs.get(code);
    if (!made) {
      const labels = code === undefined ? undefined : data.labels[code];
      configs.set(code, (made = { config: relabelled(data.config, labels) }));
    }
    return made;
  };
  return (file: string, path?: FieldPath, code?: string): EntryLabel | undefined => {
    const shown = configIn(code);
    const collections: readonly Collection[] = shown.config.collections;
    const inContent = file.replace(/^content\//, "");
    const where = editorEntryOf(inContent, codes);
    const collection = where && collections.find((each) => each.name === where.collection);
    if (!where || !collection) return undefined;
    const own = collection.files?.find((each) => each.name === where.entry);
    const name = own ? own.label : folderEntry(collection, fieldsOfFile(inContent), where.entry);
    // An English file is named by its own label; a translated file or a folder's entry also by its
    // collection (the Marathi "Home page" beside the English one, "Team → 1. Asha Rao").
    const entry = own && !codes.includes(collection.name) ? name : `${collection.label} → ${name}`;
    const field =
      path && path.length > 0
        ? labelsOf(fieldName(path), fieldsOf(shown, where.collection, where.entry))
        : undefined;
    return { entry, field, href: paths.editorEntry(collection.name, where.entry) };
  };
}

export type EntryLabeller = ReturnType<typeof entryLabeller>;
