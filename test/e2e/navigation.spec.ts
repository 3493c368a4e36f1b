// Moving around the site: the mobile menu, the page starting at the top after a route change, and
// the menu's look once the page scrolls. (That every internal link on every page leads somewhere,
// to the very element a #fragment names, is checked page by page in routes.spec.ts.)
import type { Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { MAIN_PAGES, words } from "./helpers";
import { paths } from "../../app/lib/paths";

// Its tests only read the pages they load, so they share the worker's page (csp.fixture.ts).
test.use({ pageSharedByTests: true });

const { navigation } = words;

function menu(page: Page) {
  // The menu is display: none while closed, so hidden elements are included on purpose.
  const nav = page.getByRole("navigation", { name: words.labels.mainMenu, includeHidden: true });
  return {
    toggle: page.getByRole("button", { name: /menu/i }),
    links: nav.getByRole("link", { includeHidden: true }),
    link: (name: string) => nav.getByRole("link", { name, exact: true, includeHidden: true }),
  };
}

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("on the home page, the menu opens and closes with its toggle, closes when a link is chosen, and a chosen link navigates", async ({
    page,
  }) => {
    // One load: each step leaves the menu closed, as the page loads; the last one leaves the page.
    await page.goto(paths.home());
    await test.step("links are hidden until the toggle opens the menu, and it closes again", async () => {
      const { toggle, links } = menu(page);
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toHaveAttribute("aria-controls", "site-menu");
      for (const link of await links.all()) await expect(link).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(toggle).toHaveAccessibleName(/menu/i);
      for (const link of await links.all()) await expect(link).toBeVisible();
      await expect(links).toHaveText([...MAIN_PAGES.map((item) => item.label), navigation.book]);

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      for (const link of await links.all()) await expect(link).toBeHidden();
    });

    await test.step("choosing a link closes the menu", async () => {
      const { toggle, link } = menu(page);
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      // Keep the page where it is, to see the menu close by itself when a link is chosen.
      await page.evaluate(() =>
        document.addEventListener("click", (event) => event.preventDefault(), { once: true }),
      );
      await link(navigation.services).click();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(link(navigation.services)).toBeHidden();
      await expect(page).toHaveURL(paths.home());
    });

    await test.step("choosing a link navigates, and the menu is closed on the new page", async () => {
      const first = menu(page);
      await first.toggle.click();
      await first.link(navigation.about).click();
      await expect(page).toHaveURL(paths.about());
      const next = menu(page);
      await expect(next.toggle).toHaveAttribute("aria-expanded", "false");
      await expect(next.link(navigation.about)).toBeHidden();
      await expect(next.link(navigation.about)).toHaveAttribute("aria-current", "page");
    });
  });

  test("Escape closes the menu", async ({ page }) => {
    await page.goto(paths.resources());
    const { toggle, link } = menu(page);
    await toggle.click();
    await expect(link(navigation.contact)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(link(navigation.contact)).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the menu works on the contact page too (the page that hydrates)", async ({ page }) => {
    await page.goto(paths.contact());
    const { toggle, link } = menu(page);
    await expect(link(navigation.home)).toBeHidden();
    await toggle.click();
    await expect(link(navigation.home)).toBeVisible();
    await toggle.click();
    await expect(link(navigation.home)).toBeHidden();
  });
});

test.describe("menu at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("links are visible and there is no toggle", async ({ page }) => {
    await page.goto(paths.home());
    const { toggle, links } = menu(page);
    await expect(toggle).toBeHidden();
    await expect(links).toHaveCount(MAIN_PAGES.length + 1);
    for (const link of await links.all()) await expect(link).toBeVisible();
  });
});

test.describe("route change", () => {
  for (const from of ["/", "/contact"]) {
    test(`after scrolling down on ${from}, the next page starts at the top`, async ({ page }) => {
      await page.goto(from);
      const footerLink = page
        .getByRole("contentinfo")
        .getByRole("link", { name: navigation.resources, exact: true });
      await footerLink.scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(200);
      await footerLink.click();
      await expect(page).toHaveURL(paths.resources());
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    });
  }

  test("from the menu after scrolling, the next page starts at the top", async ({ page }) => {
    await page.goto(paths.services());
    await page.evaluate(() => scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(600);
    const { toggle, link } = menu(page);
    if (await toggle.isVisible()) await toggle.click();
    await link(navigation.about).click();
    await expect(page).toHaveURL(paths.about());
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  });
});

/** Scrolls to y, waits for the scroll event to reach the page, and returns the nav's look. */
async function scrollAndReadNavStyle(page: Page, y: number) {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        addEventListener("scroll", () => resolve(), { once: true });
        scrollTo(0, target);
      }),
    y,
  );
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(y);
  return readNavStyle(page);
}

function readNavStyle(page: Page) {
  return page.locator("[data-nav]").evaluate((nav) => {
    const style = getComputedStyle(nav);
    return {
      boxShadow: style.boxShadow,
      background: style.backgroundColor,
      border: style.borderBottomColor,
    };
  });
}

test.describe("navigation scroll style", () => {
  for (const path of ["/", "/contact"]) {
    test(`on ${path}: unchanged at 20 px, changed at 21 px, back at 0`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      const top = await readNavStyle(page);
      expect(top.boxShadow).toBe("none");

      const at20 = await scrollAndReadNavStyle(page, 20);
      expect(at20).toEqual(top);

      const at21 = await scrollAndReadNavStyle(page, 21);
      expect(at21.boxShadow).not.toBe(top.boxShadow);
      expect(at21.background).not.toBe(top.background);

      const back = await scrollAndReadNavStyle(page, 0);
      expect(back).toEqual(top);
    });
  }
});
