// Serves the checked content to the app as the module "virtual:content". Loading happens once per
// build, and in `npm run dev` again after a content file or picture changes, so no request ever
// parses a file. In dev, while the content has problems, every page shows them (the same plain
// messages as `npm run check:content`), the terminal prints them without a stack trace, and the
// page reloads itself once the file is fixed.
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { contentDirFromEnv, publicDirOf } from "./folders";
import { checkedContentFor } from "./checked";
import { ContentError, loadContent, type Content } from "./load";
import { problemReport } from "./problems";

const ID = "virtual:content";
/** Beside the server build (build/server/index.js) in a production build. */
export const CONTENT_FILE = "content.json";
const RESOLVED_ID = "\0" + ID;

type Loaded =
  { content: Content; problems?: undefined } | { content?: undefined; problems: string[] };

export function contentPlugin(contentDir = contentDirFromEnv()): Plugin {
  const publicDir = publicDirOf(contentDir);
  let loaded: Loaded | undefined;
  let server: ViteDevServer | undefined;
  let building = false;

  function current(): Loaded {
    const checked = building ? checkedContentFor(contentDir) : undefined;
    if (checked) return { content: checked };
    if (!loaded) {
      try {
        loaded = { content: loadContent(contentDir) };
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        loaded = { problems: error.problems };
      }
    }
    return loaded;
  }

  /** The terminal hears each new state once, however many events one save makes. */
  let lastReport: string | undefined;
  function tell() {
    const { problems } = current();
    const report = problems ? problemReport(problems) : undefined;
    if (report === lastReport) return;
    if (report) server?.config.logger.error(`\n${report}\n`);
    else if (lastReport) server?.config.logger.info("Content is fine again.");
    lastReport = report;
  }

  let pending: ReturnType<typeof setTimeout> | undefined;
  function changed(file: string) {
    const inside = (dir: string) => file === dir || file.startsWith(dir + path.sep);
    if (!inside(contentDir) && !inside(publicDir)) return;
    loaded = undefined;
    const module = server?.moduleGraph.getModuleById(RESOLVED_ID);
    if (module) server!.moduleGraph.invalidateModule(module);
    // One save can be several file events: check once they have settled, then reload the page.
    clearTimeout(pending);
    pending = setTimeout(() => {
      tell();
      server?.ws.send({ type: "full-reload" });
    }, 100);
  }

  return {
    name: "site-content",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(id) {
      return id === ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(contentDir);
      const { content, problems } = current();
      // `npm run build` checks the content first, so a build only gets here with a plain message.
      if (problems) throw new Error(problemReport(problems));
      if (!building) return `export default ${JSON.stringify(content)};`;
      // A build keeps the content out of the bundle: a thousand articles are megabytes of HTML that
      // the bundler would otherwise parse as JavaScript. The server build reads the file instead.
      this.emitFile({ type: "asset", fileName: CONTENT_FILE, source: JSON.stringify(content) });
      return [
        'import { readFileSync } from "node:fs";',
        `export default JSON.parse(readFileSync(new URL(${JSON.stringify(`./${CONTENT_FILE}`)}, import.meta.url), "utf8"));`,
      ].join("\n");
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add([contentDir, publicDir]);
      devServer.watcher.on("all", (_event, file) => changed(file));
      // A counsellor who starts the preview sees the content's problems at once.
      devServer.httpServer?.once("listening", tell);
      // Before Remix's own handler: a page request while the content has problems gets them.
      devServer.middlewares.use((request: IncomingMessage, response: ServerResponse, next) => {
        const wantsPage = request.method === "GET" && request.headers.accept?.includes("text/html");
        if (!wantsPage) return next();
        tell();
        const { problems } = current();
        if (!problems) return next();
        response.statusCode = 500;
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.end(problemsPage(problems));
      });
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The dev server's page while the content has problems; Vite's client reloads it after a fix. */
function problemsPage(problems: string[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The content has a problem</title>
<script type="module" src="/@vite/client"></script>
<style>
body { font: 1.0625rem/1.6 system-ui, sans-serif; margin: 2rem auto; max-width: 52rem; padding: 0 1rem; color: #1d2b2f; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff4ef; border: 2px solid #a3401f; border-radius: 0.75rem; padding: 1rem 1.25rem; font: inherit; }
</style>
</head>
<body>
<main>
<h1>The content has a problem</h1>
<p>This page comes back by itself when the file is fixed and saved.</p>
<pre>${escapeHtml(problemReport(problems))}</pre>
</main>
</body>
</html>
`;
}
