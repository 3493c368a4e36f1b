// Vitest's global setup: the scratch copies the tests make (fixture trees, projects, builds, and
// what their child processes write to the temporary folder) go into one folder of this run,
// removed when the run ends, so that running the suite again and again does not fill /tmp.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default function setup(): () => void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sahaj-tests-"));
  // Read by os.tmpdir() here, in the test workers and in every child process they start.
  process.env.TMPDIR = folder;
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
