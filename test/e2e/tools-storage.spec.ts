// Nothing a parent writes in the tools is lost: two tabs that add, change and delete in turn keep
// every change exactly once; a stored value that cannot be read is kept aside with a download; a
// full storage keeps what was typed on screen; an import says what it will change and refuses a
// file too large, and says so plainly when its question cannot load; what is entered before the tool's script has arrived is still there after.
import { readFile, writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import {
  diaryWords,
  milestoneAges,
  milestoneWords,
  reflectionWords,
  toolsShared,
  waitForTool,
} from "./helpers";
import { chooseImport, download, downloadedText, importFile, openTool } from "./tools";
import { fill } from "../../app/lib/format";
import { paths } from "../../app/lib/paths";

const { form, entries: list } = diaryWords;
const { keepCopy } = toolsShared;

const entryList = (page: Page) =>
  page.getByRole("region", { name: list.heading, exact: true }).getByRole("listitem");
const entry = (page: Page, text: string) => entryList(page).filter({ hasText: text });
const behaviour = (page: Page) =>
  page.getByRole("textbox", { name: form.behaviour.label, exact: true });
const group = (page: Page, legend: string) =>
  page.getByRole("group", { name: legend, exact: true });

/** Adds an entry of a few words (the form is dated now), and waits until it is saved. */
async function addEntry(page: Page, words: string) {
  await behaviour(page).fill(words);
  await page.getByRole("button", { name: form.add, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(toolsShared.saved);
}

async function changeEntry(page: Page, from: string, to: string) {
  await entry(page, from).getByRole("button", { name: list.edit, exact: true }).click();
  await behaviour(page).fill(to);
  await page.getByRole("button", { name: form.save, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(toolsShared.saved);
}

async function deleteEntry(page: Page, text: string) {
  await entry(page, text).getByRole("button", { name: list.delete, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(list.deleted);
}

// Its tests share the worker's page, which the fixture clears after each (csp.fixture.ts): a new
// context and page cost about 0.45 CPU s more than a load in a page already open.
test.use({ pageSharedByTests: "clearing" });

test.describe("in two tabs of a context of their own", () => {
  test.use({ pageSharedByTests: false });

  test("two tabs of the diary add, change and delete in turn, and keep every change once", async ({
    context,
  }) => {
    const [first, second] = [await context.newPage(), await context.newPage()];
    await openTool(first, "diary");
    await openTool(second, "diary");
    await addEntry(first, "Written in the first tab");
    // The second tab shows it without a reload (the storage event), then adds its own.
    await expect(entry(second, "Written in the first tab")).toHaveCount(1);
    await addEntry(second, "Written in the second tab");
    await expect(entry(first, "Written in the second tab")).toHaveCount(1);
    await changeEntry(first, "Written in the second tab", "Changed in the first tab");
    await deleteEntry(second, "Written in the first tab");
    await addEntry(first, "Added last in the first tab");
    for (const page of [first, second]) {
      await page.reload();
      await waitForTool(page);
      await expect(entryList(page)).toHaveCount(2);
      await expect(entry(page, "Changed in the first tab")).toHaveCount(1);
      await expect(entry(page, "Added last in the first tab")).toHaveCount(1);
    }
  });

  test("two tabs of the checklist and of the reflection keep each other's answers", async ({
    context,
  }) => {
    const age = milestoneAges.find((each) => each.items.length >= 2)!;
    const [one, two] = age.items;
    const { yes, notYet } = milestoneWords.answers;
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const page of [first, second]) {
      await page.goto(paths.milestoneAge(age.months));
      await waitForTool(page);
    }
    const answer = async (page: Page, item: { text: string }, label: string) => {
      await group(page, item.text).getByRole("radio", { name: label, exact: true }).check();
      await expect(page.getByRole("status")).toHaveText(toolsShared.saved);
    };
    await answer(first, one, yes);
    await answer(second, two, notYet);
    await answer(first, two, yes);
    await second.reload();
    await waitForTool(second);
    for (const [item, label] of [
      [one, yes],
      [two, yes],
    ] as const)
      await expect(group(second, item.text).getByRole("radio", { name: label })).toBeChecked();

    // The reflection saves when asked: each tab saves its own answer, and both are kept.
    const [p1, p2] = reflectionWords.prompts;
    const [step] = reflectionWords.scale;
    for (const [page, prompt] of [
      [first, p1],
      [second, p2],
    ] as const) {
      await openTool(page, "reflection");
      await group(page, prompt.text).getByRole("radio", { name: step.label, exact: true }).check();
    }
    for (const page of [first, second]) {
      await page.getByRole("button", { name: reflectionWords.save, exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(toolsShared.saved);
    }
    await first.reload();
    await waitForTool(first);
    for (const prompt of [p1, p2])
      await expect(
        group(first, prompt.text).getByRole("radio", { name: step.label }),
      ).toBeChecked();
  });
});

test("a stored value that cannot be read is kept aside, said, and can be downloaded", async ({
  page,
}) => {
  await openTool(page, "diary");
  await page.evaluate(() => localStorage.setItem("sahaj.diary.v2", '{"entries": damaged'));
  await page.reload();
  await waitForTool(page);
  await expect(page.getByText(toolsShared.unreadable.text)).toBeVisible();
  const file = await download(page, toolsShared.unreadable.download);
  expect(Object.values(JSON.parse(await downloadedText(file)))).toEqual(['{"entries": damaged']);
  // The tool works on: a new entry is saved, and the damaged value is still kept aside.
  await addEntry(page, "After the damage");
  const kept = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith("sahaj.diary.unreadable.")),
  );
  expect(kept).toHaveLength(1);
});

test("a full storage is said plainly, and what was typed stays on screen and in a download", async ({
  page,
}) => {
  await openTool(page, "diary");
  // Fills this site's storage until the browser refuses even one more letter.
  await page.evaluate(() => {
    let index = 0;
    for (const size of [262_144, 4_096, 64, 1]) {
      const chunk = "x".repeat(size);
      try {
        for (;;) localStorage.setItem(`filler-${index++}`, chunk);
      } catch {
        // Full for this size: go on with smaller pieces.
      }
    }
  });
  await behaviour(page).fill("Typed when the storage was full");
  await page.getByRole("button", { name: form.add, exact: true }).click();
  const notice = page.getByRole("alert").filter({ hasText: toolsShared.storageFull });
  await expect(notice).toBeVisible();
  await expect(entry(page, "Typed when the storage was full")).toHaveCount(1);
  await expect(behaviour(page)).toHaveValue("Typed when the storage was full");
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    notice.getByRole("button", { name: keepCopy.download, exact: true }).click(),
  ]);
  expect(await downloadedText(file)).toContain("Typed when the storage was full");
});

test("an import says what adding or replacing will change, and refuses a file too large", async ({
  page,
}, testInfo) => {
  await openTool(page, "diary");
  await addEntry(page, "Here before the import");
  const copy = {
    kind: "sahaj-tools",
    version: 1,
    saved: "2026-11-20T10:00:00.000Z",
    notes: {
      "sahaj.diary.v2": {
        entries: {
          a: { at: 1, value: { date: "2026-11-18", behaviour: "From the copy, one" } },
          b: { at: 1, value: { date: "2026-11-19", behaviour: "From the copy, two" } },
        },
      },
    },
  };
  const file = testInfo.outputPath("copy.json");
  await writeFile(file, JSON.stringify(copy));
  await chooseImport(page, file);
  const question = page.getByRole("group", { name: /2026/ });
  await expect(question).toContainText(
    fill(keepCopy.importAddCounts, { added: 2, changed: 0, removed: 0 }),
  );
  await expect(question).toContainText(
    fill(keepCopy.importReplaceCounts, { added: 2, changed: 0, removed: 1 }),
  );
  await question.getByRole("button", { name: keepCopy.importCancel, exact: true }).click();
  await expect(entryList(page)).toHaveCount(1);

  await importFile(page, file, "replace");
  await expect(entryList(page)).toHaveCount(2);
  await expect(entry(page, "Here before the import")).toHaveCount(0);
  await importFile(page, file, "add");
  await expect(entryList(page)).toHaveCount(2);

  const large = testInfo.outputPath("large.json");
  await writeFile(large, " ".repeat(5_000_001));
  await chooseImport(page, large);
  await expect(page.getByRole("status")).toHaveText(
    fill(keepCopy.importTooLarge, { size: "5 MB" }),
  );
  await expect(entryList(page)).toHaveCount(2);
});

test("when the import's question or the words shown after an action cannot arrive, the parent is told and nothing changes", async ({
  page,
}, testInfo) => {
  await openTool(page, "diary");
  await addEntry(page, "Here before the import");
  const copy = { kind: "sahaj-tools", version: 1, saved: "2026-11-20T10:00:00.000Z", notes: {} };
  const file = testInfo.outputPath("copy.json");
  await writeFile(file, JSON.stringify(copy));
  // The question's code fails to arrive, as on a broken connection.
  await page.route(/\/ImportChoice-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
  await chooseImport(page, file);
  await expect(page.getByRole("status")).toHaveText(toolsShared.notLoaded);
  await expect(page.getByRole("group", { name: /2026/ })).toHaveCount(0);
  await expect(entryList(page)).toHaveCount(1);
  expect(JSON.parse(await readFile(file, "utf8"))).toEqual(copy);

  // The words of "Delete everything"'s question fail to arrive: nothing is deleted.
  await page.unrouteAll();
  await page.route(`**${paths.toolsLaterWords()}`, (route) => route.abort("internetdisconnected"));
  await openTool(page, "diary");
  await page.getByRole("button", { name: toolsShared.deleteEverything.button }).click();
  await expect(page.getByRole("status")).toHaveText(toolsShared.notLoaded);
  await expect(entryList(page)).toHaveCount(1);
});

test.describe("before the script has arrived", () => {
  /** Holds every script back until the test lets it go: the page is there, its tool not yet. */
  async function holdScripts(page: Page): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test("what a parent entered in the diary and the reflection is kept", async ({ page }) => {
    let release = await holdScripts(page);
    await page.goto(paths.tool("diary"));
    await behaviour(page).fill("Typed before the script");
    await group(page, form.where.legend).getByRole("radio").first().check();
    await expect(page.getByText(toolsShared.noScript)).toBeVisible();
    // The first question is on a phone's first screen, the privacy paragraph one tap away.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByLabel(form.date, { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(toolsShared.privacy.text)).toBeHidden();
    release();
    await waitForTool(page);
    await expect(behaviour(page)).toHaveValue("Typed before the script");
    await expect(group(page, form.where.legend).getByRole("radio").first()).toBeChecked();
    await page.getByRole("button", { name: form.add, exact: true }).click();
    await expect(entry(page, "Typed before the script")).toHaveCount(1);

    await page.unrouteAll();
    release = await holdScripts(page);
    await page.goto(paths.tool("reflection"));
    const [prompt] = reflectionWords.prompts;
    const [, step] = reflectionWords.scale;
    await expect(group(page, prompt.text).locator("legend")).toBeInViewport({ ratio: 1 });
    const radio = group(page, prompt.text).getByRole("radio", { name: step.label, exact: true });
    await radio.check();
    release();
    await waitForTool(page);
    await expect(radio).toBeChecked();
    await page.getByRole("button", { name: reflectionWords.save, exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(toolsShared.saved);

    // The checklist's first page has one question before its script: a lost skill.
    await page.unrouteAll();
    release = await holdScripts(page);
    await page.goto(paths.tool("milestones"));
    const lost = group(page, milestoneWords.lostSkills.legend).getByRole("radio", {
      name: milestoneWords.yesNo.yes,
      exact: true,
    });
    await lost.check();
    release();
    await waitForTool(page);
    await expect(page.getByText(milestoneWords.lostSkills.message)).toBeVisible();
    await page.reload();
    await waitForTool(page);
    await expect(lost).toBeChecked();
  });
});
