// What a parent sees of the languages: the switch keeps the page both ways; an article not
// translated opens inside the language's pages, in English, and the way back stays in the
// language; a translation made from older English words says so, with a link; lists show the
// language's articles first, then the English ones (marked), and count only the language's own;
// dates in the language with Latin digits; a feed per language. The sweep of every route
// (routes.spec.ts) checks each page's lang, hreflang and switch links (the nearest page where the
// language has not the page), axe and links.
import { expect, test } from "./csp.fixture";
import {
  absolute,
  articles,
  englishDigest,
  englishOnlyArticles,
  frontmatterOf,
  languages,
  otherLanguages,
  resourcesIn,
  siteIn,
  translates,
  wordsIn,
} from "./helpers";
import { inLanguage, MAIN_PAGES, paths, SITE_PAGES } from "../../app/lib/paths";

// Its tests only read the pages they load, so they share the worker's page (csp.fixture.ts).
test.use({ pageSharedByTests: true });

const [english] = languages;
const DEVANAGARI_DIGIT = /[०-९]/;

for (const language of otherLanguages) {
  const { code, locale, name } = language;
  const words = wordsIn(code);
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

  test(`${code}: an article in English only keeps the parent in ${code}, and leads back to its list`, async ({
    page,
  }) => {
    expect(translates(code, "pages/resources.md"), `${code}'s Resources page`).toBe(true);
    const [article] = englishOnlyArticles(code);
    expect(article, `an article not translated into ${code}`).toBeDefined();
    const list = inLanguage(paths.topic(article.category), code);
    const address = inLanguage(paths.article(article.slug), code);
    await page.goto(list);
    await page.locator(`main .article-card a[href="${address}"]`).click();
    await expect(page).toHaveURL(address);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.locator("h1")).toHaveText(article.title);
    await expect(page.locator("h1")).toHaveAttribute("lang", english.locale);
    await expect(page.getByText(words.labels.englishOnly, { exact: true })).toBeVisible();
    // The menus, the booking button and the help link in the parent's language.
    const menu = page.getByRole("navigation", { name: words.labels.mainMenu, includeHidden: true });
    await expect(menu.getByRole("listitem", { includeHidden: true })).toHaveText(
      MAIN_PAGES.map((each) => words.navigation[each.menuKey]),
    );
    await expect(
      menu.getByRole("link", { name: words.navigation.book, includeHidden: true }),
    ).toHaveCount(1);
    await expect(page.getByRole("link", { name: words.help.link }).first()).toBeVisible();
    // Search engines are told it is the English page's copy.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      absolute(paths.article(article.slug)),
    );
    // Its topic leads back to the list in the parent's language.
    const topic = resourcesIn(code).categories.find((each) => each.id === article.category)!;
    await page.getByRole("main").getByRole("link", { name: topic.title, exact: true }).click();
    await expect(page).toHaveURL(list);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    // And the switch from the English page leads to it inside the parent's language.
    await page.goto(paths.article(article.slug));
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(address);
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
      // Its count of articles is of those in its language.
      const counted = resourcesIn(code).stats.findIndex((stat) => stat.count === "articles");
      if (list === paths.resources() && counted !== -1) {
        const figure = page.locator("main .stats > li").nth(counted).locator("strong");
        await expect(figure).toHaveText(String(translated.length));
      }
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
      // It opens inside the language's pages (in English).
      const href = await englishCards.first().locator("a").getAttribute("href");
      expect(articles.map((article) => inLanguage(paths.article(article.slug), code))).toContain(
        href,
      );
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
