// A preview build (PREVIEW=true, built here on npm start's server) of a scratch copy of the fixture
// tree where the practice has moved: its English address changed after the Marathi was written.
// One build for both kinds of test, instead of one each:
// - Search: Hindi is built only in previews, and so are drafts and scheduled articles. A word typed
//   without its vowel signs on /hi/search finds its page, a word from an article's body lists it
//   on /hi/search too, and no draft or scheduled article is ever found, though their pages are
//   there. And, Hindi being only in previews, no link on a Hindi page leaves Hindi for a page it
//   has (stay-in-language.spec.ts walks the published languages on the suite's build).
// - The English address in a translation whose own was written for an older English address
//   (decision 014): on a phone, a Marathi page's footer and top bar show the new English address,
//   marked lang="en-IN" so that a screen reader reads it in English, and never the old Marathi
//   one; the preview's banner says that the address is behind, in Marathi. The fixture's Marathi
//   has no contact page (/mr/contact is its 404, in Marathi): the contact page's layout of the
//   address is rendered by test/address-behind.test.ts, which checks which address a page shows
//   in every case.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./csp.fixture";
import { parse } from "yaml";
import { SEARCH_IDS } from "../../app/features/search/props";
import { inLanguage, paths } from "../../app/lib/paths";
import { splitFrontmatter, isSplit } from "../../app/content/frontmatter";
import { parseYaml } from "../../app/content/frontmatter";
import { loadContent } from "../../app/build-time/load-content";
import { copyOfFixture, FIXTURE_CONTENT_DIR, PREVIEW } from "../fixture-tree";
import { previewOf, type BranchPreview } from "./branch-preview";
import { rarestWord, resultLinks, search, withoutVowelSigns } from "./search-words";
import { linksLeavingLanguage } from "./language-walk";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 3;
const HINDI = "hi";
const MARATHI = "mr";
/** The practice's new first line of its address, in English. */
const NEW_LINE = "Shop 2, Moved Lane";

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

test.describe.configure({ mode: "serial" });

let preview: BranchPreview;
let contentDir: string;
test.beforeAll(async () => {
  // A build of the whole fixture: the app build is the suite's own, kept in the build cache.
  test.setTimeout(240_000);
  contentDir = copyOfFixture();
  const site = path.join(contentDir, "site.yaml");
  const text = fs.readFileSync(site, "utf8");
  const [first] = (parse(text) as { address: { lines: string[] } }).address.lines;
  expect(text, "site.yaml writes its first address line in double quotes").toContain(`"${first}"`);
  fs.writeFileSync(site, text.replace(`"${first}"`, `"${NEW_LINE}"`));
  preview = await previewOf(contentDir, PORT);
});
test.afterAll(async () => {
  await preview?.stop();
  if (contentDir) fs.rmSync(path.dirname(contentDir), { recursive: true, force: true });
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
  const content = loadContent(contentDir, PREVIEW);
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
