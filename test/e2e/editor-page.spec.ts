// The editor's page itself, against decap-server (git mode) on a scratch repository of the fixture
// tree (editor-session.ts): on a phone (390 px), every control of an entry's form is on the screen
// and under no other: Save, the state and Publish buttons, the preview's buttons, the link to what
// is left before going live, and the form's last control once scrolled to.
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { EDITOR_COLLECTIONS, editorEntryOf } from "../../app/content/editor-entries";
import { SITE_FILE } from "../../app/content/content-types";
import { playAnimationsFast, save, startEditorSession, type EditorSession } from "./editor-session";

const PHONE = { width: 390, height: 844 };

let session: EditorSession;

test.beforeAll(async () => {
  session = await startEditorSession("page");
});

test.afterAll(async () => {
  await session?.end();
});

/** The editor's address of the file's entry, and the branch a save of it makes. */
function entryOf(file: string) {
  const { collection, entry } = editorEntryOf(file, [])!;
  return { address: `#/collections/${collection}/entries/${entry}`, collection, entry };
}

/**
 * Whether `control` lies wholly inside the window and is what a tap at its centre reaches (the
 * control itself or something inside it, never a box drawn over it). Returns what is wrong, or "".
 */
function problemOf(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const name = (element.textContent || element.getAttribute("aria-label") || "").trim();
    if (box.width === 0 || box.height === 0) return `${name}: not drawn`;
    if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight) {
      return `${name}: [${box.left}, ${box.top}, ${box.right}, ${box.bottom}] runs off the ${innerWidth} × ${innerHeight} screen`;
    }
    const reached = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!reached || !(element === reached || element.contains(reached))) {
      return `${name}: a tap at its centre reaches ${reached?.outerHTML.slice(0, 120)}`;
    }
    return "";
  });
}

/** Expects each control to be on the screen and under no other. */
async function expectUsable(page: Page, controls: Locator[]) {
  for (const control of controls) await expect(control).toBeVisible();
  const problems = await Promise.all(controls.map(problemOf));
  expect(problems.filter(Boolean)).toEqual([]);
  // Nothing lies beyond the screen's right edge to scroll to.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
}

test("on a phone, Save, Publish, the preview's buttons and the link to what is left before going live are on the screen and under no other", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await playAnimationsFast(page);
  await page.route("https://api.github.com/**", (route) => route.fulfill({ status: 404 }));
  const { address, collection, entry } = entryOf(SITE_FILE);
  expect(collection).toBe(EDITOR_COLLECTIONS.practice);
  await page.goto(`${session.editor.url}${address}`);
  await page.getByRole("button", { name: /login/i }).click();
  const saveButton = page.getByRole("button", { name: "Save", exact: true });
  const launch = page.locator("#sahaj-launch-link");
  await saveButton.waitFor();

  // A published entry: Save and the published state's menu (from which a change is published).
  await expectUsable(page, [
    saveButton,
    page.getByRole("button", { name: "Published", exact: true }),
    launch,
  ]);

  // A change saved: Save, the entry's state and Publish.
  const name = page.getByRole("textbox").first();
  await name.fill(`${await name.inputValue()} (changed)`);
  await save(page, session.repository, `cms/${collection}/${entry}`);
  await expectUsable(page, [
    saveButton,
    page.getByRole("button", { name: /^Status: / }),
    page.getByRole("button", { name: "Publish", exact: true }),
    launch,
  ]);
  // The preview's own buttons (on and off, scroll together), drawn as icons.
  const previewButtons = page.locator('[class*="EditorToggle"]');
  await expect(previewButtons).toHaveCount(2);
  await expectUsable(page, await previewButtons.all());

  // The form's last control, scrolled to, is above the bar of the link to what is left.
  const last = page
    .locator('[class*="ControlPaneContainer"]')
    .locator("input, textarea, button")
    .last();
  await last.scrollIntoViewIfNeeded();
  await expectUsable(page, [last, launch]);
});
