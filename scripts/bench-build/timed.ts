// One command run under GNU time (/usr/bin/time; Debian: `apt-get install -y time`): its wall
// time, CPU seconds (user + system of the whole process tree) and peak memory (the largest
// resident set of any one process in the tree).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const TIME = "/usr/bin/time";

export type Run = { wall: number; cpu: number; maxRssMb: number };

/** Runs `command` in `cwd` under GNU time; its own output goes to `log`. Throws when it fails. */
export function timed(
  command: string[],
  { cwd, env = process.env, log }: { cwd: string; env?: NodeJS.ProcessEnv; log: string },
): Run {
  const times = path.join(path.dirname(log), `${path.basename(log)}.time`);
  const result = spawnSync(TIME, ["-f", "%e %U %S %M", "-o", times, ...command], {
    cwd,
    env,
    stdio: ["ignore", fs.openSync(log, "w"), fs.openSync(log, "a")],
  });
  if (result.status !== 0) {
    throw new Error(`${command.join(" ")} failed in ${cwd}; its output is in ${log}.`);
  }
  // The last line: GNU time may add "Command exited with non-zero status" above it.
  const [wall, user, system, maxRssKb] = fs
    .readFileSync(times, "utf8")
    .trim()
    .split("\n")
    .at(-1)!
    .split(" ")
    .map(Number);
  return { wall, cpu: user + system, maxRssMb: maxRssKb / 1024 };
}

/** Profiles every Node process and thread it starts (NODE_OPTIONS refuses --cpu-prof). */
const PROFILER = fileURLToPath(new URL("./cpu-profiler.mjs", import.meta.url));

/**
 * `npm run build` in a scratch project, with a build cache of its own (a first build has none);
 * with `profiles`, every process's CPU profile is written there.
 */
export function timedBuild(dir: string, log: string, profiles?: string): Run {
  const env = { ...process.env };
  delete env.CONTENT_DIR; // the scratch copy's content/, whatever the caller's shell says
  env.BUILD_CACHE_DIR = path.join(dir, ".cache");
  if (profiles) {
    env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ""} --import ${PROFILER}`.trim();
    env.CPU_PROFILE_DIR = profiles;
  }
  return timed(["npm", "run", "build"], { cwd: dir, env, log });
}

/** The median run by CPU seconds. */
export function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.cpu - b.cpu);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
