// The Resources tools in another language: answers are kept by id, so a parent who answers in
// English and switches language (with the page's own switch) finds the same answers and the same
// diary there, in that language's words. The route sweep checks every translated tool page.
import { expect, test } from "./csp.fixture";
import {
  diaryWords,
  languages,
  milestoneAges,
  milestoneWords,
  otherLanguages,
  toolWordsIn,
  translatesTool,
} from "./helpers";
import { openTool } from "./tools";
import type { DiaryContentWords } from "../../app/features/tools/diary/schema";
import type { MilestonePage } from "../../app/features/tools/milestones/content";
import { paths } from "../../app/lib/paths";

const [english] = languages;
/** A language of the build that has both tools translated. */
const other = otherLanguages.find(
  ({ code }) => translatesTool(code, "milestones") && translatesTool(code, "diary"),
)!;

// Its tests share the worker's page, which the fixture clears after each (csp.fixture.ts): a new
// context and page cost about 0.45 CPU s more than a load in a page already open.
test.use({ pageSharedByTests: "clearing" });

test("answers given in English are there after the switch to another language", async ({
  page,
}) => {
  expect(other, "the fixture has a built language with the tools translated").toBeDefined();
  const age = milestoneAges[0];
  const [item] = age.items;
  const localPage = toolWordsIn<MilestonePage>(other.code, "tools/milestones.yaml");
  const localDiary = toolWordsIn<DiaryContentWords>(other.code, "tools/diary.yaml");
  const switchTo = (locale: string) => page.locator(`.language-switch a[lang="${locale}"]`);

  // A skill answered "Not yet" and a moment in the diary, in English.
  await page.goto(paths.milestoneAge(age.months));
  await page
    .getByRole("group", { name: item.text, exact: true })
    .getByRole("radio", { name: milestoneWords.answers.notYet, exact: true })
    .check();
  await openTool(page, "diary");
  await page.getByLabel(diaryWords.form.date, { exact: true }).fill("2026-11-20");
  await page.getByLabel(diaryWords.form.time, { exact: true }).fill("19:45");
  const behaviour = "Threw the cup at dinner";
  await page
    .getByRole("textbox", { name: diaryWords.form.behaviour.label, exact: true })
    .fill(behaviour);
  await page.getByRole("button", { name: diaryWords.form.add, exact: true }).click();

  // The switch leads to the same tool in the other language, with the same diary there.
  await switchTo(other.locale).click();
  await expect(page).toHaveURL(new RegExp(`/${other.code}${paths.tool("diary")}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", other.locale);
  const entries = page.getByRole("region", { name: localDiary.entries.heading, exact: true });
  await expect(entries).toContainText(behaviour);

  // The same skill's answer, on the same age's page in that language.
  await page.goto(`/${other.code}${paths.milestoneAge(age.months)}`);
  const answered = page.locator(`input[type="radio"][name="${item.id}"]:checked`);
  await expect(answered).toHaveCount(1);
  await expect(answered).toHaveAccessibleName(localPage.answers.notYet);
  await switchTo(english.locale).click();
  await expect(page).toHaveURL(new RegExp(`${paths.milestoneAge(age.months)}$`));
});

test("on a phone, each answer of a skill keeps its words on one line, in every language", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const age = milestoneAges[0];
  for (const { code } of [english, ...otherLanguages]) {
    if (code !== english.code && !translatesTool(code, "milestones")) continue;
    await page.goto(`${code === english.code ? "" : `/${code}`}${paths.milestoneAge(age.months)}`);
    const answers = page.locator(".milestone-area label");
    await expect(answers.first()).toBeVisible();
    // Words broken across lines have a box per line.
    const broken = await answers.evaluateAll((labels) =>
      labels
        .filter((label) => {
          const words = document.createRange();
          words.selectNodeContents(label);
          words.setStartAfter(label.querySelector("input")!);
          return words.getClientRects().length > 1;
        })
        .map((label) => label.textContent),
    );
    expect(broken, `answers broken across lines on /${code}`).toEqual([]);
  }
});
