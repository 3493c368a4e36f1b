// On a plain static file server (`serve build/static`), as on any host the site may be copied to:
// one page of each kind answers with its status and the site's policy (from the page's own <meta>),
// and its links lead somewhere. The pages are the very files npm start serves, which routes.spec.ts
// checks in full; what a host can change is how it finds a file for an address and what it sends
// with it, the same for every page of a kind.
import { test } from "./csp.fixture";
import { expectHead, expectLinksLead, type Route, SWEEP } from "./route-checks";

// Its tests only read the pages they load, so they share the worker's page (csp.fixture.ts).
test.use({ pageSharedByTests: true });

/**
 * A route's kind: its status, and its address with the last part made general below the top
 * level (/resources/x → /resources/*; /about and /mr stay themselves).
 */
const kindOf = (route: Route) =>
  `${route.status} ${route.path.replace(/^(\/[^/]+)+\/[^/]+$/, (path) => path.replace(/[^/]+$/, "*"))}`;

const ONE_OF_EACH_KIND = SWEEP.filter(
  (route, index) => SWEEP.findIndex((other) => kindOf(other) === kindOf(route)) === index,
);

for (const route of ONE_OF_EACH_KIND) {
  test(`${route.path} (a page like ${kindOf(route)}) on a static host`, async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await page.goto(route.path);
    await expectHead(page, route, response);
    await expectLinksLead(page, request, baseURL!);
  });
}
