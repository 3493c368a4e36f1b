// Playwright's `test`, failing any test in which the page reported a Content-Security-Policy
// violation: a blocked inline script, style, picture or connection is a broken page under the
// site's headers, even when nothing visible breaks. Spec files import `test` and `expect` from here.
import { type BrowserContext, test as base, expect } from "@playwright/test";

type Violation = { directive: string; blocked: string; source: string; page: string };

/** What the page's listener writes to the console before a violation, to tell it from the rest. */
const MARK = "csp-violation:";

/** Contexts whose pages already report violations: a context shared by tests needs it once. */
const reporting = new WeakSet<BrowserContext>();

export const test = base.extend<{ cspViolations: Violation[] }>({
  cspViolations: [
    async ({ context, javaScriptEnabled }, use) => {
      const violations: Violation[] = [];
      // Without JavaScript no script runs, so none can be blocked, and none could report it.
      if (!javaScriptEnabled) return use(violations);
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
