// Browser tests run against a production build of the fixture content tree (`npm run test:e2e`
// builds it first) in Debian's Chromium at 390 px (other widths where a test sets them), served by
// `npm start` and by `serve`, a plain static file server, to show that build/static works on any
// static host. The browser is Debian's chromium-headless-shell (Chromium's own engine without its
// windows and tab strip, what Playwright itself uses for headless tests): a new page costs it a
// quarter of the CPU time the full browser's headless mode takes (0.2 s instead of 0.85 s here),
// and the suite opens about 300.
import { defineConfig } from "@playwright/test";
import { SAME_ON_EVERY_HOST } from "./test/e2e/hosts";

const NODE_PORT = Number(process.env.E2E_PORT ?? 3100);
const STATIC_PORT = NODE_PORT + 1;
/** E2E_NODE_ONLY=true: npm start only (test:counsellor-pr's sweep of the real content). */
const staticHost = process.env.E2E_NODE_ONLY !== "true";
const STATIC_PROJECT = "static-390";
const STATIC_SPECS = /(static-host|navigation|csp|offline|search)\.spec\.ts$/;

/**
 * Whether this run may run a test of the static host, from the runner's command line: not when it
 * names only other projects (`--project node-390`), or only spec files that project does not match
 * (`npx playwright test test/e2e/pages.spec.ts`). Then `serve` is not started (about 1.4 CPU s).
 * Anything else (a title filter, no filter) starts it. Only the runner starts the servers.
 */
function staticHostMayRun(args = process.argv.slice(2)): boolean {
  const projects = args.flatMap((arg, index) => {
    if (arg.startsWith("--project=")) return [arg.slice("--project=".length)];
    return args[index - 1] === "--project" ? [arg] : [];
  });
  // Playwright's own matching: case-insensitive, with * for anything.
  const names = (pattern: string) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`, "i");
  if (projects.length > 0 && !projects.some((pattern) => names(pattern).test(STATIC_PROJECT)))
    return false;
  const specs = args.filter((arg) => /\.spec\.ts(:\d+)*$/.test(arg));
  return (
    specs.length === 0 || specs.some((spec) => STATIC_SPECS.test(spec.replace(/(:\d+)+$/, "")))
  );
}

/**
 * The editor's tests, which run apart (`npm run test:editor`, playwright.editor.config.ts): they
 * start their own servers and need none of these.
 */
export const EDITOR_SPECS = /(editor|going-live)\.spec\.ts$/;

const viewport = { viewport: { width: 390, height: 844 }, hasTouch: true };
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
    // The tool pages register a service worker; only the specs about it (offline*.spec.ts) let
    // it start, so every other test sees the pages exactly as the network serves them.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      // Chromium's background services try hosts this network does not reach; keep them off.
      // --in-process-gpu: with no GPU, the compositor (software) runs as a thread of the browser
      // process instead of a process of its own, which saves its messages between processes:
      // about 5 to 7 CPU s of 50 to 60 on one-tap, contact and tools-storage (docs/testing.md).
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--in-process-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // Every test runs once, on npm start at 390 px (routes.spec.ts also sizes each page to 320 and
  // 1280 px itself). On the plain static host, where headers, status codes and addresses can
  // differ, run a page of each kind with its status, 404s included (static-host.spec), the menu
  // and the headers (csp.spec), offline reading and search, but not their tests tagged
  // SAME_ON_EVERY_HOST. The 404 page's words are the same file on both hosts (not-found.spec reads
  // them on npm start).
  projects: [
    {
      name: "node-390",
      use: { baseURL: servers.node, ...viewport },
      testIgnore: [/static-host\.spec\.ts$/, EDITOR_SPECS],
    },
    ...(staticHost
      ? [
          {
            name: STATIC_PROJECT,
            use: { baseURL: servers.static, ...viewport },
            testMatch: STATIC_SPECS,
            // Not the tests of what a page does with the same bytes (test/e2e/hosts.ts).
            grepInvert: new RegExp(SAME_ON_EVERY_HOST),
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: "npm start",
      url: servers.node,
      env: { PORT: String(NODE_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // Its own command, not npx's (npx costs 0.7 CPU s finding it).
    ...(staticHost && staticHostMayRun()
      ? [
          {
            command: `node_modules/.bin/serve --no-clipboard --no-request-logging --listen tcp://127.0.0.1:${STATIC_PORT} build/static`,
            url: servers.static,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
