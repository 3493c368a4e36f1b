// The editor's page itself, as editor.spec.ts checks it in its page after the article's path (one
// session, signed in once: a page of its own loaded the 6 MB page cold again, and a session of its
// own started decap-server and wrote the editor again). On a phone (390 px), every control of an
// entry's form is on the screen and under no other: Save, the state and Publish buttons, the
// preview's buttons, the link to what is left before going live, and the form's last control once
// scrolled to. And after a publication, an entry opened before Decap's reload of the published one
// came back shows its own values (publish-reload.ts); a publication that fails lets go of the page
// at once and says so; a branch the build would refuse is not published from the workflow's board
// (save-check.ts).
import { type Locator, type Page, type Request, type Route } from "@playwright/test";
import { expect } from "./csp.fixture";
import { EDITOR_COLLECTIONS, editorEntryOf } from "../../app/content/editor-entries";
import fs from "node:fs";
import path from "node:path";
import { SITE_FILE } from "../../app/content/content-types";
import { copyOfFixture, problemsWithChange } from "../fixture-tree";
import { gitIn, persistEntry, save, setStatus, type EditorSession } from "./editor-session";

/** Opens the editor at an address of it (an entry's, after "#"), signed in. */
type OpenEditor = (address: string) => Promise<void>;

const PHONE = { width: 390, height: 844 };

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

/**
 * On a phone, Save, Publish, the preview's buttons and the link to what is left before going live
 * are on the screen and under no other.
 */
export async function expectControlsOnAPhone(
  page: Page,
  session: EditorSession,
  openEditor: OpenEditor,
) {
  await page.setViewportSize(PHONE);
  const { address, collection, entry } = entryOf(SITE_FILE);
  expect(collection).toBe(EDITOR_COLLECTIONS.practice);
  await openEditor(address);
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
  // The form shows this entry (filled earlier, the name would be replaced as the entry loads).
  await expect(name).toHaveValue(session.fixture.site.name);
  await name.fill(`${session.fixture.site.name} (changed)`);
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

  // Back in the list, Decap's header keeps the live site's link (the toolbar's own is left out).
  await page.locator('[class*="ToolbarSectionBackLink"]').click();
  await expectUsable(page, [page.locator('header a[href^="http"]').first(), launch]);
}

/** Whether a request is the editor's ask to decap-server for `file`. */
function asksFor(request: Request, file: string) {
  if (request.method() !== "POST" || !request.url().endsWith("/api/v1")) return false;
  const body = request.postDataJSON() as { action?: string; params?: { path?: string } } | null;
  return body?.action === "getEntry" && body.params?.path === file;
}

/**
 * A failed publication lets go of the page at once, saying so; after a publication, an entry
 * opened next shows its own values.
 */
export async function expectPublicationsLetGo(
  page: Page,
  session: EditorSession,
  openEditor: OpenEditor,
) {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The editor's words in English (the browser's language), from the fixture tree.
  const words = session.fixture.words.editor;
  const [published, next] = session.fixture.articles.filter(
    (article) => article.status === "published",
  );
  const fileOf = (slug: string) => `content/articles/${slug}.mdx`;
  const branch = `cms/articles/${published.slug}`;
  await openEditor(`#/collections/articles/entries/${published.slug}`);
  const title = page.getByLabel("Title", { exact: true }).first();
  // The form shows this entry (filled earlier, the title would be replaced as the entry loads).
  await expect(title).toHaveValue(published.title);
  await title.fill(`${published.title} (revised)`);
  await save(page, session.repository, branch);
  await setStatus(page, session.repository, branch, "Ready", "pending_publish");

  // A publication the server refuses: the page is let go at once (not after the hold's 60 s),
  // with what happened and what to do; the site's main is as it was.
  const main = () => gitIn(session.repository)("rev-parse", "main");
  const mainBefore = main();
  const proxy = `http://127.0.0.1:${session.ports.proxy}/api/v1`;
  const refuse = async (route: Route) => {
    const body = route.request().postDataJSON() as { action?: string } | null;
    if (body?.action !== "publishUnpublishedEntry") return route.fallback();
    await route.fulfill({ status: 500, json: { error: "the repository could not be reached" } });
  };
  await page.route(proxy, refuse);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  const notPublished = page.getByRole("alert").filter({ hasText: words.notPublished });
  await expect(notPublished).toContainText(words.notPublishedText);
  await expect(notPublished).toContainText("the repository could not be reached");
  await expect(page.getByRole("status").filter({ hasText: words.publishing })).toHaveCount(0);
  expect(main()).toBe(mainBefore);
  await notPublished.getByRole("button", { name: words.close }).click();
  await page.unroute(proxy, refuse);

  // Decap's reload of the published entry is answered once the next entry's load is (as on a slow
  // line), or after 3 s if that load never comes first.
  let nextAnswered!: () => void;
  const nextLoaded = new Promise<void>((resolve) => (nextAnswered = resolve));
  let reloadAnswered!: () => void;
  const reloaded = new Promise<void>((resolve) => (reloadAnswered = resolve));
  const hold = async (route: Route) => {
    const request = route.request();
    if (asksFor(request, fileOf(published.slug))) {
      const response = await route.fetch();
      await Promise.race([nextLoaded, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      await route.fulfill({ response });
      reloadAnswered();
    } else if (asksFor(request, fileOf(next.slug))) {
      await route.fulfill({ response: await route.fetch() });
      nextAnswered();
    } else await route.continue();
  };
  await page.route(proxy, hold);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  // At once, the counsellor goes back to the list and opens the next article: the page says it
  // is loading the published entry, and the clicks wait for it.
  await expect(page.getByRole("status").filter({ hasText: words.publishing })).toBeVisible();
  await page.locator('[class*="ToolbarSectionBackLink"]').click();
  await page.locator(`a[href="#/collections/articles/entries/${next.slug}"]`).click();
  await reloaded;
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible();
  // Once Decap has had the reload's answer and drawn what it makes of it.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  expect(await title.inputValue()).toBe(next.title);
  await expect(page.getByRole("status").filter({ hasText: words.publishing })).toHaveCount(0);
  await page.unroute(proxy, hold);
}

/**
 * A branch the build would refuse is not published from the workflow's board, in the content
 * check's words, under the editor's own in Marathi; main is unchanged.
 */
export async function expectBoardRefusal(
  page: Page,
  session: EditorSession,
  openEditor: OpenEditor,
) {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A published article that the other tests leave alone, changed on its branch outside this
  // editor (as on GitHub): its text starts a tag the build refuses. Sent in as decap-server takes
  // a save of the workflow, already Ready.
  const article = session.fixture.articles.filter((each) => each.status === "published").at(-1)!;
  const file = `content/articles/${article.slug}.mdx`;
  const branch = `cms/articles/${article.slug}`;
  const git = gitIn(session.repository);
  const planted = `${git("show", `main:${file}`)}\n\nEvery child settles at their own pace <3\n`;
  await persistEntry(session, {
    branch: "main",
    cmsLabelPrefix: "decap-cms/",
    dataFiles: [{ slug: article.slug, path: file, raw: planted }],
    options: {
      commitMessage: "outside the editor",
      useWorkflow: true,
      collectionName: "articles",
      status: "pending_publish",
    },
  });
  expect(git("config", `branch.${branch}.description`)).toBe("decap-cms/pending_publish");
  // What npm run check:content says of it, on a copy of the fixture tree.
  const copy = copyOfFixture();
  const problems = problemsWithChange(copy, path.relative("content", file), () => planted);
  fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  expect(problems.length).toBeGreaterThan(0);

  const mainBefore = git("rev-parse", "main");
  // In Marathi, asked for in the editor's address: the editor's own words are Marathi's.
  await openEditor("#/workflow");
  await page.goto(`${session.editor.url}?lang=mr#/workflow`);
  const card = page.locator(
    `a[href="#/collections/articles/entries/${article.slug}?ref=workflow"]`,
  );
  await card.hover();
  page.once("dialog", (dialog) => void dialog.accept());
  // The card's own button (beside its link), not another Ready card's.
  await card
    .locator("xpath=..")
    .getByRole("button", { name: "Publish changes", exact: true })
    .click();
  const words = session.fixture.translations.mr!.words.editor;
  expect(words.publishRefused).not.toBe(session.fixture.words.editor.publishRefused);
  const refused = page.getByRole("alert").filter({ hasText: words.publishRefused });
  await expect(refused).toBeVisible();
  for (const problem of problems) {
    const message = problem.replace(/^[^:]+:\d+:\d+: /, "");
    await expect(refused).toContainText(message);
  }
  // Nothing merged: main is as it was, and the branch is still there to be put right.
  expect(git("rev-parse", "main")).toBe(mainBefore);
  expect(git("rev-parse", "--verify", "--quiet", branch)).not.toBe("");
  await refused.getByRole("button", { name: words.close }).click();

  // The entry's form, in the same Marathi page (no new load): its fields' labels and hints, and
  // the preview pane's words over the check's problems, are Marathi's.
  const forms = session.fixture.translations.mr!.words.editorForms;
  const title = forms.fields.articles.title!;
  expect(title.label).not.toBe(session.fixture.words.editorForms.fields.articles.title!.label);
  await page.goto(`${session.editor.url}?lang=mr#/collections/articles/entries/${article.slug}`);
  await expect(page.getByLabel(title.label!, { exact: true }).first()).toHaveValue(article.title);
  await expect(page.getByText(title.hint!, { exact: true })).toBeVisible();
  const pane = page.frameLocator("iframe").first().locator("body");
  await expect(pane.getByRole("heading", { name: forms.preview.problems })).toBeVisible();
}
