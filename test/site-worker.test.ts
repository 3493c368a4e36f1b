// The site's service worker as the export writes it (scripts/export/site-worker.ts): one worker
// at the root, registered by the layout's script on every page, keeping each language's offline
// page from the start and the tool pages together, versioned by those bytes; the tool pages' old
// workers retired at their old addresses; and the hosts' rules that make browsers check it on
// every visit.
import { describe, expect, it } from "vitest";
import { readPage } from "../scripts/export/html";
import {
  isKeptByWorker,
  siteWorkers,
  workerLayout,
  type WorkerPage,
} from "../scripts/export/site-worker";
import { hostFiles } from "../scripts/export/host-files";
import { isImmutable } from "../server/headers.js";
import { layoutScript } from "../app/lib/layout-script";
import { inLanguage, paths, pathsIn } from "../app/lib/paths";

const LAYOUT = workerLayout(["mr"]);

function page(pathname: string, script?: string, words = "Words"): WorkerPage {
  const html = [
    `<!doctype html><html><head><link rel="stylesheet" href="/assets/site-1.css">`,
    `<link rel="icon" href="/favicon.svg"></head><body><h1>${words}</h1>`,
    script ? `<script>addEventListener("load",()=>import("${script}"))</script>` : "",
    `<script>${layoutScript(paths.worker())}</script></body></html>`,
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

/** What the worker file keeps (its first line: `const OFFLINE={…};`). */
function offlineOf(body: Buffer) {
  const first = body.toString().split("\n")[0];
  return JSON.parse(first.slice("const OFFLINE=".length, -1)) as {
    version: string;
    offline: Record<string, string>;
    tools: string[];
    files: string[];
    immutable: string;
    network: string[];
  };
}

const offlinePages = [page(paths.offline()), page(inLanguage(paths.offline(), "mr"))];
const english = page(paths.tool("diary"), "/assets/diary-1.js");
const marathi = page(inLanguage(paths.tool("diary"), "mr"), "/assets/diary-1.js");

const siteWorker = async (pages: WorkerPage[]) =>
  (await siteWorkers(pages, fileBytes, LAYOUT)).find(
    ({ pathname }) => pathname === paths.worker(),
  )!;

describe("the site's service worker", () => {
  it("is the one every page registers, at the root, so its scope is the whole site", () => {
    expect(page(paths.about()).page.workers).toEqual([paths.worker()]);
    expect(paths.worker().lastIndexOf("/")).toBe(0);
    expect(pathsIn({ prefix: "mr", pages: [] }).worker()).toBe(paths.worker());
  });

  it("keeps each language's offline page from the start, and the tool pages of every language together", async () => {
    for (const kept of [...offlinePages, english, marathi])
      expect(isKeptByWorker(kept.pathname, LAYOUT)).toBe(true);
    expect(isKeptByWorker(paths.about(), LAYOUT)).toBe(false);
    expect(isKeptByWorker(paths.article("sleep"), LAYOUT)).toBe(false);
    const worker = await siteWorker([english, ...offlinePages, marathi]);
    const offline = offlineOf(worker.body);
    expect(offline.offline).toEqual({
      "": paths.offline(),
      "/mr": inLanguage(paths.offline(), "mr"),
    });
    expect(offline.tools).toEqual([english.pathname, marathi.pathname].sort());
    // Hashed assets go with the pages that name them; the other files are listed.
    expect(offline.files).toEqual([paths.favicon()]);
    expect(offline.network).toContain(paths.searchIndex());
    expect(worker.cacheControl).toBe("no-cache");
    expect(worker.file).toBe(paths.worker().slice(1));
  });

  it("refuses a build without an offline page in every language", async () => {
    await expect(siteWorker([english, offlinePages[0]])).rejects.toThrow(
      inLanguage(paths.offline(), "mr"),
    );
  });

  it("changes its version when a page or a file it keeps changes, and only then", async () => {
    const versionOf = async (pages: WorkerPage[]) =>
      offlineOf((await siteWorker([...offlinePages, ...pages])).body).version;
    const first = await versionOf([english]);
    expect(await versionOf([english])).toBe(first);
    expect(await versionOf([page(english.pathname, "/assets/diary-1.js", "Diary!")])).not.toBe(
      first,
    );
    expect(await versionOf([page(english.pathname, "/assets/diary-2.js")])).not.toBe(first);
  });

  it("keeps hashed files by the server's own list, and leaves all of search's files to the network", async () => {
    const offline = offlineOf((await siteWorker(offlinePages)).body);
    const immutable = new RegExp(offline.immutable);
    for (const hashed of [
      "/assets/site-1.css",
      "/pagefind/pagefind.en_fb1d6571a6.pf_meta",
      "/pagefind/index/en_294829d.pf_index",
    ]) {
      expect(immutable.test(hashed), hashed).toBe(true);
      expect(isImmutable(hashed), hashed).toBe(true);
    }
    // Unhashed: a new build's entry file names the new index, and must be read again.
    for (const file of ["pagefind.js", "pagefind-entry.json", "wasm.en.pagefind"]) {
      expect(immutable.test(`${paths.searchIndex()}${file}`), file).toBe(false);
    }
    // Search is never kept: offline, the search page says it cannot search.
    expect(offline.network).toContain(paths.searchIndex());
  });

  it("retires the tool pages' old workers at their old addresses, in every language", async () => {
    const workers = await siteWorkers([...offlinePages, english], fileBytes, LAYOUT);
    const retired = workers.filter(({ pathname }) => pathname !== paths.worker());
    expect(retired.map(({ pathname }) => pathname).sort()).toEqual(
      [paths.retiredToolsWorker(), inLanguage(paths.retiredToolsWorker(), "mr")].sort(),
    );
    for (const worker of retired) {
      expect(worker.body.toString()).toContain("unregister");
      expect(worker.body.toString()).not.toContain("respondWith");
      expect(worker.cacheControl).toBe("no-cache");
    }
  });

  it("is checked on every visit on Netlify and on serve, the rest unchanged", () => {
    const worker = paths.worker();
    const files = hostFiles({ "X-Frame-Options": "DENY" }, [], { [worker]: "no-cache" });
    expect(files._headers).toContain(`\n${worker}\n  Cache-Control: no-cache\n`);
    const serve = JSON.parse(files["serve.json"]) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    // serve applies every matching rule in order: the worker's comes after the one for "**".
    expect(serve.headers.at(-1)).toEqual({
      source: worker.slice(1),
      headers: [{ key: "Cache-Control", value: "no-cache" }],
    });
  });
});
