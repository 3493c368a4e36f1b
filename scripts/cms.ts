// `npm run cms`: the counsellors' editor on this computer, for trying it without GitHub. It checks
// the content, then serves the same editor as /admin at http://127.0.0.1:8080/admin/ with
// decap-server (Decap's local proxy) saving to this folder's Git repository: "Save" makes a branch
// cms/<collection>/<slug> here, and main does not change until the article is published.
// CMS_PORT and CMS_PROXY_PORT choose other ports. Ctrl+C stops both.
import { contentDirFromEnv } from "../app/build-api";
import { checkContentOrExit } from "./lib/check-content";
import { startLocalEditor } from "./lib/local-editor";

const port = Number(process.env.CMS_PORT ?? 8080);
const proxyPort = Number(process.env.CMS_PROXY_PORT ?? 8081);
const content = checkContentOrExit(contentDirFromEnv());
const editor = await startLocalEditor({
  repository: process.cwd(),
  content,
  port,
  proxyPort,
  log: (line) => console.log(line),
});
console.log(
  `\nThe editor is at ${editor.url}\n` +
    'Click "Login" (no password here), write, and click Save: each article gets a branch of its own ' +
    "in this folder's Git repository. Ctrl+C stops the editor.",
);
const stop = () => void editor.stop().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
