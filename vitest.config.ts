// Unit tests run without the Remix plugin (it needs a browser preamble for components).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { include: ["test/**/*.test.ts"], environment: "node" },
});
