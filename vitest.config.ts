// Unit tests run without the Remix plugin (it needs a browser preamble for components).
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Some tests run the content check or a build script as a child process: allow them time.
  test: { include: ["test/**/*.test.ts"], environment: "node", testTimeout: 60_000 },
});
