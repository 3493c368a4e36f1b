// The editor's browser tests (`npm run test:editor`): editor.spec.ts and going-live.spec.ts run
// the editor against decap-server on scratch repositories and build previews of their branches,
// each on its own ports, so they need no server of the suite's build, only its app build in the
// build cache (a build of any content tree of this code puts it there). `npm test` runs them in
// the lane with time to spare (docs/testing.md), apart from `npm run test:browser`.
import { defineConfig } from "@playwright/test";
import base, { EDITOR_SPECS } from "./playwright.config";

export default defineConfig({
  ...base,
  projects: [{ name: "editor", testMatch: EDITOR_SPECS }],
  webServer: undefined,
});
