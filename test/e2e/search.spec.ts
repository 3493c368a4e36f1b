// Search (/search in each language), on npm start and on the static export: a word from an
// article's body lists that article, an English word on the Marathi search page finds the Marathi
// article translated from it, nothing found offers the topics and the contact page, without
// JavaScript the page lists every article by topic, and only the search page loads Pagefind, under
// a policy of its own. fixture-preview.spec.ts has the Hindi page and drafts (a preview build).
import { expect, test } from "./csp.fixture";
import { SEARCH_IDS } from "../../app/features/search/props";
import { inLanguage, paths } from "../../app/lib/paths";
import { counted, fill, type PluralForms } from "../../app/lib/format";
import {
  articles,
  englishLocale,
  markdownIn,
  otherLanguages,
  resources,
  resourcesIn,
  translates,
  wordsIn,
} from "./helpers";
import { SAME_ON_EVERY_HOST } from "./hosts";
import { bodyWords, rarestWord, resultLinks, search } from "./search-words";

/**
 * What the page and its script do with what the host sent (hosts.ts): on npm start only. The
 * static host runs the rest, which it answers for: Pagefind's files fetched from it, a query in
 * the address, the policy's header.
 */
const ONE_HOST = { tag: SAME_ON_EVERY_HOST };
const MARATHI = otherLanguages.find((language) => language.code === "mr")!;
const searchWords = (code?: string) =>
  markdownIn(code ? `${code}/pages/search.md` : "pages/search.md").data as unknown as {
    kinds: Record<string, string>;
    found: PluralForms;
    noResults: { heading: string; topics: string; contact: string };
    browseHeading: string;
  };

/** A published article of the fixture the language has translated, with its words there. */
const translated = articles.find((article) =>
  translates(MARATHI.code, `articles/${article.slug}.mdx`),
)!;
const marathi = markdownIn(`${MARATHI.code}/articles/${translated.slug}.mdx`);

// Its tests share the worker's page, which the fixture clears after each (csp.fixture.ts): a new
// context and page cost about 0.45 CPU s more than a load in a page already open.
test.use({ pageSharedByTests: "clearing" });

test("a word from an article's body lists the article, marked, with its kind", async ({ page }) => {
  const article = articles[0];
  const word = rarestWord(
    article.body,
    articles.filter((other) => other !== article).map((other) => other.body),
  );
  await page.goto(paths.search());
  await search(page, word);
  const link = resultLinks(page).filter({ hasText: article.title });
  await expect(link).toHaveAttribute("href", paths.article(article.slug));
  const result = page
    .locator(`#${SEARCH_IDS.results} li`)
    .filter({ has: page.getByRole("link", { name: article.title, exact: true }) });
  await expect(result.locator(".search-kind")).toHaveText(searchWords().kinds.article);
  await expect(result.locator("mark").first()).toHaveText(new RegExp(word, "i"));
  // Its link leads to the article; back, the query and its results are still there.
  await link.click();
  await expect(page).toHaveURL(paths.article(article.slug));
  await page.goBack();
  await expect(resultLinks(page).filter({ hasText: article.title })).toBeVisible();
});

test(
  "on the Marathi search page, a Marathi word of an article's body lists it",
  ONE_HOST,
  async ({ page }) => {
    const others = articles.flatMap((other) =>
      other.slug === translated.slug ? [] : [other.body, other.title],
    );
    const word = rarestWord(marathi.body, others);
    await page.goto(inLanguage(paths.search(), MARATHI.code));
    await search(page, word);
    await expect(resultLinks(page).filter({ hasText: marathi.data.title })).toHaveAttribute(
      "href",
      inLanguage(paths.article(translated.slug), MARATHI.code),
    );
  },
);

test(
  "on the Marathi search page, an English word finds the Marathi article translated from it",
  ONE_HOST,
  async ({ page }) => {
    const word = rarestWord(
      translated.body,
      articles.filter((other) => other !== translated).map((other) => other.body),
      marathi.body,
    );
    expect(`${marathi.data.title} ${marathi.body}`.toLowerCase()).not.toContain(word.toLowerCase());
    await page.goto(inLanguage(paths.search(), MARATHI.code));
    await search(page, word);
    await expect(resultLinks(page).filter({ hasText: marathi.data.title })).toHaveAttribute(
      "href",
      inLanguage(paths.article(translated.slug), MARATHI.code),
    );
  },
);

for (const language of [undefined, MARATHI]) {
  test(
    `${inLanguage(paths.search(), language?.code)} counts the pages found in the form for that number`,
    ONE_HOST,
    async ({ page }) => {
      const [body, others] = language
        ? [marathi.body, articles.flatMap((other) => (other === translated ? [] : [other.body]))]
        : [articles[0].body, articles.slice(1).map((other) => other.body)];
      const word = rarestWord(body, others);
      await page.goto(inLanguage(paths.search(), language?.code));
      await search(page, word);
      await expect(resultLinks(page).first()).toBeVisible();
      const count = await resultLinks(page).count();
      // A word of one article only: "1 page found", never "1 pages".
      expect(count).toBe(1);
      const found = counted(
        searchWords(language?.code).found,
        count,
        language?.locale ?? englishLocale,
      );
      await expect(page.locator(`#${SEARCH_IDS.status}`)).toHaveText(fill(found, { query: word }));
    },
  );
}

test(
  "an excerpt is the article's own words, spaced as the page shows them, without its title or facts",
  ONE_HOST,
  async ({ page }) => {
    const article = articles[0];
    const others = articles.slice(1).map((other) => other.body);
    // A word near the start of its body, so the excerpt begins where the article's text begins.
    const word = rarestWord(bodyWords(article.body).slice(0, 6).join(" "), others);
    await page.goto(paths.search());
    await search(page, word);
    const result = page
      .locator(`#${SEARCH_IDS.results} li`)
      .filter({ has: page.getByRole("link", { name: article.title, exact: true }) });
    const excerpt = (await result.locator(".search-excerpt").textContent()) ?? "";
    expect(excerpt.startsWith("…")).toBe(false);
    // Every word shown is a word of the body: no topic, read time or date, nor two run together.
    const written = new Set(article.body.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu));
    const shown = excerpt.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.filter((each) => !written.has(each))).toEqual([]);
    expect(excerpt.startsWith(article.title)).toBe(false);
  },
);

test("a query in the address is searched as the page opens (the form's own GET)", async ({
  page,
}) => {
  await page.goto(`${paths.search()}?q=${encodeURIComponent(translated.title)}`);
  await expect(page.locator(`#${SEARCH_IDS.field}`)).toHaveValue(translated.title);
  await expect(resultLinks(page).filter({ hasText: translated.title })).toBeVisible();
});

test("nothing found offers the topics and the contact page", ONE_HOST, async ({ page }) => {
  const words = searchWords();
  await page.goto(paths.search());
  await search(page, "qqxqzv");
  const nothing = page.locator(`#${SEARCH_IDS.nothingFound}`);
  await expect(nothing.getByRole("heading")).toHaveText(
    words.noResults.heading.replace("{query}", "qqxqzv"),
  );
  for (const category of resources.categories) {
    await expect(nothing.getByRole("link", { name: category.title })).toHaveAttribute(
      "href",
      paths.topic(category.id),
    );
  }
  await expect(nothing.getByRole("link", { name: words.noResults.contact })).toHaveAttribute(
    "href",
    paths.contact(),
  );
  await expect(resultLinks(page)).toHaveCount(0);
});

test(
  "every page's header leads to its language's search page, with no script file",
  ONE_HOST,
  async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(inLanguage(paths.article(translated.slug), MARATHI.code));
    await page
      .getByRole("banner")
      .getByRole("link", { name: wordsIn(MARATHI.code).navigation.search, exact: true })
      .click();
    await expect(page).toHaveURL(inLanguage(paths.search(), MARATHI.code));
    // The article page asked for nothing of the search; the search page waits for the parent.
    expect(requested.filter((address) => address.startsWith(paths.searchIndex()))).toEqual([]);
  },
);

test("only the search pages' policy allows WebAssembly", async ({ page }) => {
  for (const address of [paths.search(), inLanguage(paths.search(), MARATHI.code)]) {
    const response = await page.goto(address);
    expect(response?.headers()["content-security-policy"]).toContain("'wasm-unsafe-eval'");
  }
  for (const address of [paths.home(), paths.article(translated.slug), paths.about()]) {
    const response = await page.goto(address);
    expect(response?.headers()["content-security-policy"]).not.toContain("wasm");
  }
});

// A page of its own: one the worker shares may hold Pagefind's files from an earlier test.
test.describe("a page of its own", ONE_HOST, () => {
  test.use({ pageSharedByTests: false });

  test("the field's focus starts Pagefind's WebAssembly, fetched once for the search", async ({
    page,
  }) => {
    const wasm: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(paths.searchIndex()) && pathname.endsWith(".pagefind")) {
        wasm.push(pathname);
      }
    });
    await page.goto(paths.search());
    await page.locator(".search-ready").waitFor();
    await page.locator(`#${SEARCH_IDS.field}`).focus();
    // Before any key: beside Pagefind's script, not after it has read its entry file.
    await expect.poll(() => wasm.length).toBe(1);
    await search(page, bodyWords(articles[0].body)[0]);
    await expect(resultLinks(page).first()).toBeVisible();
    expect(wasm).toHaveLength(1);
  });

  test("Pagefind's own fetches take the page's preloads even when the page reads the entry late", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(paths.searchIndex())) requested.push(request.url());
    });
    // The page preloads the WebAssembly and the meta once it has read the entry file itself (no
    // query; Pagefind's own read has one). Held a second, that read ends after Pagefind's script
    // is in and the first key has asked for a search: Pagefind must still wait for the preloads,
    // or it fetches each file beside its preload (twice), and the preload is never used.
    const entry = `${paths.searchIndex()}pagefind-entry.json`;
    await page.route(
      (url) => url.pathname === entry && url.search === "",
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      },
    );
    await page.goto(paths.search());
    await page.locator(".search-ready").waitFor();
    await search(page, bodyWords(articles[0].body)[0]);
    await expect(resultLinks(page).first()).toBeVisible();
    // Once both preloads are in the page, every request of this search has started.
    await expect(page.locator('link[rel="preload"]')).toHaveCount(2);
    expect(requested.filter((url, index) => requested.indexOf(url) !== index)).toEqual([]);
    expect(requested.some((url) => url.endsWith(".pagefind"))).toBe(true);
  });
});

test.describe("on a phone", ONE_HOST, () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the action bar covers nothing at the first view and comes up with the first scroll", async ({
    page,
  }) => {
    await page.goto(paths.search());
    const bar = page.locator(".action-bar");
    await expect(bar).toBeHidden();
    await page.mouse.wheel(0, 200);
    await expect(bar).toBeVisible();
    await expect(bar).toBeInViewport({ ratio: 1 });
  });
});

test.describe("without JavaScript", ONE_HOST, () => {
  test.use({ javaScriptEnabled: false });

  for (const code of [undefined, MARATHI.code]) {
    test(`${inLanguage(paths.search(), code)} lists every article by topic`, async ({ page }) => {
      await page.goto(inLanguage(paths.search(), code));
      const browse = page.locator("#browse");
      await expect(browse.getByRole("heading", { level: 2 })).toHaveText(
        searchWords(code).browseHeading,
      );
      for (const category of (code ? resourcesIn(code) : resources).categories) {
        const topic = browse.locator("section").filter({
          has: page.getByRole("heading", { name: category.title, exact: true }),
        });
        const expected = articles
          .filter((article) => article.category === category.id)
          .map((article) => inLanguage(paths.article(article.slug), code));
        const links = await topic
          .getByRole("listitem")
          .getByRole("link")
          .evaluateAll((all) =>
            all.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
          );
        expect(links.sort()).toEqual(expected.sort());
      }
    });
  }
});
