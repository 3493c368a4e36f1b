// Each kind of node in a body: plain Markdown passes (its links, pictures and text are checked),
// the site's components are checked as tags, and everything else is refused with what to write
// instead.
import type { Nodes } from "mdast";
import { rawHtmlMessage } from "../html-advice";
import { CURLY_BRACKETS, ESM } from "../parse";
import type { CheckContext } from "./context";
import { helplineNumberCheck } from "./helplines";
import { checkLink, checkPicture } from "./links";
import { checkTag } from "./tags";

/** Nodes that are plain Markdown, allowed as they are (their links and pictures are checked). */
const ALLOWED = new Set<Nodes["type"]>([
  "root",
  "paragraph",
  "text",
  "heading",
  "strong",
  "emphasis",
  "delete",
  "break",
  "thematicBreak",
  "blockquote",
  "list",
  "listItem",
  "table",
  "tableRow",
  "tableCell",
  "link",
  "image",
]);

type Refusal<T extends Nodes["type"]> = (
  node: Extract<Nodes, { type: T }>,
  found: string,
) => string | undefined;

/** What is refused outright, and the message for each: undefined refuses without a message. */
const REFUSED: { [T in Nodes["type"]]?: Refusal<T> } = {
  mdxjsEsm: (_, found) => `${found}: ${ESM}`,
  mdxFlowExpression: (_, found) => `${found}: ${CURLY_BRACKETS}`,
  mdxTextExpression: (_, found) => `${found}: ${CURLY_BRACKETS}`,
  html: (node) => rawHtmlMessage(node.value),
  code: () =>
    "found a block of computer code (between lines of ``` or ~~~). Articles do not use code: remove those lines and write the text as a paragraph.",
  inlineCode: (_, found) =>
    `${found}: text between backticks (\`) is shown as computer code. Remove the backticks.`,
  definition: (_, found) =>
    `${found}: write the address in the link itself, like [the words to click](/contact), and delete this line.`,
  // These exist only with a definition, which has the message.
  linkReference: () => undefined,
  imageReference: () => undefined,
  footnoteReference: () => undefined,
  footnoteDefinition: (_, found) =>
    `${found}: footnotes are not available. Name the source in the sentence instead, for example "The World Health Organization (WHO) advises…".`,
};

/** The check of one node for this body; it returns whether the walk goes on into the node. */
export function nodeCheck(context: CheckContext) {
  const { report } = context;
  const checkHelplineNumbers = helplineNumberCheck(context);
  return function checkNode(node: Nodes): boolean {
    const refused = REFUSED[node.type] as Refusal<typeof node.type> | undefined;
    if (refused) {
      const message = refused(node, context.found(node));
      if (message) report(node, message);
      return false;
    }
    switch (node.type) {
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        return checkTag(context, node);
      case "heading":
        if (node.depth === 1) {
          report(
            node,
            "a heading with one # is the page's title, which the site already shows. Use ## for a section heading.",
          );
        }
        context.headings.push(node);
        return true;
      case "listItem":
        if (typeof node.checked === "boolean") {
          report(node, "checkboxes ([ ] and [x]) are not available in lists. Remove them.");
        }
        return true;
      case "text":
        checkHelplineNumbers(node);
        return false;
      case "link":
        checkLink(context, node);
        return true;
      case "image":
        checkPicture(context, node);
        return false;
      default:
        if (ALLOWED.has(node.type)) return true;
        report(node, `${context.found(node)}: this kind of text (${node.type}) is not allowed.`);
        return false;
    }
  };
}
