// Finding articles: topic and age-group pages from the Resources cards and the list of all
// articles. Each article's related articles and invitation to book are checked by the route sweep
// (article-checks.ts).
import type { Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { pageCount } from "../../app/lib/pagination";
import { articles, LIST_PAGES, newestFirst, resources, site, words } from "./helpers";

// Its tests only read the pages they load, so they share the worker's page (csp.fixture.ts).
test.use({ pageSharedByTests: true });

async function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole("main").locator(".article-card .card-title").allTextContents();
}

test.describe("without JavaScript too", () => {
  test.use({ javaScriptEnabled: false });

  for (const category of resources.categories) {
    test(`the "${category.title}" card leads to its articles`, async ({ page }) => {
      await page.goto("/resources");
      await page.getByRole("link", { name: category.title, exact: true }).click();
      await expect(page).toHaveURL(`/resources/topics/${category.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.title);
      const expected = newestFirst(articles.filter((article) => article.category === category.id));
      expect(await cardTitles(page)).toEqual(expected.map((article) => article.title));
    });
  }

  for (const group of resources.ageGroups) {
    test(`the "${group.title}" card leads to the articles for ${group.ages}`, async ({ page }) => {
      await page.goto("/resources");
      await page.getByRole("link", { name: group.title, exact: true }).click();
      await expect(page).toHaveURL(`/resources/ages/${group.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(group.title);
      const expected = newestFirst(
        articles.filter((article) => article.ageGroups.includes(group.id)),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(await cardTitles(page)).toEqual(expected.map((article) => article.title));
    });
  }

  test("See all articles lists every article, newest first, each opening its page", async ({
    page,
  }) => {
    await page.goto("/resources");
    await page.getByRole("link", { name: words.labels.seeAllArticles }).click();
    await expect(page).toHaveURL("/resources/articles");
    const expected = newestFirst(articles);
    // Page after page through the older articles, until there is no link to older ones.
    const titles: string[] = [];
    for (let pages = 1; ; pages++) {
      const onThisPage = await cardTitles(page);
      titles.push(...onThisPage);
      const older = page.getByRole("link", { name: words.labels.olderArticles });
      // site.yaml's articlesPerPage to a page, the last page what is left.
      if ((await older.count()) === 0) {
        expect(onThisPage.length).toBeLessThanOrEqual(site.articlesPerPage);
        break;
      }
      expect(onThisPage.length).toBe(site.articlesPerPage);
      await older.click();
      await expect(page).toHaveURL(`/resources/articles/${pages + 1}`);
    }
    expect(titles).toEqual(expected.map((article) => article.title));
    await page.goto("/resources/articles");
    // The link's text ends with the article's title, hidden: "Read More: <title>" (Chromium adds
    // a space before the hidden part, which is positioned out of the line).
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const name = new RegExp(`^${escape(words.labels.readMore)} ?: ${escape(expected[1].title)}$`);
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(`/resources/${expected[1].slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected[1].title);
  });
});

test("each list page offers the way back to Resources", async ({ page }) => {
  for (const list of LIST_PAGES) {
    await page.goto(list.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(list.heading);
    await expect(
      page.getByRole("main").getByRole("link", { name: words.labels.backToResources }),
    ).toHaveAttribute("href", "/resources");
  }
});

test("a list page number that does not exist is the 404 page", async ({ page }) => {
  for (const path of [
    `/resources/articles/${pageCount(articles.length, site.articlesPerPage) + 1}`,
    "/resources/articles/1",
    "/resources/topics/sleep",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
