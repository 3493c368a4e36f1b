// What an article's page and the cards that lead to it must show, checked by the route sweep
// (routes.spec.ts) on the page it has already loaded: its header, text, JSON-LD, reviewer, related
// articles and the invitation to book. One load per article instead of one per check.
import type { Page } from "@playwright/test";
import { expect } from "./csp.fixture";
import {
  absolute,
  articles,
  frontmatterOf,
  h2Headings,
  languages,
  longDate,
  paragraphs,
  READ_TIME,
  resourcesIn,
  site,
  translates,
  type Article,
  words,
  wordsIn,
} from "./helpers";
import { inLanguage, paths } from "../../app/lib/paths";

export async function expectArticlePage(page: Page, article: Article): Promise<void> {
  const header = page.locator("article header");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  await expect(header.getByText(article.categoryTitle, { exact: true })).toBeVisible();
  await expect(header.getByText(READ_TIME)).toBeVisible();
  const date = header.locator("time").first();
  await expect(date).toHaveAttribute("datetime", article.date);
  await expect(date).toHaveText(longDate(article.date));
  await expectReviewer(page, article);

  const main = page.getByRole("main");
  const [firstParagraph] = paragraphs(article.body);
  if (firstParagraph) await expect(main.getByText(firstParagraph)).toBeVisible();
  for (const heading of h2Headings(article.body)) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(main.locator(`a[href="${paths.resources()}"]`).first()).toBeVisible();
  // The category badge leads to its topic's list.
  await expect(
    main.getByRole("link", { name: article.categoryTitle, exact: true }),
  ).toHaveAttribute("href", paths.topic(article.category));
  await expectJsonLd(page, article);
  await expectRelated(page, article);
  await expectPictures(page);
}

/**
 * Every picture in the text is drawn from the sizes and formats the build made: AVIF and WebP
 * first, its shape given (no jump as it loads), and the file loaded one of them, never the upload.
 */
async function expectPictures(page: Page) {
  const text = page.locator("main .prose");
  await expect(text.locator("img:not(picture > img)")).toHaveCount(0);
  for (const picture of await text.locator("picture").all()) {
    const types = picture.locator("source");
    await expect(types).toHaveCount(2);
    expect(await types.evaluateAll((all) => all.map((each) => each.getAttribute("type")))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    const img = picture.locator("img");
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        img.evaluate((each: HTMLImageElement) => new URL(each.currentSrc || "x:").pathname),
      )
      .toMatch(/^\/assets\/pictures\/.+\.avif$/);
  }
}

/**
 * An article the language has not translated, on that language's pages: its title and text marked
 * English, a note in the page's language that it is in English only, and the ways on (back to
 * Resources, its topic) in the page's language.
 */
export async function expectEnglishOnlyArticle(page: Page, slug: string, code: string) {
  const article = articles.find((each) => each.slug === slug)!;
  const words = wordsIn(code);
  const english = languages[0].locale;
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", english);
  await expect(main.locator(".prose")).toHaveAttribute("lang", english);
  await expect(main.getByText(words.labels.englishOnly, { exact: true })).toBeVisible();
  const local = (path: string) =>
    translates(code, "pages/resources.md") ? inLanguage(path, code) : path;
  await expect(
    main.getByRole("link", { name: words.labels.backToResources }).first(),
  ).toHaveAttribute("href", local(paths.resources()));
  const topic = resourcesIn(code).categories.find((each) => each.id === article.category)!;
  await expect(main.getByRole("link", { name: topic.title, exact: true })).toHaveAttribute(
    "href",
    local(paths.topic(article.category)),
  );
  // Its JSON-LD is the English page's, the page it is a copy of.
  await expectJsonLd(page, article);
}

/**
 * Share on an article of any language: the WhatsApp link (no script needed) carries its title and
 * its address in the page's language, and what a link preview reads (the description and the
 * share image) is the article's in its own language: the translation's, or the English one's for
 * an article shown in English. `code` is the page's language, undefined for the first.
 */
export async function expectShareLinks(page: Page, slug: string, code: string | undefined) {
  const address = absolute(inLanguage(paths.article(slug), code));
  const translated = code !== undefined && translates(code, `articles/${slug}.mdx`);
  const own = translated
    ? frontmatterOf(`${code}/articles/${slug}.mdx`)
    : articles.find((each) => each.slug === slug)!;
  const read = await page.evaluate(() => ({
    whatsapp: [...document.querySelectorAll('main a[href^="https://wa.me/?"]')].map(
      (link) => link.getAttribute("href") ?? "",
    ),
    description: document.querySelector('meta[property="og:description"]')?.getAttribute("content"),
    image: document.querySelector('meta[property="og:image"]')?.getAttribute("content"),
  }));
  expect(read.whatsapp, "one WhatsApp share link").toHaveLength(1);
  const text = new URL(read.whatsapp[0]).searchParams.get("text");
  expect(text).toBe(`${own.title}\n${address}`);
  expect(read.description).toBe(own.description);
  const image = paths.articleShareImage(slug);
  expect(read.image).toBe(absolute(translated ? inLanguage(image, code) : image));
}

/** Who reviewed it, and when, only when the article names its reviewer. */
async function expectReviewer(page: Page, article: Article) {
  const header = page.locator("article header");
  if (!article.reviewedBy) {
    await expect(header.getByText(words.labels.reviewedBy.split("{name}")[0])).toHaveCount(0);
    return;
  }
  const expected = article.lastReviewed
    ? words.labels.reviewedByOn
        .replace("{name}", article.reviewedBy)
        .replace("{date}", longDate(article.lastReviewed))
    : words.labels.reviewedBy.replace("{name}", article.reviewedBy);
  await expect(header.getByText(expected, { exact: true })).toBeVisible();
}

async function expectJsonLd(page: Page, article: Article) {
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? "",
    ),
  );
  expect(scripts, "one JSON-LD").toHaveLength(1);
  const data = JSON.parse(scripts[0]);
  expect(["Article", "MedicalWebPage"]).toContain(data["@type"]);
  expect(data.headline).toBe(article.title);
  expect(data.description).toBe(article.description);
  // The calendar date exactly as written, as the page's <time> gives it.
  expect(data.datePublished).toBe(article.date);
  expect(data.publisher.name).toBe(site.name);
  expect(data.image).toBe(absolute(paths.articleShareImage(article.slug)));
}

/**
 * Up to three related articles, the most related first, after the invitation to book; none (and
 * no section) when no other article shares its topic or an age group.
 */
async function expectRelated(page: Page, article: Article) {
  const book = page
    .getByRole("main")
    .getByRole("link", { name: words.navigation.book, exact: true });
  await expect(book).toHaveAttribute("href", paths.contactForm());
  // The same topic counts 2, each shared age group 1: the best-related come first, and no
  // article left out is more related than one shown.
  const relatedness = (other: Article) =>
    (other.category === article.category ? 2 : 0) +
    other.ageGroups.filter((group) => article.ageGroups.includes(group)).length;
  const others = articles.filter((other) => other.slug !== article.slug);
  const related = page.getByRole("region", { name: words.labels.relatedArticles });
  if (!others.some((other) => relatedness(other) > 0)) return expect(related).toHaveCount(0);

  const titles = await related.locator(".card-title").allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.length).toBeLessThanOrEqual(3);
  const shown = titles.map((title) => relatedness(others.find((other) => other.title === title)!));
  for (const [index, value] of shown.entries()) {
    expect(value, `${titles[index]} is related to ${article.title}`).toBeGreaterThan(0);
    if (index > 0) expect(value).toBeLessThanOrEqual(shown[index - 1]);
  }
  const leastShown = titles.length < 3 ? 0 : Math.min(...shown);
  for (const other of others.filter((each) => !titles.includes(each.title))) {
    expect(relatedness(other), `${other.title} left out`).toBeLessThanOrEqual(leastShown);
  }
  const bookBox = await book.boundingBox();
  const relatedBox = await related.boundingBox();
  expect(bookBox!.y).toBeLessThan(relatedBox!.y);
}

/**
 * Every article card's Read More (on lists, and among related articles) leads to its article in
 * the page's language (`prefix`), an English one shown there in English.
 */
export async function expectCardsLeadToTheirArticles(
  page: Page,
  prefix: string | undefined,
): Promise<void> {
  const cards = await page
    .locator("main .article-card")
    .evaluateAll((found) =>
      found.map((card) => [
        card.querySelector(".card-title")?.textContent?.trim() ?? "",
        card.querySelector("a.card-footer")?.getAttribute("href") ?? "",
      ]),
    );
  expect(cards.every(([, href]) => href !== "")).toBe(true);
  for (const [title, href] of cards) {
    const article = articles.find((candidate) => candidate.title === title);
    if (article)
      expect(href, `Read More on "${title}"`).toBe(inLanguage(paths.article(article.slug), prefix));
  }
}
