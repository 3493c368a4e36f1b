// Cards a parent can read at a glance: a card left alone in the last row of a grid sits in the
// middle, and the home page's service cards look like the links they are and lead to the service.
import type { Locator } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { services } from "./helpers";

/** How far the middle of the last card is from the middle of its grid, in pixels. */
async function offCentre(grid: Locator): Promise<number> {
  const gridBox = (await grid.boundingBox())!;
  const lastBox = (await grid.locator(":scope > li").last().boundingBox())!;
  return Math.abs(lastBox.x + lastBox.width / 2 - (gridBox.x + gridBox.width / 2));
}

/** Whether the grid's last card is alone in its row (no other card shares its top edge). */
async function lastIsAlone(grid: Locator): Promise<boolean> {
  const tops = await grid
    .locator(":scope > li")
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
  return tops.filter((top) => top === tops.at(-1)).length === 1;
}

for (const width of [700, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ["/", "/services"]) {
      test(`${path}: a service card alone in the last row is in the middle`, async ({ page }) => {
        await page.goto(path);
        const grid = page.locator("main ul.card-grid").filter({ hasText: services[0].title });
        // The fixture has seven services: at two or three columns the last is alone.
        expect(await lastIsAlone(grid)).toBe(true);
        expect(await offCentre(grid)).toBeLessThan(2);
      });
    }
  });
}

test("the home page's service cards are underlined links that lead to their service", async ({
  page,
}) => {
  await page.goto("/");
  for (const service of services) {
    const link = page.getByRole("main").getByRole("link", { name: service.title, exact: true });
    await expect(link).toHaveCSS("text-decoration-line", "underline");
    await expect(link).toHaveAttribute("href", `/services#${service.slug}`);
  }
  await page.getByRole("main").getByRole("link", { name: services[0].title, exact: true }).click();
  await expect(page).toHaveURL(`/services#${services[0].slug}`);
});
