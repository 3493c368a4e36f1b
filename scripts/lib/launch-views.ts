// The page of what is left before the site goes live (/admin/launch/), made where the content is
// checked: the build writes it as /admin/launch.json, `npm run cms` makes it afresh for main at
// each load of the page. The page only draws it (app/editor/launch-page.ts).
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  codeDigest,
  type Content,
  ContentError,
  fileMemo,
  launchList,
  marksInFile,
  launchView,
  type LaunchViews,
  loadContent,
  publishingFromEnv,
  unreviewedMilestoneFiles,
} from "../../app/build-api";
import { type editorOf, entryLabellerOf } from "./editor-build";
import { contentSnapshotOnBranch } from "./editor-content";

/**
 * The page in every language, from a content folder and its checked content (drafts included);
 * `editor`, the editor's configuration and fields when the caller made them (entryLabellerOf).
 */
export function launchViewsOf(
  contentDir: string,
  content: Content,
  editor?: ReturnType<typeof editorOf>,
): LaunchViews {
  // Each file's marks kept by its text and the code that finds them: parsing every file's YAML
  // for their lines was about 0.1 CPU s of every build.
  const memo = fileMemo("launch-marks", codeDigest("app/content/launch-check.ts"));
  const list = launchList(
    contentDir,
    content.languages.slice(1),
    unreviewedMilestoneFiles(contentDir),
    (source, file) => memo.get(file, source, () => marksInFile(source, file)),
  );
  memo.save();
  const labels = entryLabellerOf(contentDir, content, editor);
  return { views: content.languages.map(({ code }) => launchView(list, content, code, labels)) };
}

function writeFile(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/**
 * The same for a branch of a repository as it is now (`npm run cms`): its content, and its
 * pictures as empty files, written into a folder of their own and checked as `npm run
 * check:content` checks them; or the content's problems. The folder's name stays the same for a
 * repository, so the build's cache of rendered bodies (kept by folder) serves the next load.
 */
export function launchViewsOnBranch(repository: string, branch: string): LaunchViews {
  const tree = contentSnapshotOnBranch(repository, branch);
  const digest = createHash("sha256").update(path.resolve(repository)).digest("hex");
  const scratch = path.join(os.tmpdir(), `sahaj-launch-${digest.slice(0, 16)}`);
  const contentDir = path.join(scratch, "content");
  const publicDir = path.join(scratch, "public");
  fs.rmSync(scratch, { recursive: true, force: true });
  try {
    for (const [file, text] of Object.entries(tree.files)) {
      writeFile(path.join(contentDir, file), text);
    }
    for (const picture of tree.pictures) writeFile(path.join(publicDir, picture), "");
    const content = loadContent(contentDir, { ...publishingFromEnv(), preview: true }, publicDir);
    return launchViewsOf(contentDir, content);
  } catch (error) {
    if (error instanceof ContentError) return { problems: error.problems };
    throw error;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
