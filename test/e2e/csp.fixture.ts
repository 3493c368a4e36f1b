// Playwright's `test`, failing any test in which the page reported a Content-Security-Policy
// violation: a blocked inline script, style, picture or connection is a broken page under the
// site's headers, even when nothing visible breaks. Spec files import `test` and `expect` from here.
// It also offers the page a worker keeps for the tests that share one (`pageSharedByTests`).
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  test as base,
  expect,
} from "@playwright/test";
import axe from "axe-core";

type Violation = { directive: string; blocked: string; source: string; page: string };

/** What the page's listener writes to the console before a violation, to tell it from the rest. */
const MARK = "csp-violation:";

/** Contexts whose pages already report violations: a context shared by tests needs it once. */
const reporting = new WeakSet<BrowserContext>();

/** The context options a shared page is made with (the viewport is set by each test). */
type SharedOptions = Pick<
  BrowserContextOptions,
  "baseURL" | "hasTouch" | "javaScriptEnabled" | "serviceWorkers" | "viewport"
> & { axeInEveryPage: boolean };

/**
 * The pages a worker keeps for the tests that share one: one for each set of context options (with
 * JavaScript and without), made when a test first asks for it.
 */
class WorkerPages {
  private readonly pages = new Map<string, Promise<Page>>();

  constructor(private readonly browser: Browser) {}

  private static keyOf({ viewport: _viewport, ...options }: SharedOptions): string {
    return JSON.stringify(options);
  }

  pageFor({ axeInEveryPage, ...options }: SharedOptions): Promise<Page> {
    const key = WorkerPages.keyOf({ axeInEveryPage, ...options });
    let page = this.pages.get(key);
    if (!page) {
      page = (async () => {
        const context = await this.browser.newContext(options);
        // Once for the context, instead of 580 KB sent with each check (and in every report).
        if (axeInEveryPage) await context.addInitScript(axe.source);
        return context.newPage();
      })();
      this.pages.set(key, page);
    }
    return page;
  }

  /** Closes the page's context, so that the next test that shares a page gets a new one. */
  async discard(options: SharedOptions): Promise<void> {
    const key = WorkerPages.keyOf(options);
    const page = this.pages.get(key);
    this.pages.delete(key);
    await (await page)?.context().close();
  }

  async close(): Promise<void> {
    for (const page of this.pages.values()) await (await page).context().close();
  }
}

export const test = base.extend<
  {
    /**
     * true: the test's `page` is one the worker keeps for every such test, not a new browser
     * context and page. A new page costs about 0.45 CPU s more than a load in a page already open
     * (a renderer process started and its first page loaded cold; Chromium's CPU counted).
     * Only for tests that load every page they read and leave nothing the next test could see: no
     * storage or cookie (checked after each test), no route, clock, emulated media, listener or
     * context option other than the viewport, touch and JavaScript. Each test starts at its
     * viewport. A test that fails leaves its page to no other.
     * "clearing": the same for tests that write the site's storage (the tools, the contact form):
     * after each test the fixture clears the page's storage and cookies, its routes, its emulated
     * media and the listeners the test put on it (`resetShared`). Not for a test that installs a
     * clock (page.clock cannot be removed) or opens pages of its own.
     */
    pageSharedByTests: boolean | "clearing";
    /**
     * With pageSharedByTests, axe is put into every page the shared page loads as it starts: for
     * tests that run axe on page after page (routes.spec.ts). It costs about 0.14 CPU s a load.
     */
    axeInEveryPage: boolean;
    /** The worker's page for this test, when it shares one. */
    sharedPage: Page | undefined;
    cspViolations: Violation[];
  },
  { workerPages: WorkerPages }
>({
  pageSharedByTests: [false, { option: true }],
  axeInEveryPage: [false, { option: true }],
  workerPages: [
    async ({ browser }, use) => {
      const pages = new WorkerPages(browser);
      await use(pages);
      await pages.close();
    },
    { scope: "worker" },
  ],
  sharedPage: [
    async (
      {
        pageSharedByTests,
        axeInEveryPage,
        workerPages,
        baseURL,
        hasTouch,
        javaScriptEnabled,
        serviceWorkers,
        viewport,
      },
      use,
      testInfo,
    ) => {
      if (!pageSharedByTests) return use(undefined);
      const options = {
        baseURL,
        hasTouch,
        javaScriptEnabled,
        serviceWorkers,
        viewport,
        axeInEveryPage,
      };
      let page = await workerPages.pageFor(options);
      if (page.isClosed()) {
        await workerPages.discard(options);
        page = await workerPages.pageFor(options);
      }
      const size = page.viewportSize();
      if (viewport && (size?.width !== viewport.width || size.height !== viewport.height))
        await page.setViewportSize(viewport);
      await use(page);
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed())
        return workerPages.discard(options);
      // A page left at another origin could keep storage that resetShared cannot reach.
      if (pageSharedByTests === "clearing" && !(await resetShared(page, baseURL)))
        return workerPages.discard(options);
      const left = await leftBehind(page);
      if (left.length > 0) {
        await workerPages.discard(options);
        throw new Error(`A test that shares its page left behind ${left.join(", ")}`);
      }
    },
    { scope: "test" },
  ],
  page: [
    async ({ sharedPage, context }, use) => use(sharedPage ?? (await context.newPage())),
    { scope: "test" },
  ],
  cspViolations: [
    async ({ context: ownContext, sharedPage, javaScriptEnabled }, use) => {
      const violations: Violation[] = [];
      // Without JavaScript no script runs, so none can be blocked, and none could report it.
      if (!javaScriptEnabled) return use(violations);
      const context = sharedPage?.context() ?? ownContext;
      // On the context, so every page the test opens (and every navigation) reports here. Through
      // the console, which Playwright follows anyway: a function exposed to the pages instead
      // (context.exposeFunction) cost about 0.17 CPU seconds per test, a third of a short test.
      const listen = (message: { text(): string }) => {
        const text = message.text();
        if (text.startsWith(MARK)) violations.push(JSON.parse(text.slice(MARK.length)));
      };
      context.on("console", listen);
      if (!reporting.has(context)) await reportViolations(context);
      await use(violations);
      // Violation events are queued as tasks: let the open pages run theirs (and so log them)
      // before looking. A message task, not a timer, so that a test's paused clock (page.clock)
      // cannot hold it back.
      for (const page of context.pages()) {
        await page
          .evaluate(
            () =>
              new Promise((resolve) => {
                const channel = new MessageChannel();
                channel.port1.onmessage = resolve;
                channel.port2.postMessage(null);
              }),
          )
          .catch(() => {});
      }
      context.off("console", listen);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The violations reported from now on by the pages of a context a spec made itself (one page kept
 * across the tests of a serial describe, which the `page` fixture cannot be): the spec checks the
 * list as the fixture does, after each test.
 */
export async function violationsIn(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  context.on("console", (message) => {
    const text = message.text();
    if (text.startsWith(MARK)) violations.push(JSON.parse(text.slice(MARK.length)));
  });
  if (!reporting.has(context)) await reportViolations(context);
  return violations;
}

/** What a test may put on a page, besides storage: the listeners of these events. */
const TEST_EVENTS = [
  "console",
  "dialog",
  "download",
  "filechooser",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
] as const;

/**
 * Clears what a test that shares its page may leave in it (pageSharedByTests: "clearing"): its
 * routes, emulated media, listeners, cookies and the site's storage. false if the page is not at
 * the site's origin, whose storage it then cannot clear.
 */
async function resetShared(page: Page, baseURL: string | undefined): Promise<boolean> {
  await page.unrouteAll({ behavior: "ignoreErrors" });
  for (const event of TEST_EVENTS) page.removeAllListeners(event);
  await page.emulateMedia({ media: null });
  await page.context().clearCookies();
  if (new URL(page.url()).origin !== new URL(baseURL ?? "").origin) return false;
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  return true;
}

/** What a test left in its page's storage and cookies, which the next test would find there. */
async function leftBehind(page: Page): Promise<string[]> {
  const cookies = await page.context().cookies();
  // A page with no origin of its own (about:blank) has no storage to read.
  const storage = await page.evaluate(() =>
    location.origin === "null"
      ? []
      : [
          ...Object.keys(localStorage).map((key) => `localStorage ${key}`),
          ...Object.keys(sessionStorage).map((key) => `sessionStorage ${key}`),
        ],
  );
  return [...cookies.map((cookie) => `cookie ${cookie.name}`), ...storage];
}

/** Every page of the context (and every navigation) logs each violation it sees. */
async function reportViolations(context: BrowserContext) {
  reporting.add(context);
  await context.addInitScript((mark) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const violation: Violation = {
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        page: location.pathname,
      };
      console.log(mark + JSON.stringify(violation));
    });
  }, MARK);
}

export { expect };
