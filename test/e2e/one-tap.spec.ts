// One tap from anywhere: on a phone, from the middle of any page, Call, WhatsApp and the
// helplines are each one tap away and in view; "Book Consultation" is in view without opening the
// menu at every width and lands on the contact form's first field; a focused element is never
// hidden under the action bar or the sticky header (WCAG 2.4.11). (That every page that describes
// the services ends with a way to book is checked with the rest of those pages in pages.spec.ts.)
import type { Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import {
  articles,
  contact,
  LIST_PAGES,
  site,
  UNKNOWN_PATH,
  waitForContactForm,
  words,
} from "./helpers";
import { CONTACT_FORM_ID, HELP_BOX_ID, paths, SITE_PAGES } from "../../app/lib/paths";

// Its tests only read the pages they load, so they share the worker's page (csp.fixture.ts), but
// the one that holds a script back.
test.use({ pageSharedByTests: true });

/** Every kind of page: the fixed pages, an article, a list and the 404 page. */
const PAGES = [
  ...SITE_PAGES.map((page) => page.path),
  paths.article(articles[0].slug),
  LIST_PAGES[0].path,
  UNKNOWN_PATH,
];

const digits = (phone: string) => phone.replace(/\D/g, "");

const bar = (page: Page) => page.getByRole("navigation", { name: words.labels.quickContact });
const barLink = (page: Page, name: string) => bar(page).getByRole("link", { name, exact: true });
const firstField = (page: Page) =>
  page.getByRole("textbox", { name: contact.form.labels.name, exact: true });

async function scrollToMiddle(page: Page) {
  await page.evaluate(() => scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2));
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
}

/** Where tabbing through the page is checked (at 390 px here, and at 1280 px below). */
const TABBED = [paths.home(), paths.services(), paths.contact()];

/** Call, WhatsApp, Book Consultation and help are each in view on the bar; help leads there. */
async function expectBarInView(page: Page) {
  const call = barLink(page, words.navigation.call);
  await expect(call).toBeInViewport({ ratio: 1 });
  await expect(call).toHaveAttribute("href", `tel:+${digits(site.phone)}`);

  const whatsapp = barLink(page, words.navigation.whatsapp);
  await expect(whatsapp).toBeInViewport({ ratio: 1 });
  const url = new URL((await whatsapp.getAttribute("href"))!);
  expect(url.origin + url.pathname).toBe(`https://wa.me/${digits(site.whatsapp ?? site.phone)}`);
  expect(url.searchParams.get("text")).toBe(site.greeting);

  const book = barLink(page, words.navigation.book);
  await expect(book).toBeInViewport({ ratio: 1 });
  await expect(book).toHaveAttribute("href", paths.contactForm());

  const help = barLink(page, words.help.link);
  await expect(help).toBeInViewport({ ratio: 1 });
  await help.tap();
  await expect(page).toHaveURL(new RegExp(`#${HELP_BOX_ID}$`));
  const box = page.locator(`#${HELP_BOX_ID}`);
  await expect(box.getByRole("heading")).toBeInViewport({ ratio: 1 });
  const first = site.helplines[0];
  await expect(box.getByRole("link", { name: first.number })).toBeInViewport({ ratio: 1 });
}

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const path of PAGES) {
    const tabbed = TABBED.includes(path);
    test(`${path}: from the middle, Call, WhatsApp, help and booking are in view${tabbed ? "; no focused element is under the bars" : ""}`, async ({
      page,
    }) => {
      await page.goto(path);
      if (path === paths.contact()) await waitForContactForm(page);
      // First, on the page as it loaded: tabbing moves the focus and the page.
      if (tabbed) {
        await test.step("tabbing through the page, no focused element is under the bars", async () =>
          expect(await focusHiddenUnderBars(page)).toEqual([]));
      }
      await test.step("from the middle, Call, WhatsApp, help and booking are in view", async () => {
        await scrollToMiddle(page);
        await expectBarInView(page);
      });
      if (path === paths.services()) {
        await test.step("Book Consultation from the middle of a page lands on the form's first field", async () => {
          await scrollToMiddle(page);
          await expect(page.getByRole("button", { name: /menu/i })).toHaveAttribute(
            "aria-expanded",
            "false",
          );
          await barLink(page, words.navigation.book).tap();
          await expect(page).toHaveURL(paths.contactForm());
          await expect(firstField(page)).toBeFocused();
          await expect(firstField(page)).toBeInViewport({ ratio: 1 });
        });
      }
      if (path === paths.contact()) {
        await test.step("Book Consultation on the contact page itself moves to the first field", async () => {
          await expect(firstField(page)).not.toBeFocused();
          await barLink(page, words.navigation.book).tap();
          await expect(firstField(page)).toBeFocused();
          await expect(firstField(page)).toBeInViewport({ ratio: 1 });
        });
      }
    });
  }

  test.describe("on a page of its own, since it holds a script back", () => {
    test.use({ pageSharedByTests: false });

    test("a parent who has already moved on keeps the focus where they put it", async ({
      page,
    }) => {
      // Hold the form's script back until the parent has focused something else on the page.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/assets/contact-form-*.js", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(paths.contactForm());
      const call = barLink(page, words.navigation.call);
      await call.focus();
      release();
      await waitForContactForm(page);
      await expect(call).toBeFocused();
    });
  });
});

test("Book Consultation is in view without the menu at 320 to 1280 px, at least 24 px square, and at 1280 px lands on the form's first field", async ({
  page,
}) => {
  // One load of a page without a script, sized to each width in turn: its layout is CSS alone.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(paths.about());
  for (const width of [320, 390, 768, 1024, 1280]) {
    await test.step(`at ${width} px, in the middle of a page, at least 24 px square`, async () => {
      await page.setViewportSize({ width, height: width < 768 ? 640 : 800 });
      await scrollToMiddle(page);
      const book =
        width > 960
          ? page.getByRole("navigation", { name: words.labels.mainMenu }).getByRole("link", {
              name: words.navigation.book,
              exact: true,
            })
          : barLink(page, words.navigation.book);
      await expect(book).toBeInViewport({ ratio: 1 });
      await expect(book).toHaveAttribute("href", paths.contactForm());
      if (width > 960) await expect(bar(page)).toBeHidden();
      const box = await book.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(24);
      expect(box!.width).toBeGreaterThanOrEqual(24);
    });
  }
  await test.step("at 1280 px, the navigation's Book Consultation lands on the form's first field", async () => {
    await page
      .getByRole("navigation", { name: words.labels.mainMenu })
      .getByRole("link", { name: words.navigation.book, exact: true })
      .click();
    await expect(page).toHaveURL(`${paths.contact()}#${CONTACT_FORM_ID}`);
    await expect(firstField(page)).toBeFocused();
  });
});

/**
 * Tabs through the whole page and lists each focused element that the action bar or the sticky
 * header covers, even in part (an element inside one of them is not covered by it).
 */
async function focusHiddenUnderBars(page: Page): Promise<string[]> {
  const problems: string[] = [];
  let focused = 0;
  for (let step = 0; step < 300; step++) {
    await page.keyboard.press("Tab");
    const result = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      const name = `${element.tagName} "${(element.textContent ?? "").trim().slice(0, 40)}" ${element.getAttribute("href") ?? element.id}`;
      const covers = [...document.querySelectorAll(".action-bar, [data-nav], .site-top")].filter(
        (cover) => !cover.contains(element),
      );
      // The middle of each edge (inside any rounded corner) and the centre. A point outside the
      // window is not counted: only what the bars cover is.
      const [left, right, top, bottom] = [box.left + 2, box.right - 2, box.top + 2, box.bottom - 2];
      const [middleX, middleY] = [(left + right) / 2, (top + bottom) / 2];
      const points = [
        [middleX, top],
        [middleX, bottom],
        [left, middleY],
        [right, middleY],
        [middleX, middleY],
      ];
      const hidden = points.filter(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && covers.some((cover) => cover.contains(hit));
      });
      return { name, hidden: hidden.length };
    });
    // Past the last element, the focus leaves the page.
    if (result === null) break;
    focused++;
    if (result.hidden > 0) problems.push(`${result.name}: ${result.hidden} of 5 points hidden`);
  }
  expect(focused).toBeGreaterThan(10);
  return problems;
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of TABBED) {
    test(`tabbing through ${path}, no focused element is under the bars`, async ({ page }) => {
      await page.goto(path);
      if (path === paths.contact()) await waitForContactForm(page);
      expect(await focusHiddenUnderBars(page)).toEqual([]);
    });
  }
});
