// The tool pages' service workers as the export writes them (scripts/export/offline-worker.ts):
// one for each address a page registers, keeping the pages of its own folder and what they load,
// versioned by those bytes; and the hosts' rules that make browsers check it on every visit.
import { describe, expect, it } from "vitest";
import { readPage } from "../scripts/export/html";
import { offlineWorkers, type RegisteringPage } from "../scripts/export/offline-worker";
import { hostFiles } from "../scripts/export/release";
import { registerWorkersScript } from "../app/features/tools/offline/register";
import { inLanguage, paths, pathsIn, SITE_PAGES } from "../app/lib/paths";

const WORKERS = [paths.toolsWorker(), inLanguage(paths.toolsWorker(), "mr")];

function toolPage(pathname: string, script: string, words = "Diary"): RegisteringPage {
  const html = [
    `<!doctype html><html><head><link rel="stylesheet" href="/assets/site-1.css">`,
    `<link rel="icon" href="/favicon.svg"></head><body><h1>${words}</h1>`,
    `<script>addEventListener("load",()=>import("${script}"))</script>`,
    `<script>${registerWorkersScript(WORKERS)}</script></body></html>`,
  ].join("");
  return { pathname, body: Buffer.from(html), page: readPage(html) };
}

const FILES: Record<string, string> = {
  "/assets/site-1.css": "body{}",
  "/assets/diary-1.js": "diary()",
  "/assets/diary-2.js": "diary(2)",
  "/favicon.svg": "<svg/>",
};
const fileBytes = (address: string) => Buffer.from(FILES[address]);

/** What a worker file keeps (its first line: `const OFFLINE={…};`). */
function offlineOf(body: Buffer) {
  const first = body.toString().split("\n")[0];
  return JSON.parse(first.slice("const OFFLINE=".length, -1)) as {
    version: string;
    pages: string[];
    files: string[];
  };
}

describe("the tool pages' service workers", () => {
  it("sit in the folder of the tool pages in every language, so each controls those pages only", () => {
    const pages = SITE_PAGES.map((page) => page.path.slice(1));
    for (const prefix of [undefined, "mr", "hi"]) {
      const local = pathsIn({ prefix, pages });
      const folder = local.tool("");
      expect(local.tool("diary").startsWith(folder)).toBe(true);
      expect(local.toolsWorker().startsWith(folder)).toBe(true);
      expect(local.toolsWorker().slice(folder.length)).not.toContain("/");
    }
  });

  const english = toolPage(paths.tool("diary"), "/assets/diary-1.js");
  const marathi = toolPage(inLanguage(paths.tool("diary"), "mr"), "/assets/diary-1.js");

  it("are the ones a page registers, each keeping its own folder's pages and their files", async () => {
    expect(english.page.workers).toEqual(WORKERS);
    const workers = await offlineWorkers([english, marathi], fileBytes);
    expect(workers.map((worker) => worker.pathname)).toEqual([...WORKERS].sort());
    const byAddress = new Map(workers.map((worker) => [worker.pathname, offlineOf(worker.body)]));
    expect(byAddress.get(paths.toolsWorker())!.pages).toEqual([english.pathname]);
    expect(byAddress.get(inLanguage(paths.toolsWorker(), "mr"))!.pages).toEqual([marathi.pathname]);
    expect(byAddress.get(paths.toolsWorker())!.files).toEqual([
      "/assets/diary-1.js",
      "/assets/site-1.css",
      "/favicon.svg",
    ]);
    for (const worker of workers) {
      expect(worker.cacheControl).toBe("no-cache");
      expect(worker.file).toBe(worker.pathname.slice(1));
    }
  });

  it("change their version when a page or a file they keep changes, and only then", async () => {
    const versionOf = async (pages: RegisteringPage[]) => {
      const workers = await offlineWorkers(pages, fileBytes);
      const worker = workers.find(({ pathname }) => pathname === paths.toolsWorker())!;
      return offlineOf(worker.body).version;
    };
    const first = await versionOf([english]);
    expect(await versionOf([english])).toBe(first);
    expect(await versionOf([toolPage(english.pathname, "/assets/diary-1.js", "Diary!")])).not.toBe(
      first,
    );
    expect(await versionOf([toolPage(english.pathname, "/assets/diary-2.js")])).not.toBe(first);
  });

  it("are none when no page registers one", async () => {
    const about = readPage("<!doctype html><html><body><script>menu()</script></body></html>");
    expect(about.workers).toEqual([]);
    expect(
      await offlineWorkers([{ pathname: "/about", body: Buffer.from(""), page: about }], fileBytes),
    ).toEqual([]);
  });

  it("are checked on every visit on Netlify and on serve, the rest unchanged", () => {
    const files = hostFiles({ "X-Frame-Options": "DENY" }, [], { [WORKERS[0]]: "no-cache" });
    expect(files._headers).toContain(`\n${WORKERS[0]}\n  Cache-Control: no-cache\n`);
    const serve = JSON.parse(files["serve.json"]) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    // serve applies every matching rule in order: the worker's comes after the one for "**".
    expect(serve.headers.at(-1)).toEqual({
      source: WORKERS[0].slice(1),
      headers: [{ key: "Cache-Control", value: "no-cache" }],
    });
  });
});
