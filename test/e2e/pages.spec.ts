// Each page shows the content it is built from. Every expected word and number comes from the
// content tree the site was built from, never a literal (the practice's facts are the practice's).
// Status, h1, title and description: routes.spec.ts.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { paths } from "../../app/lib/paths";
import {
  about,
  articles,
  cardTitle,
  expectHelplinesInView,
  home,
  ON_RESOURCES,
  paragraphs,
  privacy,
  READ_TIME,
  resources,
  ROUTES,
  services,
  servicesPage,
  site,
  statValue,
  team,
  words,
} from "./helpers";

// Its tests only read the pages they load, so they share the worker's page (csp.fixture.ts).
test.use({ pageSharedByTests: true });

/** The list item (card) that carries this heading. */
function card(scope: Page | Locator, heading: string): Locator {
  const page = "page" in scope ? scope.page() : scope;
  return scope
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Book Consultation leads to the contact page (or straight to its form). */
const TO_CONTACT = new RegExp(`^${paths.contact()}(#|$)`);

/** Every page that describes the services ends with a way to book. */
async function expectEndsWithBooking(page: Page) {
  const last = page.locator("main > :last-child");
  await expect(last.getByRole("heading", { name: home.cta.heading })).toBeVisible();
  await expect(
    last.getByRole("link", { name: words.navigation.book, exact: true }),
  ).toHaveAttribute("href", paths.contactForm());
}

test("each page has its own title", async ({ request }) => {
  const titles: string[] = [];
  for (const route of ROUTES) {
    const html = await (await request.get(route.path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1]?.trim() ?? "";
    expect(title, `${route.path} has a title`).not.toBe("");
    titles.push(title);
  }
  expect(new Set(titles).size).toBe(ROUTES.length);
});

test("the home page: its hero and claims, highlights, about teaser, services (each a link), vision and mission, call to action", async ({
  page,
}) => {
  await page.goto("/");

  await test.step("hero with heading, text, Book Consultation, call link and the claims", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading);
    await expect(page.getByText(home.hero.text)).toBeVisible();
    const hero = page.locator("main section").first();
    const book = hero.getByRole("link", { name: words.navigation.book, exact: true });
    await expect(book).toHaveAttribute("href", TO_CONTACT);
    await expect(hero.locator('a[href^="tel:"]')).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    for (const stat of home.stats) {
      await expect(hero.getByText(stat.value, { exact: true })).toBeVisible();
      await expect(hero.getByText(stat.label)).toBeVisible();
    }
  });

  await test.step("the highlight cards", async () => {
    const highlights = page.getByRole("region", { name: words.labels.highlights });
    await expect(highlights.getByRole("heading")).toHaveText(
      home.highlights.map((item) => item.title),
    );
    for (const item of home.highlights) await expect(highlights.getByText(item.text)).toBeVisible();
  });

  await test.step("about teaser links to /about", async () => {
    const teaser = page.getByRole("region", { name: home.aboutTeaser.heading });
    await expect(teaser.getByText(home.aboutTeaser.text)).toBeVisible();
    await expect(teaser.getByRole("link", { name: home.aboutTeaser.linkLabel })).toHaveAttribute(
      "href",
      paths.about(),
    );
  });

  await test.step("every service, an underlined link to its place on /services; then Book Consultation", async () => {
    const section = page.getByRole("region", { name: home.services.heading });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      services.map((service) => service.title),
    );
    for (const service of services) {
      const item = card(section, service.title);
      await expect(item.getByText(service.description)).toBeVisible();
      const link = item.getByRole("link", { name: service.title });
      await expect(link).toHaveAttribute("href", paths.service(service.slug));
      // Cards a parent can read at a glance look like the links they are.
      await expect(link).toHaveCSS("text-decoration-line", "underline");
    }
    await expect(
      page.locator("#services").getByRole("link", { name: words.navigation.book, exact: true }),
    ).toHaveAttribute("href", paths.contactForm());
  });

  await test.step("vision and mission", async () => {
    const section = page.getByRole("region", { name: home.visionMission.heading });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText([
      about.vision.heading,
      about.mission.heading,
    ]);
    await expect(section.getByText(home.visionMission.vision)).toBeVisible();
    await expect(section.getByText(home.visionMission.mission)).toBeVisible();
  });

  await test.step("call to action: Book Consultation to /contact and a phone link", async () => {
    const cta = page.getByRole("region", { name: home.cta.heading });
    await expect(cta.getByText(home.cta.text)).toBeVisible();
    await expect(
      cta.getByRole("link", { name: words.navigation.book, exact: true }),
    ).toHaveAttribute("href", TO_CONTACT);
    const call = cta.locator('a[href^="tel:"]');
    await expect(call).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    await expect(call).toContainText(site.phone);
    await expectEndsWithBooking(page);
  });

  // Last: it leaves the page.
  await test.step("a service's card leads to its service", async () => {
    const [first] = services;
    await page.getByRole("main").getByRole("link", { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(paths.service(first.slug));
  });
});

test("the about page: who we are, vision and mission, core values, what we offer, the team, a way to book", async ({
  page,
}) => {
  await page.goto("/about");

  await test.step("heading, intro and who we are", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.heading);
    await expect(page.getByText(about.intro)).toBeVisible();
    const whoWeAre = page.getByRole("region", { name: about.whoWeAreHeading });
    for (const paragraph of paragraphs(about.body)) {
      await expect(whoWeAre.getByText(paragraph)).toBeVisible();
    }
  });

  await test.step("vision and mission points", async () => {
    await expect(page.getByRole("heading", { name: about.vision.heading })).toBeVisible();
    await expect(page.getByText(about.vision.text)).toBeVisible();
    const mission = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: about.mission.heading }) });
    await expect(mission.getByRole("listitem")).toHaveText(about.mission.points);
  });

  await test.step("core values", async () => {
    const values = page.getByRole("region", { name: about.values.heading });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(
      about.values.items.map((value) => value.title),
    );
    for (const value of about.values.items)
      await expect(values.getByText(value.text)).toBeVisible();
  });

  await test.step("what we offer", async () => {
    const offer = page.getByRole("region", { name: about.offer.heading });
    await expect(offer.getByRole("heading", { level: 3 })).toHaveText(
      about.offer.items.map((item) => item.title),
    );
    for (const item of about.offer.items) await expect(offer.getByText(item.text)).toBeVisible();
  });

  await test.step("our team: each person with role, qualifications, registration and languages", async () => {
    expect(team.length).toBeGreaterThan(0);
    const section = page.getByRole("region", { name: about.team.heading });
    await expect(section.getByText(about.team.intro)).toBeVisible();
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      team.map((member) => member.name),
    );
    const { labels } = about.team;
    for (const member of team) {
      const item = card(section, member.name);
      await expect(item.getByText(member.role, { exact: true })).toBeVisible();
      await expect(item.getByRole("term")).toHaveText([
        labels.qualifications,
        labels.registration,
        labels.languages,
      ]);
      await expect(item.getByRole("definition")).toHaveText([
        member.qualifications,
        member.registration,
        member.languages.join(", "),
      ]);
      for (const paragraph of paragraphs(member.bio)) {
        await expect(item.getByText(paragraph)).toBeVisible();
      }
      const photo = item.getByRole("img");
      if (member.photo) {
        await expect(photo).toHaveAttribute("alt", member.photoAlt ?? "");
        await expect(photo).toHaveAttribute("src", member.photo);
        // The picture really loads (it loads when scrolled to): a missing file would show nothing.
        await photo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        // One of the sizes the build made, in AVIF: never the upload itself.
        const loaded = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
        expect(new URL(loaded).pathname).toMatch(/^\/assets\/pictures\/.+-\d+\.avif$/);
      } else {
        await expect(photo).toHaveCount(0);
      }
    }
  });

  await test.step("it ends with Book Consultation, leading to the form", () =>
    expectEndsWithBooking(page));
});

test("the services page: each service and its features, support options, languages, first session, fees, holistic approach, a way to book", async ({
  page,
}) => {
  await page.goto("/services");

  await test.step("every service card, each with its features", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicesPage.heading);
    await expect(page.getByText(servicesPage.intro)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toContainText(
      services.map((service) => service.title),
    );
    for (const service of services) {
      const item = page.locator(`li#${service.slug}`);
      await expect(item.getByRole("heading", { name: service.title })).toBeVisible();
      await expect(item.getByText(service.description)).toBeVisible();
      await expect(item.getByRole("listitem")).toHaveText(service.features);
    }
  });

  await test.step("support options, each with duration and approach", async () => {
    const section = page.getByRole("region", { name: servicesPage.supportOptions.heading });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      servicesPage.supportOptions.items.map((option) => option.title),
    );
    for (const option of servicesPage.supportOptions.items) {
      const item = card(section, option.title);
      await expect(item.getByRole("term")).toHaveText([
        words.labels.duration,
        words.labels.approach,
      ]);
      await expect(item.getByRole("definition")).toHaveText([option.duration, option.approach]);
    }
  });

  await test.step("a figure and its word are kept on one line (4-6 children, 60-90 minutes)", async () => {
    const section = page.getByRole("region", { name: servicesPage.supportOptions.heading });
    const shown = await section.innerText();
    // A non-breaking space, put in by the site (not typed in the content), after each figure.
    for (const { duration } of servicesPage.supportOptions.items) {
      expect(shown).toContain(duration.replace(/(\d) (?=\p{L})/gu, "$1\u00a0"));
    }
    expect(
      servicesPage.supportOptions.items.some(({ duration }) => /\d \p{L}/u.test(duration)),
    ).toBe(true);
  });

  await test.step("languages offered", async () => {
    const { languages } = servicesPage;
    const item = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: languages.heading, exact: true }) });
    await expect(item.getByText(languages.text)).toBeVisible();
    await expect(item.getByRole("listitem")).toHaveText(languages.items);
  });

  await test.step("what the first session looks like, step by step", async () => {
    const section = page.getByRole("region", { name: servicesPage.firstSession.heading });
    await expect(section.getByText(servicesPage.firstSession.intro)).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveText(servicesPage.firstSession.steps);
  });

  await test.step("fees, with each fee listed when the content lists them", async () => {
    const { fees } = servicesPage;
    const item = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: fees.heading, exact: true }) });
    await expect(item.getByText(fees.text)).toBeVisible();
    const items = fees.items ?? [];
    await expect(item.getByRole("term")).toHaveText(items.map((each) => each.title));
    await expect(item.getByRole("definition")).toHaveText(items.map((each) => each.fee));
  });

  await test.step("holistic approach list", async () => {
    const section = page.getByRole("region", { name: servicesPage.holistic.heading });
    await expect(section.getByText(servicesPage.holistic.intro)).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveText(servicesPage.holistic.items);
  });

  await test.step("it ends with Book Consultation, leading to the form", () =>
    expectEndsWithBooking(page));
});

test("the resources page: its figures, categories, age groups, newest articles and tools; a figure leads to the helplines", async ({
  page,
}) => {
  await page.goto("/resources");

  await test.step("heading and the figures, the number of articles counted by the site", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resources.heading);
    await expect(page.getByText(resources.intro)).toBeVisible();
    const stats = page.getByRole("region", { name: resources.heading }).getByRole("listitem");
    await expect(stats).toHaveText(
      resources.stats.map((stat) => `${statValue(stat)}${stat.label}`),
    );
    const counted = resources.stats.find((stat) => stat.count === "articles");
    expect(counted, "the fixture counts its articles").toBeDefined();
    await expect(stats.getByText(String(articles.length), { exact: true })).toBeVisible();
  });

  await test.step("the category cards", async () => {
    const section = page.getByRole("region", { name: resources.categoriesHeading });
    await expect(section.getByRole("listitem")).toHaveCount(resources.categories.length);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      resources.categories.map((category) => category.title),
    );
    for (const category of resources.categories) {
      await expect(card(section, category.title).getByText(category.description)).toBeVisible();
    }
  });

  await test.step("the age groups, with their ages", async () => {
    const section = page.getByRole("region", { name: resources.ageGroupsHeading });
    await expect(section.getByRole("listitem")).toHaveCount(resources.ageGroups.length);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      resources.ageGroups.map((group) => group.title),
    );
    await expect(section.getByRole("listitem")).toContainText(
      resources.ageGroups.map((group) => group.ages),
    );
    for (const group of resources.ageGroups) {
      await expect(card(section, group.title).getByText(group.description)).toBeVisible();
    }
  });

  await test.step("the six newest article cards, each with category and read time", async () => {
    const section = page.getByRole("region", { name: resources.articlesHeading });
    await expect(section.getByRole("listitem")).toHaveCount(ON_RESOURCES.length);
    for (const article of ON_RESOURCES) {
      const item = card(section, article.title);
      await expect(item).toHaveCount(1);
      await expect(item.getByText(article.description)).toBeVisible();
      await expect(item.getByText(article.categoryTitle, { exact: true })).toBeVisible();
      await expect(item.getByText(READ_TIME)).toHaveCount(1);
    }
  });

  await test.step("three tools: each that exists is a link to its page, the others say coming soon", async () => {
    const section = page.getByRole("region", { name: resources.toolsHeading });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      resources.tools.map(cardTitle),
    );
    for (const tool of resources.tools) {
      const item = card(section, cardTitle(tool));
      await expect(item.getByRole("button")).toHaveCount(0);
      if (tool.id) {
        await expect(
          item.getByRole("link", { name: cardTitle(tool), exact: true }),
        ).toHaveAttribute("href", paths.tool(tool.id));
        await expect(item.getByText(words.labels.comingSoon, { exact: true })).toHaveCount(0);
      } else {
        await expect(item.getByText(words.labels.comingSoon, { exact: true })).toBeVisible();
        await expect(item.getByRole("link")).toHaveCount(0);
      }
    }
  });

  // Last: following the link scrolls the page.
  for (const stat of resources.stats.filter((item) => item.href === paths.helpBox())) {
    const value = statValue(stat);
    await test.step(`"${value} ${stat.label}" leads to the helplines`, async () => {
      const name = new RegExp(`${escapeRegExp(value)}\\s*${escapeRegExp(stat.label)}`);
      await page.getByRole("link", { name }).click();
      await expectHelplinesInView(page);
    });
  }
});

test.describe("privacy page", () => {
  test("shows its heading and its whole text", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.heading);
    const main = page.getByRole("main");
    for (const paragraph of paragraphs(privacy.body)) {
      await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
    }
  });
});
