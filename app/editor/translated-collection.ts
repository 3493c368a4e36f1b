// A language's collection of its translated files (its articles have their own: config.ts): each
// file the language has in content/<code>/, with the translation's own fields, then the words of
// its English file, each with the English beside it (translated-fields.ts).
import { editorEntryOf, translationsCollection } from "../content/editor-entries";
import type { EditorForms } from "../content/schemas";
import { takenFromEnglish } from "../i18n/translation-facts";
import { englishFormOf, fileCollection, fileLabel, type SingleEntry } from "./collections";
import type { DecapField } from "./form-fields";
import { TRANSLATED_FORMATS } from "./formats";
import { translatedFields, translationOwnFields } from "./translated-fields";
import { fill } from "../lib/format";

export type TranslatedInput = {
  languages: { code: string; name: string }[];
  /** Each content file's fields as read, by its path in content/ ("mr/pages/home.md"). */
  files: Record<string, Record<string, unknown>>;
  /** The words of the editor's forms, in the language the configuration is made in. */
  forms: EditorForms;
};

/** The form of a translation of `english`: its own fields, then the English file's words. */
function translationForm(
  english: string,
  data: Record<string, unknown> | undefined,
  forms: EditorForms,
): DecapField[] {
  const form = englishFormOf(english, forms);
  if (!form || !data) return [];
  const own = translationOwnFields(forms);
  // An English file's own reviewer (a checklist age's) is not a word: the translation has its own.
  const englishFields = form.filter((field) => !own.some((each) => each.name === field.name));
  const words = translatedFields(englishFields, data, {
    takenFromEnglish: (at, value) => takenFromEnglish(english, at, value),
    inEnglish: forms.inEnglish,
  });
  return [...own, ...words];
}

/** A language's collection of the translated files it has, but its articles. */
export function translatedCollection(
  language: TranslatedInput["languages"][number],
  { languages, files, forms }: TranslatedInput,
) {
  const codes = languages.slice(1).map((each) => each.code);
  const collection = translationsCollection(language.code);
  const prefix = `${language.code}/`;
  const entries = Object.keys(files)
    .filter((file) => file.startsWith(prefix))
    .sort()
    .flatMap((file): SingleEntry[] => {
      const entry = editorEntryOf(file, codes);
      const english = file.slice(prefix.length);
      const fields = translationForm(english, files[english], forms);
      if (entry?.collection !== collection || fields.length === 0) return [];
      const label = fileLabel(english, files[english], forms);
      return [{ entry: entry.entry, file, label, fields }];
    });
  return fileCollection(
    collection,
    fill(forms.collections.translations, { language: language.name }),
    TRANSLATED_FORMATS.file.name,
    entries,
  );
}
