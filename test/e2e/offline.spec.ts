// What each host must do for the tool pages' service worker, on npm start and on serve: serve it
// to be checked on every visit, with the site's policy, and let it start and answer offline.
// Every tool page offline is offline-pages.spec.ts; a new build, offline-update.spec.ts.
import { expect, test } from "./csp.fixture";
import { waitForTool } from "./helpers";
import { settledWorkers, toolPagesByFolder } from "./offline";
import { paths } from "../../app/lib/paths";

test.use({ serviceWorkers: "allow" });

test("the host serves the worker to be checked on every visit", async ({ request }) => {
  const response = await request.get(paths.toolsWorker());
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^(text|application)\/javascript/);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  // Its own fetches follow this header's policy: the site itself, nothing else.
  expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect(await response.text()).toContain(paths.tool("diary"));
});

test("on this host a tool page reloads offline after one visit", async ({
  page,
  context,
  request,
}) => {
  const folders = [...(await toolPagesByFolder(request)).keys()].sort();
  await page.goto(paths.tool("diary"));
  await expect.poll(() => settledWorkers(page)).toEqual(folders);
  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await waitForTool(page);
});
