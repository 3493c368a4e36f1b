// The words of the counsellors' editor's forms (interface-words.yaml's editorForms, in each
// language): the names of its collections and files, each field's label and the hint under it,
// the words beside a marked field, the "+" menu's components and the preview pane's. Which fields
// have words is fixed here, field by field (by their path in the file: "address/city"); what a
// field is (a line or a box of text, a list, a choice) is the schema's and never a language's.
import { z } from "zod";
import { template, text } from "../schema-fields";

/** What the form says about one field: its label, the hint under it, and for a field with a pattern, what the pattern asks. */
const field = z.strictObject({
  label: text.optional(),
  hint: text.optional(),
  pattern: text.optional(),
});

/** The fields of one kind of file that have words of their own, by their path ("address/city"). */
const fields = (...paths: string[]) =>
  z.strictObject(Object.fromEntries(paths.map((path) => [path, field])));

/** The three fields of a length of time (60 to 90 minutes). */
const length = z.strictObject({ from: field, to: field, unit: field });

const mark = z.strictObject({ state: text, todo: text, clear: text });

export const editorFormsSchema = z.strictObject({
  /** The editor's collections, in its left-hand list. */
  collections: z.strictObject({
    practice: text,
    pages: text,
    services: text,
    service: text,
    team: text,
    teamMember: text,
    tools: text,
    milestones: text,
    milestoneAge: text,
    /** An age in the checklist's list. */
    months: template("months"),
    articles: template("language"),
    article: text,
    articlesIn: template("language"),
    articleIn: template("language"),
    translations: template("language"),
  }),
  /** The files of the collections of single files, and how an entry of a folder is named. */
  files: z.strictObject({
    site: text,
    interfaceWords: text,
    /** Each page, by its name in the table of content types (content-types.ts). */
    pages: z.strictObject({
      home: text,
      about: text,
      services: text,
      resources: text,
      contact: text,
      privacy: text,
      search: text,
      errors: text,
    }),
    sharedToolWords: text,
    /** Each tool's file of words, by the file's name (content/tools/diary.yaml: "diary"). */
    tools: z.strictObject({ diary: text, milestones: text, reflection: text }),
    service: template("name"),
    teamMember: template("name"),
    milestoneAge: template("months"),
  }),
  /** Each field's label and hint, by the kind of file. */
  fields: z.strictObject({
    articles: fields(
      "title",
      "description",
      "category",
      "ageGroups",
      "date",
      "draft",
      "updated",
      "reviewedBy",
      "lastReviewed",
      "slug",
      "body",
    ),
    /** A translation's own fields. */
    translation: fields("translationOf", "translatedFrom", "reviewedBy", "matchesEnglish"),
    /** The fields at the top of every page's file. */
    page: fields("title", "description", "updated", "order", "body"),
    /** Fields of that name in any file. */
    anyFile: fields("heading", "intro", "text", "icon"),
    site: fields(
      "name",
      "tagline",
      "about",
      "url",
      "editor",
      "editor/repository",
      "editor/branch",
      "phone",
      "whatsapp",
      "greeting",
      "email",
      "address",
      "address/lines",
      "address/city",
      "address/postalCode",
      "address/state",
      "hours",
      "hours/from",
      "hours/to",
      "hours/opens",
      "hours/closes",
      "articlesPerPage",
      "social",
      "helplines",
      "helplines/id",
      "helplines/number",
      "helplines/source",
      "helplines/sourceUrl",
      "helplines/verified",
    ),
    interfaceWords: fields(
      "navigation",
      "help",
      "labels",
      "reviewPage",
      "launchPage",
      "editor",
      "editorForms",
    ),
    home: fields(
      "hero",
      "highlights",
      "stats",
      "stats/value",
      "stats/count",
      "stats/label",
      "stats/href",
      "aboutTeaser",
      "aboutTeaser/linkLabel",
      "services",
      "visionMission",
      "cta",
    ),
    servicesPage: fields(
      "supportOptions",
      "supportOptions/items",
      "supportOptions/items/duration",
      "supportOptions/items/length",
      "holistic",
      "languages",
      "languages/items",
      "firstSession",
      "firstSession/steps",
      "firstSession/length",
      "online",
      "wait",
      "wait/length",
      "wait/text",
      "fees",
      "fees/items",
      "fees/items/amount",
    ),
    /** A length of time's own fields, wherever it is. */
    length,
    team: fields(
      "name",
      "role",
      "qualifications",
      "registration",
      "languages",
      "photo",
      "photoAlt",
      "body",
    ),
    service: fields("title", "description", "features"),
  }),
  /** The words of a choice: units of time and days of the week. */
  choices: z.strictObject({
    minute: text,
    hour: text,
    day: text,
    week: text,
    month: text,
    monday: text,
    tuesday: text,
    wednesday: text,
    thursday: text,
    friday: text,
    saturday: text,
    sunday: text,
  }),
  /** A translation's field: the English words beside it ({words}), before the field's own hint. */
  inEnglish: template("words"),
  /** The marks beside a field (placeholders, claims to confirm). */
  marks: z.strictObject({
    /** The label of the row of a field's marks. */
    field: template("field"),
    placeholder: mark,
    confirm: mark,
    cleared: text,
    undo: text,
  }),
  /** The "+" menu of an article's text. */
  components: z.strictObject({
    callout: text,
    calloutTitle: text,
    calloutText: text,
    /** A helpline chosen by name: "Helpline: Tele-MANAS (14416)". */
    helpline: template("name", "number"),
    /** A Helpline the file names that is not in the list. */
    anyHelpline: text,
  }),
  /** The preview pane. */
  preview: z.strictObject({
    /** Over the problems, while the content check refuses the entry. */
    problems: text,
    /** Where a problem is in the file, for whoever opens it. */
    where: template("file", "line", "column"),
  }),
});

export type EditorForms = z.infer<typeof editorFormsSchema>;
