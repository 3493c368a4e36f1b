// The site under its own Content-Security-Policy (every test fails on a violation: csp.fixture;
// every route's policy header is checked in routes.spec.ts): the contact form still hydrates and
// reaches its sent state with inline scripts allowed only by their hashes, and a violation is seen.
import { expect, test } from "./csp.fixture";
import { paths } from "../../app/lib/paths";
import { TOOL_IDS } from "../../app/features/tools/registry";

// Its tests only read the pages they load, so they share the worker's page (csp.fixture.ts).
test.use({ pageSharedByTests: true });

test("the contact form hydrates and shows its sent state under the policy", async ({ page }) => {
  await page.goto("/contact");
  const form = page.locator("form");
  const name = form.getByRole("textbox").first();
  // The fields stay disabled until React has hydrated the form.
  await expect(name).toBeEnabled();
  await name.fill("Asha Kulkarni");
  await form.locator('input[type="email"]').fill("asha@example.com");
  await form.getByRole("checkbox").check();
  const send = form.locator('button[type="submit"]');
  await send.click();
  await expect(send).toHaveText("Message Sent!");
  await expect(send).toBeDisabled();
});

test("a violation is noticed (the check above can fail)", async ({ page, cspViolations }) => {
  await page.goto("/");
  await page.evaluate(() => {
    const picture = document.createElement("img");
    picture.src = "https://example.invalid/picture.png";
    document.body.append(picture);
  });
  await expect
    .poll(() => cspViolations.map((violation) => violation.directive))
    .toEqual(["img-src"]);
  // Expected here; the fixture still fails the test on any other.
  cspViolations.length = 0;
});

for (const id of TOOL_IDS) {
  test(`the ${id} tool page refuses to send anything, even to the site itself`, async ({
    page,
    cspViolations,
  }) => {
    await page.goto(paths.tool(id));
    const sent = await page.evaluate(() =>
      fetch("/robots.txt").then(
        () => true,
        () => false,
      ),
    );
    expect(sent).toBe(false);
    await expect
      .poll(() => cspViolations.map((violation) => violation.directive))
      .toEqual(["connect-src"]);
    // Expected here; the fixture still fails the test on any other.
    cspViolations.length = 0;
  });
}
