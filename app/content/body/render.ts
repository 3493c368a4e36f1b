// Turns a checked syntax tree into HTML: remark-rehype maps the site's components to plain
// elements, then rehype-sanitize keeps only an allow-list of elements, attributes and link kinds
// (a second wall behind the check), then hast-util-to-html writes the text. Nothing is compiled,
// and no article ships code to the browser.
import type { Nodes as HastNodes, Root as HastRoot } from "hast";
import { toHtml } from "hast-util-to-html";
import type { Root } from "mdast";
import type { State } from "mdast-util-to-hast";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { HEADING_ID_PREFIX, paths, toArticleHeading } from "../../lib/paths";
import type { Helpline } from "../schemas";
import { COMPONENTS, isComponent, type ComponentNode } from "./article-components";
import type { AllowedAttributes } from "./article-components/component";
import { headingIds } from "./headings";

/** Plain Markdown's HTML, before the components add theirs. */
const MARKDOWN_HTML = {
  tagNames: [
    ...["p", "h2", "h3", "h4", "h5", "h6", "blockquote", "hr", "br"],
    ...["ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td"],
    ...["strong", "em", "del", "a", "img"],
  ],
  attributes: {
    a: ["href"],
    img: ["src", "alt", ["loading", "lazy"]],
    ...Object.fromEntries(["h2", "h3", "h4", "h5", "h6"].map((tag) => [tag, ["id"]])),
    ol: ["start"],
  } as Record<string, AllowedAttributes>,
};

/** Markdown's elements and attributes with every component's added: nothing else passes. */
function allowedHtml() {
  const attributes = { ...MARKDOWN_HTML.attributes };
  for (const { html } of Object.values(COMPONENTS)) {
    for (const [tag, allowed] of Object.entries(html)) {
      attributes[tag] = [...(attributes[tag] ?? []), ...allowed];
    }
  }
  const tagNames = [...new Set([...MARKDOWN_HTML.tagNames, ...Object.keys(attributes)])];
  return { tagNames, attributes };
}

/** What the rendered HTML may contain, and nothing else. */
export const SANITIZE_SCHEMA: SanitizeSchema = {
  ...allowedHtml(),
  // Relative addresses (this site, #headings) always pass; pictures come from this site.
  protocols: { href: ["http", "https", "mailto", "tel"], src: ["https"] },
  // Heading ids get a prefix, so no heading can take an id the page's layout uses.
  clobberPrefix: HEADING_ID_PREFIX,
  clobber: ["id"],
  required: {},
  ancestors: {
    li: ["ol", "ul"],
    ...Object.fromEntries(["thead", "tbody", "tr", "th", "td"].map((tag) => [tag, ["table"]])),
  },
  strip: ["script", "style"],
};

/** A renderer for bodies that may name these helplines. */
export function createRenderer(helplines: Helpline[]) {
  /** The site's components become their plain HTML; the check has refused every other tag. */
  function component(state: State, node: ComponentNode) {
    if (!node.name || !isComponent(node.name)) return undefined;
    return COMPONENTS[node.name].render(node, { state, helplines });
  }

  const processor = unified()
    .use(remarkRehype, {
      handlers: { mdxJsxFlowElement: component, mdxJsxTextElement: component },
      // Nothing else reaches here after the check; should it, it is dropped, not passed through.
      unknownHandler: () => undefined,
    })
    .use(rehypeSanitize, SANITIZE_SCHEMA);

  return function render(tree: Root): { html: string; text: string } {
    for (const [heading, id] of headingIds(tree)) {
      heading.data = { ...heading.data, hProperties: { id } };
    }
    prepareLinksAndPictures(tree);
    const hast = processor.runSync(tree) as HastRoot;
    return { html: toHtml(hast), text: textOf(hast) };
  };
}

/**
 * "#when-to-seek-help" and "/resources/x#when-to-seek-help" → the prefixed id; scheme in
 * lowercase; pictures load when scrolled to.
 */
function prepareLinksAndPictures(tree: Root) {
  visit(tree, (node) => {
    if (node.type === "link") {
      // The help box is the page's own (#emergency), not a heading of the article.
      if (node.url.startsWith("#") && node.url !== paths.helpBox())
        node.url = `#${HEADING_ID_PREFIX}${node.url.slice(1)}`;
      else
        node.url = toArticleHeading(
          node.url.replace(/^[a-z]+:/i, (scheme) => scheme.toLowerCase()),
        );
    } else if (node.type === "image") {
      node.data = { ...node.data, hProperties: { loading: "lazy" } };
    }
  });
}

const BLOCKS = new Set(["p", "h2", "h3", "h4", "h5", "h6", "li", "th", "td", "blockquote", "div"]);

/** The words a reader reads, for the word count and read time: blocks apart, inline joined. */
function textOf(node: HastNodes): string {
  if (node.type === "text") return node.value;
  if (node.type !== "root" && node.type !== "element") return "";
  const inner = node.children.map(textOf).join("");
  return node.type === "element" && BLOCKS.has(node.tagName) ? ` ${inner} ` : inner;
}
