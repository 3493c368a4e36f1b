// The editor's own words (its notices, the wait while publishing, the link to what is left before
// going live) in the counsellor's language: each language's interface-words.yaml (its editor block,
// and the launch page's title), carried in config.json, chosen as the page of what is left before
// launch chooses (chosen-language.ts): ?lang=mr in the editor's address, else the first language
// the browser prefers that the site has; with the words of the forms it draws itself (the marks
// beside a field, the "+" menu's components, the preview pane's). The forms' labels and hints
// come with the configuration (labels.ts). Decap's own buttons ("Save", "Publish") stay English:
// Decap 3.16 has no Marathi or Hindi words of its own.
import type { InterfaceWords } from "../content/schemas";
import { counted } from "../lib/format";
import { chosenLanguage } from "./chosen-language";

/** The editor's words in one language. */
export type EditorWords = InterfaceWords["editor"] &
  Pick<InterfaceWords["editorForms"], "marks" | "components" | "preview"> & {
    /** The link to the page of what is left before going live: its words. */
    launch: string;
    /** The language's locale, for its plural forms ("mr-IN"). */
    locale: string;
  };

/** The editor's words in every language, by code, in content/languages.yaml's order. */
export type EditorWordsByLanguage = { code: string; words: EditorWords }[];

/** One language's words for the editor, from its interface words. */
export function editorWordsOf(
  words: Pick<InterfaceWords, "editor" | "launchPage" | "editorForms">,
  locale: string,
): EditorWords {
  const { marks, components, preview } = words.editorForms;
  return { ...words.editor, marks, components, preview, launch: words.launchPage.title, locale };
}

/** The words of the language the editor is shown in, and its code. */
export function chosenEditorWords(
  all: EditorWordsByLanguage,
  asked: string | null,
  preferred: readonly string[],
): { code: string; words: EditorWords } {
  const code = chosenLanguage(
    all.map((each) => each.code),
    asked,
    preferred,
  );
  return all.find((each) => each.code === code)!;
}

/** "the content check found 2 problems …", in the language's plural form. */
export function problemCount(words: EditorWords, count: number): string {
  return counted(words.problems, count, words.locale);
}
