// The preview of a branch of a scratch Git repository of the fixture tree, built as a deploy preview
// is built (branch-preview.ts: PREVIEW=true, served by npm start's server). One build for three
// kinds of test, instead of one each (a preview build is most of what each cost):
// - A reviewer's list of changes (/preview/changes). The branch rewords a sentence of the English
//   Services page, a Marathi sentence of the Marathi home page, a skill of the five-year checklist
//   (a file named in years) and the intro of the Resources page, whose Marathi translation it
//   thereby makes stale. On a 390 px phone the page shows each changed file with a link to its own
//   page and its changed sentence only, the removed word crossed out and the added one marked, in
//   the file's language, with no sideways scrolling and no axe violation; the commits compared link
//   to their diff on GitHub; the launch state, then the translation made stale, follow; the
//   standing lists are folded away.
// - Search: Hindi is built only in previews, and so are drafts and scheduled articles. A word typed
//   without its vowel signs on /hi/search finds its page, a word from an article's body lists it
//   on /hi/search too, and no draft or scheduled article is ever found, though their pages are
//   there. And, Hindi being only in previews, no link on a Hindi page leaves Hindi for a page it
//   has (stay-in-language.spec.ts walks the published languages on the suite's build).
// - The English address in a translation whose own was written for an older English address
//   (decision 014): the branch also moves the practice (its English address's first line). On a
//   phone, a Marathi page's footer and top bar show the new English address, marked lang="en-IN"
//   so that a screen reader reads it in English, and never the old Marathi one; the preview's
//   banner says that the address is behind, in Marathi. The fixture's Marathi has no contact page
//   (/mr/contact is its 404, in Marathi): the contact page's layout of the address is rendered by
//   test/address-behind.test.ts, which checks which address a page shows in every case.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./csp.fixture";
import { parse } from "yaml";
import { SEARCH_IDS } from "../../app/features/search/props";
import { inLanguage, paths } from "../../app/lib/paths";
import { splitFrontmatter, isSplit } from "../../app/content/frontmatter";
import { parseYaml } from "../../app/content/frontmatter";
import type { Content } from "../../app/build-time/load-content";
import { FIXTURE_CONTENT_DIR, FIXTURE_PUBLIC_DIR, PREVIEW } from "../fixture-tree";
import { previewBranch, type BranchPreview } from "./branch-preview";
import { expectNoAxeViolations } from "./helpers";
import { rarestWord, resultLinks, search, withoutVowelSigns } from "./search-words";
import { linksLeavingLanguage } from "./language-walk";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 55;
const BRANCH = "reword";
const HINDI = "hi";
const MARATHI = "mr";
/** The practice's new first line of its address, in English. */
const NEW_LINE = "Shop 2, Moved Lane";

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

const read = (file: string) => fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, file), "utf8");
function markdown(file: string) {
  const split = splitFrontmatter(read(file));
  if (!isSplit(split)) throw new Error(`${file}: ${split.message}`);
  return { data: split.data as { title: string; draft?: boolean; date: string }, body: split.body };
}
const articleFiles = fs
  .readdirSync(path.join(FIXTURE_CONTENT_DIR, "articles"))
  .map((name) => ({ slug: name.replace(/\.mdx?$/, ""), ...markdown(`articles/${name}`) }));
/** The draft and the scheduled article: a preview builds their pages, marked. */
const unpublished = articleFiles.filter(
  (article) => article.data.draft === true || article.data.date > "2090-01-01",
);
const published = articleFiles.filter((article) => !unpublished.includes(article));

// Read in beforeAll: the content reader's modules are loaded by the worker that runs these tests,
// not by the runner as it lists every spec's tests.
let fixture: Content;
let words: Content["words"]["reviewPage"];
/** The site's content reader, imported when a test first needs it. */
const contentReader = () => import("../../app/build-time/load-content");

// One preview build for every test, in one worker.
test.describe.configure({ mode: "serial" });
// Each test loads every page it reads and leaves nothing in it: one page for them all (csp.fixture.ts).
test.use({ pageSharedByTests: true });

let repository: string;
/** The branch's content, checked out in the repository. */
let contentDir: string;
let preview: BranchPreview;
let base: string;
let commit: string;

test.beforeAll(async () => {
  // A build of the whole fixture (content check, pictures, the export of every page): the app
  // build is the suite's own, kept in the build cache.
  test.setTimeout(240_000);
  fixture = (await contentReader()).loadContent(FIXTURE_CONTENT_DIR, {
    preview: true,
    today: "2026-11-24",
  });
  words = fixture.words.reviewPage;
  repository = fs.mkdtempSync(path.join(os.tmpdir(), "fixture-preview-"));
  contentDir = path.join(repository, "content");
  fs.cpSync(FIXTURE_CONTENT_DIR, contentDir, { recursive: true });
  fs.cpSync(FIXTURE_PUBLIC_DIR, path.join(repository, "public"), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: repository, encoding: "utf8", stdio: "pipe" }).trim();
  const identity = ["-c", "user.name=Fixture", "-c", "user.email=fixture@example.in"];
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git(...identity, "commit", "-qm", "fixture");
  base = git("rev-parse", "main");
  git("checkout", "-qb", BRANCH);
  for (const { file, from, to } of REWORDED) {
    const where = path.join(contentDir, file);
    const text = fs.readFileSync(where, "utf8");
    expect(text, `${file} has the words the test rewords`).toContain(from);
    fs.writeFileSync(where, text.replace(from, to));
  }
  const site = path.join(contentDir, "site.yaml");
  const text = fs.readFileSync(site, "utf8");
  const [first] = (parse(text) as { address: { lines: string[] } }).address.lines;
  expect(text, "site.yaml writes its first address line in double quotes").toContain(`"${first}"`);
  fs.writeFileSync(site, text.replace(`"${first}"`, `"${NEW_LINE}"`));
  git(...identity, "commit", "-qam", "reworded, and the practice moved");
  commit = git("rev-parse", BRANCH);
  // The repository stays on the branch: the address tests read its content.
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

/** Waits until the search has answered: results, or the words for none. */
async function answered(page: import("@playwright/test").Page) {
  await expect(
    page.locator(`#${SEARCH_IDS.results}, #${SEARCH_IDS.nothingFound}`).locator("visible=true"),
  ).toHaveCount(1);
}

test("on /hi/search, a word typed without its vowel signs finds its page", async ({ page }) => {
  const { title } = parseYaml(read(`${HINDI}/tools/diary.yaml`)) as { title: string };
  const [word] = title
    .split(/\s+/)
    .sort(
      (a, b) => b.length - withoutVowelSigns(b).length - (a.length - withoutVowelSigns(a).length),
    );
  const typed = withoutVowelSigns(word);
  expect(typed).not.toBe(word);
  await page.goto(`${preview.url}${inLanguage(paths.search(), HINDI)}`);
  await search(page, typed);
  await expect(resultLinks(page).filter({ hasText: title })).toHaveAttribute(
    "href",
    inLanguage(paths.tool("diary"), HINDI),
  );
});

test("on /hi/search, a word from an article's body lists the article", async ({ page }) => {
  const [article] = published;
  const word = rarestWord(
    article.body,
    articleFiles.filter((other) => other !== article).map((other) => other.body),
  );
  await page.goto(`${preview.url}${inLanguage(paths.search(), HINDI)}`);
  await search(page, word);
  await expect(resultLinks(page).filter({ hasText: article.data.title })).toHaveAttribute(
    "href",
    inLanguage(paths.article(article.slug), HINDI),
  );
});

for (const article of unpublished) {
  test(`${article.slug} is never found, though the preview has its page`, async ({ page }) => {
    const others = published.flatMap((other) => [other.body, other.data.title]);
    const words = [
      rarestWord(article.body, others),
      rarestWord(`${article.data.title}\n\n${article.body}`, others),
    ];
    const response = await page.goto(`${preview.url}${paths.article(article.slug)}`);
    expect(response?.status()).toBe(200);
    for (const word of words) {
      await expect(page.getByRole("main")).toContainText(new RegExp(word, "i"));
      await page.goto(`${preview.url}${paths.search()}`);
      await search(page, word);
      await answered(page);
      await expect(resultLinks(page).filter({ hasText: article.data.title })).toHaveCount(0);
      await page.goBack();
    }
  });
}

test("no link on a Hindi page leaves Hindi for a page Hindi has", async ({ page }) => {
  const { walked, leaving } = await linksLeavingLanguage(page, preview.url, HINDI);
  // The walk reached the articles and the tools, not the home page alone.
  expect(walked.length).toBeGreaterThan(10);
  expect(leaving).toEqual([]);
});

test("a Marathi page shows the moved English address, marked English, and the banner says it is behind", async ({
  page,
}) => {
  const content = (await contentReader()).loadContent(contentDir, PREVIEW);
  const english = content.site.address;
  const marathi = content.translations[MARATHI];
  const oldLines = (
    parse(fs.readFileSync(path.join(contentDir, MARATHI, "site.yaml"), "utf8")) as {
      address: { lines: string[] };
    }
  ).address.lines;
  const locale = content.languages[0].locale;

  await page.goto(`${preview.url}${inLanguage(paths.home(), MARATHI)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", marathi.language.locale);
  const inFooter = page.getByRole("contentinfo").locator("address");
  await expect(inFooter).toHaveAttribute("lang", locale);
  await expect(inFooter).toContainText(NEW_LINE);
  await expect(inFooter).toContainText(english.postalCode);
  for (const line of oldLines) await expect(inFooter).not.toContainText(line);
  // The top bar's part of it (shown on wide screens) is marked too.
  const topBar = page.locator(".topbar-address [lang]");
  await expect(topBar).toHaveAttribute("lang", locale);
  await expect(topBar).toContainText(english.city);
  await expect(page.getByText(marathi.words.labels.preview.addressBehind)).toBeVisible();
});
