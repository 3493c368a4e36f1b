// The counsellors' editor (Decap CMS, the page built at /admin) against decap-server in git mode on
// a scratch Git repository made from the fixture tree: the whole path a counsellor takes, in one
// browser page (the editor's bundle is 6 MB: it is loaded once). Writing an article with a Callout
// and a Helpline and saving it makes the branch cms/articles/<slug>, whose file passes the content
// check while main stays as it was; changing only an article's title changes only that line, its
// body and its # CONFIRM mark stay; a Marathi translation of it is saved where the check finds it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { splitArticle } from "../../app/editor/article-format";
import { loadContent } from "../../app/content/load";
import { placeholdersInFile } from "../../app/content/launch-check";
import { startLocalEditor, type LocalEditor } from "../../scripts/lib/local-editor";

const FIXTURE = path.resolve("test/fixtures");
const TODAY = { preview: true, today: "2026-11-24" };
const PORT = Number(process.env.E2E_PORT ?? 3100);
const EDITED = "every-kind-of-formatting";
const EDITED_FILE = `content/articles/${EDITED}.mdx`;
/** The rich-text editor of the article's body. */
const BODY = '[data-slate-editor="true"]';
const MARK = "# CONFIRM: the fixture's claim to confirm, kept by every save\n";

test.use({ screenshot: "only-on-failure" });

let repository: string;
let editor: LocalEditor;
let mainBefore: string;
let fixture: ReturnType<typeof loadContent>;

const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: repository, encoding: "utf8" }).trim();

/** The file on a branch, or undefined while the branch does not have it. */
function fileOn(branch: string, file: string): string | undefined {
  try {
    return execFileSync("git", ["show", `${branch}:${file}`], {
      cwd: repository,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return undefined;
  }
}

/** The content check on the branch's tree: loadContent throws a ContentError on any problem. */
function checkBranch(branch: string) {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), "editor-branch-"));
  try {
    execFileSync("sh", ["-c", `git archive ${branch} | tar -x -C ${tree}`], { cwd: repository });
    return loadContent(path.join(tree, "content"), TODAY);
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
}

test.beforeAll(async () => {
  repository = fs.mkdtempSync(path.join(os.tmpdir(), "editor-repo-"));
  fs.cpSync(path.join(FIXTURE, "content"), path.join(repository, "content"), { recursive: true });
  fs.cpSync(path.join(FIXTURE, "public"), path.join(repository, "public"), { recursive: true });
  // A claim marked in the article the test edits: the edit must keep it.
  const file = path.join(repository, EDITED_FILE);
  fs.writeFileSync(
    file,
    fs.readFileSync(file, "utf8").replace("\ncategory:", `\n${MARK}category:`),
  );
  execFileSync("sh", ["-c", "git init -q -b main && git add -A"], { cwd: repository });
  git("-c", "user.name=Fixture", "-c", "user.email=fixture@example.in", "commit", "-qm", "fixture");
  git("config", "user.name", "Fixture");
  git("config", "user.email", "fixture@example.in");
  mainBefore = git("rev-parse", "main");
  fixture = loadContent(path.join(repository, "content"), TODAY);
  editor = await startLocalEditor({
    repository,
    content: fixture,
    port: PORT + 52,
    proxyPort: PORT + 50,
  });
});

test.afterAll(async () => {
  await editor?.stop();
  if (repository) fs.rmSync(repository, { recursive: true, force: true });
});

/**
 * Opens an address of the editor afresh. Decap keeps the form of the entry it showed last when
 * only the part after "#" changes (a new entry would start with the last one's words), so the
 * page is loaded again: the sign-in stays, the bundle comes from the browser's cache.
 */
async function open(page: Page, address: string) {
  await page.goto(`${editor.url}${address}`);
  await page.reload();
}

async function save(page: Page, branch: string, file: string): Promise<string> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // decap-server makes the branch from main first, then commits the file to it.
  const commits = () => {
    try {
      return Number(git("rev-list", "--count", `main..${branch}`));
    } catch {
      return 0; // no such branch yet
    }
  };
  await expect.poll(commits, { timeout: 20_000 }).toBeGreaterThan(0);
  return fileOn(branch, file)!;
}

/** Chooses an option of a select field (react-select) by the text it shows. */
async function choose(page: Page, label: string, option: string) {
  // Opened by a click, the field lists its choices (a relation field, the first 20 entries).
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Inserts a component from the body's "+" menu. */
async function insertComponent(page: Page, name: string) {
  await page.getByRole("button", { name: /add component/i }).click();
  await page.getByRole("menuitem", { name }).click();
}

test("a counsellor writes, edits and translates an article, each on its own branch", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(editor.url);
  await page.getByRole("button", { name: /login/i }).click();

  await test.step("a new article with a Callout and a Helpline", async () => {
    await page.goto(`${editor.url}#/collections/articles/new`);
    // A colon in a title is the commonest YAML mistake by hand; the editor quotes it.
    await page
      .getByLabel("Title", { exact: true })
      .first()
      .fill("Moving House: Helping Your Child");
    await page.getByLabel("Description").fill("How to help a child settle after a move.");
    const { categories, ageGroups } = fixture.pages.resources;
    await choose(page, "Topic", categories[0].title);
    await choose(page, "Age groups", ageGroups[0].title);
    const body = page.locator(BODY);
    await body.click();
    await page.keyboard.type("A move can unsettle a child. If you are worried, call ");
    await insertComponent(page, "Helpline (a tap-to-call number)");
    await expect(body).toContainText("☎");
    await insertComponent(page, "Callout (a box set apart)");
    await page.getByLabel("Heading of the box").fill("Remember");
    await page.getByLabel("Text", { exact: true }).fill("Every child settles at their own pace.");
    const saved = await save(
      page,
      "cms/articles/moving-house-helping-your-child",
      "content/articles/moving-house-helping-your-child.mdx",
    );
    expect(saved).toContain('title: "Moving House: Helping Your Child"');
    expect(saved).toMatch(/<Helpline name="[a-z-]+" \/>/);
    expect(saved).toContain(
      '<Callout title="Remember">\n\nEvery child settles at their own pace.\n\n</Callout>',
    );
    const checked = checkBranch("cms/articles/moving-house-helping-your-child");
    expect(checked.articles.map((article) => article.slug)).toContain(
      "moving-house-helping-your-child",
    );
    expect(git("rev-parse", "main")).toBe(mainBefore);
  });

  await test.step("an existing article's title, and nothing else", async () => {
    const before = fileOn("main", EDITED_FILE)!;
    const english = fixture.articles.find((article) => article.slug === EDITED)!;
    await open(page, `#/collections/articles/entries/${EDITED}`);
    const title = page.getByLabel("Title", { exact: true }).first();
    // The form shows this entry, whole: its body has arrived too (filled earlier, the title
    // would be replaced by the entry as it loads).
    await expect(title).toHaveValue(english.title);
    await expect(page.locator(BODY)).toContainText("This fixture article shows every kind");
    await title.fill(`${english.title} (revised)`);
    await expect(page.getByText("Unsaved changes")).toBeVisible();
    const after = await save(page, `cms/articles/${EDITED}`, EDITED_FILE);
    expect(splitArticle(after).body).toBe(splitArticle(before).body);
    const changed = after.split("\n").filter((line, index) => line !== before.split("\n")[index]);
    expect(changed).toEqual([expect.stringMatching(/^title: ".*\(revised\)"$/)]);
    expect(placeholdersInFile(after, EDITED_FILE)).toEqual(placeholdersInFile(before, EDITED_FILE));
    expect(git("rev-parse", "main")).toBe(mainBefore);
  });

  await test.step("a Marathi translation of it", async () => {
    await open(page, "#/collections/articles-mr/new");
    await expect(page.getByLabel("Title", { exact: true }).first()).toHaveValue("");
    const english = fixture.articles.find((article) => article.slug === EDITED)!;
    await choose(page, "Translation of", english.title);
    await page.getByLabel("Title", { exact: true }).first().fill("प्रत्येक प्रकारचं लेखन");
    await page.getByLabel("Description").fill("लेखात वापरता येणारं प्रत्येक स्वरूप.");
    await page.locator(BODY).click();
    await page.keyboard.type("हा लेख मराठीत आहे.");
    const file = `content/mr/articles/${EDITED}.mdx`;
    const saved = await save(page, `cms/articles-mr/${EDITED}`, file);
    expect(saved).toContain(`translationOf: articles/${EDITED}.mdx`);
    expect(saved).toContain('reviewedBy: ""');
    const checked = checkBranch(`cms/articles-mr/${EDITED}`);
    expect(checked.translations.mr.articles.map((article) => article.slug)).toContain(EDITED);
    expect(git("rev-parse", "main")).toBe(mainBefore);
  });
});
