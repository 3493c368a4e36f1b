// The same moment of the diary changed in two tabs at once loses neither version: the later save
// is the moment, and the version saved first is kept beside it as a copy that says what it is,
// in both tabs and after a reload.
import type { Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { diaryWords, toolsShared, waitForTool } from "./helpers";
import { openTool } from "./tools";

const { form, entries: list, versions } = diaryWords;

const entryList = (page: Page) =>
  page.getByRole("region", { name: list.heading, exact: true }).getByRole("listitem");
const entry = (page: Page, text: string) => entryList(page).filter({ hasText: text });
const behaviour = (page: Page) =>
  page.getByRole("textbox", { name: form.behaviour.label, exact: true });

async function save(page: Page, button: string, said: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(said);
}

test("the same moment changed in two tabs keeps both versions, the later one shown", async ({
  context,
}) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await openTool(first, "diary");
  await openTool(second, "diary");
  await behaviour(first).fill("Written once");
  await save(first, form.add, toolsShared.saved);
  await expect(entry(second, "Written once")).toHaveCount(1);

  // Both tabs begin to change it; the first saves, then the second, which had not seen that.
  for (const page of [first, second])
    await entry(page, "Written once").getByRole("button", { name: list.edit, exact: true }).click();
  await behaviour(first).fill("Changed in the first tab");
  await save(first, form.save, toolsShared.saved);
  await expect(entry(second, "Changed in the first tab")).toHaveCount(1);
  await behaviour(second).fill("Changed in the second tab");
  await save(second, form.save, versions.kept);

  const bothKept = async (page: Page) => {
    await expect(entryList(page)).toHaveCount(2);
    await expect(entry(page, "Written once")).toHaveCount(0);
    const later = entry(page, "Changed in the second tab");
    await expect(later).toHaveCount(1);
    await expect(later).not.toContainText(versions.copy);
    await expect(entry(page, "Changed in the first tab")).toContainText(versions.copy);
  };
  for (const page of [first, second]) {
    await bothKept(page);
    await page.reload();
    await waitForTool(page);
    await bothKept(page);
  }
});
