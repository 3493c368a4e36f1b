// The milestone checklist: the parent gives an age (corrected for an early birth), answers the
// skills, and the "Not yet" and "Not sure" ones are gathered by area beside "Book a consultation";
// a lost skill says to contact the practice soon; answers survive a reload and never leave the
// browser; without JavaScript every age is a paper form to print; axe finds nothing in any state.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { expectNoAxeViolations, toolsShared } from "./helpers";
import { openTool, recordRequests, siteKeys } from "./tools";
import { contentDirFromEnv } from "../../app/content/folders";
import { parseYaml } from "../../app/content/frontmatter";
import type { MilestoneAge, MilestonePage } from "../../app/content/milestones";
import { fill } from "../../app/lib/format";
import { ageName } from "../../app/lib/milestones";
import { paths } from "../../app/lib/paths";

const CONTENT_DIR = contentDirFromEnv();
const read = <T>(file: string) =>
  parseYaml(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")) as T;
const words = read<MilestonePage>("tools/milestones.yaml");
const ages = fs
  .readdirSync(path.join(CONTENT_DIR, "tools/milestones"))
  .map((name) => read<MilestoneAge>(`tools/milestones/${name}`))
  .sort((a, b) => a.months - b.months);

/** An age of the fixture with items in at least three areas, under two years. */
const AGE = ages.find((age) => age.months < 24 && new Set(age.items.map((i) => i.area)).size >= 3)!;
const [YES, NOT_YET, NOT_SURE] = AGE.items.filter(
  (item, index, all) => all.findIndex((other) => other.area === item.area) === index,
);
const ageText = (months: number) => ageName(months, words.ageNames);

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

async function answer(page: Page, item: { text: string }, label: string) {
  await group(page, item.text).getByRole("radio", { name: label, exact: true }).check();
  await expect(page.getByRole("status")).toHaveText(toolsShared.saved);
}

const talkAbout = (page: Page) =>
  page.getByRole("region", { name: words.talkAbout.heading, exact: true });

test("a parent answers their child's checklist, keeps it after a reload, and nothing is sent", async ({
  page,
}) => {
  await openTool(page, "milestones");
  const requests = recordRequests(page);
  await giveAge(page, AGE.months);
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
  expect(requests).toEqual([]);
  expect(await siteKeys(page)).toEqual(["sahaj.milestones.v1"]);

  await openTool(page, "milestones");
  await expect(page.getByLabel(words.age.months, { exact: true })).toHaveValue(
    String(AGE.months % 12),
  );
  await expect(
    group(page, NOT_YET.text).getByRole("radio", { name: words.answers.notYet }),
  ).toBeChecked();
  await expect(group(page, YES.text).getByRole("radio", { name: words.answers.yes })).toBeChecked();
  await expect(talkAbout(page).getByRole("listitem")).toHaveCount(2);
});

test("a lost skill says to contact the practice soon, at any age", async ({ page }) => {
  await openTool(page, "milestones");
  await expect(page.getByText(words.lostSkills.message)).toHaveCount(0);
  await group(page, words.lostSkills.legend).getByRole("radio", { name: words.yesNo.yes }).check();
  await expect(page.getByText(words.lostSkills.message)).toBeVisible();
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
  await expect(group(page, AGE.items[0].text)).toHaveCount(0);

  await giveAge(page, 72);
  await expect(page.getByRole("heading", { name: words.overFive.heading })).toBeVisible();
  await expect(page.getByRole("radio", { name: words.answers.notYet })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every age is a paper form to print: a row per skill, a column to tick per answer", async ({
    page,
  }) => {
    await page.goto(paths.tool("milestones"));
    await expect(page.getByText(toolsShared.noScript)).toBeVisible();
    for (const age of ages) {
      await page.getByText(ageText(age.months), { exact: true }).click();
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
    }
    await expect(group(page, words.lostSkills.legend)).toBeVisible();
  });
});

test("the printable form (the page before its script starts) passes axe", async ({ page }) => {
  // axe needs JavaScript, so the island's own script is held back instead: the same HTML.
  await page.route(/\/assets\/milestones-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(paths.tool("milestones"));
  for (const age of ages) await page.getByText(ageText(age.months), { exact: true }).click();
  await expect(page.getByText(toolsShared.noScript)).toBeVisible();
  await expectNoAxeViolations(page);
});
