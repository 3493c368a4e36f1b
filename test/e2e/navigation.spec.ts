// Moving around the site: the mobile menu, the page starting at the top after a route change, and
// links that all lead somewhere.
import type { Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { MAIN_PAGES, ROUTES } from "./helpers";

function menu(page: Page) {
  // The menu is display: none while closed, so hidden elements are included on purpose.
  const nav = page.getByRole("navigation", { name: "Main", includeHidden: true });
  return {
    toggle: page.getByRole("button", { name: /menu/i }),
    links: nav.getByRole("link", { includeHidden: true }),
    link: (name: string) => nav.getByRole("link", { name, exact: true, includeHidden: true }),
  };
}

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("links are hidden until the toggle opens the menu, and it closes again", async ({
    page,
  }) => {
    await page.goto("/");
    const { toggle, links } = menu(page);
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "site-menu");
    for (const link of await links.all()) await expect(link).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName(/menu/i);
    for (const link of await links.all()) await expect(link).toBeVisible();
    await expect(links).toHaveText([...MAIN_PAGES.map((item) => item.label), "Book Consultation"]);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    for (const link of await links.all()) await expect(link).toBeHidden();
  });

  test("choosing a link closes the menu", async ({ page }) => {
    await page.goto("/");
    const { toggle, link } = menu(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // Keep the page where it is, to see the menu close by itself when a link is chosen.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => event.preventDefault(), { once: true }),
    );
    await link("Services").click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(link("Services")).toBeHidden();
    await expect(page).toHaveURL("/");
  });

  test("choosing a link navigates, and the menu is closed on the new page", async ({ page }) => {
    await page.goto("/");
    const first = menu(page);
    await first.toggle.click();
    await first.link("About Us").click();
    await expect(page).toHaveURL("/about");
    const next = menu(page);
    await expect(next.toggle).toHaveAttribute("aria-expanded", "false");
    await expect(next.link("About Us")).toBeHidden();
    await expect(next.link("About Us")).toHaveAttribute("aria-current", "page");
  });

  test("Escape closes the menu", async ({ page }) => {
    await page.goto("/resources");
    const { toggle, link } = menu(page);
    await toggle.click();
    await expect(link("Contact")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(link("Contact")).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the menu works on the contact page too (the page that hydrates)", async ({ page }) => {
    await page.goto("/contact");
    const { toggle, link } = menu(page);
    await expect(link("Home")).toBeHidden();
    await toggle.click();
    await expect(link("Home")).toBeVisible();
    await toggle.click();
    await expect(link("Home")).toBeHidden();
  });
});

test.describe("menu at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("links are visible and there is no toggle", async ({ page }) => {
    await page.goto("/");
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
        .getByRole("link", { name: "Resources", exact: true });
      await footerLink.scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(200);
      await footerLink.click();
      await expect(page).toHaveURL("/resources");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    });
  }

  test("from the menu after scrolling, the next page starts at the top", async ({ page }) => {
    await page.goto("/services");
    await page.evaluate(() => scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(600);
    const { toggle, link } = menu(page);
    if (await toggle.isVisible()) await toggle.click();
    await link("About Us").click();
    await expect(page).toHaveURL("/about");
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  });
});

test.describe("links", () => {
  test("every internal link on every page leads to a page that exists", async ({
    page,
    request,
  }) => {
    const targets = new Set<string>();
    for (const route of ROUTES) {
      await page.goto(route.path);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
      for (const href of hrefs) targets.add(href.split("#")[0] || "/");
    }
    expect(targets.size).toBeGreaterThan(ROUTES.length - 1);
    for (const target of targets) {
      const response = await request.get(target);
      expect(response.status(), `${target} answers`).not.toBe(404);
      expect(response.ok(), `${target} answers 2xx`).toBe(true);
    }
  });

  test("fragment links point at elements that exist", async ({ page }) => {
    await page.goto("/");
    const hrefs = await page
      .locator('a[href*="#"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    const byPage = new Map<string, string[]>();
    for (const href of hrefs) {
      const [path, id] = href.split("#");
      byPage.set(path || "/", [...(byPage.get(path || "/") ?? []), id]);
    }
    expect(byPage.size).toBeGreaterThan(0);
    for (const [path, ids] of byPage) {
      await page.goto(path);
      for (const id of ids) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }
  });
});
