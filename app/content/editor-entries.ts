// Where each content file is edited in the counsellors' editor at /admin: its collection and its
// entry there, from the file's path in content/. The editor's configuration names its collections
// and entries by these (app/editor), and the pages that link into the editor (a preview's "Edit this
// page", the list of what is left before launch) find a file's entry here: one place for both.
import path from "node:path";
import {
  ARTICLES_FOLDER,
  INTERFACE_WORDS_FILE,
  PAGE_TYPES,
  SERVICES,
  SITE_FILE,
  TEAM,
  TOOLS_FOLDER,
} from "./content-types";

/** The editor's collections of English files. */
export const EDITOR_COLLECTIONS = {
  practice: "practice",
  pages: "pages",
  services: SERVICES.folder,
  team: TEAM.folder,
  tools: TOOLS_FOLDER,
  milestones: "milestones",
  articles: ARTICLES_FOLDER,
} as const;

/** The folder of the milestone checklist's ages, in content/. */
export const MILESTONE_AGES_FOLDER = `${TOOLS_FOLDER}/milestones`;

/** A language's collection of translated articles ("articles-mr"). */
export const translatedArticlesCollection = (code: string) => `${ARTICLES_FOLDER}-${code}`;

/** A language's collection of its other translated files: its code ("mr"). */
export const translationsCollection = (code: string) => code;

/** A file's name without its extension: an entry of a folder ("exam-stress"). */
const nameOf = (file: string) => path.posix.basename(file).replace(/\.(ya?ml|mdx?)$/, "");

/** A translated file's entry in its language's collection: "pages-home", "site", "tools-milestones-9-months". */
export const translatedEntryOf = (englishFile: string) =>
  englishFile.replace(/\.(ya?ml|mdx?)$/, "").replaceAll(path.posix.sep, "-");

export type EditorEntry = { collection: string; entry: string };

/** The entry of an English file ("pages/home.md"), or undefined for a file the editor has no form for. */
function englishEntryOf(file: string): EditorEntry | undefined {
  const folder = path.posix.dirname(file);
  const entry = nameOf(file);
  if (file === SITE_FILE || file === INTERFACE_WORDS_FILE) {
    return { collection: EDITOR_COLLECTIONS.practice, entry };
  }
  if (Object.values(PAGE_TYPES).some((page) => page.file === file)) {
    return { collection: EDITOR_COLLECTIONS.pages, entry };
  }
  const folders: [string, string][] = [
    [SERVICES.folder, EDITOR_COLLECTIONS.services],
    [TEAM.folder, EDITOR_COLLECTIONS.team],
    [TOOLS_FOLDER, EDITOR_COLLECTIONS.tools],
    [MILESTONE_AGES_FOLDER, EDITOR_COLLECTIONS.milestones],
    [ARTICLES_FOLDER, EDITOR_COLLECTIONS.articles],
  ];
  const collection = folders.find(([each]) => each === folder)?.[1];
  return collection ? { collection, entry } : undefined;
}

/**
 * The editor's entry of a content file, by its path in content/ ("site.yaml", "team/asha-rao.md",
 * "mr/pages/home.md"); `codes` are the languages after the first. Undefined for a file the
 * editor has no form for (content/languages.yaml).
 */
export function editorEntryOf(file: string, codes: readonly string[]): EditorEntry | undefined {
  const [first, ...rest] = file.split(path.posix.sep);
  if (!codes.includes(first)) return englishEntryOf(file);
  const english = rest.join(path.posix.sep);
  if (!englishEntryOf(english)) return undefined;
  if (path.posix.dirname(english) === ARTICLES_FOLDER) {
    return { collection: translatedArticlesCollection(first), entry: nameOf(english) };
  }
  return { collection: translationsCollection(first), entry: translatedEntryOf(english) };
}
