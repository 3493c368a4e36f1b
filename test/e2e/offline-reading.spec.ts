// Reading again offline (app/features/offline/worker.ts): every page a parent has opened opens
// again without a connection, styled, the first page of the first visit included (read before
// the worker ran); a page never opened shows the offline page in that page's language; search's
// files are never answered by the worker. On npm start; offline.spec.ts runs the same on serve.
import type { Page } from "@playwright/test";
import { expect, test } from "./csp.fixture";
import { articles, errorsIn, languages, otherLanguages, translates } from "./helpers";
import { keeps, settledWorkers } from "./offline";
import { inLanguage, paths } from "../../app/lib/paths";
import { SEARCH_IDS } from "../../app/features/search/props";

test.use({ serviceWorkers: "allow" });

/** Whether every stylesheet of the page has loaded (a kept page keeps its styles with it). */
const styled = (page: Page) =>
  page.evaluate(
    () =>
      document.styleSheets.length > 0 &&
      [...document.styleSheets].every((sheet) => sheet.cssRules.length > 0),
  );

test("an article read once opens again offline, and so does every page read after it", async ({
  page,
  context,
}) => {
  expect(articles.length).toBeGreaterThan(1);
  const [first, second] = articles.map((article) => ({
    ...article,
    address: paths.article(article.slug),
  }));
  // The first page of the first visit: read before the worker ran.
  await page.goto(first.address);
  await expect.poll(() => settledWorkers(page)).toEqual([paths.home()]);
  await expect.poll(() => keeps(page, [first.address])).toBe(true);
  await page.goto(second.address);
  await expect.poll(() => keeps(page, [second.address])).toBe(true);

  await context.setOffline(true);
  for (const article of [first, second]) {
    const response = await page.goto(article.address);
    expect(response?.fromServiceWorker(), article.address).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    expect(await styled(page), article.address).toBe(true);
  }
});

test("a page never read shows the offline page, in that page's language", async ({
  page,
  context,
}) => {
  await page.goto(paths.home());
  await expect.poll(() => settledWorkers(page)).toEqual([paths.home()]);
  const neverRead = [
    { code: languages[0].code, address: paths.article(articles[0].slug) },
    ...otherLanguages.map(({ code }) => {
      const translated = articles.find((article) =>
        translates(code, `articles/${article.slug}.mdx`),
      );
      return { code, address: inLanguage(paths.article(translated!.slug), code) };
    }),
  ];
  expect(neverRead.length).toBeGreaterThan(1);
  const offlinePages = neverRead.map(({ code }, index) =>
    inLanguage(paths.offline(), index === 0 ? undefined : code),
  );
  await expect.poll(() => keeps(page, offlinePages)).toBe(true);

  await context.setOffline(true);
  for (const { code, address } of neverRead) {
    const response = await page.goto(address);
    expect(response?.fromServiceWorker(), address).toBe(true);
    const words = errorsIn(code).offline;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
    await expect(page.getByText(words.text)).toBeVisible();
    const locale = languages.find((language) => language.code === code)!.locale;
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    expect(await styled(page), address).toBe(true);
  }
});

test("search's files always come from the network, never from the worker", async ({ page }) => {
  await page.goto(paths.home());
  await expect.poll(() => settledWorkers(page)).toEqual([paths.home()]);
  await page.reload();
  const fromWorker = (address: string) =>
    Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === address),
      page.evaluate((url) => fetch(url).then(() => undefined), address),
    ]).then(([response]) => response.fromServiceWorker());
  // A file the worker does answer, to show the difference can be seen.
  expect(await fromWorker(paths.favicon())).toBe(true);
  expect(await fromWorker(`${paths.searchIndex()}pagefind.js`)).toBe(false);
});

test("offline, the browser keeps search's hashed files but not its entry, so the search page says it cannot search", async ({
  page,
  context,
}) => {
  const article = articles[0];
  const fetched = new Set<string>();
  const requests = new Map<string, number>();
  page.on("request", (request) => {
    if (!new URL(request.url()).pathname.startsWith(paths.searchIndex())) return;
    requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1);
  });
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith(paths.searchIndex()) && response.ok()) fetched.add(response.url());
  });
  await page.goto(paths.search());
  await expect.poll(() => settledWorkers(page)).toEqual([paths.home()]);
  await page.locator(`#${SEARCH_IDS.field}`).fill(article.title);
  await expect(page.locator(`#${SEARCH_IDS.results} a`, { hasText: article.title })).toBeVisible();
  const names = [...fetched].map((url) => new URL(url).pathname.slice(paths.searchIndex().length));
  // The meta, an index chunk and a fragment (hashed); Pagefind's script, entry and WebAssembly.
  const expected = [
    /^pagefind\..+\.pf_meta$/,
    /^index\//,
    /^fragment\//,
    /^pagefind\.js$/,
    /^pagefind-entry\.json$/,
    /^wasm\.[a-z]+\.pagefind$/,
  ];
  for (const name of expected) {
    expect(
      names.some((each) => name.test(each)),
      String(name),
    ).toBe(true);
  }
  // Each came once: Pagefind's own fetches of its WebAssembly and meta took the page's preloads.
  // A preload no fetch took stays in the page and answers a fetch of its file below, offline.
  expect([...requests].filter(([, count]) => count > 1)).toEqual([]);

  await context.setOffline(true);
  const answered = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map((url) =>
          fetch(url).then(
            (r) => r.ok,
            () => false,
          ),
        ),
      ),
    [...fetched],
  );
  // Hashed (the first three): new names in a new build, kept. The rest is asked for again (the
  // entry names the index), so an old index never outlives a new build.
  [...fetched].forEach((url, index) => {
    const hashed = expected.slice(0, 3).some((name) => name.test(names[index]));
    expect(answered[index], url).toBe(hashed);
  });
  await page.reload();
  await expect(page.locator(`#${SEARCH_IDS.offline}`)).toBeVisible();
  await expect(page.locator(`#${SEARCH_IDS.results} a`)).toHaveCount(0);
});
