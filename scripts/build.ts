// `npm run build`: checks the content, builds the app with Vite (Remix's browser and server builds,
// and the contact form's island), and exports every page into a new release. One process, so the
// content is read and checked once and handed to the build, and Node, Vite and the export's
// libraries start once. A content mistake stops it before anything is built or deleted.
import { build as remixViteBuild } from "@remix-run/dev/dist/vite/build.js";
import { handOverCheckedContent } from "../app/content/checked";
import { contentDirFromEnv } from "../app/content/folders";
import { forPublishing } from "../app/content/load";
import { publishingFromEnv } from "../app/content/publishing";
import { exportSite } from "./export/export-site";
import { checkContentOrExit } from "./lib/check-content";

const contentDir = contentDirFromEnv();
const checked = checkContentOrExit(contentDir);
handOverCheckedContent(contentDir, forPublishing(checked, publishingFromEnv()));

await remixViteBuild(process.cwd(), {});
await exportSite();
