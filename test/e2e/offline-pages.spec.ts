// Every tool page without a connection (app/features/offline/worker.ts): after one visit to one
// tool page, every tool page of every language in the build's sitemap opens offline with its
// island started, a moment added offline is kept, and a copy is imported offline (its question is
// a part the island loads only then: the worker must have kept it).
// On npm start; offline.spec.ts checks each host's part, offline-reading.spec.ts content pages,
// offline-update.spec.ts a new build.
import { expect, test } from "./csp.fixture";
import { diaryWords, languages, toolsShared, waitForTool } from "./helpers";
import { keeps, settledWorkers, toolPages } from "./offline";
import { download, importFile } from "./tools";
import { paths } from "../../app/lib/paths";

test.use({ serviceWorkers: "allow" });

test("after one visit every tool page in every language opens offline, saves and imports", async ({
  page,
  context,
  request,
}, testInfo) => {
  const tools = await toolPages(request);
  expect(tools).toContain(paths.tool("diary"));
  expect(
    tools.some((address) => languages.some(({ code }) => address.startsWith(`/${code}/`))),
  ).toBe(true);
  await page.goto(paths.tool("diary"));
  // One worker for the whole site; the tool page it started on brings every other one.
  await expect.poll(() => settledWorkers(page)).toEqual([paths.home()]);
  await expect.poll(() => keeps(page, tools)).toBe(true);

  await context.setOffline(true);
  await page.goto(paths.tool("diary"));
  await page.reload();
  await waitForTool(page);
  for (const address of tools) {
    const response = await page.goto(address);
    expect(response?.fromServiceWorker(), address).toBe(true);
    // In the page's language: a translated tool shows its buttons in that language's words.
    const language = languages.find(({ code }) => address.startsWith(`/${code}/`));
    await waitForTool(page, language?.code);
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

  // The copy just downloaded, imported again: its question (ImportChoice.tsx) loads offline.
  const copy = testInfo.outputPath("copy.json");
  await (await download(page, toolsShared.keepCopy.download)).saveAs(copy);
  await importFile(page, copy, "replace");
  await expect(
    page.getByRole("region", { name: diaryWords.entries.heading, exact: true }),
  ).toContainText(behaviour);
});
