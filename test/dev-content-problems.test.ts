// `npm run dev` with a broken article, as a counsellor previews it: from the dev server's first
// request on, the page shows the same plain message as the content check (not "Sorry, something
// didn't load"), the terminal prints it once and never a stack trace (whatever the browser asks
// for), and fixing the file brings the page back without a restart, every time, even when a save
// reaches the disk in pieces while the browser keeps asking.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETTLE_MS } from "../app/build-time/content-source";
import { copyOfFixture, STACK_TRACE } from "./fixture-tree";
import { freePort } from "./free-port";

const REMIX = path.resolve("node_modules/@remix-run/dev/dist/cli.js");
const ADDRESS = "/resources/exam-season-at-home";
const HEADING = "<h1>Fixture: Exam Stress";
/** The article's last words: a page cut short by a half-read file lacks them. */
const LAST_WORDS = "We will work with your family to find a calmer way through.";
const PROBLEM = "content/articles/exam-season-at-home.mdx:12:6: found";
const FINE_AGAIN = "Content is fine again.";
/** The first line of every report of problems, whatever they are. */
const ANY_PROBLEM = "The site cannot be built:";

let base = "";
let server: ChildProcess | undefined;
let output = "";
let file = "";
let fixedText = "";
let brokenText = "";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function page(
  pathname: string,
  accept = "text/html",
): Promise<{ status: number; html: string }> {
  const response = await fetch(`${base}${pathname}`, { headers: { Accept: accept } });
  return { status: response.status, html: await response.text() };
}

/** How often `text` occurs in what the dev server printed (colours left out: CI=true has them). */
const printed = (text: string) => stripVTControlCharacters(output).split(text).length - 1;

/** Told whenever the dev server prints, or exits. */
const listeners = new Set<() => void>();

/**
 * Resolves once the dev server has printed `text` `times` times in all. It prints each new state
 * of the content once it has read it and the next request gets it, so the test waits for that
 * rather than asking for pages again and again (each a render, which loads the server).
 */
function whenPrinted(text: string, times = 1): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (printed(text) >= times) resolve();
      else if (server?.exitCode !== null || server?.signalCode !== null)
        reject(new Error(`npm run dev stopped; it printed:\n${output}`));
      else return;
      listeners.delete(check);
    };
    listeners.add(check);
    check();
  });
}

/**
 * Saves the file in two writes 20 ms apart, as some editors do: the file is emptied, its first bytes
 * (half of the frontmatter, so never a valid article) land, and then the rest. The pause blocks
 * this process rather than waiting for its event loop, which the stream of requests keeps busy.
 * Says whether the file was not whole for longer than the plugin's settling time, from its
 * emptying to the last write (a busy machine can hold this process back at any point of it): then
 * the empty or half-written file is, rightly, what the dev server reads for a moment.
 */
function saveInPieces(text: string): boolean {
  const started = performance.now();
  const handle = fs.openSync(file, "w");
  fs.writeSync(handle, text.slice(0, 40));
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  fs.writeSync(handle, text.slice(40));
  const notWhole = performance.now() - started;
  fs.closeSync(handle);
  return notWhole >= SETTLE_MS;
}

beforeAll(async () => {
  const contentDir = copyOfFixture();
  file = path.join(contentDir, "articles/exam-season-at-home.mdx");
  fixedText = fs.readFileSync(file, "utf8");
  brokenText = fixedText.replace("\nSome stress before", "\nDear {childName}, some stress before");
  // Broken before the dev server starts: its very first requests must already be quiet.
  fs.writeFileSync(file, brokenText);
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, [REMIX, "vite:dev", "--port", String(port), "--strictPort"], {
    env: { ...process.env, CONTENT_DIR: contentDir, PREVIEW: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const hear = (chunk: Buffer) => {
    output += chunk;
    for (const listener of [...listeners]) listener();
  };
  server.stdout!.on("data", hear);
  server.stderr!.on("data", hear);
  server.on("exit", () => [...listeners].forEach((listener) => listener()));
  // The first request, as soon as it listens (it prints its address then).
  await whenPrinted("Local:");
}, 180_000);

afterAll(async () => {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server!.once("exit", resolve));
  server.kill();
  await exited;
});

describe("npm run dev started with a broken article", { timeout: 180_000 }, () => {
  it("shows the plain message on every page and once in the terminal, never a stack trace", async () => {
    const broken = await page(ADDRESS);
    expect(broken.status).toBe(500);
    expect(broken.html).not.toContain("Sorry, something didn");
    expect(broken.html).toContain("The site cannot be built: 1 problem in content/.");
    expect(broken.html).toMatch(
      /content\/articles\/exam-season-at-home\.mdx:12:6: found &#34;\{childName\}, some stress/,
    );
    // Every page says so while the content is broken, not only the article's.
    expect((await page("/")).html).toContain("exam-season-at-home.mdx:12:6");
    // What a browser asks for besides the page reaches Remix's server build, which cannot load.
    for (const other of ["/favicon.ico", `${ADDRESS}.data`, "/rss.xml", "/sitemap.xml"]) {
      const answer = await page(other, "*/*");
      expect(answer.status, other).toBe(500);
      expect(answer.html, other).toContain(PROBLEM);
    }
    await whenPrinted(PROBLEM);
    expect(printed(PROBLEM)).toBe(1);
    expect(output).not.toMatch(STACK_TRACE);

    fs.writeFileSync(file, fixedText);
    // The page asked for again (a reload): the dev server starts watching a moment after it
    // listens, and a save in that moment gives no event (on a busy machine, this one), so then
    // only a request finds the file changed. A request waits for the save, reported or not.
    const fixed = await page(ADDRESS);
    expect(fixed.status).toBe(200);
    expect(fixed.html).toContain(HEADING);
    await whenPrinted(FINE_AGAIN);
    expect(printed(FINE_AGAIN)).toBe(1);
  });

  it("comes back after every fix, in many saves in a row made in pieces under a stream of requests", async () => {
    const cycles = 15;
    const reportsBefore = printed(PROBLEM);
    const anyBefore = printed(ANY_PROBLEM);
    const fineBefore = printed(FINE_AGAIN);
    // The browser keeps asking while each save lands, as a reloading tab or several tabs would.
    let asking = true;
    let slowSaves = 0;
    const asker = (async () => {
      while (asking) {
        await Promise.all([page(ADDRESS), page("/favicon.ico", "*/*")]).catch(() => {});
        await sleep(5);
      }
    })();
    try {
      for (let cycle = 1; cycle <= cycles; cycle++) {
        if (saveInPieces(brokenText)) slowSaves++;
        await whenPrinted(PROBLEM, reportsBefore + cycle);
        const broken = await page(ADDRESS);
        expect(broken.status, `broken, save ${cycle}`).toBe(500);
        expect(broken.html, `broken, save ${cycle}`).toContain("exam-season-at-home.mdx:12:6");

        if (saveInPieces(fixedText)) slowSaves++;
        await whenPrinted(FINE_AGAIN, fineBefore + cycle);
        const fixed = await page(ADDRESS);
        expect(fixed.status, `fixed, save ${cycle}`).toBe(200);
        expect(fixed.html, `fixed, save ${cycle}`).toContain(LAST_WORDS);
      }
    } finally {
      asking = false;
      await asker;
    }
    // One message for each problem and each recovery: never the half-written file's, never twice.
    expect(printed(FINE_AGAIN) - fineBefore).toBe(cycles);
    expect(printed(PROBLEM) - reportsBefore).toBe(cycles);
    // Only a save this process was held back in, past the settling time, leaves its half-written
    // file on the disk long enough to be read (and reported) as a finished one.
    const halfWritten = printed(ANY_PROBLEM) - anyBefore - cycles;
    expect(halfWritten, `${slowSaves} saves held back`).toBeLessThanOrEqual(slowSaves);
    expect(halfWritten).toBeGreaterThanOrEqual(0);
    expect(output).not.toMatch(STACK_TRACE);
  });
});
