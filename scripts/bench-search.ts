// `npm run bench:search` (after `npm run build`): how long a parent on a slow phone waits for a
// first result. Serves the current release with `npm start`'s server, opens each search page in
// Chromium at 390 px with Lighthouse's mobile throttling (CPU four times slower, 150 ms round
// trips, 1.6 Mbit/s), types a word from the page's own list of articles one key at a time, and
// measures from the last key to the first result on the screen. A benchmark, not a test: it
// prints each language's runs and their median, with the throttling and the machine's load, and
// fails when a median is over the budget. `npm run bench:search -- --runs 11` runs each page 11
// times (7 by default): on a shared machine one run can take twice another's time.
import os from "node:os";
import { spawn } from "node:child_process";
import fs from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { inLanguage, paths, SEARCH_IDS } from "../app/build-api";
import { buildLayout, manifestFile, type Manifest } from "../server/release.js";

/** From the last key to the first result. */
const BUDGET_MS = 300;
const PORT = Number(process.env.BENCH_PORT ?? 5704);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Lighthouse's mobile profile (its "slow 4G" and a mid-range phone's CPU). */
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 204_800,
  uploadThroughput: 96_000,
};
const TYPING_DELAY_MS = 120;
const runsArgument = process.argv.indexOf("--runs");
/** Runs per page, each in a new context (nothing cached); the median is what the budget holds. */
const RUNS = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 7;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs takes a whole number, 1 or more.");

const layout = buildLayout(process.cwd());
const { release } = JSON.parse(fs.readFileSync(layout.pointer, "utf8")) as { release: string };
const manifest = JSON.parse(fs.readFileSync(manifestFile(layout, release), "utf8")) as Manifest;
const prefixes = [undefined, ...Object.keys(manifest.notFoundIn)];
const searchPages = prefixes
  .map((prefix) => inLanguage(paths.search(), prefix))
  .filter((address) => manifest.files[address]);

/** A word of the first article the page lists (its list of every article by topic). */
async function wordOn(page: Page): Promise<string> {
  const titles = await page.locator("#browse li a").allTextContents();
  const words = titles.join(" ").match(/\p{L}[\p{L}\p{M}]{4,}/gu) ?? [];
  if (words.length === 0) throw new Error("The search page lists no article to take a word from.");
  return words[0]!;
}

/**
 * Milliseconds from the last key of `word` to the first results drawn for the whole word (results
 * drawn for its first letters, before the last key, do not count: the status line names the query).
 */
async function firstResultDelay(page: Page, address: string): Promise<number> {
  await page.goto(`${ORIGIN}${address}`);
  await page.locator(".search-ready").waitFor();
  const word = await wordOn(page);
  await page.evaluate(
    ({ listId, statusId, word }) => {
      const list = document.getElementById(listId)!;
      const status = document.getElementById(statusId)!;
      const marks = window as unknown as { lastKey?: number; firstResult?: number };
      addEventListener("keydown", () => (marks.lastKey = performance.now()), true);
      new MutationObserver(() => {
        const forWord = status.textContent?.includes(word);
        if (list.children.length > 0 && forWord && marks.firstResult === undefined) {
          requestAnimationFrame(() => (marks.firstResult = performance.now()));
        }
      }).observe(list, { childList: true });
    },
    { listId: SEARCH_IDS.results, statusId: SEARCH_IDS.status, word },
  );
  const field = page.locator(`#${SEARCH_IDS.field}`);
  await field.focus();
  await field.pressSequentially(word, { delay: TYPING_DELAY_MS });
  await page.waitForFunction(() => (window as { firstResult?: number }).firstResult !== undefined);
  return page.evaluate(() => {
    const marks = window as unknown as { lastKey: number; firstResult: number };
    return marks.firstResult - marks.lastKey;
  });
}

const server = spawn(process.execPath, ["server/index.js"], {
  env: { ...process.env, HOST: "127.0.0.1", PORT: String(PORT), WEB_CONCURRENCY: "1" },
  stdio: "ignore",
});
try {
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(ORIGIN);
      break;
    } catch {
      if (attempt > 100) throw new Error("npm start did not answer within 10 seconds.");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const rows = [];
  const failures: string[] = [];
  const loadBefore = os.loadavg()[0];
  for (const address of searchPages) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A new context each run: nothing of Pagefind cached from the run before.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", NETWORK);
      times.push(await firstResultDelay(page, address));
      await context.close();
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
    const sorted = [...times].sort((a, b) => a - b);
    rows.push({
      page: address,
      "runs (ms)": times.map(Math.round).join(", "),
      median: Math.round(median),
      "min–max": `${Math.round(sorted[0]!)}–${Math.round(sorted.at(-1)!)}`,
    });
    if (median > BUDGET_MS)
      failures.push(`${address}: a first result after ${Math.round(median)} ms (median)`);
  }
  await browser.close();
  const { latency, downloadThroughput, uploadThroughput } = NETWORK;
  const kbit = (bytesPerSecond: number) => Math.round((bytesPerSecond * 8) / 1024);
  console.log(
    `A first result after the last key (release ${release}), ${RUNS} runs a page, each in a new` +
      ` context: CPU ${CPU_SLOWDOWN}× slower, ${latency} ms round trips, ${kbit(downloadThroughput)}` +
      ` kbit/s down, ${kbit(uploadThroughput)} up, a key every ${TYPING_DELAY_MS} ms; load average` +
      ` ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after (${os.cpus().length} cores).\n`,
  );
  console.table(rows);
  if (failures.length > 0) {
    console.error(`\nOver ${BUDGET_MS} ms:\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  } else console.log(`\nEvery search page within ${BUDGET_MS} ms.`);
} finally {
  server.kill("SIGTERM");
}
