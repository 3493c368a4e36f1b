// The editor on one's own machine (`npm run cms`, and the browser test of the editor): the same
// page as /admin, served on 127.0.0.1, talking to decap-server, Decap's local proxy, which works
// on a Git repository on this machine instead of GitHub. In git mode the editorial workflow is the
// real one: "Save" makes the branch cms/<collection>/<slug> in that repository, main is untouched
// until the article is published. Nothing here listens beyond this machine.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { contentType } from "mime-types";
import { editorHeaders } from "../../server/headers.js";
import {
  type Content,
  DEFAULT_CONTENT_DIR,
  EDITOR_FILES,
  englishDigestsOf,
} from "../../app/build-api";
import { editorDataOf, isEnglishFile, writeEditor } from "./editor-build";
import { contentSnapshotOnBranch } from "./editor-content";
import { launchViewsOnBranch } from "./launch-views";

const HOST = "127.0.0.1";

export type LocalEditor = { url: string; stop: () => Promise<void> };

type Options = {
  /** The Git repository the editor saves to (its content/ is what it edits). */
  repository: string;
  content: Content;
  /** The editor page's port, and decap-server's. */
  port: number;
  proxyPort: number;
  /** decap-server's log lines, for whoever wants them. */
  log?: (line: string) => void;
};

/**
 * decap-server in git mode (the only mode with the editorial workflow), on this machine only, its
 * requests taken in turn (decap-server-in-turn.mjs says why).
 */
function startProxy(repository: string, port: number, log: (line: string) => void) {
  const server = fileURLToPath(new URL("decap-server-in-turn.mjs", import.meta.url));
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      GIT_REPO_DIRECTORY: repository,
      PORT: String(port),
      MODE: "git",
      BIND_HOST: HOST,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk: Buffer) => log(chunk.toString().trimEnd()));
  }
  return child;
}

/** Resolves once decap-server answers its "info" action: before that the editor shows GitHub's login. */
async function proxyReady(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`decap-server stopped (exit code ${child.exitCode}).`);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("decap-server did not start within 20 seconds.");
}

/**
 * The content on a branch of the repository, read from Git at each load of the page as a site
 * rebuilt at each merge would have it: what a save is checked against, and the digests of the
 * English files' words that the configuration gives a translation to record (an article
 * published after `npm run cms` started is translated like the others).
 */
function onBranch(repository: string, branch: string, codes: readonly string[]) {
  const tree = contentSnapshotOnBranch(repository, branch);
  const english = Object.entries(tree.files).filter(([file]) => isEnglishFile(file, codes));
  return { tree, englishDigests: englishDigestsOf(english) };
}

/**
 * Serves the editor's folder: /admin/… only, with the editor's policy and the proxy allowed;
 * `generated` answers the addresses it names (config.json) afresh at each request.
 */
function servePage(folder: string, proxyOrigin: string, generated: Record<string, () => string>) {
  const headers = editorHeaders([proxyOrigin]);
  return http.createServer((req, res) => {
    const address = new URL(req.url ?? "/", "http://localhost").pathname;
    const made = generated[address];
    if (made) {
      res.writeHead(200, {
        ...headers,
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-store",
      });
      res.end(made());
      return;
    }
    const relative = address.endsWith("/") ? `${address}index.html` : address;
    const file = path.join(folder, ...relative.split("/").filter((part) => part && part !== ".."));
    if (
      !file.startsWith(folder + path.sep) ||
      !fs.existsSync(file) ||
      !fs.statSync(file).isFile()
    ) {
      res.writeHead(404, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
      res.end("Not found: the editor is at /admin/\n");
      return;
    }
    res.writeHead(200, {
      ...headers,
      "Content-Type": contentType(path.extname(file)) || "application/octet-stream",
      // Decap's bundle is pinned and large: kept for an hour; the page and configuration never.
      "Cache-Control": /decap-cms\.js$/.test(file) ? "max-age=3600" : "no-store",
    });
    fs.createReadStream(file).pipe(res);
  });
}

/** Starts decap-server and the editor page; `url` is the page to open. */
export async function startLocalEditor(options: Options): Promise<LocalEditor> {
  const { repository, content, port, proxyPort, log = () => {} } = options;
  const proxyOrigin = `http://${HOST}:${proxyPort}`;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sahaj-editor-"));
  const data = editorDataOf(path.join(repository, DEFAULT_CONTENT_DIR), content);
  // The local proxy instead of GitHub (Decap uses it only on localhost or 127.0.0.1).
  const config = { ...data.config, local_backend: { url: `${proxyOrigin}/api/v1` } };
  await writeEditor(folder, content, {
    data: { ...data, config },
    tree: { files: {}, pictures: [] },
  });
  const branch = data.config.backend.branch;
  const codes = content.languages.slice(1).map((language) => language.code);
  const configData = () => {
    const { englishDigests } = onBranch(repository, branch, codes);
    return JSON.stringify({ ...data, config, englishDigests });
  };
  const contentData = () => JSON.stringify(onBranch(repository, branch, codes).tree);
  const proxy = startProxy(repository, proxyPort, log);
  const page = servePage(folder, proxyOrigin, {
    [EDITOR_FILES.config]: configData,
    [EDITOR_FILES.content]: contentData,
    [EDITOR_FILES.launchViews]: () => JSON.stringify(launchViewsOnBranch(repository, branch)),
  });
  try {
    await proxyReady(`${proxyOrigin}/api/v1`, proxy);
    await new Promise<void>((resolve, reject) => {
      page.once("error", reject);
      page.listen(port, HOST, resolve);
    });
  } catch (error) {
    proxy.kill();
    page.close();
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://${HOST}:${port}/admin/`,
    async stop() {
      page.closeAllConnections();
      await new Promise((resolve) => page.close(resolve));
      if (proxy.exitCode === null) {
        const exited = new Promise((resolve) => proxy.once("exit", resolve));
        proxy.kill();
        await exited;
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
