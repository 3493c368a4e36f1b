// Read More on each article card (on /resources for the newest six, on the list of all articles for
// every one) opens that article, with its title, category, read time, date, body and a way back to
// /resources.
import { expect, test } from "./csp.fixture";
import { ARTICLES_PER_PAGE } from "../../app/lib/pagination";
import { withPage } from "../../app/lib/paths";
import {
  articles,
  READ_TIME,
  site,
  h2Headings,
  longDate,
  newestFirst,
  ON_RESOURCES,
  paragraphs,
  resources,
} from "./helpers";

newestFirst(articles).forEach((article, index) => {
  test(`Read More opens "${article.title}"`, async ({ page }) => {
    const onResources = ON_RESOURCES.includes(article);
    const listPage = withPage("/resources/articles", Math.floor(index / ARTICLES_PER_PAGE) + 1);
    await page.goto(onResources ? "/resources" : listPage);
    const section = onResources
      ? page.getByRole("region", { name: resources.articlesHeading })
      : page.getByRole("main");
    const item = section
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: article.title, exact: true }) });
    const cardReadTime = await item.getByText(READ_TIME).textContent();

    const readMore = item.getByRole("link", { name: /Read More/ });
    await expect(readMore).toHaveCount(1);
    await readMore.click();
    await expect(page).toHaveURL(`/resources/${article.slug}`);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    const header = page.locator("article header");
    await expect(header.getByText(article.categoryTitle, { exact: true })).toBeVisible();
    await expect(header.getByText(READ_TIME)).toHaveText(cardReadTime ?? "");
    const date = header.locator("time");
    await expect(date).toHaveAttribute("datetime", article.date);
    await expect(date).toHaveText(longDate(article.date));

    const main = page.getByRole("main");
    const [firstParagraph] = paragraphs(article.body);
    await expect(main.getByText(firstParagraph)).toBeVisible();
    for (const heading of h2Headings(article.body)) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }

    const back = main.locator('a[href="/resources"]');
    await expect(back.first()).toBeVisible();
    await back.first().click();
    await expect(page).toHaveURL("/resources");
  });
});

test("an article shows who reviewed it, and when, only when it names its reviewer", async ({
  page,
}) => {
  // The fixture tree has articles with and without a reviewer; any content tree works.
  const reviewedPrefix = site.labels.reviewedBy.split("{name}")[0];
  for (const article of articles) {
    await page.goto(`/resources/${article.slug}`);
    const header = page.locator("article header");
    if (!article.reviewedBy) {
      await expect(header.getByText(reviewedPrefix)).toHaveCount(0);
      continue;
    }
    const name = article.reviewedBy;
    const expected = article.lastReviewed
      ? site.labels.reviewedByOn
          .replace("{name}", name)
          .replace("{date}", longDate(article.lastReviewed))
      : site.labels.reviewedBy.replace("{name}", name);
    await expect(header.getByText(expected, { exact: true })).toBeVisible();
  }
});
