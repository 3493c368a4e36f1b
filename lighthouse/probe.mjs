// Temporary probe (not committed): Lighthouse mobile on the routes given, N runs each, with each metric's score.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import os from "node:os";
import fs from "node:fs";
const ORIGIN = process.env.ORIGIN ?? "http://127.0.0.1:7402";
const RUNS = Number(process.env.RUNS ?? 3);
const routes = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
try {
  for (let run = 0; run < RUNS; run++) for (const route of routes) {
    const load = os.loadavg()[0].toFixed(1);
    const result = await lighthouse(`${ORIGIN}${route}`, { port: chrome.port, logLevel: "error", onlyCategories: ["performance", "accessibility"] });
    const lhr = result.lhr;
    if (lhr.runtimeError) { console.log(route, "error", lhr.runtimeError.message); continue; }
    const perf = Math.round(lhr.categories.performance.score * 100), a11y = Math.round(lhr.categories.accessibility.score * 100);
    const m = metrics.map((id) => `${id.split("-").map((w) => w[0]).join("")}=${lhr.audits[id].displayValue}(${lhr.audits[id].score})`).join(" ");
    const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0)).map((a) => a.id);
    const bytes = (lhr.audits["total-byte-weight"].numericValue / 1024).toFixed(1);
    console.log(`${new Date().toISOString().slice(11, 19)} load ${load} bench ${lhr.environment.benchmarkIndex} ${route} perf ${perf} a11y ${a11y} ${m} KB ${bytes} ${failed.join(",")}`);
    const tasks = lhr.audits["long-tasks"]?.details?.items ?? [];
    for (const t of tasks) console.log(`    long ${Math.round(t.duration)} ms at ${Math.round(t.startTime)}: ${(t.url ?? "?").replace(ORIGIN, "")}`);
    const mw = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
    console.log("    main: " + mw.map((i) => `${i.group}=${Math.round(i.duration)}`).join(" "));
    if (process.env.SAVE) fs.writeFileSync(`/tmp/search-lhr-${route.replace(/\//g, "_")}-${run}.json`, JSON.stringify(lhr));
  }
} finally { chrome.kill(); }
