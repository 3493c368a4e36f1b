// How search engines, feed readers and chat apps see the site: canonical, Open Graph and Twitter
// tags on every page, JSON-LD, the sitemap, robots.txt and the RSS feed, checked against the pages.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { articles, newestFirst, ROUTES, site, UNKNOWN_PATH, waitForContactForm } from "./helpers";

const absolute = (path: string) => new URL(path, site.url).href;

async function metaContent(page: Page, attribute: "name" | "property", key: string) {
  return page.locator(`meta[${attribute}="${key}"]`).getAttribute("content");
}

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  return JSON.parse((await scripts.textContent()) ?? "");
}

async function expectPng(request: APIRequestContext, url: string) {
  expect(url.startsWith(site.url), `${url} is on the site`).toBe(true);
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/png");
  const bytes = await response.body();
  // The PNG header holds the width and height: 1200 × 630 for link previews.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
}

for (const route of ROUTES) {
  test(`${route.path}: canonical, Open Graph, Twitter card and the feed link`, async ({
    page,
    request,
  }) => {
    await page.goto(route.path);
    const title = await page.title();
    const description = await metaContent(page, "name", "description");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      absolute(route.path),
    );
    expect(await metaContent(page, "property", "og:title")).toBe(title);
    expect(await metaContent(page, "property", "og:description")).toBe(description);
    expect(await metaContent(page, "property", "og:url")).toBe(absolute(route.path));
    const isArticle = articles.some((article) => route.path === `/resources/${article.slug}`);
    expect(await metaContent(page, "property", "og:type")).toBe(isArticle ? "article" : "website");
    expect(await metaContent(page, "name", "twitter:card")).toBe("summary_large_image");
    const image = (await metaContent(page, "property", "og:image")) ?? "";
    await expectPng(request, image);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/rss.xml",
    );
    // Published pages may be indexed.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
}

test("the 404 page is not indexed and still advertises the feed", async ({ page }) => {
  await page.goto(UNKNOWN_PATH);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
});

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

for (const article of articles) {
  test(`${article.slug}: JSON-LD with headline, dates and publisher`, async ({ page }) => {
    await page.goto(`/resources/${article.slug}`);
    const data = await jsonLd(page);
    expect(["Article", "MedicalWebPage"]).toContain(data["@type"]);
    expect(data.headline).toBe(await page.getByRole("heading", { level: 1 }).textContent());
    expect(data.description).toBe(article.description);
    // The calendar date exactly as written, and as the page shows it.
    expect(data.datePublished).toBe(article.date);
    await expect(page.locator("article header time")).toHaveAttribute("datetime", article.date);
    expect((data.publisher as Record<string, string>).name).toBe(site.name);
    expect(data.image).toBe(absolute(`/og/articles/${article.slug}.png`));
  });
}

test("sitemap.xml lists every page and article, each answering with itself as canonical", async ({
  request,
  page,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(new Set(locs)).toEqual(new Set(ROUTES.map((route) => absolute(route.path))));
  for (const article of articles) {
    expect(xml).toContain(
      `<loc>${absolute(`/resources/${article.slug}`)}</loc><lastmod>${article.updated ?? article.date}</lastmod>`,
    );
  }
  for (const loc of locs) {
    await page.goto(new URL(loc).pathname);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", loc);
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
  page.on("request", (request) => {
    if (/\.data\b|__manifest/.test(request.url())) asked.push(request.url());
  });
  await page.goto("/contact");
  await waitForContactForm(page);
  const navigation = page.waitForEvent("framenavigated");
  await page.getByRole("contentinfo").getByRole("link", { name: "Resources" }).click();
  await navigation;
  await expect(page).toHaveURL("/resources");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(asked).toEqual([]);
});
