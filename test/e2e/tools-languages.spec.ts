// The Resources tools in another language: answers are kept by id, so a parent who answers in
// English and switches language (with the page's own switch) finds the same answers and the same
// diary there, in that language's words; their words fit their controls; and they start without
// making a number, date or plural format (the server wrote those words). The route sweep checks
// every translated tool page.
import type { Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import {
  diaryWords,
  languages,
  milestoneAges,
  milestoneWords,
  otherLanguages,
  toolWordsIn,
  translatesTool,
  waitForTool,
} from "./helpers";
import { openTool } from "./tools";
import type { DiaryContentWords } from "../../app/features/tools/diary/schema";
import type { MilestonePage } from "../../app/features/tools/milestones/content";
import { TOOL_IDS } from "../../app/features/tools/registry";
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

/** The languages of the build that have a tool, English first. */
const languagesOf = (tool: string) =>
  [english, ...otherLanguages].filter(
    ({ code }) => code === english.code || translatesTool(code, tool),
  );
const inLanguage = (code: string, address: string) =>
  code === english.code ? address : `/${code}${address}`;

/** The labels among `selector` whose words (their text, after the radio) are broken across lines. */
const brokenLabels = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((labels) =>
    labels
      .filter((label) => {
        // Words broken across lines have boxes at more than one height.
        const lines = new Set<number>();
        const texts = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          const words = document.createRange();
          words.selectNodeContents(text);
          for (const box of words.getClientRects()) lines.add(Math.round(box.top));
        }
        return lines.size > 1;
      })
      .map((label) => label.textContent),
  );

test("on a phone, each answer of a skill keeps its words on one line, in every language", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const age = milestoneAges[0];
  for (const { code } of languagesOf("milestones")) {
    await page.goto(inLanguage(code, paths.milestoneAge(age.months)));
    await expect(page.locator(".milestone-area label").first()).toBeVisible();
    const broken = await brokenLabels(page, ".milestone-area label");
    expect(broken, `answers broken across lines on /${code}`).toEqual([]);
  }
});

test("the diary's scale of how strong a moment was keeps each choice on one line, at every width", async ({
  page,
}) => {
  for (const { code } of languagesOf("diary")) {
    await page.goto(inLanguage(code, paths.tool("diary")));
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator(".question-scale .choice").first()).toBeVisible();
      const broken = await brokenLabels(page, ".question-scale .choice");
      expect(broken, `choices broken across lines on /${code} at ${width} px`).toEqual([]);
    }
  }
});

test.describe("a tool's start", () => {
  // A page of its own: the counting below is put into the page before anything of it runs.
  test.use({ pageSharedByTests: false });

  test("makes no number, date or plural format: the server wrote the words that need one", async ({
    page,
  }) => {
    // Making a language's first Intl format held a slow phone's main thread for tens of
    // milliseconds as a tool started (Lighthouse's total blocking time).
    await page.addInitScript(() => {
      const made: string[] = [];
      Object.assign(window, { intlMade: made });
      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
      for (const name of ["NumberFormat", "PluralRules", "DateTimeFormat", "Locale"]) {
        intl[name] = new Proxy(intl[name], {
          construct: (target, args) => (made.push(name), new target(...args)),
          apply: (target, self, args) => (made.push(name), Reflect.apply(target, self, args)),
        });
      }
      for (const [type, method] of [
        [Number, "toLocaleString"],
        [Date, "toLocaleString"],
        [Date, "toLocaleDateString"],
        [Date, "toLocaleTimeString"],
      ] as const) {
        const prototype = type.prototype as unknown as Record<string, () => string>;
        const original = prototype[method];
        prototype[method] = function (this: unknown, ...args: []) {
          made.push(`${type.name}.${method}`);
          return original.apply(this, args);
        };
      }
    });
    const addresses = TOOL_IDS.flatMap((id) =>
      languagesOf(id).map(({ code }) => ({ code, address: inLanguage(code, paths.tool(id)) })),
    );
    for (const { code } of languagesOf("milestones")) {
      const address = inLanguage(code, paths.milestoneAge(milestoneAges[0].months));
      addresses.push({ code, address });
    }
    for (const { code, address } of addresses) {
      await page.goto(address);
      await waitForTool(page, code);
      // The frame after the tool shows: its first read of the notes has rendered too.
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const made = await page.evaluate(
        () => (window as unknown as { intlMade: string[] }).intlMade,
      );
      expect(made, `formats made as ${address} started`).toEqual([]);
    }
  });
});
