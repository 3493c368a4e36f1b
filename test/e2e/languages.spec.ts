// What a parent sees of the languages: the switch keeps the page both ways; from a page that is
// not translated it leads to the language's home, which says so; a translation made from older
// English words says so, with a link; lists show the language's articles first, then the English
// ones (marked); dates in the language with Latin digits; a feed per language. The sweep of every
// route (routes.spec.ts) checks each page's lang, hreflang and switch links, axe and links.
import { expect, test } from "./csp.fixture";
import {
  articles,
  englishDigest,
  frontmatterOf,
  languages,
  otherLanguages,
  siteIn,
  translates,
} from "./helpers";
import { inLanguage, NOT_TRANSLATED_ID, paths, SITE_PAGES } from "../../app/lib/paths";

// Its tests only read the pages they load, so they share the worker's page (csp.fixture.ts).
test.use({ pageSharedByTests: true });

const [english] = languages;
const DEVANAGARI_DIGIT = /[०-९]/;

for (const language of otherLanguages) {
  const { code, locale, name } = language;
  const words = siteIn(code);
  const translated = articles.filter((article) => translates(code, `articles/${article.slug}.mdx`));

  test(`${code}: the switch keeps the page both ways, with the date in ${code}`, async ({
    page,
  }) => {
    expect(translated.length, `an article translated into ${code}`).toBeGreaterThan(0);
    const article = translated[0];
    await page.goto(paths.article(article.slug));
    await page.locator(`.language-switch a[lang="${locale}"]`).click();
    await expect(page).toHaveURL(inLanguage(paths.article(article.slug), code));
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    const own = frontmatterOf(`${code}/articles/${article.slug}.mdx`);
    await expect(page.locator("h1")).toHaveText(own.title);
    const date = page.locator("article header time").first();
    await expect(date).toHaveAttribute("datetime", article.date);
    const text = (await date.textContent()) ?? "";
    expect(text).toContain(article.date.slice(0, 4));
    expect(text).not.toMatch(DEVANAGARI_DIGIT);
    expect(text).not.toMatch(/[A-Za-z]/);

    await page.locator(`.language-switch a[lang="${english.locale}"]`).click();
    await expect(page).toHaveURL(paths.article(article.slug));
    await expect(page.locator("h1")).toHaveText(article.title);
  });

  test(`${code}: from a page not translated, the switch leads home and says so`, async ({
    page,
  }) => {
    const untranslated = SITE_PAGES.find(
      (each) => !translates(code, `pages/${each.menuKey ?? "privacy"}.md`),
    );
    expect(untranslated, `a page not translated into ${code}`).toBeDefined();
    await page.goto(untranslated!.path);
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(`${inLanguage(paths.home(), code)}#${NOT_TRANSLATED_ID}`);
    const note = page.locator(`#${NOT_TRANSLATED_ID}`);
    await expect(note).toBeVisible();
    await expect(note).toHaveText(words.labels.notTranslated);
    // Reached any other way, the home page has no such note.
    await page.goto(inLanguage(paths.home(), code));
    await expect(note).toBeHidden();
  });

  test(`${code}: a translation made from older English words says so, with a link`, async ({
    page,
  }) => {
    const stale = SITE_PAGES.find((each) => {
      const file = `pages/${each.menuKey ?? "privacy"}.md`;
      if (!translates(code, file)) return false;
      return frontmatterOf(`${code}/${file}`).translatedFromDigest !== englishDigest(file);
    });
    expect(stale, `a page of ${code} made from older English words`).toBeDefined();
    await page.goto(inLanguage(stale!.path, code));
    const link = page.getByRole("link", { name: words.labels.readInEnglish });
    await expect(link).toHaveAttribute("href", stale!.path);
    await expect(link).toHaveAttribute("hreflang", english.locale);
    await expect(page.locator(".translation-notice", { has: link })).toContainText(
      words.labels.englishUpdated,
    );
  });

  for (const list of [paths.allArticles(), paths.resources()])
    test(`${code}: ${list} shows its articles first, then the English ones, marked`, async ({
      page,
    }) => {
      expect(translates(code, "pages/resources.md"), `${code}'s Resources page`).toBe(true);
      await page.goto(inLanguage(list, code));
      const cards = page.locator("main .article-card");
      for (const [index, article] of translated.entries()) {
        const card = cards.nth(index);
        await expect(card.locator(".card-title")).not.toHaveAttribute("lang", /./);
        await expect(card.locator("a")).toHaveAttribute(
          "href",
          inLanguage(paths.article(article.slug), code),
        );
      }
      const heading = page.getByRole("heading", { name: words.labels.alsoInEnglish });
      await expect(heading).toBeVisible();
      const englishCards = page.locator("main .also-in-english ~ ul .article-card");
      await expect(englishCards.first().locator(".card-title")).toHaveAttribute(
        "lang",
        english.locale,
      );
      const href = await englishCards.first().locator("a").getAttribute("href");
      expect(articles.map((article) => paths.article(article.slug))).toContain(href);
    });

  test(`${code}: its own feed, with its language and only its articles`, async ({ request }) => {
    const response = await request.get(inLanguage(paths.feed(), code));
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`<language>${locale}</language>`);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    const site = siteIn(code).url;
    expect(new Set(links)).toEqual(
      new Set(
        translated.map(
          (article) => new URL(inLanguage(paths.article(article.slug), code), site).href,
        ),
      ),
    );
  });
}

test("the first language's feed names its language", async ({ request }) => {
  const xml = await (await request.get(paths.feed())).text();
  expect(xml).toContain(`<language>${english.locale}</language>`);
});
