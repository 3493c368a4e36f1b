// How search engines, feed readers and chat apps see the site: JSON-LD, the sitemap, robots.txt and
// the RSS feed, checked against the pages. Every page's canonical, Open Graph and Twitter tags and
// share picture, and each article's JSON-LD, are checked in routes.spec.ts.
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import {
  absolute,
  articles,
  newestFirst,
  otherLanguages,
  ROUTES,
  site,
  translatedRoutes,
  waitForContactForm,
  words,
} from "./helpers";

// Its tests only read the pages they load, so they share the worker's page (csp.fixture.ts).
test.use({ pageSharedByTests: true });

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  return JSON.parse((await scripts.textContent()) ?? "");
}

test("home: the practice as MedicalBusiness, with what the page shows", async ({ page }) => {
  await page.goto("/");
  const data = await jsonLd(page);
  expect(data["@type"]).toBe("MedicalBusiness");
  expect(data.name).toBe(site.name);
  expect(data.url).toBe(absolute("/"));
  expect(data.telephone).toBe(site.phone);
  await expect(page.locator(".topbar")).toContainText(data.telephone as string);
  const address = data.address as Record<string, string>;
  expect(address.streetAddress).toBe(site.address.lines.join(", "));
  expect(address.addressLocality).toBe(site.address.city);
  expect(address.postalCode).toBe(site.address.postalCode);
  const footer = page.getByRole("contentinfo").locator("address");
  await expect(footer).toContainText(address.streetAddress);
  await expect(footer).toContainText(address.addressLocality);
  await expect(footer).toContainText(address.postalCode);
});

test("sitemap.xml lists every page and article (routes.spec checks each one's canonical)", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const every = [
    ...ROUTES,
    ...otherLanguages.flatMap((language) => translatedRoutes(language.code)),
  ];
  expect(new Set(locs)).toEqual(new Set(every.map((route) => absolute(route.path))));
  for (const article of articles) {
    expect(xml).toContain(
      `<loc>${absolute(`/resources/${article.slug}`)}</loc><lastmod>${article.updated ?? article.date}</lastmod>`,
    );
  }
});

test("robots.txt allows the site and names the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/$/m);
  expect(text).toMatch(new RegExp(`^Sitemap: ${absolute("/sitemap.xml")}$`, "m"));
});

test("rss.xml: RSS 2.0 with every article, absolute links and RFC 822 dates", async ({
  request,
}) => {
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(/<rss version="2.0"/);
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]);
  const expected = newestFirst(articles);
  expect(items).toHaveLength(expected.length);
  items.forEach((item, index) => {
    const article = expected[index];
    expect(item).toContain(`<link>${absolute(`/resources/${article.slug}`)}</link>`);
    expect(item).toContain(article.title);
    const pubDate = item.match(/<pubDate>([^<]+)<\/pubDate>/)?.[1] ?? "";
    // RFC 822: "Tue, 10 Nov 2026 00:00:00 GMT", on the article's own calendar day.
    expect(pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(new Date(pubDate).toISOString().slice(0, 10)).toBe(article.date);
  });
});

test("from the hydrated contact page, links load documents: no .data or __manifest requests", async ({
  page,
}) => {
  const asked: string[] = [];
  const note = (request: Request) => {
    if (/\.data\b|__manifest/.test(request.url())) asked.push(request.url());
  };
  page.on("request", note);
  await page.goto("/contact");
  await waitForContactForm(page);
  const navigation = page.waitForEvent("framenavigated");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: words.navigation.resources, exact: true })
    .click();
  await navigation;
  await expect(page).toHaveURL("/resources");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(asked).toEqual([]);
  page.off("request", note);
});
