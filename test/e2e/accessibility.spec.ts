// axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) on every route at the project's width (390 px), on
// the site's own pages and the 404 page at 1280 px too, and in the states that change the page: the
// contact form once sent, and the mobile menu open.
import { expect, test } from "./csp.fixture";
import {
  contact,
  expectNoAxeViolations,
  ROUTES,
  UNKNOWN_ARTICLE,
  UNKNOWN_PATH,
  waitForContactForm,
} from "./helpers";
import { SITE_PAGES } from "../../app/lib/paths";

for (const path of [...ROUTES.map((route) => route.path), UNKNOWN_PATH, UNKNOWN_ARTICLE]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (path === "/contact") await waitForContactForm(page);
    await expectNoAxeViolations(page);
  });
}

test("the contact page in the sent state has no axe violations", async ({ page }) => {
  await page.goto("/contact");
  await waitForContactForm(page);
  await page
    .getByRole("textbox", { name: contact.form.labels.name, exact: true })
    .fill("Asha Kulkarni");
  await page
    .getByRole("textbox", { name: contact.form.labels.email, exact: true })
    .fill("asha@example.com");
  await page.getByRole("checkbox", { name: /I Accept All Terms & Conditions/ }).check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Message Sent!" })).toBeDisabled();
  await expect(page.getByRole("status")).not.toBeEmpty();
  await expectNoAxeViolations(page);
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of [...SITE_PAGES.map((page) => page.path), UNKNOWN_PATH]) {
    test(`${path} has no axe violations on a desktop`, async ({ page }) => {
      await page.goto(path);
      if (path === "/contact") await waitForContactForm(page);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/", "/contact"]) {
    test(`${path} with the mobile menu open has no axe violations`, async ({ page }) => {
      await page.goto(path);
      if (path === "/contact") await waitForContactForm(page);
      const toggle = page.getByRole("button", { name: /menu/i });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link").first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
