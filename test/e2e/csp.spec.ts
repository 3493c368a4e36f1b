// The site under its own Content-Security-Policy: every page of the sitemap and the 404 page load
// without a violation (csp.fixture fails the test on any), and the contact form still hydrates and
// reaches its sent state with inline scripts allowed only by their hashes.
import { expect, test } from "./csp.fixture";

const UNKNOWN_PATH = "/this-page-does-not-exist";

test("every page of the sitemap, and the 404 page, runs under the policy", async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(paths.length).toBeGreaterThan(0);
  // One test for every page: allow each its own time.
  test.setTimeout(30_000 + paths.length * 5_000);

  for (const path of [...paths, UNKNOWN_PATH]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path === UNKNOWN_PATH ? 404 : 200);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy, path).toMatch(/(^|; )script-src 'self'( 'sha256-[\w+/=]+')*(;|$)/);
    expect(policy, path).not.toContain("unsafe-inline");
  }
});

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
