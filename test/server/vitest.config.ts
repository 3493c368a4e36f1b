// `npm run test:server`: the server's own tests (hostile requests, rebuilds, signals, settings). They
// start servers and builds as child processes, so they run apart from the unit tests, after them.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["test/server/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./test/scratch-folder.ts"],
    setupFiles: process.env.CPU_PER_FILE ? ["./test/cpu-per-file.ts"] : [],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // The four files mostly wait (on timeouts they provoke, on servers and a build): run them all
    // at once. Each listens on its own ports.
    maxWorkers: 4,
  },
});
