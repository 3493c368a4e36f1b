// `npm run lighthouse` (after `npm run build`): Lighthouse's mobile profile (its default: a
// mid-range phone on a slow 4G network, simulated) on every route of the export: each address in
// sitemap.xml, plus /contact and the 404 page. It starts `npm start`'s server (node
// server/index.js) on LIGHTHOUSE_PORT (default 3100), runs Chromium from CHROME_PATH (default
// /usr/bin/chromium), prints each route's four scores and fails when any score is under 100
// (the 404 page may miss only what being a 404 page means: see EXPECTED_ON_404; a tool page
// must miss exactly robots-txt: see EXPECTED_ON_TOOL_PAGES). Performance is
// measured on this machine: on a busy one, total blocking time can cost a content page points.
// It also prints each route's largest contentful paint, total blocking time and the kilobytes it
// transfers (Lighthouse's total byte weight), and a page's long tasks when it is under 100 in
// performance. `npm run lighthouse -- /contact /about` audits only the routes given.
// Lighthouse and chrome-launcher (with Sentry, OpenTelemetry and Puppeteer, 170 MB) are this
// folder's own packages, which `npm run lighthouse` installs on first use and type-checks: the
// site and the tests never need them, and would add 4 s to every fresh install of the project.
import { spawn } from "node:child_process";
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

/** Every page address in the sitemap, then /contact (if the sitemap leaves it out) and the 404. */
async function routes(): Promise<string[]> {
  const asked = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  if (asked.length > 0) return asked;
  const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
  const listed = sitemapAddresses(sitemap).map((address) => new URL(address).pathname);
  return [...new Set([...listed, paths.contact()]), MISSING_PAGE];
}

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
try {
  await waitForServer();
  const all = await routes();
  const labelOf = (route: string) => (route === MISSING_PAGE ? `${route} (404)` : route);
  const width = Math.max(...all.map((route) => labelOf(route).length));
  const row = (label: string, cells: (string | number)[]) =>
    [label.padEnd(width), ...cells.map((cell) => String(cell).padStart(14))].join(" ");
  console.log(row("Route", [...CATEGORIES, "LCP (s)", "TBT (ms)", "KB"]));
  for (const route of all) {
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
    if (!lhr || lhr.runtimeError) {
      failures.push(`${route}: Lighthouse could not run (${lhr?.runtimeError?.message ?? "?"})`);
      continue;
    }
    const scores = CATEGORIES.map((category) =>
      Math.round((lhr.categories[category]?.score ?? 0) * 100),
    );
    const label = labelOf(route);
    const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN;
    const bytes = lhr.audits["total-byte-weight"]?.numericValue ?? NaN;
    const blocking = lhr.audits["total-blocking-time"]?.numericValue ?? NaN;
    console.log(
      row(label, [
        ...scores,
        (lcp / 1000).toFixed(2),
        Math.round(blocking),
        (bytes / 1024).toFixed(1),
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
    const expected = expectedMisses(route);
    const missedIn = (category: (typeof CATEGORIES)[number]) =>
      Object.values(lhr.audits).filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          lhr.categories[category].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
      );
    CATEGORIES.forEach((category, index) => {
      if (scores[index] >= 100) return;
      const missedAudits = missedIn(category);
      const unexpected = missedAudits.filter((audit) => !expected.audits.has(audit.id));
      if (missedAudits.length > 0 && unexpected.length === 0) return;
      const missed = unexpected.map(
        (audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
      );
      failures.push(
        `${label}: ${category} ${scores[index]}: ${missed.join(", ") || "see the report"}`,
      );
    });
    if (expected.all) {
      const missed = new Set(CATEGORIES.flatMap((category) => missedIn(category)));
      for (const id of expected.audits) {
        if ([...missed].some((audit) => audit.id === id)) continue;
        failures.push(
          `${label}: ${id} passed, but a tool page must refuse every connection (connect-src 'none')`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  stopping = true;
  server.kill("SIGTERM");
}

if (failures.length > 0) {
  console.error(`\nUnder 100:\n${failures.map((failure) => `  ✗ ${failure}`).join("\n")}`);
  process.exit(1);
}
console.log(
  "\nEvery route scores 100 in all four categories, but for what the 404 page and the tool pages must miss.",
);
