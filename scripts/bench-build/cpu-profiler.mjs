// Loaded into every Node process and thread of a profiled build (NODE_OPTIONS="--import <this>",
// since Node 20 refuses --cpu-prof there): profiles it from its start as `--cpu-prof` would, and
// writes the profile into CPU_PROFILE_DIR when it exits.
import fs from "node:fs";
import process from "node:process";
import { Session } from "node:inspector";
import path from "node:path";
import { threadId } from "node:worker_threads";

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.start");
  // The main thread's session answers at once, so the profile is written before the exit.
  process.on("exit", () => {
    session.post("Profiler.stop", (error, result) => {
      if (error) return;
      fs.mkdirSync(dir, { recursive: true });
      const name = `${process.pid}-${threadId}-${Date.now()}.cpuprofile`;
      fs.writeFileSync(path.join(dir, name), JSON.stringify(result.profile));
    });
  });
}
