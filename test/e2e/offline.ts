// Helpers the offline specs share: the tool pages of the build, the site's service worker once it
// has settled, and whether it keeps a page.
import type { APIRequestContext, Page } from "@playwright/test";
import { languages } from "./helpers";
import { inLanguage, paths } from "../../app/lib/paths";

/** The folder of the tool pages in each language of the fixture (a language may have none). */
const TOOL_FOLDERS = languages.map(({ code }, index) =>
  inLanguage(paths.tool(""), index === 0 ? undefined : code),
);

/** Every tool page the build lists in its sitemap, in every language. */
export async function toolPages(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get(paths.sitemap())).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((address) => TOOL_FOLDERS.some((folder) => address.startsWith(folder)));
}

/**
 * The scopes of the origin's service workers that are active with nothing installing or waiting
 * (the site's, once its activation, which keeps the pages open, is over: "/").
 */
export const settledWorkers = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations())
      .filter((each) => each.active?.state === "activated" && !each.installing && !each.waiting)
      .map((each) => new URL(each.scope).pathname)
      .sort(),
  );

/** Whether the worker keeps these addresses (a page is kept after its response: poll this). */
export const keeps = (page: Page, addresses: string[]) =>
  page.evaluate(
    async (all) =>
      (await Promise.all(all.map((address) => caches.match(address, { ignoreVary: true })))).every(
        Boolean,
      ),
    addresses,
  );
