// What to write instead of an HTML tag: every HTML tag is refused, and the message points to the
// Markdown that does the same job.
import { COMPONENT_LIST, COMPONENT_NAMES } from "./article-components";
import { didYouMean } from "../suggest";

const BOLD = "Write **bold words** instead.";
const ITALIC = "Write _italic words_ instead.";
const HEADING = "Write a heading as ## A heading (### for a smaller one) on its own line.";
const LIST = "Write a list with one item per line, each starting with - (or 1. 2. 3. for steps).";
const TABLE = "Write a table with | between the columns (see the guide's formatting table).";

const MARKDOWN_WAY: Record<string, string> = {
  b: BOLD,
  strong: BOLD,
  i: ITALIC,
  em: ITALIC,
  u: "Underlined words look like links: write **bold words** instead.",
  s: "Write ~~crossed-out words~~ instead.",
  del: "Write ~~crossed-out words~~ instead.",
  strike: "Write ~~crossed-out words~~ instead.",
  img: "Write a picture as ![What the picture shows](/images/articles/file.jpg) on its own line.",
  a: "Write a link as [the words to click](/contact).",
  br: "To start a new paragraph, leave an empty line. To break a line, end it with a backslash (\\).",
  p: "Leave an empty line before and after a paragraph.",
  h1: HEADING,
  h2: HEADING,
  h3: HEADING,
  h4: HEADING,
  h5: HEADING,
  h6: HEADING,
  ul: LIST,
  ol: LIST,
  li: LIST,
  blockquote: "Start each line of a quote with > and a space.",
  table: TABLE,
  thead: TABLE,
  tbody: TABLE,
  tr: TABLE,
  th: TABLE,
  td: TABLE,
  hr: "Write *** on a line of its own to draw a dividing line.",
};

/** Tags that would run, style or embed something: there is no Markdown way, only deletion. */
const ACTIVE = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "link",
  "meta",
  "base",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "svg",
  "math",
  "video",
  "audio",
  "source",
  "template",
  "noscript",
]);

/** The message for an HTML tag (written "<b>" or "</b>") found in a body. */
export function htmlTagMessage(tag: string, syntax: "md" | "mdx"): string {
  const name = tag.toLowerCase();
  const found = `found <${tag}>`;
  if (ACTIVE.has(name)) {
    return `${found}: scripts, styles, forms and embedded pages or media cannot be part of the text. Delete the tag and everything it holds.`;
  }
  const component = COMPONENT_NAMES.find((each) => each.toLowerCase() === name);
  if (component) {
    return syntax === "md"
      ? `${found}: the site's components (${COMPONENT_LIST}) work in articles (.mdx files) only. In this page, write the words instead.`
      : `${found}: component names start with a capital letter. Write <${component}>.`;
  }
  const way = MARKDOWN_WAY[name];
  if (way) return `${found}: HTML is not allowed in the text. ${way}`;
  const nearMiss = didYouMean(tag, COMPONENT_NAMES, (match) => `<${match}>`);
  return `${found}: HTML is not allowed in the text.${nearMiss || " Write plain words, and the Markdown in docs/reference/articles.md for formatting."}`;
}

export const HTML_COMMENT =
  "found <!--: HTML comments are not allowed in the text. Delete the comment; notes for reviewers belong in the pull request.";

/**
 * A raw HTML node of a .md file: "<b>", "<!-- note -->", "<?php". A closing tag ("</b>") gets no
 * message of its own: its opening tag has one, and alone it shows nothing.
 */
export function rawHtmlMessage(html: string): string | undefined {
  if (html.startsWith("<!--")) return HTML_COMMENT;
  if (html.startsWith("</")) return undefined;
  const tag = /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(html);
  if (tag) return htmlTagMessage(tag[1], "md");
  return `found "${html.slice(0, 20)}": HTML is not allowed in the text. To write the sign "<" itself, put a backslash before it: \\<.`;
}
