// A walk of one language's pages in the browser, from its home, search, offline and 404 pages
// through every link that stays in the language, collecting each link of this site that leads
// out of the language to a page the language has: a parent must never be thrown out of their
// language by a link on a translated page. A link that says it changes the language (hreflang:
// the language switch, "read in English") is the parent's choice and is left alone; a link to a
// page the language has not translated rightly leads to the English one. Whether the language
// has a page is asked of the server, not of the content: its address in the language answers 200.
import type { Page } from "@playwright/test";
import { inLanguage, paths } from "../../app/lib/paths";
import { UNKNOWN_PATH } from "./helpers";

type Link = { href: string; text: string; announcesLanguage: boolean };

/** The links and GET forms of the page as it is now (after its islands drew what they draw). */
const linksOn = (page: Page): Promise<Link[]> =>
  page.evaluate(() =>
    [
      ...[...document.querySelectorAll("a[href]")].map((link) => ({
        href: (link as HTMLAnchorElement).href,
        text: (link.textContent ?? "").trim().slice(0, 60),
        announcesLanguage: link.hasAttribute("hreflang"),
      })),
      ...[...document.querySelectorAll("form[action]")].map((form) => ({
        href: (form as HTMLFormElement).action,
        text: `form ${form.id || form.className}`,
        announcesLanguage: false,
      })),
    ].filter((link) => link.href.startsWith(location.origin)),
  );

/** A file (a feed, a picture, a script), not a page with links to walk. */
const isFile = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname);

/**
 * Every link of this site on the pages of language `code` (walked from `base`) that leaves the
 * language although the language has the page, as "page: link text → address (… exists)".
 */
export async function linksLeavingLanguage(
  page: Page,
  base: string,
  code: string,
): Promise<{ walked: string[]; leaving: string[] }> {
  const home = inLanguage(paths.home(), code);
  const inside = (pathname: string) => pathname === home || pathname.startsWith(`${home}/`);
  const queue = [paths.home(), paths.search(), paths.offline(), UNKNOWN_PATH].map((path) =>
    inLanguage(path, code),
  );
  const seen = new Set(queue);
  const exists = new Map<string, Promise<boolean>>();
  const hasPage = (path: string) => {
    if (!exists.has(path)) {
      exists.set(
        path,
        page.request.get(new URL(path, base).href).then((response) => response.status() === 200),
      );
    }
    return exists.get(path)!;
  };
  const leaving: string[] = [];
  const walked: string[] = [];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    await page.goto(new URL(path, base).href);
    walked.push(path);
    for (const link of await linksOn(page)) {
      const { pathname } = new URL(link.href);
      if (inside(pathname)) {
        if (!seen.has(pathname) && !isFile(pathname)) {
          seen.add(pathname);
          queue.push(pathname);
        }
        continue;
      }
      if (link.announcesLanguage) continue;
      const local = inLanguage(pathname.replace(/\/$/, "") || paths.home(), code);
      if (await hasPage(local)) {
        leaving.push(`${path}: "${link.text}" → ${link.href} (${local} exists)`);
      }
    }
  }
  return { walked, leaving: [...new Set(leaving)] };
}
