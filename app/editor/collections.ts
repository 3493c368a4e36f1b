// The editor's collections of every content file but the articles, made from the table of content
// types (app/content/content-types.ts), the tools' registry and their schemas: the practice's
// details and the interface's words, each page, the services (added, removed, put in order), the team (each with a photo
// uploaded into the site's folder of team photos), the tools' words and the milestone checklist's
// ages; then, for each translated language, its translated files, with the English beside each
// field (translated-fields.ts). formats.ts reads and writes each file.
import path from "node:path";
import type { z } from "zod";
import {
  INTERFACE_WORDS_FILE,
  PAGE_TYPES,
  pageSchema,
  SERVICES,
  SITE_FILE,
  TEAM,
  type PageType,
} from "../content/content-types";
import { PAGE_LISTS } from "../build-time/page-lists";
import {
  EDITOR_COLLECTIONS,
  editorEntryOf,
  MILESTONE_AGES_FOLDER,
} from "../content/editor-entries";
import { DEFAULT_CONTENT_DIR } from "../content/folders";
import {
  type EditorForms,
  interfaceWordsSchema,
  serviceSchema,
  siteSchema,
  teamMemberSchema,
} from "../content/schemas";
import { TOOLS_SHARED_FILE } from "../features/tools/content";
import type { ToolFile } from "../features/tools/define-tool";
import { TOOLS } from "../features/tools/registry";
import { ICON_NAMES } from "../lib/icons";
import { paths } from "../lib/paths";
import { fieldText, labelOfName } from "./field-text";
import { fill } from "../lib/format";
import { DURATION_UNITS, WEEKDAYS } from "../content/schemas/practice-facts";
import { bodyField, formFields, type DecapField, type FormContext } from "./form-fields";
import { FORMATS } from "./source-formats";

const inContent = (file: string) => path.posix.join(DEFAULT_CONTENT_DIR, file);
const typeOf = (file: string) => file.replace(/\.(ya?ml|mdx?)$/, "");

/** What every form offers for an icon (the site's icons by name), a day and a unit of time. */
const context = (type: string, forms: EditorForms): FormContext => ({
  type,
  forms,
  choices: (at) => {
    if (at.at(-1) === "icon") return ICON_NAMES.map((name) => ({ label: name, value: name }));
    // Days of the week and units of time, in words (practice-facts.ts).
    const named = at.at(-1) === "unit" ? DURATION_UNITS : at[0] === "hours" ? WEEKDAYS : undefined;
    return named?.map((value) => ({ label: forms.choices[value], value }));
  },
});

/** A form for a file or a folder's files: its schema's fields, then its body if the page shows one. */
function formOf(
  type: string,
  schema: z.ZodType,
  forms: EditorForms,
  body: PageType["body"] = "none",
): DecapField[] {
  const fields = formFields(schema, context(type, forms));
  // The body of a page or a team member: Markdown, without the articles' components.
  return body === "none" ? fields : [...fields, bodyField(fieldText(type, ["body"], forms))];
}

type SingleFile = { file: string; label: string; schema: z.ZodType; body?: PageType["body"] };

/** The tools' files of words, and the folders of them (the milestone checklist's ages). */
const toolFiles = (): readonly ToolFile[] => [
  TOOLS_SHARED_FILE,
  ...TOOLS.flatMap((tool) => tool.files as readonly ToolFile[]),
];

/**
 * "tools/diary.yaml" → "Behaviour diary: words": the label of a tool's file in the editor; a tool
 * the words do not name yet (a new one, added as a folder and a registry line) by its file's name.
 */
function toolLabel(file: string, forms: EditorForms): string {
  if (file === TOOLS_SHARED_FILE.file) return forms.files.sharedToolWords;
  const name = typeOf(path.posix.basename(file));
  const named: Partial<Record<string, string>> = forms.files.tools;
  return named[name] ?? labelOfName(name);
}

/** The files of one collection each that the editor offers: the practice's, the pages', the tools'. */
function singleFiles(
  forms: EditorForms,
): { collection: string; label: string; files: SingleFile[] }[] {
  const { collections, files } = forms;
  return [
    {
      collection: EDITOR_COLLECTIONS.practice,
      label: collections.practice,
      files: [
        { file: SITE_FILE, label: files.site, schema: siteSchema },
        { file: INTERFACE_WORDS_FILE, label: files.interfaceWords, schema: interfaceWordsSchema },
      ],
    },
    {
      collection: EDITOR_COLLECTIONS.pages,
      label: collections.pages,
      files: Object.entries(PAGE_TYPES).map(([name, page]: [string, PageType]) => ({
        file: page.file,
        label: files.pages[name as keyof typeof PAGE_TYPES],
        schema: pageSchema(page.schema, PAGE_LISTS),
        body: page.body,
      })),
    },
    {
      collection: EDITOR_COLLECTIONS.tools,
      label: collections.tools,
      files: toolFiles().flatMap((each) =>
        "file" in each
          ? [{ file: each.file, label: toolLabel(each.file, forms), schema: each.schema }]
          : [],
      ),
    },
  ];
}

/** One file of a collection of single files: its entry's name, its path in content/, its form. */
export type SingleEntry = { entry: string; file: string; label: string; fields: DecapField[] };

/** A collection of single files, each with its own form, all of one format. */
export function fileCollection(name: string, label: string, format: string, files: SingleEntry[]) {
  return {
    name,
    label,
    format,
    editor: { preview: true },
    files: files.map(({ entry, file, label: fileLabel, fields }) => ({
      name: entry,
      label: fileLabel,
      file: inContent(file),
      fields,
    })),
  };
}

const entryOf = (file: string) => editorEntryOf(file, [])!.entry;

/** The English collections: the practice, the pages, services, team, tools, milestone ages. */
export function englishCollections(forms: EditorForms) {
  const singles = singleFiles(forms).map(({ collection, label, files }) =>
    fileCollection(
      collection,
      label,
      FORMATS[files[0].file.endsWith(".yaml") ? "yaml" : "page"].name,
      files.map(({ file, label: fileLabel, schema, body }) => ({
        entry: entryOf(file),
        file,
        label: fileLabel,
        fields: formOf(typeOf(file), schema, forms, body),
      })),
    ),
  );
  return [
    singles[0],
    singles[1],
    servicesCollection(forms),
    teamCollection(forms),
    singles[2],
    milestonesCollection(forms),
  ];
}

/** A folder of files of one schema: each file an entry of the folder's collection. */
function folderCollection(options: {
  name: string;
  label: string;
  singular: string;
  folder: string;
  fields: DecapField[];
  format: string;
  extension: string;
  create: boolean;
}) {
  const { name, label, singular, folder, fields, format, extension, create } = options;
  return {
    name,
    label,
    label_singular: singular,
    folder: inContent(folder),
    extension,
    format,
    create,
    delete: create,
    editor: { preview: true },
    fields,
  };
}

/** The services: added, removed, and put in order by their place in the list. */
function servicesCollection(forms: EditorForms) {
  return {
    ...folderCollection({
      name: EDITOR_COLLECTIONS.services,
      label: forms.collections.services,
      singular: forms.collections.service,
      folder: SERVICES.folder,
      fields: formOf(SERVICES.folder, serviceSchema, forms, SERVICES.body),
      format: FORMATS.page.name,
      extension: FORMATS.page.extension,
      create: true,
    }),
    // A new service's file name, and so its place on the Services page (#group-therapy).
    slug: "{{title}}",
    identifier_field: "title",
    summary: "{{order}}. {{title}}",
    sortable_fields: ["order", "title"],
  };
}

/** The team: a person added or removed, each with a photo uploaded into the team photos' folder. */
function teamCollection(forms: EditorForms) {
  const fields = formOf(TEAM.folder, teamMemberSchema, forms, TEAM.body).map((field) =>
    field.name === "photo"
      ? {
          ...field,
          widget: "image",
          choose_url: false,
          allow_multiple: false,
          media_library: { config: { multiple: false } },
        }
      : field,
  );
  return {
    ...folderCollection({
      name: EDITOR_COLLECTIONS.team,
      label: forms.collections.team,
      singular: forms.collections.teamMember,
      folder: TEAM.folder,
      fields,
      format: FORMATS.page.name,
      extension: FORMATS.page.extension,
      create: true,
    }),
    slug: "{{name}}",
    identifier_field: "name",
    summary: "{{order}}. {{name}}",
    sortable_fields: ["order", "name"],
    // A photo goes into the site's folder of team photos, in the same branch as the person's file
    // (a folder starting with a slash is in the repository, not beside the entry).
    media_folder: path.posix.join(path.posix.sep, "public", paths.picture("team")),
    public_folder: paths.picture("team"),
  };
}

/** The milestone checklist's ages: each file's skills, reworded; ages are not added here. */
function milestonesCollection(forms: EditorForms) {
  const ages = toolFiles().find(
    (each): each is ToolFile & { folder: string } =>
      "folder" in each && each.folder === MILESTONE_AGES_FOLDER,
  );
  if (!ages) throw new Error(`No tool has its words in ${MILESTONE_AGES_FOLDER}.`);
  return {
    ...folderCollection({
      name: EDITOR_COLLECTIONS.milestones,
      label: forms.collections.milestones,
      singular: forms.collections.milestoneAge,
      folder: ages.folder,
      fields: formOf(ages.folder, ages.schema, forms),
      format: FORMATS.yaml.name,
      extension: FORMATS.yaml.extension,
      create: false,
    }),
    identifier_field: "months",
    summary: fill(forms.collections.months, { months: "{{months}}" }),
    sortable_fields: ["months"],
  };
}

/** The form of an English file of the content table or the tools, by its path in content/. */
export function englishFormOf(file: string, forms: EditorForms): DecapField[] | undefined {
  const single = singleFiles(forms)
    .flatMap((each) => each.files)
    .find((each) => each.file === file);
  if (single) return formOf(typeOf(file), single.schema, forms, single.body);
  const folder = path.posix.dirname(file);
  if (folder === SERVICES.folder) return formOf(folder, serviceSchema, forms, SERVICES.body);
  if (folder === TEAM.folder) return formOf(folder, teamMemberSchema, forms, TEAM.body);
  const tools = toolFiles().find((each) => "folder" in each && each.folder === folder);
  return tools ? formOf(folder, tools.schema, forms) : undefined;
}

/** What a file is called in the editor: "Home page", "Service: Group therapy", "Team member: Asha Rao". */
export function fileLabel(
  file: string,
  data: Record<string, unknown> | undefined,
  forms: EditorForms,
): string {
  const single = singleFiles(forms)
    .flatMap((each) => each.files)
    .find((each) => each.file === file);
  if (single) return single.label;
  const named = [data?.title, data?.name].find((value) => typeof value === "string");
  const folder = path.posix.dirname(file);
  const kind = { [SERVICES.folder]: forms.files.service, [TEAM.folder]: forms.files.teamMember }[
    folder
  ];
  if (kind) return fill(kind, { name: named ?? path.posix.basename(file) });
  if (folder === MILESTONE_AGES_FOLDER) {
    return fill(forms.files.milestoneAge, { months: String(data?.months ?? "") });
  }
  return file;
}
