// The behaviour diary: moments added, changed and deleted; kept across a reload and only in this
// browser; a download that an import restores; "Delete everything"; the CSV for Excel; the printed
// summary; the page without JavaScript; axe in each state.
import { writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { cardTitle, diaryWords, expectNoAxeViolations, resources, toolsShared } from "./helpers";
import {
  A4,
  chooseImport,
  deleteEverything,
  download,
  downloadedText,
  importFile,
  openTool,
  pressPrint,
  pdfPages,
  recordRequests,
  siteKeys,
} from "./tools";
import { paths } from "../../app/lib/paths";

const { form, entries: list, summary } = diaryWords;

type Moment = {
  date: string;
  time: string;
  before: number;
  after: number;
  behaviour: string;
  strength: number;
};

const MOMENTS: Moment[] = [
  {
    date: "2026-11-16",
    time: "07:40",
    before: 0,
    after: 1,
    behaviour: "Cried at the door",
    strength: 3,
  },
  {
    date: "2026-11-18",
    time: "19:10",
    before: 2,
    after: 1,
    behaviour: "Threw the tablet",
    strength: 4,
  },
  {
    date: "2026-11-20",
    time: "19:45",
    before: 2,
    after: 0,
    behaviour: "Shouted at bath time",
    strength: 2,
  },
];

const group = (page: Page, legend: string) =>
  page.getByRole("group", { name: legend, exact: true });

async function addMoment(page: Page, moment: Moment) {
  await page.getByLabel(form.date, { exact: true }).fill(moment.date);
  await page.getByLabel(form.time, { exact: true }).fill(moment.time);
  await group(page, form.where.legend).getByRole("radio").first().check();
  await group(page, form.before.legend)
    .getByRole("radio", { name: form.before.options[moment.before].label, exact: true })
    .check();
  await page
    .getByRole("textbox", { name: form.behaviour.label, exact: true })
    .fill(moment.behaviour);
  await group(page, form.after.legend)
    .getByRole("radio", { name: form.after.options[moment.after].label, exact: true })
    .check();
  await group(page, form.strength.legend)
    .getByRole("radio", { name: form.strength.levels[moment.strength - 1], exact: true })
    .check();
  await page.getByRole("button", { name: form.add, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(toolsShared.saved);
}

const entryList = (page: Page) =>
  page.getByRole("region", { name: list.heading, exact: true }).getByRole("listitem");

// Its tests share the worker's page, which the fixture clears after each (csp.fixture.ts): a new
// context and page cost about 0.45 CPU s more than a load in a page already open.
test.use({ pageSharedByTests: "clearing" });

test("a whole visit: moments added, changed and deleted, the summary counting them, axe in each state, a CSV for Excel, and nothing sent anywhere", async ({
  page,
  baseURL,
}) => {
  const all = recordRequests(page);
  await openTool(page, "diary");
  const afterLoad = recordRequests(page);
  await expectNoAxeViolations(page);
  for (const moment of MOMENTS) await addMoment(page, moment);
  await expect(entryList(page)).toHaveCount(MOMENTS.length);
  await expectNoAxeViolations(page);

  await test.step("the summary counts the moments", async () => {
    const summaryRegion = page.getByRole("region", { name: summary.heading, exact: true });
    // Two of the three came just before the same thing: it is first in "most often just before".
    await expect(
      summaryRegion
        .getByRole("heading", { name: summary.topBefore })
        .locator("xpath=..")
        .getByRole("listitem")
        .first(),
    ).toContainText(form.before.options[2].label);
  });

  await test.step("printed, kept as a copy, and a CSV for Excel", async () => {
    await pressPrint(page);
    await download(page, toolsShared.keepCopy.download);
    // The CSV starts with a byte-order mark (so Excel reads the text right) and has every moment.
    const csv = await downloadedText(await download(page, diaryWords.csv.button));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split("\r\n");
    expect(lines[0]).toContain(form.behaviour.label);
    expect(lines).toHaveLength(MOMENTS.length + 1);
    expect(lines[1]).toContain(MOMENTS[0].behaviour);
  });

  await test.step("a moment changed, and one deleted", async () => {
    const newest = entryList(page).first();
    await expect(newest).toContainText(MOMENTS[2].behaviour);
    await newest.getByRole("button", { name: list.edit, exact: true }).click();
    await expect(page.getByRole("heading", { name: form.editHeading })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole("textbox", { name: form.behaviour.label, exact: true })
      .fill("Shouted, then hid");
    await page.getByRole("button", { name: form.save, exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(toolsShared.saved);
    await expect(entryList(page).first()).toContainText("Shouted, then hid");
    await expect(entryList(page)).toHaveCount(MOMENTS.length);

    await entryList(page).first().getByRole("button", { name: list.delete, exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(list.deleted);
    await expect(entryList(page)).toHaveCount(MOMENTS.length - 1);
  });

  await page.reload();
  await expect(entryList(page)).toHaveCount(MOMENTS.length - 1);
  // The reload itself fetches the page again; the tool's own work fetched nothing.
  const afterReload = afterLoad.filter((url) => !url.startsWith("blob:"));
  const reloadStart = afterReload.findIndex((url) => new URL(url).pathname === paths.tool("diary"));
  expect(afterReload.slice(0, reloadStart)).toEqual([]);
  const origin = new URL(baseURL!).origin;
  expect(all.filter((url) => !url.startsWith("blob:") && new URL(url).origin !== origin)).toEqual(
    [],
  );
});

test("an import restores a download, and Delete everything leaves no key of the site", async ({
  page,
}) => {
  await openTool(page, "diary");
  for (const moment of MOMENTS.slice(0, 2)) await addMoment(page, moment);
  const copy = await download(page, toolsShared.keepCopy.download);
  const file = await copy.path();

  await page
    .getByRole("button", { name: toolsShared.deleteEverything.button, exact: true })
    .click();
  await expectNoAxeViolations(page);
  await page
    .getByRole("button", { name: toolsShared.deleteEverything.cancel, exact: true })
    .click();
  expect(await siteKeys(page)).not.toEqual([]);
  await deleteEverything(page);
  expect(await siteKeys(page)).toEqual([]);
  await expect(page.getByText(list.empty)).toBeVisible();

  await importFile(page, file);
  await expect(entryList(page)).toHaveCount(2);
  await page.reload();
  await expect(entryList(page)).toHaveCount(2);
});

test("an import of another file changes nothing", async ({ page }, testInfo) => {
  await openTool(page, "diary");
  await addMoment(page, MOMENTS[0]);
  const other = testInfo.outputPath("other.json");
  await writeFile(other, JSON.stringify({ notes: { "sahaj.diary.v1": { entries: [] } } }));
  await chooseImport(page, other);
  await expect(page.getByRole("status")).toHaveText(toolsShared.keepCopy.importFailed);
  await expect(entryList(page)).toHaveCount(1);
});

test("the printed summary fits on two A4 pages and carries the disclaimer", async ({
  page,
}, testInfo) => {
  await openTool(page, "diary");
  // Two weeks of a hard time, more moments than the summary lists: typed once, then the tool's own
  // download of that moment made into fourteen, and imported as a parent restores a copy.
  await addMoment(page, {
    ...MOMENTS[0],
    behaviour: `${MOMENTS[0].behaviour}, and would not stop for a long while afterwards`,
  });
  const copy = JSON.parse(
    await downloadedText(await download(page, toolsShared.keepCopy.download)),
  );
  const [key] = Object.keys(copy.notes);
  const [typed] = Object.values(copy.notes[key].entries) as { at: number; value: object }[];
  copy.notes[key].entries = Object.fromEntries(
    Array.from({ length: 14 }, (_, day) => [
      `day-${day}`,
      {
        at: typed.at,
        value: { ...typed.value, date: `2026-11-${String(day + 1).padStart(2, "0")}` },
      },
    ]),
  );
  const twoWeeks = testInfo.outputPath("two-weeks.json");
  await writeFile(twoWeeks, JSON.stringify(copy));
  await importFile(page, twoWeeks, "replace");
  await expect(entryList(page)).toHaveCount(14);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByText(toolsShared.print.disclaimer)).toBeVisible();
  await expect(page.getByRole("heading", { name: summary.heading })).toBeVisible();
  await expect(page.getByRole("heading", { name: form.addHeading })).toBeHidden();
  const pdf = await page.pdf({ ...A4, printBackground: true });
  const pages = pdfPages(pdf);
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(2);
});

test.describe("without JavaScript", () => {
  // Without a script nothing is stored: these tests share the worker's page (csp.fixture.ts).
  test.use({ javaScriptEnabled: false, pageSharedByTests: true });

  test("the diary is a form to print and fill in by hand", async ({ page }) => {
    await page.goto(paths.tool("diary"));
    await expect(page.getByText(toolsShared.noScript)).toBeVisible();
    // The privacy paragraph is one tap away (a <details>, which needs no script).
    await expect(page.getByText(toolsShared.privacy.text)).toBeHidden();
    await page.getByText(toolsShared.privacy.heading, { exact: true }).click();
    await expect(page.getByText(toolsShared.privacy.text)).toBeVisible();
    await expect(group(page, form.before.legend).getByRole("radio")).toHaveCount(
      form.before.options.length,
    );
    await expect(
      page.getByRole("textbox", { name: form.behaviour.label, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: toolsShared.keepCopy.download })).toBeHidden();
  });
});

test("the Resources page links to the diary", async ({ page }) => {
  await page.goto(paths.resources());
  const card = resources.tools.find((tool) => tool.id === "diary")!;
  await page.getByRole("link", { name: cardTitle(card), exact: true }).click();
  await expect(page).toHaveURL(paths.tool("diary"));
  await expect(page.getByRole("heading", { level: 1, name: diaryWords.title })).toBeVisible();
});
