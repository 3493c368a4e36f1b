// Unknown paths and unknown article slugs: HTTP 404, inside the layout, with a way back.
import { expect, test } from "./csp.fixture";
import {
  errors,
  expectNoEmptyLinks,
  MAIN_PAGES,
  site,
  UNKNOWN_ARTICLE,
  UNKNOWN_PATH,
  words,
} from "./helpers";
import { fill } from "../../app/lib/format";
import { paths } from "../../app/lib/paths";

// Its tests only read the pages they load, so they share the worker's page (csp.fixture.ts).
test.use({ pageSharedByTests: true });

for (const path of [UNKNOWN_PATH, UNKNOWN_ARTICLE, "/about/team/2024"]) {
  test(`${path} answers 404 with the not-found page inside the layout`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);

    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(errors.notFound.heading);
    await expect(page.getByText(errors.notFound.text)).toBeVisible();
    await expect(page).toHaveTitle(
      fill(words.labels.pageTitle, { title: errors.notFound.title, name: site.name }),
    );

    // The layout: top bar, navigation and footer.
    await expect(page.locator(".topbar").getByRole("link", { name: site.phone })).toBeVisible();
    // At 390 px the menu is closed (display: none), so hidden elements are included.
    const nav = page.getByRole("navigation", { name: words.labels.mainMenu, includeHidden: true });
    await expect(nav.getByRole("link", { includeHidden: true })).toHaveCount(MAIN_PAGES.length + 1);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    // A way home and to each main page, in the page itself.
    const main = page.getByRole("main");
    for (const item of MAIN_PAGES) {
      await expect(main.getByRole("link", { name: item.label, exact: true })).toHaveAttribute(
        "href",
        item.path,
      );
    }
    await expectNoEmptyLinks(page);
    await main.getByRole("link", { name: words.navigation.home, exact: true }).click();
    await expect(page).toHaveURL(paths.home());
  });
}
