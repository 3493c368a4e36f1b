// Helpers the offline specs share: the tool pages of the build by language folder, and the
// page's service workers once they have settled.
import type { APIRequestContext, Page } from "@playwright/test";
import { languages } from "./helpers";
import { inLanguage, paths } from "../../app/lib/paths";

/** The folder of the tool pages in each language of the fixture (a language may have none). */
const TOOL_FOLDERS = languages.map(({ code }, index) =>
  inLanguage(paths.tool(""), index === 0 ? undefined : code),
);

/** Every tool page the build lists in its sitemap, by the folder (language) it is in. */
export async function toolPagesByFolder(
  request: APIRequestContext,
): Promise<Map<string, string[]>> {
  const sitemap = await (await request.get(paths.sitemap())).text();
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  const byFolder = new Map<string, string[]>();
  for (const address of addresses) {
    const folder = TOOL_FOLDERS.find((each) => address.startsWith(each));
    if (folder) byFolder.set(folder, [...(byFolder.get(folder) ?? []), address]);
  }
  return byFolder;
}

/** The scopes of the origin's service workers that are active with nothing installing or waiting. */
export const settledWorkers = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations())
      .filter((each) => each.active?.state === "activated" && !each.installing && !each.waiting)
      .map((each) => new URL(each.scope).pathname)
      .sort(),
  );
