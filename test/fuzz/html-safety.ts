// What makes HTML run something in a browser: a script element (or one that embeds, styles or
// submits), an on… event handler attribute, or an address that runs (javascript:, vbscript:) or
// holds a page (data:). The HTML is parsed as a browser parses it (parse5 follows the HTML
// standard), so what is found is what a browser would see. Its lists are its own, not the reader's
// (app/content/body/html-advice.ts picks a message for a tag the reader refuses): a judge that
// shared the reader's list would share its mistakes.
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];

/** Elements that run, embed, style or submit: none may come out of a content file. */
const ACTIVE_ELEMENTS = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "base",
  "link",
  "meta",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "svg",
  "math",
  "template",
  "noscript",
]);

/** Attributes a browser follows as an address. */
const ADDRESS_ATTRIBUTES = new Set([
  "href",
  "src",
  "srcset",
  "action",
  "formaction",
  "xlink:href",
  "poster",
  "background",
  "cite",
  "data",
  "codebase",
  "longdesc",
  "ping",
  "manifest",
  "icon",
  "usemap",
]);

/** Browsers drop tabs and line breaks inside an address and spaces and control signs around it. */
function schemeOf(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007F]/g, "").toLowerCase();
}

const RUNNING_ADDRESS = /^(?:javascript|vbscript|livescript|data):/;

/** What in this HTML could run: empty when nothing can. */
export function unsafeHtml(html: string): string[] {
  const found: string[] = [];
  // A second look, at the text itself, in case a parser ever disagreed with parse5 about where a
  // tag starts. Attribute values are left out: there "<script>" is the alt text of a picture a
  // browser shows as words, never runs (the serializer quotes every value with ", written &#x22;
  // inside it).
  const outsideAttributes = html.replace(/="[^"]*"/g, '=""');
  if (/<\s*script/i.test(outsideAttributes)) found.push('the text "<script"');
  const visit = (node: Node) => {
    if ("tagName" in node) {
      if (ACTIVE_ELEMENTS.has(node.tagName)) found.push(`a <${node.tagName}> element`);
      for (const { name, value } of node.attrs) {
        const lower = name.toLowerCase();
        if (lower.startsWith("on")) found.push(`the event handler ${name}="${value}"`);
        if (lower === "style" || lower === "srcdoc") found.push(`the attribute ${name}="${value}"`);
        if (ADDRESS_ATTRIBUTES.has(lower) && RUNNING_ADDRESS.test(schemeOf(value)))
          found.push(`the address ${name}="${value}"`);
      }
      if ("content" in node) visit(node.content as unknown as Node);
    }
    if ("childNodes" in node) node.childNodes.forEach(visit);
  };
  visit(parseFragment(html) as unknown as Node);
  return found;
}
