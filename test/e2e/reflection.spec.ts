// The parenting reflection: kind suggestions and no number, the helplines at once for a parent who
// is not coping, answers saved only when asked (the answer about coping never), nothing sent, the
// printed topics, axe with all the tool shows at once, and the form without JavaScript.
import type { Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { expectNoAxeViolations, reflectionWords, site, toolsShared } from "./helpers";
import { A4, download, openTool, pdfPages, pressPrint, recordRequests, siteKeys } from "./tools";
import { paths } from "../../app/lib/paths";

const words = reflectionWords;
const [best, middle] = words.scale;

const prompt = (page: Page, text: string) => page.getByRole("group", { name: text, exact: true });

/** Answers every prompt: the first with the scale's first step, the rest with its second. */
async function answerAll(page: Page) {
  for (const [index, each] of words.prompts.entries()) {
    const step = index === 0 ? best : middle;
    await prompt(page, each.text).getByRole("radio", { name: step.label, exact: true }).check();
  }
}

const results = (page: Page) =>
  page.getByRole("region", { name: words.results.heading, exact: true });

async function chooseTopic(page: Page, topic: string) {
  await page
    .getByRole("group", { name: words.chooseTopics.legend })
    .getByRole("checkbox", { name: topic, exact: true })
    .check();
}

async function save(page: Page) {
  await page.getByRole("button", { name: words.save, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(toolsShared.saved);
}

// Its tests share the worker's page, which the fixture clears after each (csp.fixture.ts): a new
// context and page cost about 0.45 CPU s more than a load in a page already open.
test.use({ pageSharedByTests: "clearing" });

test("the suggestions are words and links, with no score, number or percentage", async ({
  page,
}) => {
  await openTool(page, "reflection");
  await expect(results(page)).toHaveCount(0);
  await answerAll(page);
  const region = results(page);
  // Every prompt answered below the best step has its suggestion; the one answered best has none.
  for (const [index, each] of words.prompts.entries()) {
    if (index === 0) await expect(region.getByText(each.suggestion)).toHaveCount(0);
    else await expect(region.getByText(each.suggestion)).toBeVisible();
  }
  // Each topic with a suggestion is named once, as the heading of its suggestions.
  for (const topic of new Set(words.prompts.slice(1).map((each) => each.topic)))
    await expect(
      region.getByRole("heading", { name: words.topics[topic], exact: true }),
    ).toHaveCount(1);
  // Article titles may have digits ("from 3 to 6"): the words around them must not.
  const text = await region.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("a").forEach((link) => link.remove());
    return copy.textContent ?? "";
  });
  expect(text).not.toMatch(/[0-9०-९%]/);
  await expect(region.getByRole("link", { name: toolsShared.bookConsultation })).toHaveAttribute(
    "href",
    paths.contactForm(),
  );
});

test("an answer of not coping shows the same-day helplines at once", async ({ page }) => {
  await openTool(page, "reflection");
  const safety = prompt(page, words.safety.legend);
  const calm = words.safety.options.find(
    (option) => !words.safety.showHelpFor.includes(option.id),
  )!;
  await safety.getByRole("radio", { name: calm.label, exact: true }).check();
  await expect(page.getByRole("alert")).toHaveCount(0);
  for (const id of words.safety.showHelpFor) {
    const option = words.safety.options.find((each) => each.id === id)!;
    await safety.getByRole("radio", { name: option.label, exact: true }).check();
    const alert = page.getByRole("alert");
    await expect(alert).toBeVisible();
    for (const helplineId of words.safety.helplines) {
      const line = site.helplines.find((each) => each.id === helplineId)!;
      await expect(alert.getByRole("link", { name: new RegExp(line.number) })).toHaveAttribute(
        "href",
        `tel:${line.number}`,
      );
    }
  }
});

test("answers are kept only when the parent saves them, the answer about coping never, and Clear forgets them", async ({
  page,
}) => {
  await openTool(page, "reflection");
  await answerAll(page);
  expect(await siteKeys(page)).toEqual([]);
  await page.reload();
  await expect(results(page)).toHaveCount(0);

  await answerAll(page);
  // A parent who is not coping: the helplines show, and the answer is never kept.
  const notCoping = words.safety.options.find((each) =>
    words.safety.showHelpFor.includes(each.id),
  )!;
  await prompt(page, words.safety.legend)
    .getByRole("radio", { name: notCoping.label, exact: true })
    .check();
  await expect(page.getByRole("alert")).toBeVisible();
  await chooseTopic(page, words.topics.rest);
  await save(page);
  // axe once, with every part the tool shows at once: the suggestions, the helplines, a topic
  // chosen and the saved notice.
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(results(page)).toBeVisible();
  await expect(
    prompt(page, words.prompts[1].text).getByRole("radio", { name: middle.label, exact: true }),
  ).toBeChecked();
  await expect(page.getByRole("checkbox", { name: words.topics.rest, exact: true })).toBeChecked();
  // The answer about coping is never saved: a shared phone must not keep it.
  await expect(prompt(page, words.safety.legend).getByRole("radio", { checked: true })).toHaveCount(
    0,
  );

  await page.getByRole("button", { name: words.clear, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(words.cleared);
  expect(await siteKeys(page)).toEqual([]);
  await expect(results(page)).toHaveCount(0);
});

test("a whole visit sends nothing, and the printed page lists only the chosen topics", async ({
  page,
  baseURL,
}) => {
  const all = recordRequests(page);
  await openTool(page, "reflection");
  const afterLoad = recordRequests(page);
  await answerAll(page);
  const safety = prompt(page, words.safety.legend);
  await safety
    .getByRole("radio", { name: words.safety.options.at(-1)!.label, exact: true })
    .check();
  await chooseTopic(page, words.topics.routines);
  await save(page);
  await pressPrint(page);
  await download(page, toolsShared.keepCopy.download);

  await page.emulateMedia({ media: "print" });
  const printed = page.getByRole("region", { name: words.printHeading, exact: true });
  await expect(printed).toBeVisible();
  await expect(printed.getByRole("listitem")).toHaveText([words.topics.routines]);
  await expect(page.getByRole("group", { name: words.chooseTopics.legend })).toBeHidden();
  await expect(page.getByText(toolsShared.print.disclaimer)).toBeVisible();
  // The day is written when the page is printed, not as the tool starts.
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: "long" }).format(
      new Date(),
    ),
  );
  await expect(
    page.getByText(toolsShared.print.printedOn.replace("{date}", today), { exact: true }),
  ).toBeVisible();
  await expect(results(page)).toBeHidden();
  const pages = pdfPages(await page.pdf({ ...A4 }));
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(2);

  expect(afterLoad.filter((url) => !url.startsWith("blob:"))).toEqual([]);
  const origin = new URL(baseURL!).origin;
  expect(all.filter((url) => !url.startsWith("blob:") && new URL(url).origin !== origin)).toEqual(
    [],
  );
});

test.describe("without JavaScript", () => {
  // Without a script nothing is stored: these tests share the worker's page (csp.fixture.ts).
  test.use({ javaScriptEnabled: false, pageSharedByTests: true });

  test("the prompts are a form to read and fill in by hand", async ({ page }) => {
    await page.goto(paths.tool("reflection"));
    await expect(page.getByText(toolsShared.noScript)).toBeVisible();
    for (const each of words.prompts) {
      await expect(prompt(page, each.text).getByRole("radio")).toHaveCount(words.scale.length);
    }
    await expect(page.getByRole("button", { name: words.save })).toHaveCount(0);
  });
});
