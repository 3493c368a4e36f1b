// `npm run test:server`: the server's own tests (hostile requests, rebuilds, signals, settings). They
// start servers and builds as child processes, so they run apart from the unit tests, after them.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["test/server/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
