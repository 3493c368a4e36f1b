// The configuration of the counsellors' editor at /admin (Decap CMS), made at build time from the
// same schemas and files that check the content: the article schema gives the fields and which are
// required, the Resources page the topics and age groups to choose from, content/languages.yaml a
// collection for each translated language, and content/site.yaml the repository and the site.
// Only articles are editable here: the other files carry the practice's marks (placeholders and
// claims to confirm, content/marks.ts), which the editor's forms have no place for yet.
import path from "node:path";
import { z } from "zod";
import { ARTICLES_FOLDER } from "../content/content-types";
import { DEFAULT_CONTENT_DIR } from "../content/folders";
import type { Language } from "../i18n/languages";
import { calendarDate } from "../content/schema-fields";
import {
  articleSchema,
  TRANSLATION_FIELDS,
  type ResourcesPage,
  type Site,
} from "../content/schemas";
import { englishDigestOf, INHERITED_FIELDS, INHERITED_QUIETLY } from "../i18n/translations";
import { inLanguage, paths } from "../lib/paths";
import { translatedFormat } from "./formats";
import { FORMATS } from "./source-formats";
import { MATCHES_ENGLISH_FIELD } from "./translation-format";
import { CALLOUT_ID, helplineId } from "./components";
import { FIELD_TEXT, TRANSLATION_FIELD_TEXT, type FieldText } from "./field-text";

/** Netlify's OAuth provider: it signs counsellors in with GitHub (not Netlify Identity). */
export const OAUTH_BASE_URL = "https://api.netlify.com";

/** The editor's name for the English articles; a translation's is this and its language code. */
export const ENGLISH_ARTICLES = "articles";
export const articlesIn = (code: string) => `${ENGLISH_ARTICLES}-${code}`;

/** Markdown the article check accepts, as buttons: no first-level heading (the title is one). */
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

type Field = Record<string, unknown> & { name: string; label: string; widget: string };
type Choice = { label: string; value: string };

export type EditorInput = {
  site: Pick<Site, "url" | "editor" | "helplines">;
  resources: Pick<ResourcesPage, "categories" | "ageGroups">;
  languages: Pick<Language, "code" | "name">[];
  /**
   * The digest of each English file's words (translatedFromDigest), by its path in content/
   * ("articles/exam-stress.mdx"): a translation saved as matching the English records it.
   */
  englishDigests: Record<string, string>;
};

/** Unwraps .optional() and .default(): the field's own schema, and whether it may be left out. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean } {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    return { inner: unwrap(schema.unwrap() as z.ZodType).inner, required: false };
  }
  return { inner: schema, required: true };
}

const DATE_WIDGET = {
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "YYYY-MM-DD",
  time_format: false,
  picker_utc: true,
};

/** The form field for one schema field; the choices of an enum come from `choices`. */
function fieldOf(
  name: string,
  schema: z.ZodType,
  text: FieldText,
  choices: (name: string) => Choice[],
): Field {
  const { inner, required } = unwrap(schema);
  const base = { name, label: text.label, hint: text.hint, required };
  // A required date starts as today: a new article's publication day, a translation's.
  if (inner === calendarDate)
    return { ...base, ...DATE_WIDGET, ...(required && { default: "{{now}}" }) };
  if (inner instanceof z.ZodBoolean) return { ...base, widget: "boolean", default: false };
  if (inner instanceof z.ZodEnum) return { ...base, widget: "select", options: choices(name) };
  if (inner instanceof z.ZodArray && inner.element instanceof z.ZodEnum) {
    return { ...base, widget: "select", multiple: true, min: 1, options: choices(name) };
  }
  if (inner instanceof z.ZodString) {
    const patterns = [...(inner._zod.bag.patterns ?? [])];
    const pattern = patterns[0] && text.pattern ? [patterns[0].source, text.pattern] : undefined;
    return { ...base, widget: text.long ? "text" : "string", ...(pattern && { pattern }) };
  }
  throw new Error(`The editor has no form field for "${name}": add one in app/editor/config.ts.`);
}

function textOf(name: string, texts = FIELD_TEXT): FieldText {
  const text = texts[name];
  if (!text) throw new Error(`The editor has no label for "${name}": add one in field-text.ts.`);
  return text;
}

/** The body; its "+" menu offers a Callout and each helpline by name (components.ts). */
const bodyField = (helplines: { id: string }[]): Field => ({
  name: "body",
  label: FIELD_TEXT.body.label,
  hint: FIELD_TEXT.body.hint,
  widget: "markdown",
  buttons: MARKDOWN_BUTTONS,
  editor_components: [CALLOUT_ID, ...helplines.map((line) => helplineId(line.id))],
  modes: ["rich_text", "raw"],
  sanitize_preview: true,
});

/**
 * An entry's page in a preview, as Decap's preview_path writes it (no leading slash), by the
 * entry's file name. The page's address is the article's `slug` field, or else its file name, and
 * Decap's templates cannot say "or else": {{fields.slug}} is empty when the field is absent
 * (decap-cms-lib-widgets' stringTemplate), and a translation has no slug of its own. So a preview
 * build sends an article's file-name address to its page (scripts/export: fileAddressRedirects).
 */
const previewPath = (prefix: string | undefined) =>
  inLanguage(paths.article("{{filename}}"), prefix).replace(/^\//, "");

const articleFolder = (code?: string) =>
  path.posix.join(DEFAULT_CONTENT_DIR, code ?? "", ARTICLES_FOLDER);

function englishArticles({ resources, languages, site }: EditorInput) {
  const schema = articleSchema(["-"], ["-"]);
  const choices = (name: string): Choice[] =>
    (name === "category" ? resources.categories : resources.ageGroups).map((each) => ({
      label: each.title,
      value: each.id,
    }));
  const fields = Object.entries(schema.shape).map(([name, field]) =>
    fieldOf(name, field as z.ZodType, textOf(name), choices),
  );
  return {
    name: ENGLISH_ARTICLES,
    label: `Articles (${languages[0]?.name ?? "English"})`,
    label_singular: "Article",
    folder: articleFolder(),
    extension: FORMATS.article.extension,
    format: FORMATS.article.name,
    create: true,
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}} ({{date}})",
    sortable_fields: ["date", "title"],
    preview_path: previewPath(undefined),
    fields: [...fields, bodyField(site.helplines)],
  };
}

/**
 * A translation's fields the form does not show: the digest of the English words it was made from.
 * A counsellor never sees it: the form's box "matches the English" (MATCHES_ENGLISH_FIELD, ticked for a
 * new translation) makes the editor write the English article's digest as it is now; unticked,
 * the file keeps the one it has (translation-format.ts).
 */
const NOT_IN_THE_FORM = ["translatedFromDigest"];

const matchesEnglishField = (): Field => ({
  name: MATCHES_ENGLISH_FIELD,
  label: TRANSLATION_FIELD_TEXT[MATCHES_ENGLISH_FIELD].label,
  hint: TRANSLATION_FIELD_TEXT[MATCHES_ENGLISH_FIELD].hint,
  widget: "boolean",
  required: false,
  // A new translation is made from the English as it is now; an existing one only when ticked.
  default: true,
});

/** A language's articles: the translation's own fields, then the words (the facts are English). */
function translatedArticles(
  language: EditorInput["languages"][number],
  helplines: EditorInput["site"]["helplines"],
) {
  const schema = articleSchema(["-"], ["-"]);
  const left = new Set([
    ...(INHERITED_FIELDS[ARTICLES_FOLDER] ?? []),
    ...(INHERITED_QUIETLY[ARTICLES_FOLDER] ?? []),
  ]);
  const words = Object.entries(schema.shape).filter(([name]) => !left.has(name));
  const own = Object.entries(TRANSLATION_FIELDS)
    .filter(([name]) => !NOT_IN_THE_FORM.includes(name))
    .map(([name, field]) => {
      const text = textOf(name, TRANSLATION_FIELD_TEXT);
      if (name !== "translationOf") return fieldOf(name, field, text, () => []);
      return {
        name,
        label: text.label,
        hint: text.hint,
        widget: "relation",
        collection: ENGLISH_ARTICLES,
        search_fields: ["title"],
        display_fields: ["title"],
        // The English file's name; the file holds its path (articles/<name>.mdx): translation-format.
        value_field: "{{filename}}",
      };
    });
  const reviewed = own.find((field) => field.name === "reviewedBy");
  // Empty until a native speaker has reviewed it: the go-live check lists it until then.
  if (reviewed) reviewed.required = false;
  return {
    name: articlesIn(language.code),
    label: `Articles in ${language.name}`,
    label_singular: `Article in ${language.name}`,
    folder: articleFolder(language.code),
    extension: FORMATS.article.extension,
    format: translatedFormat("article"),
    create: true,
    // The same file name as the English article it translates.
    slug: "{{fields.translationOf}}",
    identifier_field: "title",
    summary: "{{title}}",
    preview_path: previewPath(language.code),
    fields: [
      ...own,
      matchesEnglishField(),
      ...words.map(([name, field]) => fieldOf(name, field as z.ZodType, textOf(name), () => [])),
      bodyField(helplines),
    ],
  };
}

/**
 * The digests of English files' words by their paths in content/ (EditorInput), from their
 * texts: `[path, text]`, the path as "articles/exam-stress.mdx".
 */
export function englishDigestsOf(files: Iterable<[string, string]>): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const [file, text] of files) {
    const digest = englishDigestOf(file, text);
    if (digest) digests[file] = digest;
  }
  return digests;
}

/** The whole configuration (config.yml), for the practice's repository on GitHub. */
export function editorConfig(input: EditorInput) {
  const { site, languages } = input;
  return {
    backend: {
      name: "github",
      repo: site.editor.repository,
      branch: site.editor.branch,
      base_url: OAUTH_BASE_URL,
      // Each article's branch is cms/<collection>/<slug>; its pull request needs a review.
      cms_label_prefix: "decap-cms/",
    },
    publish_mode: "editorial_workflow",
    site_url: site.url,
    display_url: site.url,
    locale: "en",
    // Articles have no pictures of their own: the check allows none, so the editor offers none.
    media_folder: path.posix.join("public", paths.editorUploads()),
    public_folder: paths.editorUploads(),
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      englishArticles(input),
      ...languages.slice(1).map((language) => translatedArticles(language, site.helplines)),
    ],
  };
}

/**
 * config.json: the configuration, the helplines to choose from, where the articles are, and the
 * digests of the English articles' words.
 */
export function editorData(input: EditorInput) {
  return {
    config: editorConfig(input),
    helplines: input.site.helplines.map(({ id, name, number }) => ({ id, name, number })),
    articlesFolder: ARTICLES_FOLDER,
    englishDigests: input.englishDigests,
  };
}

export type EditorData = ReturnType<typeof editorData>;
