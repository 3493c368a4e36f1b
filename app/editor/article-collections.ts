// The editor's collections of articles: the English articles (their form from the article schema,
// the topics and age groups to choose from the Resources page), and each translated language's,
// whose form holds the translation's own fields and the article's words (its facts are the English
// article's).
import path from "node:path";
import { ARTICLES_FOLDER } from "../content/content-types";
import { EDITOR_COLLECTIONS, translatedArticlesCollection } from "../content/editor-entries";
import { DEFAULT_CONTENT_DIR } from "../content/folders";
import { articleSchema, type EditorForms, type ResourcesPage } from "../content/schemas";
import { INHERITED_FIELDS, INHERITED_QUIETLY } from "../i18n/translation-fields";
import { fill } from "../lib/format";
import { inLanguage, paths } from "../lib/paths";
import { CALLOUT_ID, helplineId } from "./components";
import { ARTICLES_TEXT, fieldText } from "./field-text";
import { bodyField, formField, shapeOf, type Choice, type DecapField } from "./form-fields";
import { TRANSLATED_FORMATS } from "./formats";
import { FORMATS } from "./source-formats";
import { translationOwnFields } from "./translated-fields";

/** The body; its "+" menu offers a Callout and each helpline by name (components.ts). */
const articleBody = (helplines: readonly { id: string }[], forms: EditorForms): DecapField =>
  bodyField(fieldText(ARTICLES_TEXT, ["body"], forms), [
    CALLOUT_ID,
    ...helplines.map((line) => helplineId(line.id)),
  ]);

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

/**
 * The article's fields, each with its words from editorForms → fields → articles (a field without
 * them stops the build: the schema of those words names each article field).
 */
function articleFields(
  names: (name: string) => boolean,
  choices: (at: string[]) => Choice[],
  forms: EditorForms,
) {
  const shape = shapeOf(articleSchema(["-"], ["-"]));
  return Object.entries(shape)
    .filter(([name]) => names(name))
    .map(([name, schema]) => {
      if (!forms.fields.articles[name]) {
        throw new Error(
          `The editor has no label for the article field "${name}": add it under editorForms → fields → articles in content/interface-words.yaml, and to app/content/schemas/editor-forms.ts.`,
        );
      }
      const field = formField(name, schema, { type: ARTICLES_TEXT, forms, choices }, [name]);
      // A required date starts as today: a new article's publication day.
      return field.widget === "datetime" && field.required
        ? { ...field, default: "{{now}}" }
        : field;
    });
}

export function englishArticles(
  resources: Pick<ResourcesPage, "categories" | "ageGroups">,
  helplines: readonly { id: string }[],
  englishName: string,
  forms: EditorForms,
) {
  const choices = (at: string[]): Choice[] =>
    (at[0] === "category" ? resources.categories : resources.ageGroups).map((each) => ({
      label: each.title,
      value: each.id,
    }));
  return {
    name: EDITOR_COLLECTIONS.articles,
    label: fill(forms.collections.articles, { language: englishName }),
    label_singular: forms.collections.article,
    folder: articleFolder(),
    extension: FORMATS.article.extension,
    format: FORMATS.article.name,
    create: true,
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}} ({{date}})",
    sortable_fields: ["date", "title"],
    preview_path: previewPath(undefined),
    fields: [...articleFields(() => true, choices, forms), articleBody(helplines, forms)],
  };
}

/** A language's articles: the translation's own fields, then the words (the facts are English). */
export function translatedArticles(
  language: { code: string; name: string },
  helplines: readonly { id: string }[],
  forms: EditorForms,
) {
  const facts = new Set([
    ...(INHERITED_FIELDS[ARTICLES_FOLDER] ?? []),
    ...(INHERITED_QUIETLY[ARTICLES_FOLDER] ?? []),
  ]);
  const text = fieldText("translation", ["translationOf"], forms);
  const translationOf = {
    name: "translationOf",
    label: text.label,
    hint: text.hint,
    widget: "relation",
    collection: EDITOR_COLLECTIONS.articles,
    search_fields: ["title"],
    display_fields: ["title"],
    // The English file's name; the file holds its path (articles/<name>.mdx): translation-format.
    value_field: "{{filename}}",
  };
  return {
    name: translatedArticlesCollection(language.code),
    label: fill(forms.collections.articlesIn, { language: language.name }),
    label_singular: fill(forms.collections.articleIn, { language: language.name }),
    folder: articleFolder(language.code),
    extension: FORMATS.article.extension,
    format: TRANSLATED_FORMATS.article.name,
    create: true,
    // The same file name as the English article it translates.
    slug: "{{fields.translationOf}}",
    identifier_field: "title",
    summary: "{{title}}",
    preview_path: previewPath(language.code),
    fields: [
      translationOf,
      ...translationOwnFields(forms),
      ...articleFields(
        (name) => !facts.has(name),
        () => [],
        forms,
      ),
      articleBody(helplines, forms),
    ],
  };
}
