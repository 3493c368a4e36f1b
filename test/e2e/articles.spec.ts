// Read More on an article card opens that article, whose read time is the card's, and its way back
// leads to /resources. Every card's Read More address, and every article page's header, text,
// reviewer, JSON-LD and related articles are checked by the route sweep (article-checks.ts).
import { expect, test } from "./csp.fixture";
import { ON_RESOURCES, READ_TIME, resources, site } from "./helpers";
import { paths } from "../../app/lib/paths";

// Its tests only read the pages they load, so they share the worker's page (csp.fixture.ts).
test.use({ pageSharedByTests: true });

test("Read More opens the article, with the card's read time, and the way back leads to Resources", async ({
  page,
}) => {
  const [article] = ON_RESOURCES;
  await page.goto(paths.resources());
  const item = page
    .getByRole("region", { name: resources.articlesHeading })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: article.title, exact: true }) });
  const cardReadTime = await item.getByText(READ_TIME).textContent();
  await item.getByRole("link", { name: site.labels.readMore }).click();
  await expect(page).toHaveURL(paths.article(article.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  await expect(page.locator("article header").getByText(READ_TIME)).toHaveText(cardReadTime ?? "");

  await page.getByRole("main").locator(`a[href="${paths.resources()}"]`).first().click();
  await expect(page).toHaveURL(paths.resources());
});
