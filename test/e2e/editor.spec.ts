// The whole path of an article, from a counsellor's editor (Decap CMS, the page built at /admin) to a
// reviewer's preview, against decap-server in git mode on a scratch Git repository made from the
// fixture tree, in one browser page for the editor (its bundle is 6 MB: the page is loaded at the
// start and once more after the publication, as a counsellor does to have the site's new
// configuration) and one for the reviewer. A counsellor writes an article with a Callout and a
// Helpline and sends it for review: the branch cms/articles/<slug> holds its file while main stays
// as it was. The reviewer opens that branch's preview (a real preview build of the branch, reusing
// the suite's app build: branch-preview.ts), whose build checks the branch's content as every
// preview's does: the list of changes names the article as new, and its page shows the callout,
// the helpline and the preview banner. Once it is published, the
// counsellor translates it into Marathi (the editor lists only published articles to translate)
// and sends that for review; the translation records the English words it was made from, and its
// preview lists it beside its English page, with the banner in Marathi. Changing only an existing
// article's title changes only that line: its body and its mark (a claim to confirm) stay.
// Then, in the same page and session, the editor's page itself (editor-page.ts): its controls on a
// phone, and what a publication that fails or is slow to come back does to the page.
// The file's tests run in order in one worker, on one session and one page, signed in once (after
// a failed test, the next starts in a new worker, with a session and page of its own).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, type Page, type Request } from "@playwright/test";
import { expect, test, violationsIn } from "./csp.fixture";
import { splitFrontmatterFile } from "../../app/editor/source-formats";
import { ContentError, loadContent } from "../../app/build-time/load-content";
import { contentCheckRun } from "../../scripts/lib/preview-check-run";
import { marksInFile } from "../../app/content/launch-check";
import { englishDigestOf } from "../../app/i18n/english-text";
import { previewBranch } from "./branch-preview";
import { expectBoardRefusal, expectControlsOnAPhone, expectPublicationsLetGo } from "./editor-page";
import { inLanguage, paths } from "../../app/lib/paths";
import { fill, formatDate } from "../../app/lib/format";
import {
  fileOn,
  gitIn,
  persistEntry,
  playAnimationsFast,
  publish,
  save,
  setStatus,
  startEditorSession,
  TODAY,
  type EditorSession,
} from "./editor-session";

const EDITED = "every-kind-of-formatting";
const EDITED_FILE = `content/articles/${EDITED}.mdx`;
/** The rich-text editor of the article's body. */
const BODY = '[data-slate-editor="true"]';
/** A claim to confirm, as the file's marks list writes it. */
const MARK =
  'marks:\n  - field: category\n    kind: confirm\n    note: "the fixture\'s claim to confirm, kept by every save"\n';
const NEW_TITLE = "Moving House: Helping Your Child";
const NEW = "moving-house-helping-your-child";
const NEW_FILE = `content/articles/${NEW}.mdx`;
const TRANSLATION_FILE = `content/mr/articles/${NEW}.mdx`;

test.describe.configure({ mode: "default" });

let session: EditorSession;
let repository: string;
let editor: EditorSession["editor"];
let mainBefore: string;
let fixture: EditorSession["fixture"];
/** Git in the scratch repository. */
let git: ReturnType<typeof gitIn>;
let context: BrowserContext;
/** The counsellor's page in the editor; the reviewer's pages open beside it. */
let page: Page;
let violations: Awaited<ReturnType<typeof violationsIn>>;
/** Whether the page has signed in (a test that signed in leaves it so for the next). */
let signedIn = false;

/**
 * The content check on the branch's tree (loadContent throws a ContentError on any problem),
 * after `change` has had its way with the tree's files.
 */
function checkBranch(branch: string, change: (tree: string) => void = () => {}) {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), "editor-branch-"));
  try {
    execFileSync("sh", ["-c", `git archive ${branch} | tar -x -C ${tree}`], { cwd: repository });
    change(tree);
    return loadContent(path.join(tree, "content"), TODAY);
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
}

test.beforeAll(async ({ browser }) => {
  // A claim marked in the article the test edits: the edit must keep it.
  session = await startEditorSession("editor", (folder) => {
    const file = path.join(folder, EDITED_FILE);
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/\n---\n/, `\n${MARK}---\n`));
  });
  ({ repository, editor, fixture } = session);
  git = gitIn(repository);
  mainBefore = git("rev-parse", "main");
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  violations = await violationsIn(context);
  page = await context.newPage();
  await playAnimationsFast(page);
  // GitHub's API, which the editor asks for a preview's state (preview-status.ts): nothing, but
  // for the branch failedPreview() names.
  await page.route("https://api.github.com/**", (route) =>
    route.fulfill(previews.get(new URL(route.request().url()).pathname) ?? { status: 404 }),
  );
});

test.afterEach(async () => {
  // A failed test's page, as Playwright's own screenshot option keeps its pages'.
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus) {
    const screenshot = await page.screenshot().catch(() => undefined);
    if (screenshot)
      await testInfo.attach("screenshot", { body: screenshot, contentType: "image/png" });
  }
  expect(violations, "Content-Security-Policy violations").toEqual([]);
});

test.afterAll(async () => {
  await context?.close();
  await session?.end();
});

/**
 * Opens the editor at `address` (an entry's, after "#"), signing in the first time. Later, by way
 * of the entry's collection's list, as a counsellor goes: Decap keeps the form it showed last when
 * only the part after "#" changes from one entry to another (once the practice's form stayed
 * empty, coming from an article's).
 */
async function openEditor(address: string) {
  if (!signedIn) {
    await page.goto(`${editor.url}${address}`);
    await page.getByRole("button", { name: /login/i }).click();
    signedIn = true;
    return;
  }
  await page.goto(`${editor.url}${address.replace(/\/entries\/.*$/, "")}`);
  await page.locator(`a[href="${address}"]`).waitFor();
  await page.goto(`${editor.url}${address}`);
}

/**
 * Loads the editor again, at an address of it, as a counsellor does after a merge: the page
 * starts afresh with the configuration the site now has. Decap keeps the form of the entry it
 * showed last when only the part after "#" changes (a new entry would start with the last one's
 * words), and a fresh page has no last entry. The address is put in place without telling the
 * page (replaceState fires no event Decap's router hears), then the page is reloaded, as a counsellor
 * reloads it: 3.3 to 4 CPU s a load of the 6 MB page, where leaving for about:blank and coming
 * back cost 7.3 to 9 (measured in Chromium's cgroup; the page's scripts compile again from
 * nothing there). The sign-in stays, the bundle comes from the browser's cache.
 */
async function loadAfresh(page: Page, address: string) {
  await page.evaluate((hash) => history.replaceState(null, "", hash), address);
  await page.reload();
  // Started as at the test's start (the sign-in's button waits there): the form of an entry shows.
  await page.getByLabel("Title", { exact: true }).first().waitFor();
}

/**
 * Commits a file to main through decap-server, as the editor's saves are. While the editor's page
 * asks it anything, decap-server checks out the entries' branches in this very repository (one
 * request at a time, behind its own lock), so a commit made beside it can land on an entry's branch
 * instead: once the hostile article was missing from main, and the editor opened it empty.
 */
async function commitToMain(file: string, text: string, message: string) {
  await persistEntry(session, {
    branch: "main",
    dataFiles: [{ slug: path.parse(file).name, path: file, raw: text }],
    options: { commitMessage: message, useWorkflow: false, status: "draft" },
  });
  expect(git("show", `main:${file}`)).toBe(text.trimEnd());
}

/**
 * Saves, and the save is refused: the editor's notice lists the content check's problems, and
 * Git has no branch for the entry. Returns each problem as the notice words it: its message, and
 * where it is in the file.
 */
async function refusedSave(page: Page, branch: string): Promise<string[]> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const notice = page.getByRole("alert").filter({ hasText: fixture.words.editor.refused });
  await expect(notice).toBeVisible();
  const problems = await notice.getByRole("listitem").evaluateAll((items) =>
    items.map((item) => {
      const where = item.querySelector(".where")?.textContent ?? "";
      const label = item.querySelector("strong")?.textContent ?? "";
      return `${where}: ${item.textContent!.slice(label.length, -where.length || undefined)}`;
    }),
  );
  expect(() => git("rev-parse", "--verify", "--quiet", branch)).toThrow();
  await notice.getByRole("button", { name: fixture.words.editor.close }).click();
  return problems;
}

/** The problems npm run check:content finds with `file` holding `text` on main, as it words them. */
function problemsOfFile(file: string, text: string): string[] {
  try {
    checkBranch("main", (tree) => fs.writeFileSync(path.join(tree, file), text));
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

/**
 * The problems npm run check:content finds with the new article's file holding `text` on main,
 * as refusedSave gives them ("content/articles/x.mdx, line 3, column 5: message").
 */
function problemsOf(text: string): string[] {
  return problemsOfFile(NEW_FILE, text).map((problem) =>
    problem.replace(/^([^:]+):(\d+):(\d+): /, "$1, line $2, column $3: "),
  );
}

/** What the mocked GitHub API answers, by path (failedPreview). */
const previews = new Map<string, { json: unknown }>();

/**
 * GitHub says that the preview of `branch` failed: Netlify's deploy status, and the content
 * check's run as the workflow reports it (scripts/lib/preview-check-run.ts) with these problems.
 */
function failedPreview(branch: string, problems: string[]) {
  const commit = `/repos/${fixture.site.editor.repository}/commits/${encodeURIComponent(branch)}`;
  const run = { ...contentCheckRun(problems), html_url: "https://github.com/runs/1" };
  previews.set(`${commit}/status`, {
    json: {
      statuses: [{ context: "deploy/netlify", state: "failure", description: "Deploy failed" }],
    },
  });
  previews.set(`${commit}/check-runs`, { json: { check_runs: [run] } });
  return run;
}

/** A problem the content check finds in an article (a "<" before a digit), in its words. */
const aProblem = () =>
  problemsOfFile(
    NEW_FILE,
    fileOn(repository, "main", EDITED_FILE)!.replace("This fixture", "I <3 this fixture"),
  )[0];

/**
 * Puts the caret at the end of the article's body, and waits until the page's selection is there:
 * on a busy machine, Control+End pressed right after the click was once taken before the click's
 * caret, and the typing went into the Callout's text instead of after it.
 */
async function caretAtEnd(page: Page) {
  const body = page.locator(BODY);
  await body.click();
  await expect(async () => {
    await page.keyboard.press("Control+End");
    const after = await body.evaluate((editor) => {
      const selection = getSelection();
      if (!selection?.focusNode || !editor.contains(selection.focusNode)) return undefined;
      const rest = document.createRange();
      rest.selectNodeContents(editor);
      rest.setStart(selection.focusNode, selection.focusOffset);
      // Slate's zero-width placeholders are no text.
      return rest
        .toString()
        .replace(/[\uFEFF\u200B]/g, "")
        .trim();
    });
    expect(after).toBe("");
  }).toPass();
}

/** Chooses an option of a select field (react-select) by the text it shows. */
async function choose(page: Page, label: string, option: string) {
  // Opened by a click, the field lists its choices (a relation field, the first 20 entries).
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The editor's preview pane, beside the form. */
const previewPane = (page: Page) => page.frameLocator("iframe").first().locator("body");

/** Inserts a component from the body's "+" menu. */
async function insertComponent(page: Page, name: string) {
  await page.getByRole("button", { name: /add component/i }).click();
  await page.getByRole("menuitem", { name }).click();
}

/**
 * The reviewer's look at a branch: its preview's list of changes names `file` as new, with a link
 * into the preview (and its English page beside a translation); the link leads to its page,
 * under the preview banner. Returns the reviewer's page, on the changed page.
 */
async function review(page: Page, branch: string, file: string, english?: string) {
  const preview = await previewBranch(repository, branch, session.ports.preview);
  try {
    const reviewer = await page.context().newPage();
    await reviewer.goto(`${preview.url}/preview/changes`);
    const words = fixture.words.reviewPage;
    await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(words.title);
    const listed = reviewer
      .getByRole("listitem")
      .filter({ hasText: file })
      .filter({ hasText: `${words.added}:` });
    await expect(listed).toHaveCount(1);
    if (english) {
      const beside = listed.getByRole("link", { name: words.englishPage });
      await expect(beside).toHaveAttribute("href", english);
    }
    await listed.getByRole("link").first().click();
    return { reviewer, preview };
  } catch (error) {
    await preview.stop();
    throw error;
  }
}

/** The files of content/<folder> in the scratch repository, as the banner names them. */
const filesIn = (folder: string) =>
  fs
    .readdirSync(path.join(repository, "content", folder))
    .map((name) => `content/${folder}/${name}`);

/**
 * Every kind of page of the preview that the editor does not hold links, in its banner, to the
 * files it is made from on GitHub at the preview's commit: its own file first, then its parts'
 * (each team member on About, each service on Services). Each link names a file the commit has.
 * Read over HTTP, as the server sends each page (no page is rendered).
 */
async function everyPageLinksItsFiles(reviewer: Page, url: string, commit: string) {
  const prefix = `https://github.com/${fixture.site.editor.repository}/blob/${commit}/`;
  const committed = git("ls-tree", "-r", "--name-only", commit).split("\n");
  const [topic] = fixture.pages.resources.categories;
  const [ageGroup] = fixture.pages.resources.ageGroups;
  const expected: [string, string[]][] = [
    [paths.home(), ["content/pages/home.md", "content/site.yaml", "content/interface-words.yaml"]],
    [paths.about(), ["content/pages/about.md", ...filesIn("team")]],
    [paths.services(), ["content/pages/services.md", ...filesIn("services")]],
    [paths.resources(), ["content/pages/resources.md"]],
    [paths.allArticles(), ["content/pages/resources.md"]],
    [paths.topic(topic.id), ["content/pages/resources.md"]],
    [paths.ageGroup(ageGroup.id), ["content/pages/resources.md"]],
    [paths.contact(), ["content/pages/contact.md"]],
    [paths.privacy(), ["content/pages/privacy.md"]],
    [paths.tool("diary"), ["content/tools/diary.yaml", "content/tools/shared.yaml"]],
    [
      paths.milestoneAge(9),
      [
        "content/tools/milestones.yaml",
        "content/tools/milestones/9-months.yaml",
        "content/tools/shared.yaml",
      ],
    ],
    [paths.previewChanges(), ["content/interface-words.yaml"]],
    ["/no-such-page", ["content/pages/errors.md"]],
    [inLanguage(paths.resources(), "mr"), ["content/mr/pages/resources.md"]],
    [
      inLanguage(paths.milestoneAge(9), "mr"),
      [
        "content/mr/tools/milestones.yaml",
        "content/mr/tools/milestones/9-months.yaml",
        "content/mr/tools/shared.yaml",
      ],
    ],
  ];
  for (const [address, files] of expected) {
    const html = await (await reviewer.request.get(url + address)).text();
    const banner = html.slice(html.indexOf('class="preview-banner"'));
    const linked = [...banner.matchAll(/<a href="([^"]+)" lang="zxx">([^<]+)<\/a>/g)].map(
      ([, href, name]) => {
        expect(href, address).toBe(prefix + name);
        return name;
      },
    );
    expect(linked[0], address).toBe(files[0]);
    expect(linked.toSorted(), address).toEqual(files.toSorted());
    for (const file of linked) expect(committed, address).toContain(file);
  }
}

test("a counsellor writes an article and translates it, a reviewer previews each, on their own branches", async () => {
  test.setTimeout(240_000);
  // Signed in on the new article's form, which opens once the sign-in is done.
  await openEditor("#/collections/articles/new");
  const labels = fixture.words.labels.preview;

  await test.step("a new article with a Callout and a Helpline: refused while the check finds a problem, then sent for review", async () => {
    // A colon in a title is the commonest YAML mistake by hand; the editor quotes it.
    await page.getByLabel("Title", { exact: true }).first().fill(NEW_TITLE);
    await page.getByLabel("Description").fill("How to help a child settle after a move.");
    const { categories, ageGroups } = fixture.pages.resources;
    await choose(page, "Topic", categories[0].title);
    await choose(page, "Age groups", ageGroups[0].title);
    const body = page.locator(BODY);
    await body.click();
    await page.keyboard.insertText("A move can unsettle a child. If you are worried, call ");
    // Choosing a helpline is choosing it from the menu: there is no Helpline without one.
    await page.getByRole("button", { name: /add component/i }).click();
    const offered = page.getByRole("menuitem", { name: /^Helpline/ });
    await expect(offered).toHaveText(
      fixture.site.helplines.map((line) => `Helpline: ${line.name} (${line.number})`),
    );
    // Not the first of the list, which a default would give.
    const helpline = fixture.site.helplines[1];
    await offered.nth(1).click();
    await expect(body).toContainText(`☎ ${helpline.name} ${helpline.number}`);
    await insertComponent(page, "Callout (a box set apart)");
    await page.getByLabel("Heading of the box").fill("Remember");
    const calloutText = page.getByLabel("Text", { exact: true });
    await calloutText.fill("Every child settles at their own pace <3");
    const heart = await refusedSave(page, `cms/articles/${NEW}`);
    await calloutText.fill("Every child settles at their own pace.");
    // A helpline written by hand without its name, in the Markdown view.
    const markdownView = page
      .getByText("Markdown", { exact: true })
      .locator("..")
      .getByRole("switch");
    await markdownView.click();
    await caretAtEnd(page);
    const unchosen = '\n\n<Helpline name="" />';
    await page.keyboard.insertText(unchosen);
    const noName = await refusedSave(page, `cms/articles/${NEW}`);
    // Taken out again, every character typed, from the end of the text where it was put.
    await caretAtEnd(page);
    for (let left = unchosen.length; left > 0; left--) await page.keyboard.press("Backspace");

    // Its preview build failed (as GitHub would say), with the content check's words.
    const failed = failedPreview(`cms/articles/${NEW}`, [aProblem()]);
    await save(page, repository, `cms/articles/${NEW}`);
    const saved = fileOn(repository, `cms/articles/${NEW}`, NEW_FILE)!;
    await expect(
      page.getByRole("alert").filter({ hasText: fixture.words.editor.refused }),
    ).toHaveCount(0);
    const previewNotice = page
      .getByRole("alert")
      .filter({ hasText: fixture.words.editor.previewFailed });
    await expect(previewNotice).toContainText(failed.output.title);
    await expect(previewNotice.getByRole("listitem")).toContainText(
      failed.output.text!.split("\n").map((problem) => problem.split(/:\d+:\d+: /)[1] ?? problem),
    );
    await expect(previewNotice.getByRole("link", { name: "The whole report" })).toHaveAttribute(
      "href",
      failed.html_url,
    );
    await previewNotice.getByRole("button", { name: fixture.words.editor.close }).click();
    previews.clear();
    expect(saved).toContain(`title: "${NEW_TITLE}"`);
    expect(saved).toContain(`<Helpline name="${helpline.id}" />`);
    expect(saved).toContain(
      '<Callout title="Remember">\n\nEvery child settles at their own pace.\n\n</Callout>',
    );
    expect(saved).toContain("A move can unsettle a child. If you are worried, call");
    // Each refusal in the words npm run check:content gives for the file as it was then.
    expect(heart).toEqual(problemsOf(saved.replace("own pace.", "own pace <3")));
    expect(noName).toEqual(problemsOf(saved.trimEnd() + unchosen));
    // The branch's content check is its preview's build (the next step), which stops at a problem.
    expect(git("rev-parse", "main")).toBe(mainBefore);
    await setStatus(page, repository, `cms/articles/${NEW}`, "In review", "pending_review");
  });

  await test.step("the reviewer's preview of its branch", async () => {
    const { reviewer, preview } = await review(page, `cms/articles/${NEW}`, NEW_FILE);
    try {
      await expect(reviewer).toHaveURL(`${preview.url}/resources/${NEW}`);
      await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(NEW_TITLE);
      await expect(reviewer.locator(".callout")).toContainText("Every child settles");
      await expect(reviewer.locator('.article-body a[href^="tel:"], a.helpline-link')).toHaveCount(
        1,
      );
      const banner = reviewer.locator(".preview-banner");
      await expect(banner).toContainText(labels.banner);
      await expect(banner.getByRole("link", { name: labels.edit })).toHaveAttribute(
        "href",
        `/admin/#/collections/articles/entries/${NEW}`,
      );
      // A page the editor does not hold: its files on GitHub, as this preview has it.
      await reviewer.goto(`${preview.url}/about`);
      await expect(banner.getByRole("link", { name: labels.edit })).toHaveCount(0);
      await expect(banner).toContainText(labels.files);
      const commit = git("rev-parse", `cms/articles/${NEW}`);
      await expect(banner.getByRole("link", { name: "content/pages/about.md" })).toHaveAttribute(
        "href",
        `https://github.com/${fixture.site.editor.repository}/blob/${commit}/content/pages/about.md`,
      );
      await everyPageLinksItsFiles(reviewer, preview.url, commit);
      await reviewer.close();
    } finally {
      await preview.stop();
    }
  });

  await test.step("published by the reviewer, then translated into Marathi and sent for review", async () => {
    await publish(page, repository, `cms/articles/${NEW}`);
    expect(fileOn(repository, "main", NEW_FILE)).toBeDefined();

    await loadAfresh(page, "#/collections/articles-mr/new");
    await expect(page.getByLabel("Title", { exact: true }).first()).toHaveValue("");
    await choose(page, "Translation of", NEW_TITLE);
    await page.getByLabel("Title", { exact: true }).first().fill("घर बदलताना मुलाला आधार");
    await page.getByLabel("Description").fill("घर बदलल्यानंतर मुलाला स्थिरावायला कशी मदत करावी.");
    await page.locator(BODY).click();
    await page.keyboard.insertText("घर बदलल्यावर मूल अस्वस्थ होऊ शकतं.");
    // The preview pane draws it as the site does, in Marathi, in a Devanagari face.
    const heading = previewPane(page).getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("घर बदलताना मुलाला आधार");
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"Noto Sans Devanagari"/,
    );
    const branch = `cms/articles-mr/${NEW}`;
    await save(page, repository, branch);
    const saved = fileOn(repository, branch, TRANSLATION_FILE)!;
    expect(saved).toContain(`translationOf: articles/${NEW}.mdx`);
    expect(saved).toContain('reviewedBy: ""');
    // What it was made from: the English words on main, as the editor knew them.
    const english = fileOn(repository, "main", NEW_FILE)!;
    expect(saved).toContain(
      `translatedFromDigest: ${englishDigestOf(`articles/${NEW}.mdx`, english)}`,
    );
    expect(saved).not.toContain("matchesEnglish");
    const translation = () =>
      checked.translations.mr!.articles.find((article) => article.slug === NEW)?.translation;
    let checked = checkBranch(branch);
    expect(translation()).toMatchObject({ stale: false, reviewedBy: "" });
    // Once the English words change, the translation is stale, whatever the dates say.
    checked = checkBranch(branch, (tree) => {
      const file = path.join(tree, NEW_FILE);
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("A move can", "Moving can"));
    });
    expect(translation()?.stale).toBe(true);
    await setStatus(page, repository, branch, "In review", "pending_review");
  });

  await test.step("the reviewer's preview of the translation's branch", async () => {
    const branch = `cms/articles-mr/${NEW}`;
    const { reviewer, preview } = await review(page, branch, TRANSLATION_FILE, `/resources/${NEW}`);
    try {
      await expect(reviewer).toHaveURL(`${preview.url}/mr/resources/${NEW}`);
      await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText("घर बदलताना मुलाला आधार");
      const marathi = fixture.translations.mr!.words.labels.preview;
      const banner = reviewer.locator(".preview-banner");
      await expect(banner).toContainText(marathi.banner);
      await expect(banner).toContainText(marathi.unreviewed);
      // Opened from a Marathi page, the list of changes is in Marathi: its words and its dates.
      await banner.getByRole("link", { name: marathi.changes }).click();
      await expect(reviewer).toHaveURL(`${preview.url}/mr${paths.previewChanges()}`);
      const { site, words } = fixture.translations.mr!;
      await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(words.reviewPage.title);
      const items = reviewer.getByRole("listitem");
      const added = items.filter({ hasText: `${words.reviewPage.added}:` });
      await expect(added.filter({ hasText: TRANSLATION_FILE })).toHaveCount(1);
      // An English article it has not translated: its title marked English, its date in Marathi.
      const scheduled = fixture.articles.find((article) => article.status === "scheduled")!;
      const date = formatDate(scheduled.date, site.locale);
      const listed = items.filter({ hasText: scheduled.title });
      await expect(listed).toContainText(fill(words.labels.scheduled, { date }));
      await expect(listed.getByRole("link")).toHaveAttribute("lang", fixture.site.locale);
      await reviewer.close();
    } finally {
      await preview.stop();
    }
  });

  await test.step("an existing article's title, and nothing else", async () => {
    const before = fileOn(repository, "main", EDITED_FILE)!;
    const english = fixture.articles.find((article) => article.slug === EDITED)!;
    // Chosen from the list of articles, as a counsellor does: the editor leaves the last entry's
    // form for the list, and opens this one's.
    await page.goto(`${editor.url}#/collections/articles`);
    await page.locator(`a[href="#/collections/articles/entries/${EDITED}"]`).click();
    const title = page.getByLabel("Title", { exact: true }).first();
    // The form shows this entry, whole: its body has arrived too (filled earlier, the title
    // would be replaced by the entry as it loads).
    await expect(title).toHaveValue(english.title);
    await expect(page.locator(BODY)).toContainText("This fixture article shows every kind");
    // The preview pane shows the page as the site draws it: the topic and age groups by their
    // names, the callout, each helpline with its name and number.
    const pane = previewPane(page);
    const { categories, ageGroups } = fixture.pages.resources;
    const topic = categories.find((each) => each.id === english.category)!;
    await expect(pane.locator(".article-meta .badge")).toHaveText(topic.title);
    const ages = ageGroups.filter((group) => english.ageGroups.includes(group.id));
    await expect(pane.locator(".article-ages")).toHaveText(
      ages.map((group) => `${group.title} (${group.ages})`).join(" · "),
    );
    await expect(pane.locator(".callout").first()).toBeVisible();
    const helplines = pane.locator("a.helpline-link");
    expect(await helplines.count()).toBeGreaterThan(0);
    for (const link of await helplines.all()) {
      const number = (await link.locator("strong").textContent())!;
      const line = fixture.site.helplines.find((each) => each.number === number)!;
      await expect(link).toHaveText(`${line.name} ${line.number}`);
      await expect(link).toHaveAttribute("href", `tel:${line.number}`);
    }
    await title.fill(`${english.title} (revised)`);
    await expect(page.getByText("Unsaved changes")).toBeVisible();
    await save(page, repository, `cms/articles/${EDITED}`);
    const after = fileOn(repository, `cms/articles/${EDITED}`, EDITED_FILE)!;
    expect(splitFrontmatterFile(after).body).toBe(splitFrontmatterFile(before).body);
    const changed = after.split("\n").filter((line, index) => line !== before.split("\n")[index]);
    expect(changed).toEqual([expect.stringMatching(/^title: ".*\(revised\)"$/)]);
    expect(marksInFile(before, EDITED_FILE)).toHaveLength(1);
    expect(marksInFile(after, EDITED_FILE)).toEqual(marksInFile(before, EDITED_FILE));
  });

  await test.step("a hostile article, previewed, runs nothing and loads nothing from elsewhere", async () => {
    const name = "hostile";
    const file = `content/articles/${name}.mdx`;
    const hostile = fileOn(repository, "main", EDITED_FILE)!.replace(
      "This fixture article shows every kind",
      [
        "<script>window.parent.hostile = 'script'</script>",
        "",
        '<img src="https://hostile.example/x.png" onerror="window.parent.hostile = \'handler\'">',
        "",
        "[Open](javascript:window.parent.hostile='link')",
        "",
        "This fixture article shows every kind",
      ].join("\n"),
    );
    await commitToMain(file, hostile, "a hostile article");
    const elsewhere: string[] = [];
    // The editor's own page asks GitHub's API (mocked here) for previews' states: the policy allows it.
    const note = (request: Request) => {
      const url = request.url();
      if (!/^(http:\/\/127\.0\.0\.1:|https:\/\/api\.github\.com\/)/.test(url)) elsewhere.push(url);
    };
    page.on("request", note);
    // Opened by its address inside the editor, from the list, without loading the page again
    // (3.3 to 5 CPU s): the list does not show an article committed behind the page's back, but
    // Decap asks decap-server for the entry its address names. Its title is the edited article's
    // as main has it, not the form's last one: the form shows this entry.
    await page.goto(`${editor.url}#/collections/articles`);
    await page.locator(`a[href="#/collections/articles/entries/${EDITED}"]`).waitFor();
    await page.goto(`${editor.url}#/collections/articles/entries/${name}`);
    const english = fixture.articles.find((article) => article.slug === EDITED)!;
    await expect(page.getByLabel("Title", { exact: true }).first()).toHaveValue(english.title);
    // The pane shows the content check's problems with the file, in its words, not the file:
    // each under its field's label, with where it is in the file (as a refused save's notice).
    const problems = previewPane(page).getByRole("status").getByRole("listitem");
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const shown = problemsOfFile(file, hostile).map((problem) => {
      const [, where, line, column, message] = /^([^:]+):(\d+):(\d+): (.*)$/s.exec(problem)!;
      return new RegExp(`^.+?: ${escaped(`${message}${where}, line ${line}, column ${column}`)}$`);
    });
    await expect(problems).toHaveText(shown);
    await expect(previewPane(page).locator("script, img, a[href^='javascript']")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { hostile?: string }).hostile)).toBeUndefined();
    expect(elsewhere).toEqual([]);
    page.off("request", note);
  });
});

test("on a phone, Save, Publish, the preview's buttons and the link to what is left before going live are on the screen and under no other", async () => {
  test.setTimeout(90_000);
  await expectControlsOnAPhone(page, session, openEditor);
});

test("a failed publication lets go of the page at once, saying so; after a publication, an entry opened next shows its own values", async () => {
  test.setTimeout(90_000);
  await expectPublicationsLetGo(page, session, openEditor);
});

test("a branch the build would refuse is not published from the workflow's board, in the content check's words, under the editor's in Marathi", async () => {
  test.setTimeout(90_000);
  await expectBoardRefusal(page, session, openEditor);
});
