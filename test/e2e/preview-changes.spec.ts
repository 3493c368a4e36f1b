// A reviewer's list of changes (/preview/changes) in the preview of a fixture branch, built as a deploy
// preview is built (branch-preview.ts) from a scratch Git repository of the fixture tree. The branch
// rewords a sentence of the English Services page, a Marathi sentence of the Marathi home page, a
// skill of the five-year checklist (a file named in years) and the intro of the Resources page,
// whose Marathi translation it thereby makes stale. On a 390 px phone the page shows each changed
// file with a link to its own page and its changed sentence only, the removed word crossed out
// and the added one marked, in the file's language, with no sideways scrolling and no axe
// violation; the commits compared link to their diff on GitHub; the launch state, then the
// translation made stale, follow; the standing lists are folded away.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./csp.fixture";
import { previewBranch, type BranchPreview } from "./branch-preview";
import { expectNoAxeViolations } from "./helpers";
import { loadContent } from "../../app/build-time/load-content";
import { inLanguage, paths } from "../../app/lib/paths";

const FIXTURE = path.resolve("test/fixtures");
const PORT = Number(process.env.E2E_PORT ?? 3100) + 55;
const BRANCH = "reword";

/** Each file the branch changes, the words it replaces, the page it shows on and its language. */
const REWORDED = [
  {
    file: "pages/services.md",
    from: "help children, teenagers and their families.",
    to: "help children, teenagers and whole families.",
    removed: "their",
    added: "whole",
    page: paths.services(),
    lang: null,
  },
  {
    file: "mr/pages/home.md",
    from: "प्रत्येक टप्प्यावर पालकांसोबत",
    to: "प्रत्येक पावलावर पालकांसोबत",
    removed: "टप्प्यावर",
    added: "पावलावर",
    page: inLanguage(paths.home(), "mr"),
    lang: "mr",
  },
  {
    file: "tools/milestones/5-years.yaml",
    from: "Fixture: hops on one foot",
    to: "Fixture: hops on either foot",
    removed: "one",
    added: "either",
    page: paths.milestoneAge(60),
    lang: null,
  },
  {
    file: "pages/resources.md",
    from: "Browse by topic",
    to: "Search by topic",
    removed: "Browse",
    added: "Search",
    page: paths.resources(),
    lang: null,
  },
];

let repository: string;
let preview: BranchPreview;
let base: string;
let commit: string;
const fixture = loadContent(path.join(FIXTURE, "content"), { preview: true, today: "2026-11-24" });
const words = fixture.words.reviewPage;

// One preview build for both tests, in one worker.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // The preview build (content check, pictures, the export of every page; the app build reused)
  // is a build, not a page load: the time editor.spec.ts gives the same build.
  test.setTimeout(120_000);
  repository = fs.mkdtempSync(path.join(os.tmpdir(), "preview-changes-"));
  fs.cpSync(path.join(FIXTURE, "content"), path.join(repository, "content"), { recursive: true });
  fs.cpSync(path.join(FIXTURE, "public"), path.join(repository, "public"), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: repository, encoding: "utf8", stdio: "pipe" }).trim();
  const identity = ["-c", "user.name=Fixture", "-c", "user.email=fixture@example.in"];
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git(...identity, "commit", "-qm", "fixture");
  base = git("rev-parse", "main");
  git("checkout", "-qb", BRANCH);
  for (const { file, from, to } of REWORDED) {
    const where = path.join(repository, "content", file);
    const text = fs.readFileSync(where, "utf8");
    expect(text, `${file} has the words the test rewords`).toContain(from);
    fs.writeFileSync(where, text.replace(from, to));
  }
  git(...identity, "commit", "-qam", "reworded");
  commit = git("rev-parse", BRANCH);
  git("checkout", "-q", "main");
  preview = await previewBranch(repository, BRANCH, PORT);
});

test.afterAll(async () => {
  await preview?.stop();
  if (repository) fs.rmSync(repository, { recursive: true, force: true });
});

test("a reviewer on a phone sees each reworded sentence, its removed and added words marked", async ({
  page,
}) => {
  await page.goto(`${preview.url}${paths.previewChanges()}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
  const diff = page.getByRole("link", { name: words.diffOnGitHub });
  await expect(diff).toHaveAttribute(
    "href",
    `https://github.com/${fixture.site.editor.repository}/compare/${base}...${commit}`,
  );

  for (const change of REWORDED) {
    const item = page
      .getByRole("listitem")
      .filter({ has: page.getByText(`content/${change.file}`, { exact: true }) });
    await expect(item).toHaveCount(1);
    await expect(item.getByRole("link").first()).toHaveAttribute("href", change.page);
    // One changed place: the reworded sentence alone, in the file's language.
    const places = item.locator(".review-diff > li");
    await expect(places).toHaveCount(1);
    const diffList = item.locator(".review-diff");
    const locale = fixture.languages.find((language) => language.code === change.lang)?.locale;
    if (locale) await expect(diffList).toHaveAttribute("lang", locale);
    else await expect(diffList).not.toHaveAttribute("lang");
    const removed = places.locator("del");
    const added = places.locator("ins");
    await expect(removed).toHaveText(`${words.removedWords} ${change.removed}`);
    await expect(added).toHaveText(`${words.addedWords} ${change.added}`);
    // Crossed out and underlined, not told by colour alone; the labels are for screen readers.
    await expect(removed).toHaveCSS("text-decoration-line", "line-through");
    await expect(added).toHaveCSS("text-decoration-line", "underline");
    await expect(removed.locator(".visually-hidden")).toHaveCSS("position", "absolute");
  }

  // Nothing wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoAxeViolations(page);

  // On the Marathi list, the Marathi file's sentence is in the page's language; an English one
  // says it is English.
  await page.goto(`${preview.url}${inLanguage(paths.previewChanges(), "mr")}`);
  const diffOf = (file: string) =>
    page
      .getByRole("listitem")
      .filter({ has: page.getByText(`content/${file}`, { exact: true }) })
      .locator(".review-diff");
  await expect(diffOf("mr/pages/home.md")).not.toHaveAttribute("lang");
  await expect(diffOf("pages/services.md")).toHaveAttribute("lang", fixture.languages[0].locale);
});

test("the launch state, then the translations the branch made stale; the standing lists folded away", async ({
  page,
}) => {
  await page.goto(`${preview.url}${paths.previewChanges()}`);
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings.slice(0, 3)).toEqual([words.launch, words.madeStale, words.drafts]);
  // The fixtures carry placeholders and claims: counted, with the editor's page that lists them.
  const launch = page.locator("section.review-section", {
    has: page.getByRole("heading", { name: words.launch }),
  });
  await expect(launch).not.toContainText(words.launchReady);
  await expect(
    launch.getByRole("link", { name: fixture.words.labels.preview.launch }),
  ).toHaveAttribute("href", paths.editorLaunch());
  // The link opens that page, on `npm start` too, which moves "/admin/launch/" to "/admin/launch".
  await launch.getByRole("link", { name: fixture.words.labels.preview.launch }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: fixture.words.launchPage.title }),
  ).toBeVisible();
  await page.goBack();
  const stale = page.locator("section.review-section", {
    has: page.getByRole("heading", { name: words.madeStale }),
  });
  await expect(stale.getByText("content/mr/pages/resources.md", { exact: true })).toBeVisible();
  // The Marathi home page was changed itself, not made stale by the branch.
  await expect(stale.getByText("content/mr/pages/home.md", { exact: true })).toHaveCount(0);

  const standing = page.locator("details.review-standing");
  await expect(standing).not.toHaveAttribute("open");
  await expect(standing.getByRole("heading", { name: words.markers })).toBeHidden();
  await standing.locator("summary").click();
  await expect(standing.getByRole("heading", { name: words.markers })).toBeVisible();
});
