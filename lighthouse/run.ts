// `npm run lighthouse` (after `npm run build`): Lighthouse's mobile profile (its default: a
// mid-range phone on a slow 4G network, simulated) on every route of the export: each address in
// sitemap.xml (every language's pages, every tool page and checklist age among them), plus
// /contact and the 404 page. It starts `npm start`'s server (node server/index.js) on
// LIGHTHOUSE_PORT (default 3100), runs Chromium from CHROME_PATH (default /usr/bin/chromium),
// prints each run's four scores, and fails when a route's best run is under 100 in any category
// (the 404 page may miss only what being a 404 page means: see EXPECTED_ON_404; a tool page must
// miss exactly robots-txt, in every run: see EXPECTED_ON_TOOL_PAGES).
// Options: routes (`npm run lighthouse -- /contact /about`) audit only those; `--match <regex>`
// only the routes whose address matches (`--match /resources/tools/` is every tool page in every
// language); `--runs <n>` runs each route n times (the issues ask for the best of three) and ends
// with each route's best and median.
// Performance is measured on this machine: on a busy one, total blocking time costs points. So it
// prints the load average at the start and the end, and each run's benchmarkIndex (Lighthouse's
// measure of the machine's speed, higher is faster), largest contentful paint, total blocking
// time and kilobytes (total byte weight), and the long tasks of a run under 100 in performance.
// Lighthouse and chrome-launcher (with Sentry, OpenTelemetry and Puppeteer, 170 MB) are this
// folder's own packages, which `npm run lighthouse` installs on first use and type-checks: the
// site and the tests never need them, and would add 4 s to every fresh install of the project.
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { paths } from "../app/build-api";
import { sitemapAddresses } from "../scripts/export/html";
import { UNKNOWN_PATH } from "../scripts/export/render-site";

type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
/** An item of the long-tasks audit: where and how long (milliseconds, on the simulated phone). */
type LongTask = { url?: string; duration: number; startTime: number };

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
/** An address no page has: the server answers it with the 404 page. */
const MISSING_PAGE = UNKNOWN_PATH;
/**
 * Audits a 404 page fails by being one: it answers 404, is not for search engines, and the
 * browser logs the 404 answer in its console. Any other miss on the 404 page still fails.
 */
const EXPECTED_ON_404 = new Set(["http-status-code", "is-crawlable", "errors-in-console"]);
/**
 * The one audit a tool page fails, and must fail: Lighthouse reads /robots.txt with a fetch from
 * inside the page, which the page's `connect-src 'none'` refuses (decision 007; the rule that
 * nothing a parent writes can be sent is kept over the score). If it passes, the page could
 * connect: that is a failure too. Any other miss on a tool page fails as on every page.
 */
const EXPECTED_ON_TOOL_PAGES = "robots-txt";
/** A tool page in any language: /resources/tools/…, /mr/resources/tools/… */
const TOOL_PAGE = new RegExp(`^(?:/[a-z]{2,3})?${paths.tool("")}`);

/** The audits a route may miss, and whether it must miss them all. */
function expectedMisses(route: string): { audits: Set<string>; all: boolean } {
  if (route === MISSING_PAGE) return { audits: EXPECTED_ON_404, all: false };
  if (TOOL_PAGE.test(route)) return { audits: new Set([EXPECTED_ON_TOOL_PAGES]), all: true };
  return { audits: new Set(), all: false };
}
/** Headless Chromium now and then loses a trace ("NO_NAVSTART"): such a run is tried again. */
const ATTEMPTS = 3;

const { values: options, positionals } = parseArgs({
  options: { runs: { type: "string", default: "1" }, match: { type: "string" } },
  allowPositionals: true,
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`--runs takes a whole number, not "${options.runs}".`);
const MATCH = options.match === undefined ? undefined : new RegExp(options.match);

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`${ORIGIN}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer on ${ORIGIN}: run "npm run build" first.`);
}

/** The routes named; else every page address in the sitemap, /contact and the 404 (or those matching). */
async function routes(): Promise<string[]> {
  const asked = positionals.filter((arg) => arg.startsWith("/"));
  if (asked.length > 0) return asked;
  const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
  const listed = sitemapAddresses(sitemap).map((address) => new URL(address).pathname);
  const all = [...new Set([...listed, paths.contact()]), MISSING_PAGE];
  return MATCH ? all.filter((route) => MATCH.test(route)) : all;
}

/** What one run of one route gave. */
type Run = { lhr: LighthouseReport; scores: number[]; blocking: number };

async function audit(route: string): Promise<Run | string> {
  let lhr: LighthouseReport | undefined;
  for (let attempt = 0; attempt < ATTEMPTS && (!lhr || lhr.runtimeError); attempt++) {
    const result = await lighthouse(`${ORIGIN}${route}`, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // The 404 page is meant to answer 404; Lighthouse otherwise refuses to score it.
      ignoreStatusCode: route === MISSING_PAGE,
    });
    lhr = result?.lhr;
  }
  if (!lhr || lhr.runtimeError)
    return `Lighthouse could not run (${lhr?.runtimeError?.message ?? "?"})`;
  const scores = CATEGORIES.map((category) =>
    Math.round((lhr.categories[category]?.score ?? 0) * 100),
  );
  return { lhr, scores, blocking: lhr.audits["total-blocking-time"]?.numericValue ?? NaN };
}

/** The audits of a category that a run missed (those that count towards its score). */
const missedIn = (lhr: LighthouseReport, category: Category) =>
  Object.values(lhr.audits).filter(
    (audit) =>
      audit.score !== null &&
      audit.score < 1 &&
      lhr.categories[category].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
  );

/** Why a route fails: a category whose best run is under 100 by more than it may miss. */
function judge(route: string, label: string, runs: Run[]): string[] {
  const expected = expectedMisses(route);
  const failures: string[] = [];
  CATEGORIES.forEach((category, index) => {
    const best = runs.reduce((a, b) => (b.scores[index] > a.scores[index] ? b : a));
    if (best.scores[index] >= 100) return;
    const missedAudits = missedIn(best.lhr, category);
    const unexpected = missedAudits.filter((audit) => !expected.audits.has(audit.id));
    if (missedAudits.length > 0 && unexpected.length === 0) return;
    const missed = unexpected.map(
      (audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
    );
    const of = runs.length > 1 ? ` (best of ${runs.length})` : "";
    const why = missed.join(", ") || "see the report";
    failures.push(`${label}: ${category} ${best.scores[index]}${of}: ${why}`);
  });
  if (!expected.all) return failures;
  for (const [index, { lhr }] of runs.entries()) {
    const missed = new Set(
      CATEGORIES.flatMap((category) => missedIn(lhr, category).map((a) => a.id)),
    );
    for (const id of expected.audits) {
      if (missed.has(id)) continue;
      failures.push(
        `${label}: ${id} passed in run ${index + 1}, but a tool page must refuse every connection (connect-src 'none')`,
      );
    }
  }
  return failures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

const server = spawn(process.execPath, ["server/index.js"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1" },
  stdio: ["ignore", "ignore", "inherit"],
});
let stopping = false;
server.on("exit", (code, signal) => {
  if (stopping) return;
  console.error(
    `The server stopped (${signal ?? `exit code ${code}`}) before Lighthouse finished.`,
  );
  process.exit(1);
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});

const failures: string[] = [];
const results = new Map<string, Run[]>();
const labelOf = (route: string) => (route === MISSING_PAGE ? `${route} (404)` : route);
try {
  await waitForServer();
  const all = await routes();
  const width = Math.max(...all.map((route) => labelOf(route).length)) + (RUNS > 1 ? 5 : 0);
  const row = (label: string, cells: (string | number)[]) =>
    [label.padEnd(width), ...cells.map((cell) => String(cell).padStart(14))].join(" ");
  console.log(
    `${new Date().toISOString()}, load average ${load()}, ${all.length} routes × ${RUNS}`,
  );
  console.log(row("Route", [...CATEGORIES, "LCP (s)", "TBT (ms)", "KB", "benchmarkIndex"]));
  // Rounds, not a route's runs back to back: a busy minute on the machine then costs one run of
  // several routes, not every run of one.
  for (let round = 1; round <= RUNS; round++) {
    for (const route of all) {
      const label = labelOf(route) + (RUNS > 1 ? ` #${round}` : "");
      const run = await audit(route);
      if (typeof run === "string") {
        failures.push(`${label}: ${run}`);
        continue;
      }
      results.set(route, [...(results.get(route) ?? []), run]);
      const { lhr, scores, blocking } = run;
      const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN;
      const bytes = lhr.audits["total-byte-weight"]?.numericValue ?? NaN;
      console.log(
        row(label, [
          ...scores,
          (lcp / 1000).toFixed(2),
          Math.round(blocking),
          (bytes / 1024).toFixed(1),
          Math.round(lhr.environment.benchmarkIndex),
        ]),
      );
      // Under 100 in performance: the page's long tasks (over 50 ms of the simulated phone's main
      // thread), with the script each is attributed to, so the cause is on the screen.
      if (scores[0] < 100) {
        const tasks = (lhr.audits["long-tasks"]?.details as { items?: LongTask[] } | undefined)
          ?.items;
        for (const task of tasks ?? []) {
          const where = task.url ? task.url.replace(ORIGIN, "") : "(unattributed)";
          console.log(
            `    long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${where}`,
          );
        }
      }
    }
  }
  console.log(`${new Date().toISOString()}, load average ${load()}`);
} finally {
  chrome.kill();
  stopping = true;
  server.kill("SIGTERM");
}

if (RUNS > 1) {
  console.log(`\nBest of ${RUNS} (median) per category; performance (TBT ms) of each run`);
  for (const [route, runs] of results) {
    const cells = CATEGORIES.map((_, index) => {
      const scores = runs.map((run) => run.scores[index]);
      return `${Math.max(...scores)} (${median(scores)})`;
    });
    const each = runs.map((run) => `${run.scores[0]} (${Math.round(run.blocking)})`).join(", ");
    console.log(`${labelOf(route)}: ${cells.join(" | ")} | ${each}`);
  }
}
for (const [route, runs] of results) failures.push(...judge(route, labelOf(route), runs));

if (failures.length > 0) {
  console.error(`\nUnder 100:\n${failures.map((failure) => `  ✗ ${failure}`).join("\n")}`);
  process.exit(1);
}
console.log(
  `\nEvery route scores 100 in all four categories${RUNS > 1 ? ` (best of ${RUNS})` : ""}, but for what the 404 page and the tool pages must miss.`,
);
