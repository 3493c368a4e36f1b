// What a rendered page gives the search index: each element the page marks with data-search (its
// kind: article, service, tool, page) becomes one search record, with its heading and its text.
// Pages mark only what a parent would look for: an article's title and body, a service, a tool,
// a page's own words; drafts, scheduled articles, preview pages and the 404 page mark nothing
// (app/features/search/region.ts). Inside a region, data-search-ignore leaves a part out.
import type { DefaultTreeAdapterTypes } from "parse5";
import { SEARCH_ATTRIBUTE, SEARCH_IGNORE_ATTRIBUTE } from "../../app/export-api";

type Element = DefaultTreeAdapterTypes.Element;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

export type SearchRegion = {
  /** What the page is to a parent: article, service, tool or page. */
  kind: string;
  /** The element's id: the record's address is the page's with #id (a service on /services). */
  id?: string;
  /** Its first heading. */
  title: string;
  /** Its words after that heading (shown under the title as the result's excerpt), blocks apart. */
  text: string;
};

/** Elements whose text is no part of what a page says. */
const SILENT = new Set(["script", "style", "template", "noscript", "svg", "button", "select"]);
/** Elements that end a run of words: their text never runs into the next one's. */
const BLOCKS = new Set(
  (
    "address article aside blockquote br dd details div dl dt figcaption figure footer form h1 h2 " +
    "h3 h4 h5 h6 header hr label legend li main nav ol p pre section summary table td th tr ul"
  ).split(" "),
);
/**
 * Elements that may mark part of a word ("un<b>like</b>ly", "खेळ<b>ातून</b>"): their text joins its
 * neighbours'. Any other element (a link, a span the style shows as a line, a badge) is a word's
 * edge: "<span>7 pm</span><span>Saturday</span>" reads "7 pm Saturday", never "pmSaturday".
 */
const WORD_PARTS = new Set(
  "abbr b code del em i ins kbd mark q s small strong sub sup u".split(" "),
);
/** Where an element ends a word: a space if letters or digits meet there, else nothing ("(link)"). */
const EDGE = Symbol("edge");
type Part = string | typeof EDGE;
/** A letter, its mark or a digit, at the end or the start of a text. */
const WORD_END = /[\p{L}\p{M}\p{N}]$/u;
const WORD_START = /^[\p{L}\p{M}\p{N}]/u;
const HEADINGS = new Set(["h1", "h2", "h3"]);

const attribute = (element: Element, name: string) =>
  element.attrs.find((each) => each.name === name)?.value;

/**
 * The text of the nodes, blocks apart, leaving out silent, ignored and separately marked parts,
 * and `skipped` (the heading, which a result shows as its title).
 */
function textOf(nodes: ChildNode[], parts: Part[] = [], skipped?: Element): Part[] {
  for (const node of nodes) {
    if ("value" in node && node.nodeName === "#text") parts.push(node.value);
    if (!("tagName" in node)) continue;
    if (node === skipped || SILENT.has(node.tagName)) continue;
    if (attribute(node, SEARCH_IGNORE_ATTRIBUTE) !== undefined) continue;
    if (attribute(node, SEARCH_ATTRIBUTE) !== undefined) continue;
    const edge = BLOCKS.has(node.tagName) ? " " : WORD_PARTS.has(node.tagName) ? "" : EDGE;
    parts.push(edge);
    textOf(node.childNodes, parts, skipped);
    parts.push(edge);
  }
  return parts;
}

/** The parts as one text: an edge a space between two words, one space for any run of spaces. */
function tidy(parts: Part[]): string {
  let text = "";
  let edge = false;
  for (const part of parts) {
    if (part === EDGE) edge = true;
    else if (part !== "") {
      if (edge && WORD_END.test(text) && WORD_START.test(part)) text += " ";
      text += part;
      edge = false;
    }
  }
  return text.replace(/\s+/g, " ").trim();
}

/** The first heading inside the element, outside any region marked inside it. */
function headingOf(element: Element): Element | undefined {
  for (const child of element.childNodes) {
    if (!("tagName" in child) || attribute(child, SEARCH_ATTRIBUTE) !== undefined) continue;
    if (HEADINGS.has(child.tagName)) return child;
    const found = headingOf(child);
    if (found) return found;
  }
  return undefined;
}

/** The search record of an element the page marked with data-search. */
export function searchRegionOf(element: Element): SearchRegion {
  const heading = headingOf(element);
  const id = attribute(element, "id");
  return {
    kind: attribute(element, SEARCH_ATTRIBUTE) ?? "",
    ...(id ? { id } : {}),
    title: heading ? tidy(textOf(heading.childNodes)) : "",
    text: tidy(textOf(element.childNodes, [], heading)),
  };
}
