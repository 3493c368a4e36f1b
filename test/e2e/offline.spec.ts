// The Resources tools without a connection (app/features/tools/offline/worker.ts), on both hosts: after one
// visit to one tool page, every tool page of every language in the build's sitemap opens offline
// with its island started, and a moment added offline is kept; both hosts serve the worker so
// that browsers check it on every visit; a content page (/about) has no worker. A new build
// taking over is offline-update.spec.ts.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { diaryWords, languages, toolsShared, waitForTool } from "./helpers";
import { inLanguage, paths } from "../../app/lib/paths";

test.use({ serviceWorkers: "allow" });

/** The folder of the tool pages in each language of the fixture (a language may have none). */
const TOOL_FOLDERS = languages.map(({ code }, index) =>
  inLanguage(paths.tool(""), index === 0 ? undefined : code),
);

/** Every tool page the build lists in its sitemap, by the folder it is in. */
async function toolPagesByFolder(request: APIRequestContext): Promise<Map<string, string[]>> {
  const sitemap = await (await request.get(paths.sitemap())).text();
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  const byFolder = new Map<string, string[]>();
  for (const address of addresses) {
    const folder = TOOL_FOLDERS.find((each) => address.startsWith(each));
    if (folder) byFolder.set(folder, [...(byFolder.get(folder) ?? []), address]);
  }
  return byFolder;
}

/** The scopes of the page's origin's service workers that are active with nothing waiting. */
const settledWorkers = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations())
      .filter((each) => each.active?.state === "activated" && !each.installing && !each.waiting)
      .map((each) => new URL(each.scope).pathname)
      .sort(),
  );

test("after one visit every tool page in every language opens offline, and saves", async ({
  page,
  context,
  request,
}) => {
  const byFolder = await toolPagesByFolder(request);
  expect([...byFolder.keys()]).toContain(paths.tool(""));
  await page.goto(paths.tool("diary"));
  await expect.poll(() => settledWorkers(page)).toEqual([...byFolder.keys()].sort());

  // A content page is not in any worker's scope.
  await page.goto(paths.about());
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();

  await context.setOffline(true);
  await page.goto(paths.tool("diary"));
  await page.reload();
  await waitForTool(page);
  for (const [folder, addresses] of byFolder) {
    const { code } = languages[TOOL_FOLDERS.indexOf(folder)];
    for (const address of addresses) {
      const response = await page.goto(address);
      expect(response?.fromServiceWorker(), address).toBe(true);
      await waitForTool(page, code);
    }
  }

  await page.goto(paths.tool("diary"));
  await page.getByLabel(diaryWords.form.date, { exact: true }).fill("2026-11-20");
  await page.getByLabel(diaryWords.form.time, { exact: true }).fill("19:45");
  const behaviour = "Shouted at bath time, offline";
  await page
    .getByRole("textbox", { name: diaryWords.form.behaviour.label, exact: true })
    .fill(behaviour);
  await page.getByRole("button", { name: diaryWords.form.add, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(toolsShared.saved);
  await page.reload();
  await expect(
    page.getByRole("region", { name: diaryWords.entries.heading, exact: true }),
  ).toContainText(behaviour);
});

test("the host serves the worker to be checked on every visit", async ({ request }) => {
  const response = await request.get(paths.toolsWorker());
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^(text|application)\/javascript/);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  // Its own fetches follow this header's policy: the site itself, nothing else.
  expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect(await response.text()).toContain(paths.tool("diary"));
});
