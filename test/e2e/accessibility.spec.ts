// axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) in the states that change a page: the contact form
// once sent, and the mobile menu open. Every route as it loads is checked in routes.spec.ts.
import { expect, test } from "./csp.fixture";
import { contact, expectNoAxeViolations, waitForContactForm } from "./helpers";

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
