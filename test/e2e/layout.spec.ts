// Every route: status, one h1, title and description, and the shared layout (top bar, navigation,
// footer); then the navigation's scroll style.
import type { Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { expectNoEmptyLinks, MAIN_PAGES, ROUTES, services, site } from "./helpers";

const TEL = /^tel:\+91\d{10}$/;

for (const route of ROUTES) {
  test(`${route.path}: status, one h1, title, description and the shared layout`, async ({
    page,
  }) => {
    const response = await page.goto(route.path);

    await test.step("answers 200 with one h1, a title and a description", async () => {
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveCount(1);
      expect((await description.getAttribute("content"))?.trim()).not.toBe("");
    });

    await test.step("top bar with the phone as a tel: link and the address", async () => {
      const topbar = page.locator(".topbar");
      const phone = topbar.getByRole("link", { name: site.phone });
      await expect(phone).toBeVisible();
      await expect(phone).toHaveAttribute("href", TEL);
      await expect(topbar).toContainText(site.address.city);
      await expect(topbar).toContainText(site.address.lines.at(-1)!);
      // The top bar sits above the navigation.
      const topbarBox = await topbar.boundingBox();
      const navBox = await page.locator("[data-nav]").boundingBox();
      expect(topbarBox!.y).toBeLessThan(navBox!.y);
    });

    // At 390 px the menu is closed (display: none), so hidden elements are included.
    const nav = page.getByRole("navigation", { name: "Main", includeHidden: true });

    await test.step("navigation with the five pages and Book Consultation", async () => {
      const links = nav.getByRole("listitem", { includeHidden: true }).getByRole("link", {
        includeHidden: true,
      });
      await expect(links).toHaveText(MAIN_PAGES.map((item) => item.label));
      for (const item of MAIN_PAGES) {
        const link = nav.getByRole("link", { name: item.label, exact: true, includeHidden: true });
        await expect(link).toHaveAttribute("href", item.path);
      }
      const book = nav.getByRole("link", {
        name: "Book Consultation",
        exact: true,
        includeHidden: true,
      });
      await expect(book).toHaveAttribute("href", "/contact");
    });

    await test.step("the current page, and only it, is marked in the navigation", async () => {
      const current = nav.locator('[aria-current="page"]');
      if (route.current === null) {
        await expect(current).toHaveCount(0);
      } else {
        await expect(current).toHaveCount(1);
        await expect(current).toHaveText(route.current);
      }
      await expect(page.locator("[aria-current]")).toHaveCount(route.current === null ? 0 : 1);
    });

    await test.step("footer with quick links, the seven services and contact details", async () => {
      const footer = page.getByRole("contentinfo");
      const quick = footer.getByRole("navigation", { name: site.labels.quickLinks });
      for (const item of MAIN_PAGES) {
        await expect(quick.getByRole("link", { name: item.label, exact: true })).toHaveAttribute(
          "href",
          item.path,
        );
      }
      const list = footer.getByRole("navigation", { name: site.labels.ourServices });
      await expect(list.getByRole("link")).toHaveText(services.map((service) => service.title));
      expect(services).toHaveLength(7);
      for (const service of services) {
        await expect(list.getByRole("link", { name: service.title })).toHaveAttribute(
          "href",
          `/services#${service.slug}`,
        );
      }
      const phone = footer.getByRole("link", { name: site.phone });
      await expect(phone).toHaveAttribute("href", TEL);
      await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      await expect(footer.locator("address")).toContainText(site.address.postalCode);
    });

    await test.step('no link has an empty href or "#"', async () => {
      await expectNoEmptyLinks(page);
    });
  });
}

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
