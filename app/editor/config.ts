// The configuration of the counsellors' editor at /admin (Decap CMS), made at build time from the
// same table of content types, schemas and files that check the content: a collection for every
// kind of content file (collections.ts, article-collections.ts), and for each translated language
// its translated files and articles (translated-collection.ts); content/site.yaml names the
// repository and the site. Each field's form comes from its schema (form-fields.ts), its label and
// hint from field-text.ts, in the words of each language's interface-words.yaml: the configuration
// is English, with each other language's words beside it (labels.ts).
import path from "node:path";
import { ARTICLES_FOLDER } from "../content/content-types";
import { DEFAULT_CONTENT_DIR } from "../content/folders";
import type { EditorForms, ResourcesPage, Site } from "../content/schemas";
import type { Language } from "../content/schemas";
import { factDigestKey } from "../content/per-language-facts";
import { englishDigestOf, writtenFromOfEnglish } from "../i18n/english-text";
import { paths } from "../lib/paths";
import { englishArticles, translatedArticles } from "./article-collections";
import type { EditorWordsByLanguage } from "./editor-words";
import { englishCollections } from "./collections";
import { labelDictionary, type LabelDictionary } from "./labels";
import { withMarksShown, type MarkableCollection } from "./mark-fields";
import { translatedCollection } from "./translated-collection";

/** Netlify's OAuth provider: it signs counsellors in with GitHub (not Netlify Identity). */
export const OAUTH_BASE_URL = "https://api.netlify.com";

export type EditorInput = {
  site: Pick<Site, "url" | "editor" | "helplines">;
  /** The editor's own words in each language (editor-words.ts). */
  words: EditorWordsByLanguage;
  /** The words of the editor's forms, by language code (the first language's are the configuration's). */
  forms: Record<string, EditorForms>;
  resources: Pick<ResourcesPage, "categories" | "ageGroups">;
  languages: Pick<Language, "code" | "name">[];
  /** Each content file's fields as read, by its path in content/ ("mr/pages/home.md"). */
  files: Record<string, Record<string, unknown>>;
  /**
   * The digest of each English file's words (translatedFromDigest), by its path in content/
   * ("articles/exam-stress.mdx"): a translation saved as matching the English records it; and of
   * each fact translations write per language, by factDigestKey ("site.yaml#address"): a
   * translation whose address is saved records it (writtenFrom).
   */
  englishDigests: Record<string, string>;
};

/**
 * The digests of English files' words by their paths in content/ (EditorInput), from their
 * texts: `[path, text]`, the path as "articles/exam-stress.mdx".
 */
export function englishDigestsOf(files: Iterable<[string, string]>): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const [file, text] of files) {
    const digest = englishDigestOf(file, text);
    if (digest) digests[file] = digest;
    for (const [field, fact] of Object.entries(writtenFromOfEnglish(file, text))) {
      digests[factDigestKey(file, field)] = fact;
    }
  }
  return digests;
}

/**
 * Every collection: the English files and articles, then each translated language's; each with
 * the marks of its files shown beside their fields (mark-fields.ts).
 */
function collections(input: EditorInput, forms: EditorForms) {
  const [english, ...translated] = input.languages;
  const shown =
    (translatedForms: boolean) =>
    <C extends MarkableCollection>(collection: C) =>
      withMarksShown(collection, input.files, {
        contentDir: DEFAULT_CONTENT_DIR,
        translated: translatedForms,
        label: forms.marks.field,
      });
  return [
    ...[
      ...englishCollections(forms),
      englishArticles(input.resources, input.site.helplines, english?.name ?? "English", forms),
    ].map(shown(false)),
    ...translated.flatMap((language) => [
      shown(true)(translatedCollection(language, { ...input, forms })),
      shown(false)(translatedArticles(language, input.site.helplines, forms)),
    ]),
  ];
}

/** The words of the editor's forms in the first language (the configuration's). */
function englishForms(input: EditorInput): EditorForms {
  const code = input.languages[0]?.code ?? "en";
  const forms = input.forms[code];
  if (!forms) throw new Error(`The editor has no words for its forms in "${code}".`);
  return forms;
}

/**
 * The whole configuration (config.yml), for the practice's repository on GitHub, with the words
 * of `forms` (by default the first language's).
 */
export function editorConfig(input: EditorInput, forms: EditorForms = englishForms(input)) {
  const { site } = input;
  return {
    backend: {
      name: "github",
      repo: site.editor.repository,
      branch: site.editor.branch,
      base_url: OAUTH_BASE_URL,
      // Each entry's branch is cms/<collection>/<slug>; its pull request needs a review.
      cms_label_prefix: "decap-cms/",
    },
    publish_mode: "editorial_workflow",
    site_url: site.url,
    display_url: site.url,
    locale: "en",
    // Articles have no pictures of their own: the check allows none. Team photos have their
    // own folder (collections.ts).
    media_folder: path.posix.join("public", paths.editorUploads()),
    public_folder: paths.editorUploads(),
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: collections(input, forms),
  };
}

/**
 * For each language after the first, its words for the configuration's (labels.ts): the editor
 * swaps them in when it is shown in that language.
 */
function labelsByLanguage(
  input: EditorInput,
  config: ReturnType<typeof editorConfig>,
): Record<string, LabelDictionary> {
  const english = englishForms(input);
  return Object.fromEntries(
    input.languages.slice(1).flatMap(({ code }) => {
      const forms = input.forms[code];
      if (!forms) return [];
      const other = editorConfig(input, forms);
      return [[code, labelDictionary(config, other, [english.inEnglish, forms.inEnglish])]];
    }),
  );
}

/**
 * The configuration and its words in each language: the part of config.json the English words'
 * digests do not shape (the build keeps it by the rest of its input: editor-build.ts).
 */
export function configAndLabels(input: EditorInput) {
  const config = editorConfig(input);
  return { config, labels: labelsByLanguage(input, config) };
}

export type ConfigAndLabels = ReturnType<typeof configAndLabels>;

/**
 * config.json: the configuration, the helplines to choose from, where the articles are, the
 * digests of the English files' words, and the editor's own words and its forms' in each language.
 */
export function editorData(
  input: EditorInput,
  /** The configuration and its words of `input`, when the caller kept them (the build). */
  { config, labels }: ConfigAndLabels = configAndLabels(input),
) {
  return {
    config,
    /** The configuration's words in each language after the first (labels.ts). */
    labels,
    helplines: input.site.helplines.map(({ id, name, number }) => ({ id, name, number })),
    articlesFolder: ARTICLES_FOLDER,
    englishDigests: input.englishDigests,
    words: input.words,
  };
}

export type EditorData = ReturnType<typeof editorData>;
