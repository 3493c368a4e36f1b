// The routes of the build being tested, and the checks every route must pass on any host: its
// status and policy, one h1, title and description, and internal links that lead somewhere (to
// the element a #fragment names, on the page or another).
// routes.spec.ts checks every route on npm start; static-host.spec.ts one of each kind on a plain
// static file server.
import type { APIRequestContext, Page, Response } from "@playwright/test";
import { fromHtml } from "hast-util-from-html";
import { visit } from "unist-util-visit";
import { expect } from "./csp.fixture";
import {
  englishOnlyArticles,
  expectNoEmptyLinks,
  languages,
  milestoneAges,
  otherLanguages,
  resources,
  ROUTES,
  TOOL_PAGES,
  translatedRoutes,
  translates,
  type ContrastScope,
  UNKNOWN_ARTICLE,
  UNKNOWN_PATH,
  waitForContactForm,
  waitForTool,
  wordsIn,
} from "./helpers";
import { inLanguage, paths } from "../../app/lib/paths";

export const [firstLanguage] = languages;

/**
 * The pages the sweep of the real content (test:counsellor-pr, E2E_SWEEP=sample) leaves out: they
 * repeat a template already on it with other items in it, a checklist age after the first (other
 * skills) and a topic's or age group's list after the first (other cards, all of them on the list
 * of all articles). What a counsellor changes there is checked by npm run check:content and shows
 * on the pages the sweep does load.
 */
const FIRST_LISTED: Record<string, string | undefined> = {
  topics: resources.categories[0]?.id,
  ages: resources.ageGroups[0]?.id,
};
const LATER_AGES = new Set(milestoneAges.slice(1).map((age) => paths.milestoneAge(age.months)));
function repeatsATemplate(path: string): boolean {
  const list = /\/resources\/(topics|ages)\/([^/]+)/.exec(path);
  const inFirstLanguage = otherLanguages.reduce(
    (found, language) =>
      found.startsWith(`/${language.code}/`) ? found.slice(language.code.length + 1) : found,
    path,
  );
  return LATER_AGES.has(inFirstLanguage) || (list !== null && list[2] !== FIRST_LISTED[list[1]]);
}

type SweptRoute = {
  path: string;
  current: string | null;
  status: number;
  language: (typeof languages)[number];
  /** An article the language has not translated, shown in English inside its pages: its slug. */
  englishOnly?: string;
};

const EVERY_ROUTE: SweptRoute[] = [
  ...ROUTES.map((route) => ({ ...route, status: 200, language: firstLanguage })),
  { path: UNKNOWN_PATH, current: null, status: 404, language: firstLanguage },
  { path: UNKNOWN_ARTICLE, current: null, status: 404, language: firstLanguage },
  // Every other language's pages, one article in English inside its pages (every other one is
  // the same template with another text; the lists' links to all of them are followed), and its
  // own 404 page.
  ...otherLanguages.flatMap((language) => [
    ...translatedRoutes(language.code).map((route) => ({ ...route, status: 200, language })),
    ...englishOnlyArticles(language.code)
      .slice(0, 1)
      .map((article) => ({
        path: inLanguage(paths.article(article.slug), language.code),
        current: wordsIn(language.code).navigation.resources,
        status: 200,
        language,
        englishOnly: article.slug,
      })),
    {
      path: inLanguage(UNKNOWN_PATH, language.code),
      current: null,
      status: 404,
      language,
    },
  ]),
];
/** E2E_SWEEP=sample: the sweep of the real content in test:counsellor-pr. */
const SAMPLE = process.env.E2E_SWEEP === "sample";
export const SWEEP = SAMPLE
  ? EVERY_ROUTE.filter((route) => !repeatsATemplate(route.path))
  : EVERY_ROUTE;
export type Route = (typeof SWEEP)[number];
let axeRoutesRead: Promise<Set<string>> | undefined;
/**
 * The routes axe reads at 390 px: on the fixture tree, one page of each template in each language
 * and each article that brings a kind of element of its own (route-templates.ts); on the real
 * content, whose pages no test can foresee, every page the sample sweep loads. Imported when first
 * asked for, in the workers that run the sweep: route-templates.ts reads the site's route table,
 * whose @remix-run/route-config loads all of @remix-run/dev (about 1.5 CPU s a process), which the
 * runner (that lists every spec's tests) and the static host's workers would load for nothing.
 */
export function axeRoutes(): Promise<Set<string>> {
  axeRoutesRead ??= SAMPLE
    ? Promise.resolve(new Set(SWEEP.map((route) => route.path)))
    : import("./route-templates").then(({ axeReads }) => axeReads(SWEEP));
  return axeRoutesRead;
}

const LANGUAGE_HOMES = new Set(
  [firstLanguage, ...otherLanguages].map((language) =>
    inLanguage(paths.home(), language === firstLanguage ? undefined : language.code),
  ),
);

/**
 * Where the sweep's axe run checks colour contrast (two thirds of axe's time). A colour is the
 * stylesheet's, never the content's: no content file can set a colour, a style or a class (an
 * article's HTML keeps an allow-list of elements, no style attribute and only the components'
 * fixed classes; frontmatter is text), so only the kinds of element on a page and where they sit
 * decide its contrast, and the fixture tree has every kind: its articles put each text colour of
 * an article on each background an article can give it. So the real content's sweep checks none,
 * and the fixture's checks:
 * - the whole page on each language's home page at 390 px, and at 1280 px wherever axe runs
 *   there: what surrounds `main` (top bar, menu, help box, footer, action bar) is one layout, the
 *   same on every page of a language at 390 px, where the menu with its current item is closed;
 * - `main` on every other page: its own elements.
 */
export function contrastScope(path: string, width: number): ContrastScope {
  if (SAMPLE) return "none";
  return width === 1280 || LANGUAGE_HOMES.has(path) ? "page" : "main";
}

/**
 * Pages that hydrate an island (the contact form, the Resources tools): they load the island's
 * own script file and the React file every island shares, and only after the page.
 */
export const CONTACT_PAGES = new Set([
  paths.contact(),
  ...otherLanguages.map((language) => inLanguage(paths.contact(), language.code)),
]);
/** The search pages: their island is plain script (no React), under a policy of their own. */
export const SEARCH_PAGES = new Set([
  paths.search(),
  ...otherLanguages
    .filter((language) => translates(language.code, "pages/search.md"))
    .map((language) => inLanguage(paths.search(), language.code)),
]);
export const ISLAND_PAGES = new Set([
  ...CONTACT_PAGES,
  ...SEARCH_PAGES,
  ...TOOL_PAGES,
  ...otherLanguages.flatMap((language) =>
    translatedRoutes(language.code)
      .map((route) => route.path)
      .filter((path) =>
        TOOL_PAGES.some((toolPage) => path === inLanguage(toolPage, language.code)),
      ),
  ),
]);

/** What a request to each address answered, kept for the worker: pages share most links. */
const answered = new Map<string, Promise<{ status: number; ids: () => Set<string> }>>();

function answerOf(request: APIRequestContext, baseURL: string, target: string) {
  const key = baseURL + target;
  if (!answered.has(key))
    answered.set(
      key,
      request.get(target).then(async (res) => {
        const html = await res.text();
        let ids: Set<string> | undefined;
        // The ids of its elements, read only for a page that some link names a place in.
        return { status: res.status(), ids: () => (ids ??= idsIn(html)) };
      }),
    );
  return answered.get(key)!;
}

function idsIn(html: string): Set<string> {
  const ids = new Set<string>();
  visit(fromHtml(html), "element", (element) => {
    if (typeof element.properties.id === "string") ids.add(element.properties.id);
  });
  return ids;
}

/** Its status and policy, one visible h1, a title and a description; an island has loaded. */
export async function expectHead(page: Page, route: Route, response: Response | null) {
  expect(response?.status()).toBe(route.status);
  const policy = response?.headers()["content-security-policy"] ?? "";
  // Only the search pages may compile WebAssembly (Pagefind's): server/headers.js.
  const wasm = SEARCH_PAGES.has(route.path) ? " 'wasm-unsafe-eval'" : "";
  expect(policy).toMatch(new RegExp(`(^|; )script-src 'self'${wasm}( 'sha256-[\\w+/=]+')*(;|$)`));
  expect(policy).not.toContain("unsafe-inline");
  // Read in one round trip: the page is served whole, so nothing here waits for a script.
  const head = await page.evaluate(() => ({
    h1s: [...document.querySelectorAll("h1")].map((h1) => {
      // Visible as Playwright counts it: a box of some size, and not visibility: hidden.
      const box = h1.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(h1).visibility !== "hidden";
    }),
    title: document.title,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map(
      (meta) => meta.getAttribute("content") ?? "",
    ),
  }));
  expect(head.h1s, `${route.path}: one h1, visible`).toEqual([true]);
  expect(head.title, `${route.path}: title`).toMatch(/\S/);
  expect(head.descriptions, `${route.path}: one description`).toHaveLength(1);
  expect(head.descriptions[0].trim(), `${route.path}: description`).not.toBe("");
  if (CONTACT_PAGES.has(route.path)) await waitForContactForm(page);
  else if (SEARCH_PAGES.has(route.path)) await page.locator(".search-ready").waitFor();
  else if (ISLAND_PAGES.has(route.path)) await waitForTool(page, route.language.code);
}

/**
 * Every internal link answers 200, and every #fragment names an element of its page: this page's,
 * or the other page's (/contact#book-form) as the server sends it.
 */
export async function expectLinksLead(page: Page, request: APIRequestContext, baseURL: string) {
  await expectNoEmptyLinks(page);
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  // A Devanagari heading's link is %-escaped (#user-content-%E0%A4%A8…); the id is not.
  const fragmentOf = (href: string) => decodeURIComponent(href.slice(href.indexOf("#") + 1));
  const internal = hrefs.filter((href) => href.startsWith("/"));
  for (const target of new Set(internal.map((href) => href.split("#")[0]))) {
    expect((await answerOf(request, baseURL, target)).status, `${target} answers`).toBe(200);
  }
  for (const href of internal.filter((each) => each.includes("#"))) {
    const { ids } = await answerOf(request, baseURL, href.split("#")[0]);
    expect(ids().has(fragmentOf(href)), `${href} names an element of its page`).toBe(true);
  }
  const onPage = hrefs.filter((each) => each.startsWith("#"));
  const counts = await page.evaluate(
    (fragments) =>
      fragments.map(
        (fragment) =>
          [...document.querySelectorAll("[id]")].filter((element) => element.id === fragment)
            .length,
      ),
    onPage.map(fragmentOf),
  );
  for (const [index, href] of onPage.entries()) {
    expect(counts[index], `${href}: one element with its id`).toBe(1);
  }
}
