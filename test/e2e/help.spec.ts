// Help within reach: the same "Need help now?" link in the same place at the top of every page
// (the 404 page too), visible on a phone without opening the menu, leads in one tap to tap-to-call
// links for every helpline in site.yaml, each with what it is for and the day it was last checked.
// In articles, every helpline number is a tap-to-call link.
import type { Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { articles, resources, ROUTES, site, UNKNOWN_PATH } from "./helpers";

const PAGES = [...ROUTES.map((route) => route.path), UNKNOWN_PATH];

/** The first link of the page named "Need help now?": in the top bar, before the menu. */
const helpLink = (page: Page) =>
  page.getByRole("link", { name: site.help.link, exact: true }).first();

async function expectHelplinesInView(page: Page) {
  const box = page.locator("#emergency");
  await expect(box).toBeInViewport();
  for (const line of site.helplines) {
    const item = box.getByRole("listitem").filter({ hasText: line.description });
    await expect(item.getByRole("link", { name: line.number })).toHaveAttribute(
      "href",
      `tel:${line.number}`,
    );
    await expect(item.locator("time")).toHaveAttribute("datetime", line.verified);
  }
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("every page has the same help link in the same place, one tap from the helplines", async ({
    page,
  }) => {
    test.setTimeout(30_000 + PAGES.length * 3_000);
    let firstPlace: { x: number; y: number } | null = null;
    for (const path of PAGES) {
      await page.goto(path);
      const link = helpLink(page);
      await expect(link, path).toBeVisible();
      await expect(link, path).toBeInViewport();
      // Above the main menu's links (visible without opening the menu) and above the page itself.
      const main = await page.getByRole("main").boundingBox();
      const linkBox = await link.boundingBox();
      expect(linkBox!.y + linkBox!.height, path).toBeLessThanOrEqual(main!.y);
      const place = await link.boundingBox();
      firstPlace ??= place && { x: place.x, y: place.y };
      expect(place && { x: place.x, y: place.y }, path).toEqual(firstPlace);
      await link.tap();
      await expectHelplinesInView(page);
    }
  });
});

test("the emergency numbers are there for 112, 14416 and 1098", () => {
  // The specification's helplines: whatever else site.yaml lists, these stay.
  const numbers = site.helplines.map((line) => line.number);
  for (const number of ["112", "14416", "1098"]) expect(numbers).toContain(number);
});

test("24/7 crisis support on Resources leads to the helplines", async ({ page }) => {
  const stat = resources.stats.find((item) => item.value === "24/7");
  expect(stat?.href).toBe("#emergency");
  await page.goto("/resources");
  await page.getByRole("link", { name: new RegExp(`24/7\\s*${stat?.label}`) }).click();
  await expectHelplinesInView(page);
});

for (const article of articles) {
  test(`every helpline number in "${article.title}" is a tap-to-call link`, async ({ page }) => {
    await page.goto(`/resources/${article.slug}`);
    const numbers = site.helplines.map((line) => line.number);
    // Text in the article that shows a helpline number outside a tel: link.
    const untappable = await page.locator("main article").evaluate((root, numbers) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const inTel = node.parentElement?.closest('a[href^="tel:"]');
        for (const number of numbers) {
          if (!inTel && new RegExp(`(^|\\D)${number}(\\D|$)`).test(node.textContent ?? "")) {
            found.push(`${number} in "${node.textContent?.trim().slice(0, 60)}"`);
          }
        }
      }
      return found;
    }, numbers);
    expect(untappable).toEqual([]);
  });
}
