// What the export and the byte budget need from a rendered page, read from its syntax tree as a
// browser parses it (parse5, the HTML parser under the site's own Markdown rendering): attributes
// in any order or quoting, entities decoded, CR LF as the browser hashes it. The tree is walked
// once for every element the page is read for: a selector for each (hast-util-select) walked it
// ten times, which with hast's copy of the tree cost 7 ms a page, 15 CPU s for 2,000 pages.
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { LATER_FILES_ATTRIBUTE, paths, SEARCH_ATTRIBUTE } from "../../app/export-api";
import { searchRegionOf, type SearchRegion } from "./search-regions";

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Types whose <script> blocks run (HTML's "JavaScript MIME type essence" list, and the rest). */
const EXECUTABLE_SCRIPT_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  ...["application/ecmascript", "application/javascript", "application/x-ecmascript"],
  ...["application/x-javascript", "text/ecmascript", "text/javascript", "text/javascript1.0"],
  ...["text/javascript1.1", "text/javascript1.2", "text/javascript1.3", "text/javascript1.4"],
  ...["text/javascript1.5", "text/jscript", "text/livescript", "text/x-ecmascript"],
  "text/x-javascript",
]);

/** Hashed assets (Vite's build) that an inline script names, e.g. the island it imports. */
const NAMED_ASSET = /["'](\/assets\/[^"'\s]+)["']/g;
/** Service workers an inline script registers: the site's (paths.worker), wherever it sits. */
const WORKER_FILE = paths.worker().split("/").at(-1)!.replace(/[.]/g, "\\.");
const NAMED_WORKER = new RegExp(`["']((?:\\/[^"'\\s]*)?\\/${WORKER_FILE})["']`, "g");

export type Page = {
  /** The canonical address, absolute. */
  canonical: string | undefined;
  /** Where the page leads: its links, its feed and its link-preview image. */
  links: string[];
  /** What the page loads itself: stylesheets and icon, script files and preloads. */
  loads: string[];
  /** Stylesheets the first paint waits for. */
  stylesheets: string[];
  /** Stylesheets for print only (media="print"): loaded with the page, but no paint waits for them. */
  printStylesheets: string[];
  /** Script files: by a tag, a preload, or an inline script that imports one. */
  scripts: string[];
  /**
   * Script files an island loads only after a parent's action, which its page names in a data
   * block (app/islands/Island.tsx): not part of the first view, but kept for use offline.
   */
  later: string[];
  /** The text of each inline script that runs (data blocks such as JSON-LD never run). */
  inlineScripts: string[];
  /** The service workers the page registers (the export writes each one). */
  workers: string[];
  /** What the page gives the search index: each region it marks (search-regions.ts). */
  search: SearchRegion[];
};

/** Every element below `node` in document order (a <template>'s content is not the page's). */
function elementsOf(node: ParentNode, found: Element[] = []): Element[] {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    found.push(child);
    elementsOf(child, found);
  }
  return found;
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((each) => each.name === name)?.value;

/** Whether a space-separated attribute (rel) has the token. */
const hasToken = (value: string | undefined, token: string) =>
  value !== undefined && value.split(/[\t\n\f\r ]+/).includes(token);

/** An element's text: a script's or a <loc>'s children are text only. */
const textOf = (element: Element) =>
  element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");

const runs = (script: Element) =>
  attribute(script, "src") === undefined &&
  EXECUTABLE_SCRIPT_TYPES.has((attribute(script, "type") ?? "").trim().toLowerCase());

/** The addresses of each kind, each list in document order. */
function collect(html: string) {
  const found = {
    canonical: [] as string[],
    anchors: [] as string[],
    alternates: [] as string[],
    images: [] as string[],
    otherLinks: [] as string[],
    stylesheets: [] as string[],
    printStylesheets: [] as string[],
    scriptFiles: [] as string[],
    preloads: [] as string[],
    inlineScripts: [] as string[],
    later: [] as string[],
    searchRegions: [] as Element[],
  };
  for (const element of elementsOf(parse(html))) {
    if (attribute(element, SEARCH_ATTRIBUTE) !== undefined) found.searchRegions.push(element);
    const href = attribute(element, "href");
    if (element.tagName === "a" && href !== undefined) found.anchors.push(href);
    else if (element.tagName === "script") {
      const src = attribute(element, "src");
      if (src !== undefined) found.scriptFiles.push(src);
      else if (runs(element)) found.inlineScripts.push(textOf(element));
      else if (attribute(element, LATER_FILES_ATTRIBUTE) !== undefined)
        found.later.push(...laterFiles(textOf(element)));
    } else if (element.tagName === "meta") {
      const content = attribute(element, "content");
      if (attribute(element, "property") === "og:image" && content !== undefined)
        found.images.push(content);
    } else if (element.tagName === "link" && href !== undefined) {
      const rel = attribute(element, "rel");
      if (hasToken(rel, "canonical")) found.canonical.push(href);
      if (hasToken(rel, "alternate")) found.alternates.push(href);
      else if (!hasToken(rel, "canonical")) found.otherLinks.push(href);
      const forPrint = attribute(element, "media")?.trim().toLowerCase() === "print";
      if (hasToken(rel, "stylesheet"))
        (forPrint ? found.printStylesheets : found.stylesheets).push(href);
      if (hasToken(rel, "modulepreload")) found.preloads.push(href);
    }
  }
  return found;
}

/** The addresses a later-files block lists (a JSON array of them); none when it is not one. */
function laterFiles(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((each) => typeof each === "string") : [];
  } catch {
    return [];
  }
}

export function readPage(html: string): Page {
  const found = collect(html);
  const named = found.inlineScripts.flatMap((text) =>
    [...text.matchAll(NAMED_ASSET)].map((match) => match[1]),
  );
  const scripts = [
    ...found.scriptFiles,
    ...found.preloads,
    ...named.filter((asset) => /\.m?js$/.test(asset)),
  ];
  return {
    canonical: found.canonical[0],
    links: [...found.anchors, ...found.alternates, ...found.images],
    loads: [...found.otherLinks, ...found.scriptFiles, ...named, ...found.later],
    stylesheets: found.stylesheets,
    printStylesheets: found.printStylesheets,
    scripts: [...new Set(scripts)],
    later: [...new Set(found.later)],
    inlineScripts: found.inlineScripts,
    workers: [
      ...new Set(
        found.inlineScripts.flatMap((text) =>
          [...text.matchAll(NAMED_WORKER)].map((match) => match[1]),
        ),
      ),
    ],
    search: found.searchRegions.map(searchRegionOf),
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The page with a Content-Security-Policy of its own, as a <meta http-equiv> right after its
 * charset (before any script, which a policy applies to only from where it stands).
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const charset = /<meta charset="?utf-8"?\s*\/?>/i.exec(html);
  const head = charset ?? /<head[^>]*>/i.exec(html);
  if (!head) throw new Error("A 404 page with no <head> cannot carry its own policy.");
  const at = head.index + head[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

/** The addresses a sitemap lists (XML, whose <loc> elements the HTML parser reads as well). */
export function sitemapAddresses(xml: string): string[] {
  return elementsOf(parse(xml))
    .filter((element) => element.tagName === "loc")
    .map((loc) => textOf(loc).trim());
}
