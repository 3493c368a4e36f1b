// The milestone checklist: the parent gives an age (corrected for an early birth) and is led to
// that age's page, answers the skills, and the "Not yet" and "Not sure" ones are gathered by area
// beside "Book a consultation"; the printed summary fits two A4 pages with its source and
// disclaimer; a download that an import restores; a lost skill says to contact the practice
// soon; answers survive a reload and never leave the browser; without JavaScript each age's page
// is a paper form to print; axe finds nothing in any state.
import type { Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import {
  expectNoAxeViolations,
  milestoneAges as ages,
  milestoneWords as words,
  toolsShared,
} from "./helpers";
import {
  A4,
  deleteEverything,
  download,
  importFile,
  openTool,
  pdfPages,
  pressPrint,
  recordRequests,
  sendingRequests,
  siteKeys,
} from "./tools";
import { fill } from "../../app/lib/format";
import { ageCounts, ageName } from "../../app/features/tools/milestones/rules";
import { paths } from "../../app/lib/paths";

/** An age of the fixture with items in at least three areas, under two years. */
const AGE = ages.find((age) => age.months < 24 && new Set(age.items.map((i) => i.area)).size >= 3)!;
const [YES, NOT_YET, NOT_SURE] = AGE.items.filter(
  (item, index, all) => all.findIndex((other) => other.area === item.area) === index,
);
// The English pages: their numbers are small, written the same in every language.
const ageText = (months: number) => ageName(months, ageCounts(words.ageNames, "en-IN"));

const group = (page: Page, legend: string) =>
  page.getByRole("group", { name: legend, exact: true });

async function giveAge(page: Page, months: number, weeksEarly = 0) {
  await page
    .getByLabel(words.age.years, { exact: true })
    .selectOption(String(Math.floor(months / 12)));
  await page.getByLabel(words.age.months, { exact: true }).selectOption(String(months % 12));
  if (months >= 24) return;
  const early = group(page, words.age.bornEarly);
  await early.getByRole("radio", { name: weeksEarly ? words.yesNo.yes : words.yesNo.no }).check();
  if (weeksEarly) {
    await page.getByLabel(words.age.weeksEarly, { exact: true }).selectOption(String(weeksEarly));
  }
}

/** The link from the age questions to an age's checklist. */
const openLink = (page: Page, months: number) =>
  page.getByRole("link", { name: fill(words.age.open, { age: ageText(months) }), exact: true });

async function answer(page: Page, item: { text: string }, label: string) {
  await group(page, item.text).getByRole("radio", { name: label, exact: true }).check();
  await expect(page.getByRole("status")).toHaveText(toolsShared.saved);
}

const talkAbout = (page: Page) =>
  page.getByRole("region", { name: words.talkAbout.heading, exact: true });

const checked = (page: Page, item: { text: string }, label: string) =>
  expect(group(page, item.text).getByRole("radio", { name: label, exact: true })).toBeChecked();

// Its tests share the worker's page, which the fixture clears after each (csp.fixture.ts): a new
// context and page cost about 0.45 CPU s more than a load in a page already open.
test.use({ pageSharedByTests: "clearing" });

test("a parent answers their child's checklist, prints it, keeps a copy, and nothing is sent", async ({
  page,
}) => {
  await openTool(page, "milestones");
  await giveAge(page, AGE.months);
  await openLink(page, AGE.months).click();
  await expect(page).toHaveURL(paths.milestoneAge(AGE.months));
  await expect(page.getByLabel(words.age.months, { exact: true })).toHaveValue(
    String(AGE.months % 12),
  );
  const requests = recordRequests(page);
  await expect(
    page.getByRole("heading", { name: fill(words.age.showing, { age: ageText(AGE.months) }) }),
  ).toBeVisible();
  await answer(page, YES, words.answers.yes);
  await answer(page, NOT_YET, words.answers.notYet);
  await answer(page, NOT_SURE, words.answers.notSure);

  // Things to talk about: Not yet and Not sure, each under its area, never the Yes.
  const list = talkAbout(page);
  await expect(list.getByRole("heading", { name: words.areas[NOT_YET.area] })).toBeVisible();
  await expect(list.getByRole("listitem").filter({ hasText: NOT_YET.text })).toContainText(
    words.answers.notYet,
  );
  await expect(list.getByRole("listitem").filter({ hasText: NOT_SURE.text })).toContainText(
    words.answers.notSure,
  );
  await expect(list).not.toContainText(YES.text);
  await expect(list.getByRole("link", { name: toolsShared.bookConsultation })).toHaveAttribute(
    "href",
    paths.contactForm(),
  );
  // Axe on the age page with its answers and things to talk about shown, from the top (as for
  // the lost skill below: no control scrolled under the sticky navigation).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);

  // The printed summary: the things to talk about, not the form, with the source and the
  // disclaimer at its foot, on at most two A4 pages.
  await pressPrint(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: words.print.summaryHeading })).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(group(page, YES.text)).toBeHidden();
  await expect(page.getByText(words.attribution).filter({ visible: true })).toBeVisible();
  await expect(page.getByText(toolsShared.print.disclaimer)).toBeVisible();
  const pages = pdfPages(await page.pdf({ ...A4, printBackground: true }));
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(2);
  await page.emulateMedia({ media: "screen" });

  // A download, everything deleted, then the download imported: the answers are back.
  const copy = await (await download(page, toolsShared.keepCopy.download)).path();
  await deleteEverything(page);
  await expect(group(page, YES.text).getByRole("radio", { checked: true })).toHaveCount(0);
  await importFile(page, copy);
  await checked(page, NOT_SURE, words.answers.notSure);

  expect(await sendingRequests(page, requests)).toEqual([]);
  expect(await siteKeys(page)).toEqual(["sahaj.milestones.v2"]);

  await page.reload();
  await expect(page.getByLabel(words.age.months, { exact: true })).toHaveValue(
    String(AGE.months % 12),
  );
  await checked(page, NOT_YET, words.answers.notYet);
  await checked(page, YES, words.answers.yes);
  await expect(talkAbout(page).getByRole("listitem")).toHaveCount(2);
});

test("a lost skill says to contact the practice soon, at any age", async ({ page }) => {
  await openTool(page, "milestones");
  await expect(page.getByText(words.lostSkills.message)).toHaveCount(0);
  await group(page, words.lostSkills.legend).getByRole("radio", { name: words.yesNo.yes }).check();
  await expect(page.getByText(words.lostSkills.message)).toBeVisible();
  // At the top, where no control sits under the sticky navigation (axe's target-size counts one
  // scrolled beneath it as covered).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
});

test("a baby born early is counted from the due date; after five there is no checklist", async ({
  page,
}) => {
  await openTool(page, "milestones");
  // Born eight weeks early: the age counted from the due date is about two months less.
  const given = AGE.months + 1;
  await giveAge(page, given, 8);
  const corrected = given - 2;
  // On the screen (the printed summary says it again, hidden here).
  await expect(
    page
      .getByText(fill(words.age.corrected, { age: ageText(corrected) }))
      .filter({ visible: true }),
  ).toBeVisible();
  const checklist = ages.filter((age) => age.months <= corrected).at(-1)!;
  await expect(openLink(page, checklist.months)).toHaveAttribute(
    "href",
    paths.milestoneAge(checklist.months),
  );

  await giveAge(page, 72);
  await expect(page.getByRole("heading", { name: words.overFive.heading })).toBeVisible();
  await expect(openLink(page, checklist.months)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  // Without a script nothing is stored: these tests share the worker's page (csp.fixture.ts).
  test.use({ javaScriptEnabled: false, pageSharedByTests: true });

  test("each age's page is a paper form to print: a row per skill, a column per answer", async ({
    page,
  }) => {
    await page.goto(paths.tool("milestones"));
    await expect(page.getByText(toolsShared.noScript)).toBeVisible();
    await expect(group(page, words.lostSkills.legend)).toBeVisible();
    for (const age of ages) {
      await page.getByRole("link", { name: ageText(age.months), exact: true }).click();
      await expect(page).toHaveURL(paths.milestoneAge(age.months));
      for (const item of age.items) {
        const table = page.getByRole("table").filter({
          has: page.getByRole("columnheader", { name: words.areas[item.area], exact: true }),
        });
        await expect(table.getByRole("rowheader", { name: item.text, exact: true })).toBeVisible();
        for (const answer of Object.values(words.answers)) {
          await expect(
            table.getByRole("columnheader", { name: answer, exact: true }).first(),
          ).toBeVisible();
        }
      }
      await expect(group(page, words.lostSkills.legend)).toBeVisible();
    }
  });
});

test("the printable form (the page before its script starts) passes axe", async ({ page }) => {
  // axe needs JavaScript, so the island's own script is held back instead: the same HTML.
  await page.route(/\/assets\/milestones-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(paths.milestoneAge(AGE.months));
  await expect(page.getByText(toolsShared.noScript)).toBeVisible();
  await expect(page.getByRole("rowheader", { name: YES.text, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
