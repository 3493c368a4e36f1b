// The proof that no English is left in the code: the fixture's pseudo-language `xx`
// (test/fixtures/content/xx/, languages.yaml) marks every word of its files ⟦like this⟧, and its
// locale writes dates in another script. A build that has it (a preview: it is not published) is
// crawled from /xx/, every page once (read as a browser without scripts reads it; the tools'
// words that show only after an action, in Chromium): a letter a–z on a page, outside the marks,
// is a word the code wrote itself, unless it is a fact of the English site.yaml (e-mail, web
// address, a helpline's source) or English content the page marks as English (lang="en-…"), and
// the title of a page whose heading is marked so.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import type { Element as HastElement, ElementContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { parseYaml } from "../app/content/frontmatter";
import { paths } from "../app/lib/paths";

export const PSEUDO = "xx";
const MARKED = /⟦[^⟦⟧]*⟧/g;
const LATIN = /\p{Script=Latin}/u;
/** What a page may show in Latin letters besides facts: addresses of e-mail and of the web. */
const ADDRESSES = /\S+@\S+\.\w+|https?:\/\/\S+|\b(?:www\.)?[\w-]+(?:\.[\w-]+)*\.(?:in|com|org)\b/g;

/** Every string in a YAML value, in order. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * The English site.yaml's facts: every text of it that the pseudo-language's site.yaml does not
 * translate (the address's postal code, the helplines' sources …), and the languages' names. The
 * interface's words (interface-words.yaml) are all words: none of them is a fact.
 */
export function factsOf(contentDir: string): string[] {
  const read = (file: string) => parseYaml(fs.readFileSync(path.join(contentDir, file), "utf8"));
  const translated = new Set(
    stringsOf(read(`${PSEUDO}/site.yaml`)).map((text) => text.replace(/[⟦⟧]/g, "")),
  );
  const languages = read("languages.yaml") as { name: string }[];
  return [
    ...stringsOf(read("site.yaml")).filter((text) => !translated.has(text)),
    ...languages.map((language) => language.name),
  ].sort((a, b) => b.length - a.length);
}

type Found = { text: string; where: string };

/** The text of a node and its descendants, as the DOM's textContent. */
function textOf(node: ElementContent | HastElement): string {
  if (node.type === "text") return node.value;
  if (node.type !== "element") return "";
  return node.children.map(textOf).join("");
}

const classOf = (element: HastElement) => {
  const names = element.properties.className;
  return Array.isArray(names) ? String(names[0] ?? "") : String(names ?? "").split(" ")[0];
};
const whereOf = (element: HastElement) =>
  `<${element.tagName}${element.properties.id ? `#${String(element.properties.id)}` : ""}${classOf(element) ? `.${classOf(element)}` : ""}>`;

/** The attributes read as words, by hast's name for each (an assistive technology's labels). */
const ATTRIBUTES = {
  ariaLabel: "aria-label",
  ariaDescription: "aria-description",
  title: "title",
  alt: "alt",
  placeholder: "placeholder",
};

/**
 * A page as the server sent it, read as a browser without scripts reads it (parse5, as Chromium
 * parses, <noscript> as markup): the unmarked text of its own language, its labels for assistive
 * technology (unmarkedText), and the addresses of its links, resolved against `url`. Read from the
 * HTML, not in Chromium: a load and a tree walk in a renderer cost many times a parse here, and
 * without scripts the two trees are the same.
 */
export function unmarkedTextOfHtml(html: string, url: string): { found: Found[]; links: string[] } {
  const tree = fromHtml(html);
  const root = tree.children.find((node): node is HastElement => node.type === "element")!;
  const pageLang = root.properties.lang;
  const found: Found[] = [];
  const links: string[] = [];
  const texts: { value: string; parent: HastElement; lang: unknown; hidden: boolean }[] = [];
  const labelled: { element: HastElement; lang: unknown }[] = [];
  let title: string | undefined;
  let h1: { element: HastElement; lang: unknown } | undefined;
  /** In document order; `lang`: the nearest [lang]'s, `hidden`: inside script, style, template. */
  const walk = (element: HastElement, lang: unknown, inBody: boolean, hidden: boolean) => {
    const own = element.properties.lang ?? lang;
    if (element.tagName === "a" && typeof element.properties.href === "string") {
      links.push(new URL(element.properties.href, url).pathname);
    }
    if (element.tagName === "title" && title === undefined) title = textOf(element);
    if (element.tagName === "h1" && !h1) h1 = { element, lang: own };
    const hides = hidden || ["script", "style", "template"].includes(element.tagName);
    if (
      inBody &&
      element.tagName !== "body" &&
      Object.keys(ATTRIBUTES).some((name) => element.properties[name])
    ) {
      labelled.push({ element, lang: own });
    }
    for (const child of element.children) {
      if (child.type === "text" && inBody)
        texts.push({ value: child.value, parent: element, lang: own, hidden: hides });
      if (child.type === "element") walk(child, own, inBody || child.tagName === "body", hides);
    }
  };
  walk(root, undefined, false, false);
  const documentTitle = (title ?? "").replace(/[\t\n\f\r ]+/g, " ").trim();
  // The title repeats the heading, which an article shown in English marks as English.
  const pageTitle =
    h1 && h1.lang !== pageLang ? documentTitle.replace(textOf(h1.element), " ") : documentTitle;
  found.push({ text: pageTitle, where: "<title>" });
  // Marks may span elements ("⟦See <a>the list</a>⟧"): the depth carries over in reading order.
  let depth = 0;
  for (const { value, parent, lang, hidden } of texts) {
    if (hidden || lang !== pageLang) continue;
    let outside = "";
    for (const char of value) {
      if (char === "⟦") depth++;
      else if (char === "⟧") depth = Math.max(0, depth - 1);
      else if (depth === 0) outside += char;
    }
    if (outside.trim()) found.push({ text: outside, where: whereOf(parent) });
  }
  for (const { element, lang } of labelled) {
    if (lang !== pageLang) continue;
    for (const [property, name] of Object.entries(ATTRIBUTES)) {
      const value = element.properties[property];
      if (value) found.push({ text: String(value), where: `${whereOf(element)} ${name}` });
    }
  }
  return { found, links };
}

/** In the page: the unmarked text of its own language, and its labels for assistive technology. */
/** In the page: the unmarked text of its own language, and its labels for assistive technology. */
function unmarkedText(): Found[] {
  const pageLang = document.documentElement.lang;
  const ownLanguage = (element: Element) =>
    element.closest("[lang]")?.getAttribute("lang") === pageLang;
  const where = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.className ? `.${String(element.className).split(" ")[0]}` : ""}>`;
  // The title repeats the heading, which an article shown in English marks as English.
  const h1 = document.querySelector("h1");
  const title = h1 && !ownLanguage(h1) ? document.title.replace(h1.textContent ?? "", " ") : null;
  const found: Found[] = [{ text: title ?? document.title, where: "<title>" }];
  // Marks may span elements ("⟦See <a>the list</a>⟧"): the depth carries over in reading order.
  let depth = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (parent.closest("script, style, template") || !ownLanguage(parent)) continue;
    let outside = "";
    for (const char of node.nodeValue ?? "") {
      if (char === "⟦") depth++;
      else if (char === "⟧") depth = Math.max(0, depth - 1);
      else if (depth === 0) outside += char;
    }
    if (outside.trim()) found.push({ text: outside, where: where(parent) });
  }
  const attributes = ["aria-label", "aria-description", "title", "alt", "placeholder"];
  for (const element of document.body.querySelectorAll(attributes.map((a) => `[${a}]`).join())) {
    if (!ownLanguage(element)) continue;
    for (const name of attributes) {
      const value = element.getAttribute(name);
      if (value) found.push({ text: value, where: `${where(element)} ${name}` });
    }
  }
  return found;
}

/** The Latin-letter words of `text` that are neither marked, nor a fact, nor an address. */
export function englishIn(text: string, facts: string[]): string | undefined {
  // Marks nest where a marked template holds a marked value ("⟦Checklist: ⟦9 months⟧⟧").
  let rest = text;
  for (let inner = rest.replace(MARKED, " "); inner !== rest; inner = rest.replace(MARKED, " ")) {
    rest = inner;
  }
  for (const fact of facts) rest = rest.split(fact).join(" ");
  rest = rest.replace(ADDRESSES, " ").replace(/\s+/g, " ").trim();
  return LATIN.test(rest) ? rest : undefined;
}

/** What a static host says a file is: the browser runs a module script only if it is JavaScript. */
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
};
const typeOf = (file: string | undefined) =>
  TYPES[file ? path.extname(file) : ".html"] ?? "application/octet-stream";

/** Chromium as the Playwright tests run it (playwright.config.ts), for tests that need a page. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox", "--disable-gpu"],
  });

/** Serves a built site folder (build/static) the way a static host does, on a free port. */
export async function serveFolder(root: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    const candidates = [pathname, path.posix.join(pathname, "index.html")];
    const file = candidates
      .map((candidate) => path.join(root, candidate))
      .find(
        (candidate) =>
          candidate.startsWith(root) && fs.statSync(candidate, { throwIfNoEntry: false })?.isFile(),
      );
    const lang = pathname.split("/")[1];
    const notFound = [path.join(root, lang, "404.html"), path.join(root, "404.html")].find((f) =>
      fs.existsSync(f),
    );
    const body = fs.readFileSync(file ?? notFound!);
    response.writeHead(file ? 200 : 404, { "Content-Type": typeOf(file) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/**
 * Crawls the pseudo-language from its home page (every page of it that a link reaches, and its
 * 404 page), each page as the server sends it, read without scripts (unmarkedTextOfHtml); then,
 * with scripts, in `browser` (Chromium, as the Playwright tests use: `launchChromium`), does on
 * one page of each tool what shows words only after an action (actOnToolPages). Returns what
 * English it found.
 */
export async function crawlPseudoLanguage(
  browser: Browser,
  baseUrl: string,
  facts: string[],
): Promise<{ pages: string[]; english: string[] }> {
  const english: string[] = [];
  const queue = [`/${PSEUDO}`, `/${PSEUDO}/this-page-does-not-exist`];
  const seen = new Set(queue);
  for (let index = 0; index < queue.length; index++) {
    const pathname = queue[index];
    const url = baseUrl + pathname;
    const { found, links } = unmarkedTextOfHtml(await (await fetch(url)).text(), url);
    for (const { text, where } of found) {
      const words = englishIn(text, facts);
      if (words) english.push(`${pathname} ${where}: "${words}"`);
    }
    for (const link of links) {
      const own = link === `/${PSEUDO}` || link.startsWith(`/${PSEUDO}/`);
      if (own && !seen.has(link) && !/\.\w+$/.test(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  english.push(...(await actOnToolPages(browser, baseUrl, queue, facts)));
  return { pages: queue, english: [...new Set(english)] };
}

/**
 * An action on a tool page, and what shows once its words are on screen. Every tool shares the
 * frame around its questions (the notices, "Keep a copy", "Delete everything"): only the acts
 * that show a tool's own words (`ownWords`) are done on every tool's pages.
 */
type Act = { name: string; run: (page: Page) => Promise<void>; shows: string; ownWords?: true };

const STATUS = ".tool-status:not(:empty)";
const QUESTION = ".tool-confirm";
const NOTICE = ".tool-notice";

/**
 * Answers every question of the tool on screen and presses its own buttons (add, save). `years`
 * is the checklist's age (or its oldest): 2 links to another age's page, 6 brings what the practice
 * does after five.
 */
async function answerEverything(page: Page, years: number): Promise<void> {
  const tool = page.locator(".tool");
  for (const select of await tool.locator("select:visible").all()) {
    const values = await select
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    await select.selectOption(values.includes(String(years)) ? String(years) : values.at(-1)!);
  }
  for (const input of await tool.locator("textarea:visible, input[type=text]:visible").all()) {
    await input.fill("⟦x⟧");
  }
  const names = await tool
    .locator("input[type=radio]:visible")
    .evaluateAll((radios) => [...new Set(radios.map((radio) => (radio as HTMLInputElement).name))]);
  for (const name of names) await tool.locator(`input[type=radio][name="${name}"]`).first().check();
  for (const button of await tool.locator("button.button-primary:visible").all()) {
    await button.click();
  }
}

/** A copy of the notes a parent could import (the tools' own file format, with no notes). */
const NOTES_COPY = JSON.stringify({
  kind: "sahaj-tools",
  version: 1,
  saved: "2026-11-20T10:00:00.000Z",
  notes: {},
});

/** Makes the browser's storage refuse every save, as a full one (or one switched off) does. */
const refuseSaves = (page: Page, name: "QuotaExceededError" | "SecurityError") =>
  page.evaluate((error) => {
    Storage.prototype.setItem = () => {
      throw new DOMException("refused", error);
    };
  }, name);

const ACTS: Act[] = [
  {
    name: "answering and saving",
    run: (page) => answerEverything(page, 2),
    shows: STATUS,
    ownWords: true,
  },
  {
    name: "the question of Delete everything",
    run: (page) => page.locator(".tool-actions .button-danger").click(),
    shows: QUESTION,
  },
  {
    name: "the import's question",
    run: (page) =>
      page.locator(".tool-actions input[type=file]").setInputFiles({
        name: "copy.json",
        mimeType: "application/json",
        buffer: Buffer.from(NOTES_COPY),
      }),
    shows: QUESTION,
  },
  {
    name: "importing a file that is not a copy",
    run: (page) =>
      page.locator(".tool-actions input[type=file]").setInputFiles({
        name: "other.json",
        mimeType: "application/json",
        buffer: Buffer.from("[]"),
      }),
    shows: STATUS,
  },
  {
    name: "a full storage",
    run: async (page) => {
      await refuseSaves(page, "QuotaExceededError");
      await answerEverything(page, 6);
    },
    shows: NOTICE,
    ownWords: true,
  },
  {
    name: "a storage switched off",
    run: async (page) => {
      await refuseSaves(page, "SecurityError");
      await answerEverything(page, 6);
    },
    shows: STATUS,
  },
];

/**
 * The words a tool shows only after an action (the storage's notices, the import's and "Delete
 * everything"'s questions, the summary of what was entered, the status line's messages), on the
 * first page of each tool and one more of a tool that has several (an age of the checklist): each
 * act on a freshly loaded page, and on the first of them a page whose notes cannot be read.
 */
async function actOnToolPages(
  browser: Browser,
  baseUrl: string,
  crawled: string[],
  facts: string[],
): Promise<string[]> {
  const toolsFolder = `/${PSEUDO}${paths.tool("")}`;
  const byTool = new Map<string, string[]>();
  for (const pathname of crawled.filter((each) => each.startsWith(toolsFolder))) {
    const id = pathname.slice(toolsFolder.length).split("/")[0];
    byTool.set(id, [...(byTool.get(id) ?? []), pathname]);
  }
  const pages = [...byTool.values()].flatMap((each) => each.slice(0, 2));
  const english: string[] = [];
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const look = async (pathname: string, after: string, shows: string) => {
      await page
        .locator(shows)
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => {
          throw new Error(`${pathname}: ${after} did not show ${shows}.`);
        });
      for (const { text, where } of await page.evaluate(unmarkedText)) {
        const words = englishIn(text, facts);
        if (words) english.push(`${pathname} after ${after} ${where}: "${words}"`);
      }
    };
    const open = async (pathname: string) => {
      await page.goto(baseUrl + pathname);
      await page.locator(".tool-actions:not([hidden])").waitFor();
    };
    for (const [index, pathname] of pages.entries()) {
      for (const act of index === 0 ? ACTS : ACTS.filter((each) => each.ownWords)) {
        // Each act starts afresh: what it changes is a change, and so it is saved (or refused).
        await page.evaluate(() => localStorage.clear()).catch(() => {});
        await open(pathname);
        await act.run(page);
        await look(pathname, act.name, act.shows);
      }
      if (index > 0) continue;
      // Notes saved, then damaged: the next visit keeps them aside and says so.
      await page.evaluate(() => localStorage.clear());
      await open(pathname);
      await answerEverything(page, 2);
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) localStorage.setItem(key, "{damaged");
      });
      await open(pathname);
      await look(pathname, "notes that cannot be read", NOTICE);
    }
  } finally {
    await context.close();
  }
  return english;
}
