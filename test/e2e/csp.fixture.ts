// Playwright's `test`, failing any test in which the page reported a Content-Security-Policy
// violation: a blocked inline script, style, picture or connection is a broken page under the
// site's headers, even when nothing visible breaks. Spec files import `test` and `expect` from here.
import { test as base, expect } from "@playwright/test";

type Violation = { directive: string; blocked: string; source: string; page: string };

declare global {
  interface Window {
    __reportCspViolation?: (violation: Violation) => void;
  }
}

export const test = base.extend<{ cspViolations: Violation[] }>({
  cspViolations: [
    async ({ context, javaScriptEnabled }, use) => {
      const violations: Violation[] = [];
      // Without JavaScript no script runs, so none can be blocked, and none could report it.
      if (!javaScriptEnabled) return use(violations);
      // On the context, so every page the test opens (and every navigation) reports here.
      await context.exposeFunction("__reportCspViolation", (violation: Violation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          window.__reportCspViolation?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
            page: location.pathname,
          });
        });
      });
      await use(violations);
      // Violation events are queued as tasks: let the open pages run theirs before looking. A
      // message task, not a timer, so that a test's paused clock (page.clock) cannot hold it back.
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
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
