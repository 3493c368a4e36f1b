// What each host must do for the site's service worker, on npm start and on serve: serve it (and
// the tool pages' retired workers) to be checked on every visit, with the site's policy, and let
// it start and answer offline for an article and a tool page read once.
// Every tool page offline is offline-pages.spec.ts; content pages, offline-reading.spec.ts; a new
// build, offline-update.spec.ts.
import { expect, test } from "./csp.fixture";
import { articles, waitForTool } from "./helpers";
import { keeps, settledWorkers } from "./offline";
import { paths } from "../../app/lib/paths";

test.use({ serviceWorkers: "allow" });

test("the host serves the worker to be checked on every visit, at the root", async ({
  request,
}) => {
  for (const address of [paths.worker(), paths.retiredToolsWorker()]) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    // Its own fetches follow this header's policy: the site itself, nothing else.
    expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
  }
  expect(await (await request.get(paths.worker())).text()).toContain(paths.offline());
});

test("on this host an article and a tool page read once reload offline", async ({
  page,
  context,
}) => {
  const article = paths.article(articles[0].slug);
  await page.goto(article);
  await expect.poll(() => settledWorkers(page)).toEqual([paths.home()]);
  await expect.poll(() => keeps(page, [article])).toBe(true);
  await page.goto(paths.tool("diary"));
  await expect.poll(() => keeps(page, [paths.tool("diary")])).toBe(true);

  await context.setOffline(true);
  const tool = await page.reload();
  expect(tool?.fromServiceWorker()).toBe(true);
  await waitForTool(page);
  const read = await page.goto(article);
  expect(read?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[0].title);
});
