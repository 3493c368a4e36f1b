// What a parent is doing in a tool stays in sight on a phone (390 px): after an age is chosen, the
// step it leads to is brought into view; the "Saved" notice never covers the field being answered.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import {
  milestoneAges as ages,
  milestoneWords as words,
  toolsShared,
  waitForTool,
} from "./helpers";
import { openTool } from "./tools";
import { fill } from "../../app/lib/format";
import { ageCounts, ageName, checklistFor } from "../../app/features/tools/milestones/rules";
import { paths } from "../../app/lib/paths";

/** An age given in whole years, with a checklist: no question about an early birth comes first. */
const AGE = 24;
const LIST = checklistFor(ages, AGE)!;
const ageText = (months: number) => ageName(months, ageCounts(words.ageNames, "en-IN"));

/** Scrolls so that an element is at the bottom of the screen, as a parent who just reached it. */
const atTheBottom = (element: Locator) =>
  element.evaluate((node) => node.scrollIntoView({ block: "end" }));

// Its tests share the worker's page, which the fixture clears after each (csp.fixture.ts): a new
// context and page cost about 0.45 CPU s more than a load in a page already open.
test.use({ pageSharedByTests: "clearing" });

test("after an age is chosen, the link to its list is brought into view", async ({ page }) => {
  await openTool(page, "milestones");
  const years = page.getByLabel(words.age.years, { exact: true });
  await atTheBottom(years);
  await years.selectOption(String(AGE / 12));
  const open = page.getByRole("link", {
    name: fill(words.age.open, { age: ageText(LIST.months) }),
    exact: true,
  });
  await expect(open).toBeInViewport({ ratio: 1 });
  // The question answered is still on the screen above it.
  await expect(years).toBeInViewport();
});

test.describe("the notice that a change is saved", () => {
  /** The notice and a field's boxes, once the notice shows: they must not overlap. */
  async function expectApart(page: Page, field: Locator) {
    const notice = page.getByRole("status");
    await expect(notice).toHaveText(toolsShared.saved);
    const [a, b] = [await notice.boundingBox(), await field.boundingBox()];
    expect(a && b).toBeTruthy();
    const overlap =
      a!.x < b!.x + b!.width &&
      b!.x < a!.x + a!.width &&
      a!.y < b!.y + b!.height &&
      b!.y < a!.y + a!.height;
    expect(overlap, `notice ${JSON.stringify(a)}, field ${JSON.stringify(b)}`).toBe(false);
  }

  const age = ages.find((each) => each.items.length >= 1)!;
  /** A skill's question, answered Yes; the age question, answered with another age. */
  const questions = [
    {
      name: "a skill",
      group: (page: Page) => page.getByRole("group", { name: age.items[0].text, exact: true }),
      answer: (group: Locator) =>
        group.getByRole("radio", { name: words.answers.yes, exact: true }).check(),
    },
    {
      name: "the age",
      group: (page: Page) => page.getByRole("group", { name: words.age.legend, exact: true }),
      answer: (group: Locator) =>
        group.getByLabel(words.age.years, { exact: true }).selectOption(String(AGE / 12)),
    },
  ];
  for (const question of questions) {
    // "start": just under the sticky navigation, where a notice at the top would sit.
    for (const where of ["start", "end"] as const) {
      test(`never covers ${question.name} being answered at the ${where} of the screen`, async ({
        page,
      }) => {
        await page.goto(paths.milestoneAge(age.months));
        await waitForTool(page);
        const group = question.group(page);
        await group.evaluate((node, block) => node.scrollIntoView({ block }), where);
        await question.answer(group);
        await expectApart(page, group);
      });
    }
  }
});
