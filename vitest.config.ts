// Unit tests run without the Remix plugin (it needs a browser preamble for components).
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  // The app's "~/…" imports (tsconfig.json's paths), for tests that draw its components.
  resolve: { alias: [{ find: /^~\//, replacement: `${path.resolve("app")}/` }] },
  // Some tests run the content check or a build script as a child process: allow them time.
  // test/server has its own config (npm run test:server).
  test: {
    include: ["test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, "test/server/**"],
    environment: "node",
    globalSetup: ["./test/scratch-folder.ts"],
    // CPU_PER_FILE=<file>: each file's CPU seconds, appended there (test/cpu-per-file.ts).
    setupFiles: process.env.CPU_PER_FILE ? ["./test/cpu-per-file.ts"] : [],
    testTimeout: 60_000,
    // Vitest's default on 2 cores is one worker, and many tests wait on a child process: two
    // files at a time keep both cores busy.
    maxWorkers: 2,
    // Files share their worker's modules instead of each loading the app's libraries (unified, zod,
    // esbuild...) anew in a fresh process, which halves their CPU time. A file
    // that changes process.env, the clock or the module registry puts it back when it is done.
    isolate: false,
  },
});
