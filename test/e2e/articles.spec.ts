// Read More on each article card opens that article, with its title, category, read time, date,
// body and a way back to /resources.
import { expect, test } from "@playwright/test";
import { articles, h2Headings, longDate, paragraphs, resources } from "./helpers";

for (const article of articles) {
  test(`Read More opens "${article.title}"`, async ({ page }) => {
    await page.goto("/resources");
    const section = page.getByRole("region", { name: resources.articlesHeading });
    const item = section
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: article.title, exact: true }) });
    const cardReadTime = await item.getByText(/^\d+ min read$/).textContent();

    const readMore = item.getByRole("link", { name: /Read More/ });
    await expect(readMore).toHaveCount(1);
    await readMore.click();
    await expect(page).toHaveURL(`/resources/${article.slug}`);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    const header = page.locator("article header");
    await expect(header.getByText(article.categoryTitle, { exact: true })).toBeVisible();
    await expect(header.getByText(/^\d+ min read$/)).toHaveText(cardReadTime ?? "");
    const minutes = Number(cardReadTime?.match(/\d+/)?.[0]);
    expect(minutes).toBeGreaterThanOrEqual(5);
    expect(minutes).toBeLessThanOrEqual(9);
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
}
