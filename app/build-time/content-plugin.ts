// Serves the checked content to the app as the module "virtual:content". Loading happens once per
// build, and in `npm run dev` again after a content file or picture changes, so no request ever
// parses a file. In dev, while the content has problems, every page shows them (the same plain
// messages as `npm run check:content`), the terminal prints them once without a stack trace, and
// the page reloads itself once the file is fixed (test/dev-content-problems.test.ts).
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { contentDirFromEnv, publicDirOf } from "../content/folders";
import { ContentError, loadContent, type Content } from "./load-content";
import { problemReport } from "../content/problems";
import { escapeMarkup } from "../lib/escape";
import { PALETTE } from "../lib/palette";

const ID = "virtual:content";
/** Beside the server build (build/server/index.js) in a production build. */
export const CONTENT_FILE = "content.json";
const RESOLVED_ID = "\0" + ID;
/** How long the content folder must stay quiet after a file event before it is read again. */
export const SETTLE_MS = 100;

/** The module of a production build: the content comes from the file beside the server build. */
const READ_CONTENT_FILE = [
  'import { readFileSync } from "node:fs";',
  `export default JSON.parse(readFileSync(new URL(${JSON.stringify(`./${CONTENT_FILE}`)}, import.meta.url), "utf8"));`,
].join("\n");

type Loaded =
  { content: Content; problems?: undefined } | { content?: undefined; problems: string[] };

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

/**
 * The dev server's content: as last read, and read again once the folders (content and pictures)
 * have been quiet for SETTLE_MS after a change. `forgotten` is told when what was read no longer
 * holds, `settled` when a read of quiet folders is kept.
 */
function createContentSource(
  contentDir: string,
  publicDir: string,
  on: { forgotten: () => void; settled: () => void },
) {
  let loaded: Loaded | undefined;
  /** The folders' stamp when `loaded` was read. */
  let loadedStamp = "";

  function current(): Loaded {
    if (!loaded) {
      // Taken before reading, so a save that lands during the read still differs from it.
      loadedStamp = folderStamp();
      try {
        loaded = { content: loadContent(contentDir) };
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        loaded = { problems: error.problems };
      }
    }
    return loaded;
  }

  function forget() {
    loaded = undefined;
    on.forgotten();
  }

  const folders = () => stampOf([contentDir, publicDir]);
  const folderStamp = () => folders().key;
  const settling = createSettling(folders, () => {
    forget();
    current();
    // A save that began while the files were being read may be half in what was read: it is
    // waited for like any other, and only a read of quiet folders is told and kept.
    if (folderStamp() !== loadedStamp) return changed(contentDir);
    on.settled();
  });
  /**
   * The content, once no save is settling and the folders are as it was read from them. Checked and
   * taken in one step: of the requests woken together when a save settles, one may see the next
   * save begin (the editor's first piece) and forget the content, and another that read it after
   * its own wait would read the half-written file.
   */
  async function settledContent(): Promise<Loaded> {
    for (;;) {
      if (settling.done) await settling.done;
      // A save the watcher has not reported, or never will: it starts watching the folders a
      // moment after the server listens, and a file saved in that moment gives no event. It is
      // waited for like a reported one, so a fix always brings the page back.
      else if (loaded && folderStamp() !== loadedStamp) changed(contentDir);
      else break;
    }
    return current();
  }

  function changed(file: string) {
    const inside = (dir: string) => file === dir || file.startsWith(dir + path.sep);
    if (!inside(contentDir) && !inside(publicDir)) return;
    forget();
    settling.restart();
  }

  return { current, settledContent, changed };
}

/** The terminal hears each new state once, however many events one save makes. */
function createTeller() {
  let lastReport: string | undefined;
  return function tell(server: ViteDevServer | undefined, problems: string[] | undefined) {
    const report = problems ? problemReport(problems) : undefined;
    if (report === lastReport) return;
    if (report) server?.config.logger.error(`\n${report}\n`);
    else if (lastReport) server?.config.logger.info("Content is fine again.");
    lastReport = report;
  };
}

/** The problems, as a page for a browser and as text for anything else. */
function sendProblems(request: IncomingMessage, response: ServerResponse, problems: string[]) {
  const wantsPage = request.method === "GET" && request.headers.accept?.includes("text/html");
  response.statusCode = 500;
  response.setHeader("Content-Type", `text/${wantsPage ? "html" : "plain"}; charset=utf-8`);
  response.end(wantsPage ? problemsPage(problems) : problemReport(problems));
}

/**
 * One save is several file events (a truncate, then writes), and the watcher passes on only the
 * first of them within 50 ms (chokidar's throttle): the file may still be half written when it
 * arrives, and nothing says when it is whole. So nobody reads the content until the folders have
 * stayed the same for SETTLE_MS; then `settled` runs (which reads it again): a half-written file is
 * never what the site keeps. "The same" is what the disk says (`stamp`), not the watcher: on a busy
 * machine its events arrive late (100 ms seen), so a wait begun by an earlier event could otherwise
 * end between an editor's two writes, before the first one's event.
 */
function createSettling(stamp: () => Stamp, settled: () => void) {
  let current:
    { timer?: ReturnType<typeof setTimeout>; done: Promise<void>; end(): void } | undefined;
  function wait(ms = SETTLE_MS) {
    const before = stamp().key;
    current!.timer = setTimeout(() => {
      const now = stamp();
      // Changed meanwhile: quiet is counted from the newest change the disk shows.
      if (now.key !== before)
        return wait(Math.max(1, Math.min(SETTLE_MS, now.newest + SETTLE_MS - Date.now())));
      const { end } = current!;
      current = undefined;
      settled();
      end();
    }, ms);
  }
  return {
    /** A file event: the wait for quiet starts again. */
    restart() {
      if (!current) {
        let end = () => {};
        const done = new Promise<void>((resolve) => (end = resolve));
        current = { done, end };
      }
      clearTimeout(current.timer);
      wait();
    },
    /** Resolves once the events so far have settled and been handled; undefined when quiet. */
    get done(): Promise<void> | undefined {
      return current?.done;
    },
  };
}

/** What any save below some folders changes, and when they last changed. */
interface Stamp {
  /** Every file's and folder's name, size and time of change. */
  key: string;
  /** The newest of those times (ms since the epoch). */
  newest: number;
}

function stampOf(dirs: string[]): Stamp {
  const entries: string[] = [];
  let newest = 0;
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
      const file = path.join(dir, name);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat) continue;
      entries.push(`${file}:${stat.size}:${stat.mtimeMs}`);
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return { key: entries.sort().join("\n"), newest };
}

/** An error whose message is all Vite prints: a counsellor must never see a stack trace. */
function stackless(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}

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
body { font: 1.0625rem/1.6 system-ui, sans-serif; margin: 2rem auto; max-width: 52rem; padding: 0 1rem; color: ${PALETTE.ink}; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: ${PALETTE.alertTint}; border: 2px solid ${PALETTE.terracotta}; border-radius: 0.75rem; padding: 1rem 1.25rem; font: inherit; }
</style>
</head>
<body>
<main>
<h1>The content has a problem</h1>
<p>This page comes back by itself when the file is fixed and saved.</p>
<pre>${escapeMarkup(problemReport(problems))}</pre>
</main>
</body>
</html>
`;
}
