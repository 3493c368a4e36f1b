// `npm run fuzz`: the long run of the content reader's properties (test/fuzz/properties.ts),
// a million cases by default, shared by worker processes (one per core), then the time the reader
// takes on articles of growing size (test/fuzz/linear.ts). Prints the cases run, the failures
// (each saved as a file to replay) and the slowest case per byte, and fails on any failure.
//
//   npm run fuzz                              a million cases, a new seed
//   npm run fuzz -- --cases 20000 --seed 7    fewer cases, a seed to repeat a run
//   npm run fuzz -- --no-linear               the cases only, not the time per article size
//   npm run fuzz -- --replay <case.json>      read one saved case again and say what it broke
//
// The workers run with --disallow-code-generation-from-strings: if anything in the reader ever
// turned text into code (eval, new Function), the case would fail with an exception.
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import fc from "fast-check";
import type { Case } from "./files";
import { measureGrowth, SHAPES, type Growth } from "./linear";
import { brokenRule, PROPERTIES } from "./properties";
import { readContentFile } from "./reader";

/** Cases per job: a worker reports after each, and a failure stops only its own job. */
const JOB_CASES = 5000;
/** Only cases at least this long count for the time per byte: below it, the fixed cost rules. */
const MIN_BYTES_FOR_RATE = 1024;
/** The article sizes the time is measured at. */
const SIZES = [64, 128, 256, 512, 1024].map((kb) => kb * 1024);
/**
 * Time per byte at 1 MB over time per byte at 64 KB: about 1 when the time grows in proportion to
 * the size, 16 when it grows with its square. Between 16 KB and 256 KB it measured 0.98 to 1.41
 * on this machine kind.
 */
const MAX_GROWTH = 2;
/**
 * CPU seconds a 1 MB article of any shape may take. Tables are the slowest shape: 17.3 s for 1 MB
 * (nested quotes 12.3 s, components 6.5 s) on 2 shared cores with a load of 12 to 20. An article
 * is 10 to 20 KB, and a file over 200 KB is refused before it is read.
 */
const MAX_SECONDS_PER_MB = 30;

type Job =
  | { kind: "cases"; property: number; runs: number; seed: number }
  | { kind: "linear"; shape: string };

type Timed = { property: string; target: string; bytes: number; ms: number; text: string };

type CasesReport = {
  kind: "cases";
  property: number;
  runs: number;
  failure?: { message: string; testCase: Case; seed: number; path: string };
  /** The slowest case per byte of the job, timed again alone. */
  slowest?: Timed;
  cpuMs: number;
};

type Report = CasesReport | { kind: "linear"; growth: Growth; cpuMs: number };

const cpuMs = (usage = process.cpuUsage()) => (usage.user + usage.system) / 1000;

/** The fastest of three reads of a case, alone: what a case costs without the noise of others. */
function timeAlone(testCase: Case): number {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    readContentFile(testCase.target, testCase.text);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

function runCases(job: Extract<Job, { kind: "cases" }>): CasesReport {
  const start = cpuMs();
  const { name, cases } = PROPERTIES[job.property];
  let candidate: { testCase: Case; rate: number } | undefined;
  const timed = fc.property(cases, (testCase) => {
    const broken = brokenRule(testCase, (ms) => {
      const rate = ms / testCase.text.length;
      if (testCase.text.length >= MIN_BYTES_FOR_RATE && rate > (candidate?.rate ?? 0))
        candidate = { testCase, rate };
    });
    if (broken) throw new Error(broken);
  });
  const details = fc.check(timed, { numRuns: job.runs, seed: job.seed });
  const report: CasesReport = {
    kind: "cases",
    property: job.property,
    runs: details.numRuns,
    cpuMs: 0,
  };
  if (details.failed && details.counterexample) {
    report.failure = {
      message:
        details.errorInstance instanceof Error
          ? details.errorInstance.message
          : String(details.errorInstance),
      testCase: details.counterexample[0],
      seed: details.seed,
      path: details.counterexamplePath ?? "",
    };
  }
  if (candidate) {
    const { testCase } = candidate;
    const ms = timeAlone(testCase);
    report.slowest = {
      property: name,
      target: testCase.target,
      bytes: testCase.text.length,
      ms,
      text: testCase.text,
    };
  }
  report.cpuMs = cpuMs() - start;
  return report;
}

function worker() {
  try {
    new Function("return 1")();
    throw new Error(
      "code generation from strings is allowed: start the workers with --disallow-code-generation-from-strings",
    );
  } catch (error) {
    if (!(error instanceof EvalError)) throw error;
  }
  process.on("message", (job: Job | "exit") => {
    if (job === "exit") process.exit(0);
    if (job.kind === "cases") process.send!(runCases(job));
    else {
      const start = cpuMs();
      const growth = measureGrowth(job.shape, SIZES);
      process.send!({ kind: "linear", growth, cpuMs: cpuMs() - start } satisfies Report);
    }
  });
  process.send!("ready");
}

/** The jobs: each property's share of the cases in jobs of JOB_CASES, then each shape's timing. */
function jobsFor(cases: number, seed: number, linear: boolean): Job[] {
  const jobs: Job[] = [];
  PROPERTIES.forEach((property, index) => {
    let left = Math.round(cases * property.share);
    while (left > 0) {
      const runs = Math.min(JOB_CASES, left);
      jobs.push({ kind: "cases", property: index, runs, seed: seed + jobs.length });
      left -= runs;
    }
  });
  if (linear) for (const shape of Object.keys(SHAPES)) jobs.push({ kind: "linear", shape });
  return jobs;
}

/** Runs the jobs on `count` workers; each takes the next job when it reports. */
function runJobs(jobs: Job[], count: number, onReport: (report: Report) => void): Promise<void> {
  const queue = [...jobs];
  const here = fileURLToPath(import.meta.url);
  const execArgv = [...process.execArgv, "--disallow-code-generation-from-strings"];
  return new Promise((resolve, reject) => {
    let running = 0;
    const next = (child: ChildProcess) => {
      const job = queue.shift();
      if (job) child.send(job);
      else {
        child.send("exit");
        if (--running === 0) resolve();
      }
    };
    for (let index = 0; index < Math.min(count, jobs.length); index++) {
      running++;
      const child = fork(here, ["--worker"], { execArgv });
      child.on("message", (message: Report | "ready") => {
        if (message !== "ready") onReport(message);
        next(child);
      });
      child.on("exit", (code) => {
        if (code !== 0) reject(new Error(`a worker stopped with code ${code}`));
      });
    }
  });
}

const number = (value: number) => Math.round(value).toLocaleString("en-US");

function printGrowth(results: Growth[]): string[] {
  const failures: string[] = [];
  const header = [
    "shape".padEnd(22),
    ...SIZES.map((size) => `${size / 1024} KB`.padStart(9)),
    "  growth",
  ];
  console.log(
    `\nTime per article size (CPU ms, fastest of 2 to 3 reads; growth = time per byte at 1 MB / at 64 KB):`,
  );
  console.log(header.join(""));
  for (const { shape, points, growth } of results) {
    const seconds = points.at(-1)!.ms / 1000;
    console.log(
      [
        shape.padEnd(22),
        ...points.map((point) => number(point.ms).padStart(9)),
        growth.toFixed(2).padStart(8),
      ].join(""),
    );
    if (growth > MAX_GROWTH)
      failures.push(
        `${shape}: time per byte grew ${growth.toFixed(2)} times (at most ${MAX_GROWTH})`,
      );
    if (seconds > MAX_SECONDS_PER_MB)
      failures.push(
        `${shape}: 1 MB took ${seconds.toFixed(1)} CPU s (at most ${MAX_SECONDS_PER_MB})`,
      );
  }
  return failures;
}

async function main() {
  const { values } = parseArgs({
    options: {
      cases: { type: "string", default: "1000000" },
      workers: { type: "string", default: String(Math.max(1, os.availableParallelism())) },
      seed: { type: "string" },
      "no-linear": { type: "boolean" },
      replay: { type: "string" },
    },
  });
  if (values.replay) {
    const testCase = JSON.parse(fs.readFileSync(values.replay, "utf8")) as Case;
    console.log(brokenRule(testCase) ?? "the case breaks no rule");
    return;
  }
  const cases = Number(values.cases);
  const seed = Number(values.seed ?? Date.now() % 2 ** 31);
  const workers = Number(values.workers);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `sahaj-fuzz-${seed}-`));
  const jobs = jobsFor(cases, seed, !values["no-linear"]);
  console.log(
    `Fuzzing the content reader: ${number(cases)} cases on ${workers} workers, seed ${seed}.`,
  );

  const started = performance.now();
  const runs = PROPERTIES.map(() => 0);
  const failures: CasesReport["failure"][] = [];
  const growths: Growth[] = [];
  let slowest: Timed | undefined;
  let workerCpu = 0;
  let reported = 0;
  await runJobs(jobs, workers, (report) => {
    workerCpu += report.cpuMs;
    if (report.kind === "linear") {
      growths.push(report.growth);
      return;
    }
    runs[report.property] += report.runs;
    if (report.failure) failures.push(report.failure);
    const rate = (timed: Timed) => timed.ms / timed.bytes;
    if (report.slowest && (!slowest || rate(report.slowest) > rate(slowest)))
      slowest = report.slowest;
    const done = runs.reduce((sum, each) => sum + each, 0);
    if (done - reported >= cases / 100 || done === cases) {
      reported = done;
      const minutes = (performance.now() - started) / 60000;
      console.log(
        `  ${number(done)} cases, ${failures.length} failures, ${minutes.toFixed(1)} min`,
      );
    }
  });

  console.log("\nCases per property:");
  PROPERTIES.forEach((property, index) =>
    console.log(`  ${number(runs[index]).padStart(9)}  ${property.name}`),
  );
  const total = runs.reduce((sum, each) => sum + each, 0);
  console.log(`Cases run: ${number(total)}. Failures: ${failures.length}.`);
  failures.forEach((failure, index) => {
    const file = path.join(out, `failure-${index + 1}.json`);
    fs.writeFileSync(file, JSON.stringify(failure!.testCase));
    console.log(
      `\n✗ ${failure!.message.slice(0, 2000)}\n  case: ${file} (seed ${failure!.seed}, path ${failure!.path})`,
    );
  });
  if (slowest) {
    const file = path.join(out, "slowest-per-byte.json");
    fs.writeFileSync(file, JSON.stringify({ target: slowest.target, text: slowest.text }));
    console.log(
      `Slowest case per byte (of at least ${MIN_BYTES_FOR_RATE} bytes, timed again alone): ` +
        `${number((slowest.ms * 1e6) / slowest.bytes)} ns per byte, ${number(slowest.bytes)} bytes in ${slowest.ms.toFixed(1)} ms ` +
        `(${slowest.property}, ${slowest.target}): ${file}`,
    );
  }
  const order = Object.keys(SHAPES);
  const growthFailures = printGrowth(
    growths.sort((a, b) => order.indexOf(a.shape) - order.indexOf(b.shape)),
  );
  growthFailures.forEach((failure) => console.log(`✗ ${failure}`));
  const wall = (performance.now() - started) / 1000;
  console.log(
    `\nWall ${number(wall)} s, CPU ${number((workerCpu + cpuMs()) / 1000)} s (workers and this process).`,
  );
  const passed = failures.length === 0 && growthFailures.length === 0 && total === cases;
  console.log(passed ? "Passed." : "FAILED.");
  process.exitCode = passed ? 0 : 1;
}

if (process.argv.includes("--worker")) worker();
else await main();
