// axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) with the mobile menu open. Every route as it loads
// is checked in routes.spec.ts, the contact form once sent (and after it) in contact.spec.ts.
import { expect, test } from "./csp.fixture";
import { expectNoAxeViolations, waitForContactForm, words } from "./helpers";

// Its tests only read the pages they load, so they share the worker's page (csp.fixture.ts).
test.use({ pageSharedByTests: true });

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
        page.getByRole("navigation", { name: words.labels.mainMenu }).getByRole("link").first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
