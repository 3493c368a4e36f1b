// The content check, in the editor's page: `npm run check:content`'s own code (loadContent), run
// on the tree the site was built from with the file being saved put in it (memory-fs.ts stands
// in for node:fs, the bundle says so). Its words are the build's; the build stays the last word,
// as it checks what is really on the branch.
import path from "node:path";
import { calendarDateIn, PUBLISHING_TIME_ZONE } from "../../content/publishing";
import { ContentError, loadContent, type Content } from "../../build-time/load-content";
import { setFiles } from "./memory-fs";
import type { ChangedFile, ContentSnapshot } from "./tree";

/** The folders the check reads in memory-fs.ts's tree. */
export const CONTENT_DIR = "content";
const PUBLIC_DIR = "public";

export type CheckResult = { content: Content; problems: [] } | { problems: string[] };

/**
 * How a save is checked, by today's date in Pune: the content as a preview build reads it (drafts
 * and scheduled articles too, which the preview pane draws), and the links to the site's pages
 * as the production build checks them, so that a link the live site would not have (to a page of
 * a language not published yet) is refused in the build's words, then as a preview checks the
 * files the production build leaves out (a draft, a language not published yet).
 */
export function editorChecks(today = calendarDateIn(PUBLISHING_TIME_ZONE)) {
  const preview = { preview: true, today };
  return { publishing: preview, linkChecks: [{ preview: false, today }, preview] };
}

/** Checks the tree with these files changed (and these pictures added), as the build would. */
export function checkTree(
  tree: ContentSnapshot,
  changed: ChangedFile[] = [],
  addedPictures: string[] = [],
): CheckResult {
  const files = new Map<string, string>();
  const inFolder = (folder: string, file: string) => path.posix.join(folder, file);
  for (const [file, text] of Object.entries(tree.files))
    files.set(inFolder(CONTENT_DIR, file), text);
  for (const { file, text } of changed) files.set(inFolder(CONTENT_DIR, file), text);
  for (const picture of [...tree.pictures, ...addedPictures]) {
    files.set(inFolder(PUBLIC_DIR, picture), "");
  }
  setFiles(files);
  try {
    const { publishing, linkChecks } = editorChecks();
    const content = loadContent(CONTENT_DIR, publishing, PUBLIC_DIR, linkChecks);
    return { content, problems: [] };
  } catch (error) {
    if (error instanceof ContentError) return { problems: error.problems };
    throw error;
  }
}

/**
 * The problems a change brings: every problem of a changed file, and those of other files that
 * the tree as built does not have (a production tree without its drafts may have some of its
 * own: a save is not refused for them). The tree as built is checked only when another file has
 * a problem: a check costs about a CPU second in a page just loaded.
 */
export function changeChecker(tree: ContentSnapshot) {
  let before: Set<string> | undefined;
  let last: { key: string; result: CheckResult & { added: string[] } } | undefined;
  return function check(changed: ChangedFile[], addedPictures: string[] = []) {
    const key = JSON.stringify([changed, addedPictures]);
    if (last?.key === key) return last.result;
    const result = checkTree(tree, changed, addedPictures);
    const inChanged = (problem: string) =>
      changed.some(({ file }) => problem.startsWith(`content/${file}:`));
    const elsewhere = result.problems.filter((problem) => !inChanged(problem));
    if (elsewhere.length > 0) before ??= new Set(checkTree(tree).problems);
    const added = result.problems.filter((problem) => inChanged(problem) || !before?.has(problem));
    last = { key, result: { ...result, added } };
    return last.result;
  };
}

export type ChangeChecker = ReturnType<typeof changeChecker>;
