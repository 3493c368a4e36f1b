// What the scripts (build, export, checks, new article, benches) use of the app, in one place:
// they import from here and nowhere else in app/ (ESLint enforces it), so the app's own modules
// can move and split freely while this list stays the scripts' contract.
import { fileURLToPath } from "node:url";
// The light part, which the scripts that only read built pages import alone.
export * from "./export-api";
export {
  ARTICLES_FOLDER,
  INTERFACE_WORDS_FILE,
  PAGE_TYPES,
  pageOfFile,
  pageSchema,
  SITE_FILE,
} from "./content/content-types";
export { PAGE_LISTS } from "./build-time/page-lists";
export { contentDirFromEnv, DEFAULT_CONTENT_DIR, publicDirOf } from "./content/folders";
export { isSplit, parseYaml, splitFrontmatter } from "./content/frontmatter";
export { LANGUAGES_FILE, languagesSchema, type Language } from "./content/schemas";
export {
  describeMark,
  findMarks,
  launchList,
  marksInFile,
  readyToGoLive,
  type BehindFact,
  type FoundMark,
  unreviewedTranslations,
} from "./content/launch-check";
export { commentMarksIn, type CommentMark } from "./content/comment-marks";
export { fieldPathText, MARKS_FIELD, marksOf, takeMarks } from "./content/marks";
export {
  ContentError,
  forPublishing,
  loadContent,
  slugFromFile,
  type Content,
} from "./build-time/load-content";
export { unreviewedMilestoneFiles } from "./features/tools/milestones/content";
export { PLACEHOLDERS } from "./content/placeholders";
export { problemReport } from "./content/problems";
export { publishingFromEnv } from "./content/publishing";
export { englishDigestOf, siteWordsSchema, writtenFromOfEnglish } from "./i18n/english-text";
export { WRITTEN_FROM_FIELD } from "./content/per-language-facts";
export { INHERITED_FIELDS } from "./i18n/translation-fields";
export { CONTENT_FILE } from "./build-time/content-plugin";
export { keptBuild } from "./lib/kept-build.js";
export { makePictures } from "./build-time/pictures.server";
export { withPictures } from "./content/pictures";
export { paletteCss } from "./lib/palette";
export { escapeMarkup } from "./lib/escape";
export {
  configAndLabels,
  type ConfigAndLabels,
  editorData,
  englishDigestsOf,
  type EditorData,
  type EditorInput,
} from "./editor/config";
export { fieldsOfContentFile } from "./editor/source-formats";
export { entryLabeller } from "./editor/entry-labels";
export { launchView, type LaunchViews } from "./editor/launch-view";
export { EDITOR_FILES } from "./editor/files";
export { editorWordsOf } from "./editor/editor-words";
export { CONTENT_CHECK_RUN } from "./editor/check-run";
export type { ContentSnapshot } from "./editor/check/tree";
export { editorPage } from "./editor/admin-page";
export { searchText, wordsOf } from "./lib/search-text";
export { SEARCH_IDS, type SearchMeta } from "./features/search/props";

/** The site's service worker's source, which the export bundles (scripts/export/site-worker.ts). */
export const OFFLINE_WORKER_ENTRY = fileURLToPath(
  new URL("./features/offline/worker.ts", import.meta.url),
);
/** What the tool pages' old workers are now: they remove themselves (features/offline/retire.ts). */
export const RETIRED_WORKER_ENTRY = fileURLToPath(
  new URL("./features/offline/retire.ts", import.meta.url),
);
export { branchReview } from "./features/preview/branch-review";
