// Browser tests run against a production build of the fixture content tree (`npm run test:e2e`
// builds it first) in Debian's Chromium at 390 px and 1280 px, served by `npm start` and by `serve`,
// a plain static file server, to show that build/static works on any static host.
import { defineConfig } from "@playwright/test";

const NODE_PORT = Number(process.env.E2E_PORT ?? 3100);
const STATIC_PORT = NODE_PORT + 1;

const viewports = {
  "390": { viewport: { width: 390, height: 844 }, hasTouch: true },
  "1280": { viewport: { width: 1280, height: 800 } },
};
const servers = {
  node: `http://localhost:${NODE_PORT}`,
  static: `http://localhost:${STATIC_PORT}`,
};

export default defineConfig({
  testDir: "test/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Chromium's background services try hosts this network does not reach; keep them off.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // Every test runs once, on npm start at 390 px. The layout also runs at 1280 px and on a plain
  // static host, where it can differ; the menu (navigation.spec sets both widths itself), the 404
  // and the headers (csp.spec) also run on the static host. Everything else would only repeat.
  projects: [
    { name: "node-390", use: { baseURL: servers.node, ...viewports["390"] } },
    {
      name: "node-1280",
      use: { baseURL: servers.node, ...viewports["1280"] },
      testMatch: /layout\.spec\.ts$/,
    },
    {
      name: "static-390",
      use: { baseURL: servers.static, ...viewports["390"] },
      testMatch: /(layout|navigation|not-found|csp)\.spec\.ts$/,
    },
    {
      name: "static-1280",
      use: { baseURL: servers.static, ...viewports["1280"] },
      testMatch: /layout\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: "npm start",
      url: servers.node,
      env: { PORT: String(NODE_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx serve --no-clipboard --no-request-logging --listen tcp://127.0.0.1:${STATIC_PORT} build/static`,
      url: servers.static,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
