// `npm run build`: checks the content, builds the app with Vite (Remix's browser and server builds,
// and the contact form's island, in a process of its own) unless the code is the same as last
// time, and exports every page into a new release. The content is read and checked once, here, and
// handed to the export as build/server/content.json. A content mistake stops it before anything
// is built or deleted.
import "./lib/production";
import fs from "node:fs";
import os from "node:os";
import {
  contentDirFromEnv,
  forPublishing,
  makePictures,
  publicDirOf,
  withPictures,
  publishingFromEnv,
  unreviewedMilestoneFiles,
  unreviewedTranslations,
  branchReview,
  launchList,
} from "../app/build-api";
import { exportSite } from "./export/export-site";
import path from "node:path";
import { buildApp } from "./lib/app-build";
import { checkContentOrExit } from "./lib/check-content";
import { editorOf, writeEditor } from "./lib/editor-build";
import { contentSnapshotOf } from "./lib/editor-content";
import { launchViewsOf } from "./lib/launch-views";

const contentDir = contentDirFromEnv();
const checked = checkContentOrExit(contentDir);
const publishing = publishingFromEnv();
// A preview also lists what its branch changes, for its reviewers (/preview/changes).
const review = publishing.preview
  ? branchReview(
      contentDir,
      [
        ...checked.languages
          .slice(1)
          .flatMap(({ code }) => unreviewedTranslations(contentDir, code)),
        ...unreviewedMilestoneFiles(contentDir),
      ],
      checked.languages,
      launchList(contentDir, checked.languages.slice(1), unreviewedMilestoneFiles(contentDir)),
    )
  : undefined;
// Every uploaded picture in the sizes and formats pages draw it at (made once, then kept in the
// build cache), put in after the app build, which copies public/ in as it is.
const pictureFiles = fs.mkdtempSync(path.join(os.tmpdir(), "pictures-"));
const pictures = await makePictures(publicDirOf(contentDir), pictureFiles);
const content = withPictures({ ...forPublishing(checked, publishing), review }, pictures);

if ((await buildApp(process.cwd(), contentDir, content)) === "reused") {
  console.log(
    "The code has not changed since an earlier build: its app build is reused (Vite skipped).",
  );
}
fs.cpSync(pictureFiles, path.join(process.cwd(), "build", "client"), { recursive: true });
fs.rmSync(pictureFiles, { recursive: true, force: true });
// The counsellors' editor at /admin: its configuration is made from this content, and it checks
// each save against this content (the articles this build publishes).
const editor = editorOf(contentDir, content);
await writeEditor(path.join(process.cwd(), "build", "client"), content, {
  data: editor.data,
  tree: contentSnapshotOf(contentDir, publicDirOf(contentDir), content),
  launch: launchViewsOf(contentDir, checked, editor),
});
await exportSite(process.cwd(), Object.keys(content.translations), {
  precompress: !publishing.preview,
});
