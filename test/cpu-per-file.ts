// With CPU_PER_FILE=<file> (vitest.config.ts), each test file's CPU seconds are appended to that
// file: its worker's own (user + system, its imports included) and its child processes' that
// ended and were waited for (Chromium's renderers and esbuild's service are not), from
// /proc/self/stat (Linux), with its wall time. Sort it to see where a run's CPU goes
// (docs/performance.md#the-test-suite).
import fs from "node:fs";
import { afterAll } from "vitest";

/** utime, stime, cutime, cstime of this process, in seconds (clock ticks of 1/100 s). */
function times(): number[] {
  const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  return fields.slice(11, 15).map((ticks) => Number(ticks) / 100);
}

const log = process.env.CPU_PER_FILE;
if (log) {
  const start = times();
  const started = Date.now();
  afterAll((suite) => {
    const [user, system, childUser, childSystem] = times().map((each, i) => each - start[i]);
    const file = "filepath" in suite ? suite.filepath : suite.file.filepath;
    const own = (user + system).toFixed(2);
    const children = (childUser + childSystem).toFixed(2);
    const wall = ((Date.now() - started) / 1000).toFixed(1);
    fs.appendFileSync(log, `${own}\t${children}\t${wall}\t${file}\n`);
  });
}
