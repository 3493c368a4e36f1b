// Cards a parent can read at a glance: a card left alone in the last row of a grid sits in the
// middle. (That the home page's service cards look like the links they are and lead to the service
// is checked with the rest of the home page in pages.spec.ts.)
import type { Locator } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { services } from "./helpers";

// Its tests only read the pages they load, so they share the worker's page (csp.fixture.ts).
test.use({ pageSharedByTests: true });

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

for (const path of ["/", "/services"]) {
  test(`${path}: a service card alone in the last row is in the middle, at 700 and 1280 px`, async ({
    page,
  }) => {
    // The grid is laid out by CSS alone: one load, sized to each width in turn.
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto(path);
    for (const width of [700, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const grid = page.locator("main ul.card-grid").filter({ hasText: services[0].title });
      // The fixture has seven services: at two or three columns the last is alone.
      expect(await lastIsAlone(grid), `${width} px`).toBe(true);
      expect(await offCentre(grid), `${width} px`).toBeLessThan(2);
    }
  });
}
