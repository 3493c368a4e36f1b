// Serves the checked content to the app as the module "virtual:content". Loading happens once per
// build, and in `npm run dev` again after a content file or picture changes, so no request ever
// parses a file. In dev, while the content has problems, every page shows them (the same plain
// messages as `npm run check:content`), the terminal prints them once without a stack trace, and
// the page reloads itself once the file is fixed (test/dev-content-problems.test.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Plugin, ViteDevServer } from "vite";
import { contentDirFromEnv, publicDirOf } from "../content/folders";
import { problemReport } from "../content/problems";
import { createContentSource } from "./content-source";
import { createTeller, sendProblems, stackless } from "./dev-problems";

const ID = "virtual:content";
/** Beside the server build (build/server/index.js) in a production build. */
export const CONTENT_FILE = "content.json";
const RESOLVED_ID = "\0" + ID;

/** The module of a production build: the content comes from the file beside the server build. */
const READ_CONTENT_FILE = [
  'import { readFileSync } from "node:fs";',
  `export default JSON.parse(readFileSync(new URL(${JSON.stringify(`./${CONTENT_FILE}`)}, import.meta.url), "utf8"));`,
].join("\n");

export function contentPlugin(contentDir = contentDirFromEnv()): Plugin {
  const publicDir = publicDirOf(contentDir);
  let server: ViteDevServer | undefined;
  let building = false;
  const teller = createTeller();
  const tell = () => teller(server, source.current().problems);
  const source = createContentSource(contentDir, publicDir, {
    forgotten() {
      const module = server?.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) server!.moduleGraph.invalidateModule(module);
    },
    settled() {
      tell();
      server?.ws.send({ type: "full-reload" });
    },
  });

  /**
   * While the content has problems, every request Vite itself does not serve gets them (a page as
   * HTML, anything else as text), so Remix never loads the server build, which would fail with
   * Vite's stack trace in the terminal (a favicon.ico, a .data or a feed request would do it).
   */
  async function answerProblems(
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) {
    const { problems } = await source.settledContent();
    if (!problems) return next();
    sendProblems(request, response, problems);
  }

  return {
    name: "site-content",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(id) {
      return id === ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // A build keeps the content out of the bundle: a thousand articles are megabytes of HTML that
      // the bundler would otherwise parse as JavaScript. The server build reads the file that the
      // build writes beside it once the content is checked (scripts/lib/app-build.ts), so Vite's
      // output depends on the code alone and Vite runs in a process of its own.
      if (building) return READ_CONTENT_FILE;
      // A page being rendered while a file is saved asks for the content too: it waits for the
      // save to settle like a request does, or it would read (and report) a half-written file.
      const { content, problems } = await source.settledContent();
      this.addWatchFile(contentDir);
      if (problems) throw stackless(problemReport(problems));
      return `export default ${JSON.stringify(content)};`;
    },
    configureServer(devServer) {
      // Remix runs a second, silent dev server from this config (its child compiler, which never
      // listens): only the one that listens watches, tells and answers, or each save is read and
      // printed twice.
      devServer.httpServer?.once("listening", () => {
        server = devServer;
        devServer.watcher.add([contentDir, publicDir]);
        devServer.watcher.on("all", (_event, file) => source.changed(file));
        // A counsellor who starts the preview sees the content's problems at once.
        tell();
      });
      // After Vite's own files (its client, which reloads the page after a fix; the pictures) and
      // before Remix's handler, since this plugin comes before Remix's.
      return () => {
        devServer.middlewares.use((request, response, next) => {
          answerProblems(request, response, next).catch(next);
        });
      };
    },
  };
}
