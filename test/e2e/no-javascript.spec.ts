// The content pages are plain HTML: with JavaScript off they show everything, and they ship no
// script files at all. (Only the contact page loads a script, once it has loaded, to hydrate its
// form: contact.spec.ts checks that page with JavaScript off and on. That no other page asks for
// a script file with JavaScript on is checked in routes.spec.ts.)
import type { Page } from "@playwright/test";
import { paths } from "../../app/lib/paths";
import { expect, test } from "./csp.fixture";
import {
  about,
  articles,
  cardTitle,
  errors,
  home,
  MAIN_PAGES,
  ON_RESOURCES,
  paragraphs,
  privacy,
  resources,
  services,
  servicesPage,
  statValue,
  UNKNOWN_PATH,
  words,
} from "./helpers";

// Its tests only read the pages they load, so they share the worker's page (csp.fixture.ts).
test.use({ pageSharedByTests: true });

const article = articles[0];

/** Each content route, its h1, and texts from across the page that must be there without JS. */
const CONTENT_ROUTES: { path: string; status: number; h1: string; texts: string[] }[] = [
  {
    path: "/",
    status: 200,
    h1: home.hero.heading,
    texts: [
      home.hero.text,
      ...home.highlights.map((item) => item.title),
      home.aboutTeaser.text,
      ...services.map((service) => service.title),
      home.visionMission.mission,
      home.cta.text,
      ...home.stats.map((stat) => stat.value),
    ],
  },
  {
    path: "/about",
    status: 200,
    h1: about.heading,
    texts: [
      ...paragraphs(about.body),
      ...about.mission.points,
      ...about.values.items.map((value) => value.text),
      ...about.offer.items.map((item) => item.text),
    ],
  },
  {
    path: "/services",
    status: 200,
    h1: servicesPage.heading,
    texts: [
      ...services.flatMap((service) => [service.description, ...service.features]),
      ...servicesPage.supportOptions.items.flatMap((option) => [option.duration, option.approach]),
      ...servicesPage.holistic.items,
    ],
  },
  {
    path: "/resources",
    status: 200,
    h1: resources.heading,
    texts: [
      ...resources.categories.map((category) => category.description),
      ...resources.ageGroups.map((group) => group.ages),
      ...ON_RESOURCES.map((item) => item.description),
      ...resources.tools.map(cardTitle),
      ...resources.stats.map(statValue),
    ],
  },
  {
    path: `/resources/${article.slug}`,
    status: 200,
    h1: article.title,
    texts: [...paragraphs(article.body), article.categoryTitle],
  },
  { path: "/privacy", status: 200, h1: privacy.heading, texts: paragraphs(privacy.body) },
  { path: UNKNOWN_PATH, status: 404, h1: errors.notFound.heading, texts: [errors.notFound.text] },
];

async function scriptFiles(page: Page) {
  return page
    .locator('script[src], link[rel="modulepreload"], link[as="script"]')
    .evaluateAll((nodes) => nodes.map((node) => node.outerHTML));
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of CONTENT_ROUTES) {
    const menu = route.path === paths.about() ? "; the menu's links are visible at 390 px" : "";
    test(`${route.path} shows its h1 and full content, and has no script files${menu}`, async ({
      page,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.status);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
      const main = page.getByRole("main");
      for (const text of route.texts) await expect(main.getByText(text).first()).toBeVisible();
      expect(await scriptFiles(page)).toEqual([]);
      // Whatever scripts there are, are inline; structured data (JSON-LD) is not a script that runs.
      const inline = await page
        .locator('script:not([type="application/ld+json"])')
        .evaluateAll((nodes) =>
          nodes.map((node) => ({ src: node.getAttribute("src"), type: node.getAttribute("type") })),
        );
      for (const script of inline) expect(script).toEqual({ src: null, type: null });
      // The footer and the contact details are there too.
      await expect(page.getByRole("contentinfo")).toBeVisible();
      if (route.path === paths.article(article.slug)) {
        // Share: the WhatsApp link alone; the buttons that need the script stay hidden.
        const share = page.getByRole("region", { name: words.labels.share.heading });
        await expect(share.getByRole("link", { name: words.labels.share.whatsapp })).toBeVisible();
        await expect(share.getByRole("button")).toHaveCount(0);
      }
      if (route.path === paths.about()) {
        await test.step("at 390 px, the navigation links are visible without JavaScript", async () => {
          const nav = page.getByRole("navigation", { name: words.labels.mainMenu });
          for (const item of MAIN_PAGES) {
            await expect(nav.getByRole("link", { name: item.label, exact: true })).toBeVisible();
          }
          await expect(nav.getByRole("link", { name: words.navigation.book })).toBeVisible();
          await expect(page.getByRole("button", { name: /menu/i })).toBeHidden();
        });
      }
    });
  }
});
