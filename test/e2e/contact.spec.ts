// The contact page: info cards, the form (fields, validation, the 5-second sent state, no request,
// the WhatsApp and e-mail links the parent sends the message with) and the emergency box.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import {
  contact,
  expectNoAxeViolations,
  longDate,
  openingHours,
  servicesPage,
  site,
  type Site,
  waitForContactForm,
  words,
} from "./helpers";

const CONSENT =
  "I Accept All Terms & Conditions and consent to the collection and use of my information for consultation purposes.";
const CONFIRMATION =
  "Thank you for reaching out! We'll respond within 24 hours to discuss how we can support your child's development.";
const CONCERNS = [
  { value: "behavioral", label: "Behavioural Issues" },
  { value: "emotional", label: "Emotional Support" },
  { value: "learning", label: "Learning Difficulties" },
  { value: "social", label: "Social Skills" },
  { value: "developmental", label: "Developmental Assessment" },
  { value: "family", label: "Family Counselling" },
  { value: "other", label: "Other" },
];

const { labels } = contact.form;

// The form's words that helpers.ts reads from contact.md but does not type, and the WhatsApp number
// of site.yaml (the phone when it is left out).
type SendYourself = Record<
  "heading" | "text" | "whatsapp" | "email" | "emailSubject" | "greeting",
  string
>;
const {
  intro: formIntro,
  sendYourself,
  consentHint,
  notLoaded,
} = contact.form as typeof contact.form & {
  intro: string;
  sendYourself: SendYourself;
  consentHint: string;
  notLoaded: Record<"text" | "call" | "whatsapp", string>;
};
type FaqItem = {
  question: string;
  answer?: string;
  from?: "online" | "languages" | "firstSession" | "fees" | "wait";
};
const { faq } = contact as typeof contact & {
  faq: { heading: string; intro: string; items: FaqItem[] };
};
const whatsappNumber = (site as Site & { whatsapp?: string }).whatsapp ?? site.phone;

function validity(field: Locator, flag: "valueMissing" | "typeMismatch"): Promise<boolean> {
  return field.evaluate((element, key) => (element as HTMLInputElement).validity[key], flag);
}

function form(page: Page) {
  return {
    element: page.locator("form"),
    name: page.getByRole("textbox", { name: labels.name, exact: true }),
    email: page.getByRole("textbox", { name: labels.email, exact: true }),
    phone: page.getByRole("textbox", { name: labels.phone, exact: true }),
    childAge: page.getByRole("textbox", { name: labels.childAge, exact: true }),
    concernType: page.getByRole("combobox", { name: labels.concernType, exact: true }),
    message: page.getByRole("textbox", { name: labels.message, exact: true }),
    terms: page.getByRole("checkbox", { name: CONSENT, exact: true }),
    send: page.getByRole("button", { name: "Send Message", exact: true }),
    sent: page.getByRole("button", { name: "Message Sent!", exact: true }),
    status: page.getByRole("status"),
    sendYourself: page.getByRole("region", { name: sendYourself.heading, exact: true }),
    whatsappLink: page.getByRole("link", { name: sendYourself.whatsapp, exact: true }),
    nextStep: page.getByRole("heading", { name: sendYourself.heading, exact: true }),
    notLoaded: page.getByText(notLoaded.text, { exact: true }),
    emailLink: page.getByRole("link", { name: sendYourself.email, exact: true }),
  };
}

const VALUES = {
  name: "Asha Kulkarni",
  email: "asha@example.com",
  phone: "+91 91234 56789",
  childAge: "7 years",
  concernType: "learning",
  message: "My son finds reading hard and gets upset before school.",
};

async function fillAll(page: Page) {
  const f = form(page);
  await f.name.fill(VALUES.name);
  await f.email.fill(VALUES.email);
  await f.phone.fill(VALUES.phone);
  await f.childAge.fill(VALUES.childAge);
  await f.concernType.selectOption(VALUES.concernType);
  await f.message.fill(VALUES.message);
  await f.terms.check();
}

/** The lines each link must carry for VALUES: every field with its label, the concern's label. */
const MESSAGE_LINES = [
  `${labels.name}: ${VALUES.name}`,
  `${labels.email}: ${VALUES.email}`,
  `${labels.phone}: ${VALUES.phone}`,
  `${labels.childAge}: ${VALUES.childAge}`,
  `${labels.concernType}: ${CONCERNS.find((concern) => concern.value === VALUES.concernType)!.label}`,
  `${labels.message}: ${VALUES.message}`,
];

/** The WhatsApp link's number and text, decoded. */
async function whatsappMessage(link: Locator) {
  const url = new URL((await link.getAttribute("href"))!);
  expect(url.origin).toBe("https://wa.me");
  return { number: url.pathname.slice(1), text: url.searchParams.get("text") ?? "" };
}

/** The e-mail link's address, subject and body, decoded. */
async function emailMessage(link: Locator) {
  const url = new URL((await link.getAttribute("href"))!);
  expect(url.protocol).toBe("mailto:");
  return {
    to: url.pathname,
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body") ?? "",
  };
}

async function expectValuesKept(page: Page) {
  const f = form(page);
  await expect(f.name).toHaveValue(VALUES.name);
  await expect(f.email).toHaveValue(VALUES.email);
  await expect(f.phone).toHaveValue(VALUES.phone);
  await expect(f.childAge).toHaveValue(VALUES.childAge);
  await expect(f.concernType).toHaveValue(VALUES.concernType);
  await expect(f.message).toHaveValue(VALUES.message);
  await expect(f.terms).toBeChecked();
}

/**
 * After a submit: the step left has the focus (Send is disabled now), in view, right under the
 * confirmation, in the same box; nothing in it says the opposite of the confirmation.
 */
async function expectOneFlow(page: Page) {
  const f = form(page);
  await expect(f.status).toHaveText(CONFIRMATION);
  await expect(f.nextStep).toBeFocused();
  await expect(f.nextStep).toBeInViewport();
  const box = page.locator(".sent-flow");
  await expect(box).toContainText(CONFIRMATION);
  await expect(box).toContainText(sendYourself.heading);
  const confirmation = await f.status.boundingBox();
  const step = await f.sendYourself.boundingBox();
  expect(step!.y).toBeGreaterThanOrEqual(confirmation!.y + confirmation!.height - 1);
  expect(step!.y - (confirmation!.y + confirmation!.height)).toBeLessThan(2);
  await expect(f.whatsappLink).toBeInViewport();
}

test.describe("contact page", () => {
  // Its tests share the worker's page, which the fixture clears after each (csp.fixture.ts), but
  // the one that installs a clock (page.clock cannot be removed).
  test.use({ pageSharedByTests: "clearing" });

  test("what the page shows: contact details, the form's fields and consent, the emergency box, the map link, the questions; the island loads after the page", async ({
    page,
  }) => {
    // Read only: the steps change nothing but the questions they open, last.
    await page.goto("/contact");
    await test.step("its island's scripts load after the page, and only the form hydrates", async () => {
      await expect(
        page.getByRole("textbox", { name: contact.form.labels.name, exact: true }),
      ).toBeEnabled();
      const { scripts, loadStart } = await page.evaluate(() => ({
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
          .map((entry) => entry.startTime),
        loadStart: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
          .loadEventStart,
      }));
      // The island's files (its own, React, what islands share: routes.spec.ts checks which), each
      // asked for once the page has loaded, so the words paint first on a slow network.
      expect(scripts.length).toBeGreaterThan(0);
      for (const start of scripts) expect(start).toBeGreaterThanOrEqual(loadStart);
      // No router and no Remix runtime: the rest of the page stays plain HTML.
      expect(await page.evaluate(() => "__remixContext" in window)).toBe(false);
    });

    await test.step("heading and contact info cards", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.heading);
      await expect(page.getByText(contact.intro)).toBeVisible();
      const main = page.getByRole("main");
      for (const label of [words.labels.phone, words.labels.email, words.labels.address]) {
        await expect(main.getByRole("heading", { name: label, exact: true })).toBeVisible();
      }
      await expect(main.getByRole("heading", { name: words.labels.hours })).toBeVisible();
      await expect(main.getByRole("link", { name: site.phone }).first()).toHaveAttribute(
        "href",
        /^tel:\+91\d{10}$/,
      );
      await expect(main.getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      // Times and the phone number never break across lines (non-breaking spaces from the site).
      const hours = main.getByRole("listitem").filter({ hasText: words.labels.hours });
      const hoursText = await hours.innerText();
      for (const entry of openingHours()) {
        const time = entry.time.replace(/(\d) (?=\p{L})/gu, "$1\u00a0").replace(/ –/g, "\u00a0–");
        expect(hoursText).toContain(`${entry.days}: ${time}`);
      }
      const address = main.locator("address");
      for (const line of site.address.lines) await expect(address).toContainText(line);
      await expect(address).toContainText(site.address.postalCode);
    });

    await test.step("form fields, their types and the concern options", async () => {
      const f = form(page);
      await expect(page.getByRole("heading", { name: contact.form.heading })).toBeVisible();

      await expect(f.name).toHaveAttribute("name", "name");
      await expect(f.name).toHaveJSProperty("required", true);
      await expect(f.name).toHaveJSProperty("type", "text");
      await expect(f.email).toHaveAttribute("name", "email");
      await expect(f.email).toHaveAttribute("type", "email");
      await expect(f.email).toHaveJSProperty("required", true);
      await expect(f.phone).toHaveAttribute("name", "phone");
      await expect(f.phone).toHaveAttribute("type", "tel");
      await expect(f.phone).toHaveJSProperty("required", false);
      await expect(f.childAge).toHaveAttribute("name", "childAge");
      await expect(f.childAge).toHaveJSProperty("type", "text");
      await expect(f.childAge).toHaveJSProperty("required", false);
      await expect(f.concernType).toHaveAttribute("name", "concernType");
      await expect(f.concernType).toHaveJSProperty("tagName", "SELECT");
      await expect(f.concernType).toHaveJSProperty("required", false);
      await expect(f.message).toHaveAttribute("name", "message");
      await expect(f.message).toHaveJSProperty("tagName", "TEXTAREA");
      await expect(f.message).toHaveJSProperty("required", false);
      await expect(f.terms).toHaveAttribute("name", "acceptTerms");
      await expect(f.terms).not.toBeChecked();

      const options = await f.concernType.locator("option").evaluateAll((list) =>
        list.map((option) => ({
          value: (option as HTMLOptionElement).value,
          label: option.textContent?.trim() ?? "",
        })),
      );
      expect(options[0].value).toBe("");
      expect(options.slice(1)).toEqual(CONCERNS);
      await expect(f.concernType).toHaveValue("");
    });

    await test.step('the consent label is exact and its "Terms & Conditions" words link to /privacy', async () => {
      const label = page.locator('label[for="acceptTerms"]');
      await expect(label).toHaveText(CONSENT);
      const link = label.getByRole("link", { name: "Terms & Conditions", exact: true });
      await expect(link).toHaveAttribute("href", "/privacy");
    });

    await test.step("a plain line under the consent box says what ticking it does", async () => {
      const f = form(page);
      await expect(f.terms).toHaveAccessibleDescription(consentHint);
      const hint = page.getByText(consentHint, { exact: true });
      await expect(hint).toBeVisible();
      const label = await page.locator('label[for="acceptTerms"]').boundingBox();
      const line = await hint.boundingBox();
      expect(line!.y).toBeGreaterThanOrEqual(label!.y + label!.height - 1);
      expect(line!.y).toBeLessThan((await f.send.boundingBox())!.y);
    });

    await test.step("once the form works, the not-loaded message is gone", async () => {
      await expect(form(page).notLoaded).toHaveCount(0);
    });

    await test.step("the address opens in the parent's maps app: a link, nothing embedded", async () => {
      const link = page.getByRole("link", { name: words.labels.openInMaps });
      const href = new URL((await link.getAttribute("href"))!);
      expect(href.hostname).toBe("www.google.com");
      for (const line of site.address.lines) expect(href.searchParams.get("query")).toContain(line);
      await expect(page.locator("iframe")).toHaveCount(0);
    });

    await test.step("the emergency box: 112, 14416 and 1098 as tel: links, each with a source and a last-checked date", async () => {
      const box = page.getByRole("complementary", { name: contact.emergency.heading });
      await expect(box).toBeVisible();
      await expect(box.getByText(contact.emergency.text)).toBeVisible();
      for (const number of ["112", "14416", "1098"]) {
        const link = box.locator(`a[href="tel:${number}"]`);
        await expect(link).toHaveCount(1);
        await expect(link).toBeVisible();
        await expect(link).toContainText(number);
      }
      expect(site.helplines.map((line) => line.number)).toEqual(
        expect.arrayContaining(["112", "14416", "1098"]),
      );
      for (const line of site.helplines) {
        const item = box
          .getByRole("listitem")
          .filter({ has: page.locator(`a[href="tel:${line.number}"]`) });
        await expect(item).toContainText(line.name);
        await expect(item).toContainText(`${words.labels.helplineSource}: ${line.source}`);
        expect(line.verified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const verified = item.locator("time");
        await expect(verified).toHaveAttribute("datetime", line.verified);
        await expect(verified).toHaveText(longDate(line.verified));
        await expect(item).toContainText(
          `${words.labels.helplineVerified}: ${longDate(line.verified)}`,
        );
      }
    });

    await test.step("questions before booking: each opens on a tap; the answers about the practice come from the Services page", async () => {
      // The form's island, once it runs, takes out the not-loaded box above the questions (hidden,
      // but taking room): the questions move up, and one can slide under the sticky header before
      // axe measures it. The first step let the page settle.
      const section = page.getByRole("region", { name: faq.heading });
      await expect(section.getByText(faq.intro)).toBeVisible();
      const froms = new Set(faq.items.map((item) => item.from));
      // The fixture asks every question the Services page can answer, and one answered in contact.md.
      expect([...froms].sort()).toEqual(
        [undefined, "fees", "firstSession", "languages", "online", "wait"].sort(),
      );
      for (const item of faq.items) {
        const question = section.getByText(item.question, { exact: true });
        const details = section
          .locator("details")
          .filter({ has: page.getByText(item.question, { exact: true }) });
        await expect(details).toHaveCount(1);
        const expected = answerOf(item);
        await expect(details.getByText(expected[0], { exact: true })).toBeHidden();
        await question.click();
        for (const text of expected) {
          await expect(details.getByText(text, { exact: true })).toBeVisible();
        }
      }
      await expectNoAxeViolations(page);
    });
  });

  test("Send is disabled until the terms are ticked; only name and e-mail are needed to send, and the links leave out the fields left empty", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForContactForm(page);
    const f = form(page);
    await f.name.fill(VALUES.name);
    await f.email.fill(VALUES.email);
    await test.step("Send is disabled until the terms are ticked", async () => {
      await expect(f.send).toBeDisabled();
      await f.terms.check();
      await expect(f.send).toBeEnabled();
      await f.terms.uncheck();
      await expect(f.send).toBeDisabled();
    });
    await test.step("only name and e-mail are needed to send, and the links leave out the fields left empty", async () => {
      await f.terms.check();
      await f.send.click();
      await expect(f.sent).toBeDisabled();
      await expect(f.status).toHaveText(CONFIRMATION);
      const expected = [
        sendYourself.greeting,
        "",
        `${labels.name}: ${VALUES.name}`,
        `${labels.email}: ${VALUES.email}`,
      ];
      expect((await whatsappMessage(f.whatsappLink)).text.split("\n")).toEqual(expected);
      expect((await emailMessage(f.emailLink)).body.split("\r\n")).toEqual(expected);
    });
  });

  test("the browser blocks a missing name or e-mail, with no custom error text", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForContactForm(page);
    const f = form(page);
    await f.terms.check();
    const textBefore = await f.element.innerText();
    // Count submit events: the browser's own validation must stop them from happening at all.
    await f.element.evaluate((element) => {
      element.dataset.submits = "0";
      element.addEventListener("submit", () => {
        element.dataset.submits = String(Number(element.dataset.submits) + 1);
      });
    });

    await f.send.click();
    expect(await validity(f.name, "valueMissing")).toBe(true);
    await expect(f.send).toBeEnabled();
    await expect(f.sent).toHaveCount(0);
    await expect(f.status).toBeEmpty();
    expect(await f.element.innerText()).toBe(textBefore);

    await f.name.fill(VALUES.name);
    await f.send.click();
    expect(await validity(f.email, "valueMissing")).toBe(true);
    await expect(f.sent).toHaveCount(0);
    await expect(f.status).toBeEmpty();

    await f.email.fill("not-an-email");
    await f.send.click();
    expect(await validity(f.email, "typeMismatch")).toBe(true);
    await expect(f.sent).toHaveCount(0);
    await expect(f.status).toBeEmpty();
    expect(await f.element.innerText()).toBe(textBefore);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(f.element).toHaveAttribute("data-submits", "0");
  });

  test.describe("on a page of its own, since it installs a clock", () => {
    test.use({ pageSharedByTests: false });

    test("a valid submit: the sent state for 5 seconds, one flow into the step left, a green button, and links with the message until the form changes", async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto("/contact");
      await waitForContactForm(page);
      const f = form(page);
      await expect(f.sendYourself).toHaveCount(0);
      await fillAll(page);
      const grey = await f.send.evaluate((button) => {
        (button as HTMLButtonElement).disabled = true;
        const colour = getComputedStyle(button).backgroundColor;
        (button as HTMLButtonElement).disabled = false;
        return colour;
      });
      // Stop the clock so that from here on time moves only when the test says so: the sent state
      // lasts until the steps below have looked at it, however busy the machine.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await f.send.click();

      await test.step("the sent state reads as one flow: the confirmation leads into the step left", () =>
        expectOneFlow(page));

      await test.step("the sent state and the confirmation show, keeping the values", async () => {
        await expect(f.sent).toBeVisible();
        await expect(f.sent).toBeDisabled();
        await expect(f.send).toHaveCount(0);
        await expect(f.status).toHaveText(CONFIRMATION);
        await expect(page.getByText(CONFIRMATION, { exact: true })).toBeVisible();
        await expectValuesKept(page);
        await expect(page).toHaveURL("/contact");
      });

      await test.step("the sent button reads as success: a check mark and white on a green, not grey", async () => {
        const look = await f.sent.evaluate((button) => {
          const first = button.firstElementChild;
          const style = getComputedStyle(button);
          return {
            icon:
              first?.tagName.toLowerCase() === "svg" &&
              first.getAttribute("aria-hidden") === "true",
            text: button.textContent,
            background: style.backgroundColor,
            color: style.color,
          };
        });
        expect(look.icon).toBe(true);
        expect(look.text).toBe("Message Sent!");
        expect(look.background).not.toBe(grey);
        const [red, green, blue] = channels(look.background);
        expect(green).toBeGreaterThan(red + 30);
        expect(green).toBeGreaterThan(blue + 30);
        expect(contrast(look.color, look.background)).toBeGreaterThanOrEqual(4.5);
      });

      await test.step("WhatsApp and e-mail links carry the parent's message", async () => {
        await expect(f.sendYourself).toBeVisible();
        await expect(f.sendYourself).toContainText(sendYourself.text);

        const whatsapp = await whatsappMessage(f.whatsappLink);
        expect(whatsapp.number).toBe(whatsappNumber.replace(/\D/g, ""));
        expect(whatsapp.text.split("\n")).toEqual([sendYourself.greeting, "", ...MESSAGE_LINES]);
        expect(whatsapp.text).not.toContain(`: ${VALUES.concernType}`);

        const email = await emailMessage(f.emailLink);
        expect(email.to).toBe(site.email);
        expect(email.subject).toBe(sendYourself.emailSubject);
        expect(email.body.split("\r\n")).toEqual([sendYourself.greeting, "", ...MESSAGE_LINES]);
      });

      await test.step("the sent state lasts 5 seconds, then the form returns to normal", async () => {
        await page.clock.runFor(4_999);
        // Give React real time to re-render, should a timer have fired too early.
        await page.waitForTimeout(300);
        await expect(f.sent).toBeDisabled();
        await expect(f.status).toHaveText(CONFIRMATION);
        await expect(f.send).toHaveCount(0);

        await page.clock.runFor(2);
        await expect(f.send).toBeVisible();
        await expect(f.send).toBeEnabled();
        await expect(f.sent).toHaveCount(0);
        await expect(f.status).toBeEmpty();
        await expectValuesKept(page);
      });

      await test.step("the links stay after the 5-second sent state, until the form is changed", async () => {
        await expect(f.whatsappLink).toBeVisible();
        await expect(f.emailLink).toBeVisible();

        await f.message.fill("Something else.");
        await expect(f.sendYourself).toHaveCount(0);
        // Sending again writes the new words into the links.
        await f.send.click();
        expect((await whatsappMessage(f.whatsappLink)).text).toContain(
          `${labels.message}: Something else.`,
        );
      });
    });
  });

  test("at 1280 px, the sent state reads as one flow: the confirmation leads into the step left", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.goto("/contact");
    await waitForContactForm(page);
    await fillAll(page);
    await form(page).send.click();
    await expectOneFlow(page);
  });

  test("submitting makes no network request of any kind, and the sent state and the links after it have no axe violations", async ({
    page,
  }) => {
    // In real time: axe waits on timers of its own, which a paused clock would hold back.
    await page.goto("/contact", { waitUntil: "networkidle" });
    await waitForContactForm(page);
    await fillAll(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
    const f = form(page);
    await f.send.click();
    await test.step("the sent state, and the links after it, have no axe violations", async () => {
      await expect(f.sent).toBeDisabled();
      await expect(f.status).toHaveText(CONFIRMATION);
      await expect(f.sendYourself).toBeVisible();
      await expectNoAxeViolations(page);
      await expect(f.send).toBeEnabled({ timeout: 10_000 });
      await expect(f.sendYourself).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await test.step("no request from the submit to the end of the sent state", async () => {
      // The links are there for the parent to choose; showing them sends nothing.
      await expect(f.whatsappLink).toBeVisible();
      await expect(f.emailLink).toBeVisible();
      expect(requests).toEqual([]);
      await expect(page).toHaveURL("/contact");
    });
  });

  test("if the form's script cannot load, the page says to call or WhatsApp instead", async ({
    page,
  }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto("/contact");
    const f = form(page);
    await expect(f.notLoaded).toBeVisible();
    await expect(f.name).toBeDisabled();
    const box = page.locator(".form-not-loaded");
    await expect(box.getByRole("link", { name: notLoaded.call })).toHaveAttribute(
      "href",
      `tel:${site.phone.replace(/[^\d+]/g, "")}`,
    );
    const whatsapp = await whatsappMessage(
      box.getByRole("link", { name: notLoaded.whatsapp, exact: true }),
    );
    expect(whatsapp.number).toBe(whatsappNumber.replace(/\D/g, ""));
  });

  test("pressing Enter in a field submits the same way, without a request", async ({ page }) => {
    await page.goto("/contact", { waitUntil: "networkidle" });
    await waitForContactForm(page);
    await fillAll(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
    const f = form(page);
    await f.email.press("Enter");
    await expect(f.sent).toBeDisabled();
    await expect(f.status).toHaveText(CONFIRMATION);
    await page.waitForTimeout(1_000);
    expect(requests).toEqual([]);
  });
});

/** The words an answer shows: its own, or those of the part of the Services page it names. */
function answerOf(item: FaqItem): string[] {
  switch (item.from) {
    case "online":
    case "wait":
      return [servicesPage[item.from].text];
    case "languages":
      return [servicesPage.languages.text, ...servicesPage.languages.items];
    case "firstSession":
      return [servicesPage.firstSession.intro, ...servicesPage.firstSession.steps];
    case "fees":
      return [servicesPage.fees.text, ...(servicesPage.fees.items ?? []).map((fee) => fee.fee)];
    default:
      return [item.answer!];
  }
}

test.describe("with JavaScript off", () => {
  // Without a script nothing is stored: these tests share the worker's page (csp.fixture.ts).
  test.use({ javaScriptEnabled: false, pageSharedByTests: true });

  test("the form's words and fields, the contact details and the emergency box can be read, and no script file is fetched", async ({
    page,
  }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByText(formIntro, { exact: true })).toBeVisible();
    const f = form(page);
    for (const field of [f.name, f.email, f.phone, f.childAge, f.concernType, f.message]) {
      await expect(field).toBeVisible();
    }
    await expect(main.getByRole("link", { name: site.phone }).first()).toBeVisible();
    await expect(main.getByRole("link", { name: site.email })).toBeVisible();
    await expect(form(page).sendYourself).toHaveCount(0);
    await expect(form(page).notLoaded).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.heading);
    await expect(page.getByText(contact.emergency.text)).toBeVisible();
    // The form's script is asked for by the page's own script, once the page has loaded.
    expect(
      await page
        .locator('script[src], link[rel="modulepreload"], link[as="script"]')
        .evaluateAll((nodes) => nodes.map((node) => node.outerHTML)),
    ).toEqual([]);
  });
});

/** "rgb(27, 110, 60)" → [27, 110, 60]. */
function channels(colour: string): number[] {
  return colour
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number);
}

/** The WCAG contrast ratio of two opaque CSS colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = channels(colour).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
