// Read More on an article card opens that article, whose read time is the card's, and its way back
// leads to /resources; its Share offers Copy link, or the phone's share sheet where it has one.
// Every card's Read More address, and every article page's header, text, reviewer, JSON-LD,
// related articles and WhatsApp share link are checked by the route sweep (article-checks.ts).
import { expect, test } from "./csp.fixture";
import { absolute, ON_RESOURCES, READ_TIME, resources, words } from "./helpers";
import { paths } from "../../app/lib/paths";

// Its tests only read the pages they load, so they share the worker's page (csp.fixture.ts).
test.use({ pageSharedByTests: true });

test("Read More opens the article, with the card's read time, and the way back leads to Resources", async ({
  page,
}) => {
  const [article] = ON_RESOURCES;
  await page.goto(paths.resources());
  const item = page
    .getByRole("region", { name: resources.articlesHeading })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: article.title, exact: true }) });
  const cardReadTime = await item.getByText(READ_TIME).textContent();
  await item.getByRole("link", { name: words.labels.readMore }).click();
  await expect(page).toHaveURL(paths.article(article.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  await expect(page.locator("article header").getByText(READ_TIME)).toHaveText(cardReadTime ?? "");

  await page.getByRole("main").locator(`a[href="${paths.resources()}"]`).first().click();
  await expect(page).toHaveURL(paths.resources());
});

test.describe("Share, with the page's script", () => {
  // Its own context: the page may write to the clipboard, and a share sheet is put in place.
  test.use({ pageSharedByTests: false });

  test("offers Copy link where the phone has no share sheet, and the share sheet where it has", async ({
    page,
    context,
  }) => {
    const [article] = ON_RESOURCES;
    const address = absolute(paths.article(article.slug));
    const share = page.getByRole("region", { name: words.labels.share.heading });
    const sheet = share.getByRole("button", { name: words.labels.share.sheet, exact: true });
    const copy = share.getByRole("button", { name: words.labels.share.copy, exact: true });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(paths.article(article.slug));
    // This Chromium has no share sheet (navigator.share): Copy link instead.
    await expect(sheet).toBeHidden();
    await copy.click();
    await expect(share.getByRole("status")).toHaveText(words.labels.share.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    // A phone with a share sheet: it opens with the title and the address, and nothing is copied.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, "share", {
        value: async (data: ShareData) => void shared.push(data),
      });
    });
    await page.reload();
    await expect(copy).toBeHidden();
    await sheet.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: article.title, url: address }]);
    await expect(share.getByRole("status")).toBeEmpty();
  });
});
