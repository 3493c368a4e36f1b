// `npm run dev` with a broken article, as a counsellor previews it: from the dev server's first
// request on, the page shows the same plain message as the content check (not "Sorry, something
// didn't load"), the terminal prints it once and never a stack trace (whatever the browser asks
// for), and fixing the file brings the page back without a restart, every time, even when a save
// reaches the disk in pieces while the browser keeps asking.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETTLE_MS } from "../app/build-time/content-plugin";
import { copyOfFixture, STACK_TRACE } from "./fixture-tree";

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

/** A port nobody listens on now, so this test never talks to another test's dev server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function page(
  pathname: string,
  accept = "text/html",
): Promise<{ status: number; html: string }> {
  const response = await fetch(`${base}${pathname}`, { headers: { Accept: accept } });
  return { status: response.status, html: await response.text() };
}

/** Asks again until `accepts` is satisfied: the dev server reacts to a save within moments. */
async function eventually<T>(
  read: () => Promise<T>,
  accepts: (value: T) => boolean,
  { tries = 120, every = 500 } = {},
): Promise<T> {
  let last: T | undefined;
  for (let attempt = 0; attempt < tries; attempt++) {
    try {
      last = await read();
      if (accepts(last)) return last;
    } catch {
      // Not listening yet.
    }
    await sleep(every);
  }
  throw new Error(`gave up waiting; last answer: ${JSON.stringify(last)?.slice(0, 500)}`);
}

/** How often `text` occurs in what the dev server printed. */
const printed = (text: string) => output.split(text).length - 1;

/**
 * Saves the file in two writes 20 ms apart, as some editors do: the file is emptied, its first bytes
 * (half of the frontmatter, so never a valid article) land, and then the rest. The pause blocks
 * this process rather than waiting for its event loop, which the stream of requests keeps busy.
 * Says whether the pause still grew past the plugin's settling time (a busy machine can hold this
 * process back): then the half-written file is, rightly, what the dev server reads for a moment.
 */
function saveInPieces(text: string): boolean {
  const handle = fs.openSync(file, "w");
  fs.writeSync(handle, text.slice(0, 40));
  const started = performance.now();
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  const gap = performance.now() - started;
  fs.writeSync(handle, text.slice(40));
  fs.closeSync(handle);
  return gap >= SETTLE_MS;
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
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
}, 180_000);

afterAll(() => {
  server?.kill();
});

describe("npm run dev started with a broken article", { timeout: 180_000 }, () => {
  it("shows the plain message on every page and once in the terminal, never a stack trace", async () => {
    const broken = await eventually(
      () => page(ADDRESS),
      () => true,
    );
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
    await eventually(
      async () => output,
      () => printed(PROBLEM) > 0,
    );
    expect(printed(PROBLEM)).toBe(1);
    expect(output).not.toMatch(STACK_TRACE);

    fs.writeFileSync(file, fixedText);
    const fixed = await eventually(
      () => page(ADDRESS),
      ({ status }) => status === 200,
    );
    expect(fixed.html).toContain(HEADING);
    await eventually(
      async () => output,
      () => printed(FINE_AGAIN) > 0,
    );
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
        const broken = await eventually(
          () => page(ADDRESS),
          ({ html }) => html.includes("exam-season-at-home.mdx:12:6"),
          { tries: 500, every: 20 },
        );
        expect(broken.status, `broken, save ${cycle}`).toBe(500);

        if (saveInPieces(fixedText)) slowSaves++;
        const fixed = await eventually(
          () => page(ADDRESS),
          ({ status }) => status === 200,
          { tries: 500, every: 20 },
        );
        expect(fixed.html, `fixed, save ${cycle}`).toContain(LAST_WORDS);
      }
    } finally {
      asking = false;
      await asker;
    }
    // One message for each problem and each recovery: never the half-written file's, never twice.
    await eventually(
      async () => output,
      () => printed(FINE_AGAIN) - fineBefore >= cycles,
      { tries: 40, every: 50 },
    );
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
