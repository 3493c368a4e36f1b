// Every route, loaded once, checked for everything every page must have: its status and the site's
// Content-Security-Policy, one h1, title and description, the shared layout (top bar, menu with the
// current page marked, footer), search and share tags, no script on content pages, internal links
// that lead somewhere, no axe violations, no sideways scrolling at 320, 390 and 1280 px, and the
// help link in the same place on every page, one tap from the helplines. Expectations come from
// the content tree the site was built from, so this runs on the real content too (test:counsellor-pr).
// The plain static host serves the same files: static-host.spec.ts checks what a host changes.
import type { APIRequestContext, Page, Request } from "@playwright/test";
import {
  expectArticlePage,
  expectCardsLeadToTheirArticles,
  expectEnglishOnlyArticle,
  expectShareLinks,
} from "./article-checks";
import { expect, test as base } from "./csp.fixture";
import {
  axeRoutes,
  CONTACT_PAGES,
  contrastScope,
  expectHead,
  expectLinksLead,
  firstLanguage,
  ISLAND_PAGES,
  SEARCH_PAGES,
  type Route,
  SWEEP,
} from "./route-checks";
import {
  absolute,
  articles,
  expectHelplinesInView,
  expectNoAxeViolations,
  MAIN_PAGES,
  openingHours,
  otherLanguages,
  services,
  site,
  translatedRoutes,
  UNKNOWN_PATH,
  words,
} from "./helpers";
import { LATER_FILES_ATTRIBUTE } from "../../app/islands/names";
import { HELP_BOX_ID, inLanguage, pagePartsOf, paths, SITE_PAGES } from "../../app/lib/paths";

type Place = { x: number; y: number };

const WIDTHS = [320, 390, 1280];
/** Axe runs at 1280 px too on the site's own pages and the 404 page (their layouts differ most). */
const DESKTOP_AXE = new Set([...SITE_PAGES.map((page) => page.path), UNKNOWN_PATH]);
const readsAxe = async (path: string) => (await axeRoutes()).has(path) || DESKTOP_AXE.has(path);
const TEL = /^tel:\+91\d{10}$/;

/** Where the help link sits on the home page, read once per worker: every page has it there. */
let helpPlaceOnHome: Promise<Place> | undefined;

const test = base.extend<{
  sweptPath: string;
  helpPlace: Place;
  asked: { scripts: string[]; fonts: string[] };
}>({
  /** The route the test sweeps (set for each route below). */
  sweptPath: ["", { option: true }],
  // Read in the worker as the test starts, not as the runner lists the tests (route-checks.ts).
  // In its array, as the other fixtures: a function named by its key is taken for a React hook.
  axeInEveryPage: [async ({ sweptPath }, use) => use(await readsAxe(sweptPath)), { scope: "test" }],
  helpPlace: [
    async ({ page }, use) => {
      helpPlaceOnHome ??= (async () => {
        await page.goto(paths.home());
        const box = await helpLink(page).boundingBox();
        return { x: box!.x, y: box!.y };
      })();
      await use(await helpPlaceOnHome);
    },
    { scope: "test" },
  ],
  /** The script and font files the page asks for during the test (its listener goes with it). */
  asked: [
    // After helpPlace, whose first reading loads the home page.
    async ({ page, helpPlace: _readFirst }, use) => {
      const asked = { scripts: [] as string[], fonts: [] as string[] };
      const note = (request: Request) => {
        if (request.resourceType() === "script") asked.scripts.push(request.url());
        if (request.resourceType() === "font") asked.fonts.push(request.url());
      };
      page.on("request", note);
      await use(asked);
      page.off("request", note);
    },
    { scope: "test" },
  ],
});

/**
 * The sweep reads pages and changes nothing in them, so its tests share one page per worker
 * instead of a new browser context and page each: the renderer stays warm. Every test still starts
 * at the project's viewport and loads its route. The pages axe reads are loaded in a page of their
 * own, which puts axe into every page it loads as the page starts: about a third of what it costs
 * sent into a fresh page by each check, but 0.16 CPU s a load, so the other pages go without it.
 */
test.use({ pageSharedByTests: true });

/** The first language's article at this address, if it is one. */
const articleAt = (path: string) =>
  articles.find((article) => path === paths.article(article.slug));

const helpLink = (page: Page) =>
  page.getByRole("link", { name: words.help.link, exact: true }).first();

for (const route of SWEEP) {
  test.describe(() => {
    test.use({ sweptPath: route.path });
    sweep(route);
  });
}

function sweep(route: Route) {
  test(`${route.path}: everything a page must have`, async ({
    page,
    request,
    baseURL,
    helpPlace,
    asked,
  }) => {
    const response = await page.goto(route.path);

    await test.step("status, policy, one h1, title and description", () =>
      expectHead(page, route, response));
    await test.step("every internal link and fragment leads somewhere", () =>
      expectLinksLead(page, request, baseURL!));
    await test.step("no sideways scrolling at 320, 390 and 1280 px; axe on its template's pages", () =>
      expectNoOverflow(page, route.path));

    await test.step("its language: lang, hreflang between the pages that exist, the switch", () =>
      expectLanguages(page, route));
    await test.step("canonical and og:url: its own address, in every language", () =>
      expectOwnAddress(page, route));
    // The layout's and the head's words are the first language's in these checks; the other
    // languages' own are checked above and in languages.spec.ts.
    if (route.language === firstLanguage) {
      await test.step("top bar, menu and footer", () => expectLayout(page, route));
      await test.step("search and share tags", () => expectSeo(page, request, route));
      await test.step("the help link, in the same place, one tap from the helplines", () =>
        expectHelpLink(page, route, helpPlace));
    }
    const article = articleAt(route.path);
    const shared = articleAt(firstLanguagePath(route));
    if (shared && route.status === 200) {
      await test.step("Share: WhatsApp with its title and address, its preview in its language", () =>
        expectShareLinks(page, shared.slug, prefixOf(route.language)));
    }
    if (route.englishOnly) {
      await test.step("an article in English only, inside the language's pages", () =>
        expectEnglishOnlyArticle(page, route.englishOnly!, route.language.code));
    }
    if (article) {
      await test.step("every helpline number in the article is a tap-to-call link", () =>
        expectHelplinesTappable(page));
      await test.step("the article: header, text, reviewer, JSON-LD, related articles, booking", () =>
        expectArticlePage(page, article));
    }
    await test.step("each article card's Read More leads to its article", () =>
      expectCardsLeadToTheirArticles(page, prefixOf(route.language)));
    await test.step("a link to a heading takes the reader there (Devanagari too)", () =>
      expectHeadingLinkWorks(page));
    const parts = route.status === 200 ? pagePartsOf(firstLanguagePath(route)) : undefined;
    if (parts) {
      await test.step("every part of the page a link in content may name is on it", async () => {
        const ids = await page.evaluate(() =>
          [...document.querySelectorAll("[id]")].map((element) => element.id),
        );
        expect(ids).toEqual(expect.arrayContaining(parts));
      });
    }
    // The page's lang is the route's language's: expectLanguages read it above.
    if (/^(mr|hi)\b/.test(route.language.locale)) {
      await test.step("Devanagari: headings' lines ≥ 1.45, no letter-spacing, Latin digits", () =>
        expectDevanagariType(page));
    }
    // The system's own fonts in every language: a page that loaded one would have, by now.
    expect(asked.fonts, "font files").toEqual([]);
    await test.step("no script files, except an island's own and what it imports", async () => {
      // An island's page adds its script's tag once loaded; no other page has any. The island's
      // loader names its files: its own, React, and code the tools' islands share.
      const island = ISLAND_PAGES.has(route.path);
      // The files an island loads only after a parent's action are named apart, and not asked for.
      const { tags, named } = await page.evaluate(
        (later) => ({
          tags: document.querySelectorAll('script[src], link[rel="modulepreload"]').length,
          named: [...document.querySelectorAll(`script:not([src]):not([${later}])`)].flatMap(
            (script) =>
              [...(script.textContent ?? "").matchAll(/"(\/assets\/[\w-]+\.js)"/g)].map(
                (m) => m[1],
              ),
          ),
        }),
        LATER_FILES_ATTRIBUTE,
      );
      if (!island) expect(tags, `${route.path}: script tags`).toBe(0);
      // The search page's island is plain script; the others import React too.
      expect(named.length).toBeGreaterThanOrEqual(
        island ? (SEARCH_PAGES.has(route.path) ? 1 : 2) : 0,
      );
      // But the tools' later words (one module a language): a tool asks for them as it starts.
      const tool = island && !CONTACT_PAGES.has(route.path) && !SEARCH_PAGES.has(route.path);
      const words = tool ? [inLanguage(paths.toolsLaterWords(), prefixOf(route.language))] : [];
      expect(new Set(asked.scripts.map((url) => new URL(url).pathname))).toEqual(
        new Set([...named, ...words]),
      );
    });
  });
}

/** A language's address prefix: none for the first language. */
const prefixOf = (language: Route["language"]) =>
  language === firstLanguage ? undefined : language.code;

/** The route's address in the first language: /mr/about → /about, /mr → /. */
function firstLanguagePath(route: Route): string {
  const prefix = prefixOf(route.language);
  if (!prefix) return route.path;
  return route.path === `/${prefix}` ? "/" : route.path.slice(prefix.length + 1);
}

/** The languages of the build that have this page (the first has every page). */
function languagesWith(path: string) {
  return [firstLanguage, ...otherLanguages].filter(
    (language) =>
      language === firstLanguage ||
      translatedRoutes(language.code).some((each) => each.path === inLanguage(path, language.code)),
  );
}

async function expectLanguages(page: Page, route: Route) {
  // Every fact in one round trip: the html's lang, the hreflang links, and each language's
  // [href, hreflang] in the switch.
  const others = [firstLanguage, ...otherLanguages].filter((each) => each !== route.language);
  const read = await page.evaluate(
    (locales) => ({
      lang: document.documentElement.getAttribute("lang"),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
      ),
      switch: locales.map((locale) =>
        [...document.querySelectorAll(`.language-switch a[lang="${locale}"]`)].map((link) => [
          link.getAttribute("href"),
          link.getAttribute("hreflang"),
        ]),
      ),
    }),
    others.map((language) => language.locale),
  );
  expect(read.lang, `${route.path}: html lang`).toBe(route.language.locale);
  if (route.status !== 200) return;
  const path = firstLanguagePath(route);
  const having = languagesWith(path);
  const localPath = (language: Route["language"]) => inLanguage(path, prefixOf(language));
  // Reciprocal hreflang only between pages that exist, each listing itself; x-default: English.
  // An article in English inside another language's pages is a copy: it names none.
  const expected =
    having.length < 2 || route.englishOnly
      ? []
      : [
          ...having.map((language) => `${language.locale} ${absolute(localPath(language))}`),
          `x-default ${absolute(path)}`,
        ];
  expect(new Set(read.alternates), `${route.path}: hreflang`).toEqual(new Set(expected));
  // The switch: the same page where it exists, else the nearest one that language has; one
  // link a language.
  for (const [index, language] of others.entries()) {
    const href = having.includes(language) ? localPath(language) : nearestIn(language, path);
    expect(read.switch[index], `${route.path}: the switch to ${language.locale}`).toEqual([
      [href, language.locale],
    ]);
  }
}

/**
 * Where the switch leads in a language that has not the page: an article is on every language's
 * pages (in English where it is not translated); a tool leads to the Resources page's tools where
 * that language has the page; anything else to the language's home (with no notice).
 */
function nearestIn(language: Route["language"], path: string): string {
  const prefix = prefixOf(language);
  if (articleAt(path)) return inLanguage(path, prefix);
  const hasResources = languagesWith(paths.resources()).includes(language);
  if (path.startsWith(paths.tool("")) && hasResources)
    return inLanguage(paths.resourcesTools(), prefix);
  return inLanguage(paths.home(), prefix);
}

/** At the width the page has first (one resize fewer), then at the others, and back to it. */
async function expectNoOverflow(page: Page, path: string) {
  const start = page.viewportSize()!;
  const axeRoutesRead = await axeRoutes();
  for (const width of [start.width, ...WIDTHS.filter((each) => each !== start.width)]) {
    if (width !== page.viewportSize()!.width)
      await page.setViewportSize({ width, height: start.height });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    if (
      (width === start.width && axeRoutesRead.has(path)) ||
      (width === 1280 && DESKTOP_AXE.has(path))
    ) {
      await expectNoAxeViolations(page, contrastScope(path, width));
    }
  }
  await page.setViewportSize(start);
}

/**
 * On every page: the top bar above the navigation, the menu's items with the current page marked,
 * and the footer. The menu's and footer's every address and fact come from one component of the
 * layout, so they are read in full on the home page and the 404 page (the error page's layout).
 */
async function expectLayout(page: Page, route: Route) {
  const topbar = page.locator(".topbar");
  const phone = topbar.getByRole("link", { name: site.phone });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute("href", TEL);
  const layout = await page.evaluate(() => ({
    topbarText: (document.querySelector(".topbar")?.textContent ?? "").replace(/\s+/g, " "),
    topbarY: document.querySelector(".topbar")?.getBoundingClientRect().y,
    navY: document.querySelector("[data-nav]")?.getBoundingClientRect().y,
    currents: document.querySelectorAll("[aria-current]").length,
  }));
  expect(layout.topbarText, `${route.path}: the top bar`).toContain(site.address.city);
  expect(layout.topbarY, `${route.path}: the top bar above the menu`).toBeLessThan(layout.navY!);

  // At 390 px the menu is closed (display: none), so hidden elements are included.
  const nav = page.getByRole("navigation", { name: words.labels.mainMenu, includeHidden: true });
  const items = nav.getByRole("listitem", { includeHidden: true });
  await expect(items.getByRole("link", { includeHidden: true })).toHaveText(
    MAIN_PAGES.map((item) => item.label),
  );
  expect(layout.currents, `${route.path}: current page`).toBe(route.current === null ? 0 : 1);
  if (route.current !== null) {
    // In the header: a menu item, or the search link on the search page.
    await expect(page.locator("[data-nav]").locator('[aria-current="page"]')).toHaveText(
      route.current,
    );
  }
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: site.phone }),
  ).toHaveAttribute("href", TEL);
  if (route.path !== paths.home() && route.status !== 404) return;
  for (const item of MAIN_PAGES) {
    const link = nav.getByRole("link", { name: item.label, exact: true, includeHidden: true });
    await expect(link).toHaveAttribute("href", item.path);
  }
  const book = nav.getByRole("link", { name: words.navigation.book, includeHidden: true });
  await expect(book).toHaveAttribute("href", new RegExp(`^${paths.contact()}(#|$)`));
  await expectFooter(page);
}

async function expectFooter(page: Page) {
  const footer = page.getByRole("contentinfo");
  const quick = footer.getByRole("navigation", { name: words.labels.quickLinks });
  for (const item of MAIN_PAGES) {
    await expect(quick.getByRole("link", { name: item.label, exact: true })).toHaveAttribute(
      "href",
      item.path,
    );
  }
  const list = footer.getByRole("navigation", { name: words.labels.ourServices });
  await expect(list.getByRole("link")).toHaveText(services.map((service) => service.title));
  for (const service of services) {
    await expect(list.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
      "href",
      paths.service(service.slug),
    );
  }
  await expect(footer.getByRole("link", { name: site.phone })).toHaveAttribute("href", TEL);
  await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  const address = footer.locator("address");
  for (const line of site.address.lines) await expect(address).toContainText(line);
  await expect(address).toContainText(site.address.postalCode);
  for (const { days, time } of openingHours()) {
    await expect(footer).toContainText(`${days}: ${time}`);
  }
}

async function expectSeo(page: Page, request: APIRequestContext, route: Route) {
  // The head's tags in one round trip: each key's contents (one each, where it is read).
  const keys = ["robots", "og:title", "og:description", "description", "og:type", "twitter:card"];
  const read = await page.evaluate(
    (keys) => ({
      title: document.title,
      feeds: [
        ...document.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]'),
      ].map((link) => link.getAttribute("href")),
      metas: Object.fromEntries(
        [...keys, "og:image"].map((key) => [
          key,
          [...document.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map(
            (meta) => meta.getAttribute("content"),
          ),
        ]),
      ),
    }),
    keys,
  );
  expect(read.feeds, `${route.path}: the feed`).toEqual([paths.feed()]);
  const meta = (key: string) => {
    expect(read.metas[key], `${route.path}: one ${key}`).toHaveLength(1);
    return read.metas[key][0];
  };
  if (route.status === 404) return expect(meta("robots")).toBe("noindex");
  expect(read.metas.robots, `${route.path}: no robots`).toEqual([]);

  expect(meta("og:title")).toBe(read.title);
  expect(meta("og:description")).toBe(meta("description"));
  expect(meta("og:type")).toBe(articleAt(route.path) ? "article" : "website");
  expect(meta("twitter:card")).toBe("summary_large_image");
  const image = meta("og:image") ?? "";
  expect(image.startsWith(site.url), `${image} is on the site`).toBe(true);
  const png = await request.get(new URL(image).pathname);
  expect(png.headers()["content-type"]).toContain("image/png");
  const bytes = await png.body();
  // The PNG header holds the width and height: 1200 × 630 for link previews.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
}

/** A language's page names its own address once: /mr/about, never /mr/mr/about or /about. */
async function expectOwnAddress(page: Page, route: Route) {
  if (route.status === 404) return;
  const own = await page.evaluate(() => ({
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) =>
      link.getAttribute("href"),
    ),
    ogUrl: [...document.querySelectorAll('meta[property="og:url"]')].map((meta) =>
      meta.getAttribute("content"),
    ),
  }));
  // An article in English inside another language's pages names the English page it copies.
  const address = absolute(route.englishOnly ? paths.article(route.englishOnly) : route.path);
  expect(own, route.path).toEqual({ canonical: [address], ogUrl: [address] });
}

async function expectHelpLink(page: Page, route: Route, helpPlace: Place) {
  const link = helpLink(page);
  await expect(link).toBeInViewport();
  const box = await link.boundingBox();
  expect({ x: box!.x, y: box!.y }).toEqual(helpPlace);
  // Above the page itself, so it is there without opening the menu or scrolling.
  const main = await page.getByRole("main").boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(main!.y);
  await link.tap();
  // The help box is one component: its every helpline is read where it stands after the page (on
  // the home page) and on the contact page, which has its own; elsewhere, that the tap reaches it.
  if (route.path === paths.home() || CONTACT_PAGES.has(route.path))
    await expectHelplinesInView(page);
  else await expect(page.locator(`#${HELP_BOX_ID}`)).toBeInViewport();
}

/**
 * Marathi and Hindi: vowel signs reach far above and below the letters, so headings need lines of
 * at least 1.45, and spacing letters apart breaks the headline that joins them.
 */
async function expectDevanagariType(page: Page) {
  const problems = await page.evaluate(() =>
    [...document.body.querySelectorAll(":lang(mr), :lang(hi)")].flatMap((element) => {
      const style = getComputedStyle(element);
      const name = `<${element.localName} class="${element.className}">`;
      const found: string[] = [];
      if (!["normal", "0px"].includes(style.letterSpacing))
        found.push(`${name} letter-spacing ${style.letterSpacing}`);
      const lines = parseFloat(style.lineHeight) / parseFloat(style.fontSize);
      if (/^h[1-6]$/.test(element.localName) && !(lines >= 1.449))
        found.push(`${name} line-height ${style.lineHeight} at ${style.fontSize}`);
      return found;
    }),
  );
  expect(problems).toEqual([]);
  // Dates, counts and read times are written with Latin digits (-u-nu-latn): never ५ or २०२६.
  expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/[\u0966-\u096f]/);
}

/** The first link to a heading of the page's text, tapped, scrolls that heading into view. */
async function expectHeadingLinkWorks(page: Page) {
  const toHeading = page.locator('main a[href^="#user-content-"]').first();
  if ((await toHeading.count()) === 0) return;
  // The browser reads the %-escapes of a Devanagari id.
  const id = decodeURIComponent((await toHeading.getAttribute("href"))!.slice(1));
  await toHeading.click();
  await expect(page.locator(":target")).toHaveAttribute("id", id);
  await expect(page.locator(":target")).toBeInViewport();
}

/** No helpline number shows in the article's text outside a tel: link. */
async function expectHelplinesTappable(page: Page) {
  const numbers = site.helplines.map((line) => line.number);
  const untappable = await page.locator("main article").evaluate((root, numbers) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const inTel = node.parentElement?.closest('a[href^="tel:"]');
      for (const number of numbers) {
        if (!inTel && new RegExp(`(^|\\D)${number}(\\D|$)`).test(node.textContent ?? "")) {
          found.push(`${number} in "${node.textContent?.trim().slice(0, 60)}"`);
        }
      }
    }
    return found;
  }, numbers);
  expect(untappable).toEqual([]);
}
