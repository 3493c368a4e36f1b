// Turns a checked syntax tree into HTML: remark-rehype maps the site's components to plain
// elements, then rehype-sanitize keeps only an allow-list of elements, attributes and link kinds
// (a second wall behind the check), then hast-util-to-html writes the text. Nothing is compiled,
// and no article ships code to the browser.
import type { Element, ElementContent, Nodes as HastNodes, Root as HastRoot } from "hast";
import { toHtml } from "hast-util-to-html";
import type { Root } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { State } from "mdast-util-to-hast";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { telHref } from "../../lib/format";
import type { Helpline } from "../schemas";
import { headingIds } from "./headings";

/** What the rendered HTML may contain, and nothing else. */
export const SANITIZE_SCHEMA: SanitizeSchema = {
  tagNames: [
    ...["p", "h2", "h3", "h4", "h5", "h6", "blockquote", "hr", "br", "div"],
    ...["ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td"],
    ...["strong", "em", "del", "a", "img"],
  ],
  attributes: {
    a: ["href", ["className", "helpline-link"]],
    img: ["src", "alt", ["loading", "lazy"]],
    div: [
      ["className", "callout"],
      ["role", "note"],
    ],
    p: [["className", "callout-title"]],
    ...Object.fromEntries(["h2", "h3", "h4", "h5", "h6"].map((tag) => [tag, ["id"]])),
    ol: ["start"],
  },
  // Relative addresses (this site, #headings) always pass; pictures come from this site.
  protocols: { href: ["http", "https", "mailto", "tel"], src: ["https"] },
  // Heading ids get a prefix, so no heading can take an id the page's layout uses.
  clobberPrefix: "user-content-",
  clobber: ["id"],
  required: {},
  ancestors: {
    li: ["ol", "ul"],
    ...Object.fromEntries(["thead", "tbody", "tr", "th", "td"].map((tag) => [tag, ["table"]])),
  },
  strip: ["script", "style"],
};

const text = (value: string) => ({ type: "text" as const, value });

function attributeOf(node: MdxJsxFlowElement | MdxJsxTextElement, name: string) {
  const attribute = node.attributes.find(
    (each) => each.type === "mdxJsxAttribute" && each.name === name,
  );
  return typeof attribute?.value === "string" ? attribute.value : undefined;
}

/** A renderer for bodies that may name these helplines. */
export function createRenderer(helplines: Helpline[]) {
  function component(state: State, node: MdxJsxFlowElement | MdxJsxTextElement) {
    if (node.name === "Callout") {
      const title = attributeOf(node, "title");
      const children: ElementContent[] = [
        ...(title
          ? [
              {
                type: "element",
                tagName: "p",
                properties: { className: ["callout-title"] },
                children: [
                  { type: "element", tagName: "strong", properties: {}, children: [text(title)] },
                ],
              } satisfies Element,
            ]
          : []),
        ...state.all(node),
      ];
      return {
        type: "element",
        tagName: "div",
        properties: { className: ["callout"], role: "note" },
        children: state.wrap(children, true),
      } satisfies Element;
    }
    if (node.name === "Helpline") {
      const line = helplines.find((each) => each.id === attributeOf(node, "name"));
      if (!line) return undefined;
      const link: Element = {
        type: "element",
        tagName: "a",
        properties: { href: telHref(line.number), className: ["helpline-link"] },
        children: [
          text(`${line.name} `),
          { type: "element", tagName: "strong", properties: {}, children: [text(line.number)] },
        ],
      };
      if (node.type === "mdxJsxTextElement") return link;
      return { type: "element", tagName: "p", properties: {}, children: [link] } satisfies Element;
    }
    return undefined;
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

/** "#when-to-seek-help" → the prefixed id; scheme in lowercase; pictures load when scrolled to. */
function prepareLinksAndPictures(tree: Root) {
  visit(tree, (node) => {
    if (node.type === "link") {
      if (node.url.startsWith("#"))
        node.url = `#${SANITIZE_SCHEMA.clobberPrefix}${node.url.slice(1)}`;
      else node.url = node.url.replace(/^[a-z]+:/i, (scheme) => scheme.toLowerCase());
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
