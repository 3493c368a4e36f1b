// Walks a body's syntax tree and refuses everything that is not the site's Markdown subset or one
// of its components: this is the first wall, and it runs before anything is rendered. Only the
// node types listed in ALLOWED pass; every other one gets a message with its line and column.
import type { Heading, Nodes, Root } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { Located } from "../problems";
import type { Helpline } from "../schemas";
import { normalisePhone } from "../../lib/format";
import { HELP_BOX_ID } from "../../lib/paths";
import { didYouMean } from "../suggest";
import { idsOf } from "./headings";
import { rawHtmlMessage } from "./html-advice";
import { CURLY_BRACKETS, ESM, unknownTagMessage, type Syntax } from "./parse";
import type { BodySource } from "./source";
import { COMPONENTS, isComponent } from "./article-components";
import { SKIP, visit } from "unist-util-visit";

export type CheckOptions = {
  syntax: Syntax;
  /** Articles may not type a helpline number by hand; pages may. */
  isArticle: boolean;
  /** The helplines of content/site.yaml; undefined when that file has its own problem. */
  helplines: Helpline[] | undefined;
  /** Whether a picture's address names a file in public/. */
  pictureExists: (src: string) => boolean;
};

/** Callouts in callouts in lists in quotes…: deeper than this is a mistake, not writing. */
export const MAX_DEPTH = 24;

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

/** Links may lead to a page of this site, a part of the article, the web, e-mail or a phone. */
const ALLOWED_LINK = /^(?:\/(?![/\\])|#.|https?:\/\/|mailto:|tel:)/i;

export const LINK_RULE =
  "A link may lead to a page of this site (/contact), a heading of this article (#when-to-seek-help), " +
  "a website (https://…), an e-mail address (mailto:…) or a phone number (tel:…).";

/** A picture is a file of this site, under /images/. */
const PICTURE = /^\/images\/(?!(?:.*\/)?\.\.(?:\/|$))/;

type Element = MdxJsxFlowElement | MdxJsxTextElement;

export function checkTree(tree: Root, source: BodySource, options: CheckOptions): Located[] {
  const problems: Located[] = [];
  const startOf = (node: Nodes) => node.position?.start.offset ?? 0;
  const report = (node: Nodes, message: string) =>
    problems.push({ point: source.at(startOf(node)), message });
  const found = (node: Nodes) => `found "${source.excerptAt(startOf(node))}"`;

  const helplineNumbers = helplineNumberPattern(options.helplines);
  const headings: Heading[] = [];
  const fragmentLinks: { node: Nodes; id: string }[] = [];

  /** A helpline number typed in the text: it should be the component, from site.yaml. */
  function checkHelplineNumbers(node: Nodes) {
    if (!options.isArticle || !helplineNumbers || !node.position) return;
    const { start, end } = node.position;
    // The text as written (escapes and all), so the column is exact.
    const written = source.text.slice(start.offset, end.offset);
    for (const match of written.matchAll(helplineNumbers)) {
      const line = options.helplines!.find((each) => each.number === match[0])!;
      problems.push({
        point: source.at((start.offset ?? 0) + match.index),
        message: `the helpline number ${line.number} is typed by hand. ${writeHelplineInstead(line)}`,
      });
    }
  }

  function checkLink(node: Nodes & { url: string }) {
    if (!ALLOWED_LINK.test(node.url)) {
      report(node, `the link "${node.url.slice(0, 60)}" is not allowed. ${LINK_RULE}`);
      return;
    }
    if (node.url.startsWith("#")) fragmentLinks.push({ node, id: node.url.slice(1) });
    const phone = /^tel:/i.test(node.url) ? normalisePhone(node.url.slice(4)) : undefined;
    const line = options.isArticle && options.helplines?.find((each) => each.number === phone);
    if (line) {
      report(node, `the link to ${node.url} is typed by hand. ${writeHelplineInstead(line)}`);
    }
  }

  function checkPicture(node: Nodes & { url: string; alt?: string | null }) {
    const src = node.url;
    if (!node.alt?.trim()) {
      report(
        node,
        `the picture ${src} has no description. Write one between the square brackets: ![What the picture shows](${src}).`,
      );
    }
    if (!PICTURE.test(src) || !PICTURE.test(decoded(src))) {
      report(
        node,
        `the picture ${src} must be a file of this site, with an address starting with /images/ (put the file in public/images/articles/).`,
      );
    } else if (!options.pictureExists(src)) {
      report(
        node,
        `the picture ${src} does not exist. Upload it to public${src}, or correct the address.`,
      );
    }
  }

  /** A component's tag: its attributes are literal text, and only the ones it takes. */
  function checkElement(node: Element): boolean {
    const name = node.name;
    if (name === null) {
      report(node, `found "<>": empty tags are not allowed. Delete them.`);
      return false;
    }
    if (!isComponent(name)) {
      report(node, unknownTagMessage(name, options.syntax));
      return false;
    }
    const spec = COMPONENTS[name];
    const allowed = Object.keys(spec.attributes);
    const takes = allowed.map((attribute) => `${attribute}="…"`).join(", ");
    const given = new Set<string>();
    for (const attribute of node.attributes) {
      if (attribute.type === "mdxJsxExpressionAttribute") {
        report(node, `found "{" in the tag <${name}>: ${CURLY_BRACKETS}`);
        continue;
      }
      given.add(attribute.name);
      if (!allowed.includes(attribute.name)) {
        report(
          node,
          `<${name}> has no attribute "${attribute.name}". It takes ${takes}.` +
            didYouMean(attribute.name, allowed),
        );
      } else if (attribute.value === null || attribute.value === undefined) {
        report(
          node,
          `the attribute ${attribute.name} of <${name}> has no value. Write ${attribute.name}="…".`,
        );
      } else if (typeof attribute.value !== "string") {
        report(
          node,
          `the attribute ${attribute.name} of <${name}> uses curly brackets. Write its value in double quotes: ${attribute.name}="…".`,
        );
      } else if (attribute.value.trim() === "") {
        report(
          node,
          `the attribute ${attribute.name} of <${name}> is empty. Write its text between the quotes.`,
        );
      }
    }
    for (const [attribute, { required, example }] of Object.entries(spec.attributes)) {
      if (required && !given.has(attribute)) {
        report(
          node,
          `<${name}> needs ${attribute}="…", for example <${name} ${attribute}="${example}" />.`,
        );
      }
    }
    return spec.check(node, {
      helplines: options.helplines,
      report: (message) => report(node, message),
    });
  }

  function check(node: Nodes): boolean {
    switch (node.type) {
      case "mdxjsEsm":
        report(node, `${found(node)}: ${ESM}`);
        return false;
      case "mdxFlowExpression":
      case "mdxTextExpression":
        report(node, `${found(node)}: ${CURLY_BRACKETS}`);
        return false;
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        return checkElement(node);
      case "html": {
        const message = rawHtmlMessage(node.value);
        if (message) report(node, message);
        return false;
      }
      case "code":
        report(
          node,
          "found a block of computer code (between lines of ``` or ~~~). Articles do not use code: remove those lines and write the text as a paragraph.",
        );
        return false;
      case "inlineCode":
        report(
          node,
          `${found(node)}: text between backticks (\`) is shown as computer code. Remove the backticks.`,
        );
        return false;
      case "definition":
        report(
          node,
          `${found(node)}: write the address in the link itself, like [the words to click](/contact), and delete this line.`,
        );
        return false;
      // These exist only with a definition, which has the message.
      case "linkReference":
      case "imageReference":
      case "footnoteReference":
        return false;
      case "footnoteDefinition":
        report(
          node,
          `${found(node)}: footnotes are not available. Name the source in the sentence instead, for example "The World Health Organization (WHO) advises…".`,
        );
        return false;
      case "heading":
        if (node.depth === 1) {
          report(
            node,
            "a heading with one # is the page's title, which the site already shows. Use ## for a section heading.",
          );
        }
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
        checkLink(node);
        return true;
      case "image":
        checkPicture(node);
        return false;
      default:
        if (ALLOWED.has(node.type)) return true;
        report(node, `${found(node)}: this kind of text (${node.type}) is not allowed.`);
        return false;
    }
  }

  // Nothing below MAX_DEPTH is entered, so a deeply nested body cannot overflow the stack.
  const depths = new Map<Nodes, number>();
  visit(tree, (node: Nodes, _index, parent?: Nodes) => {
    const depth = parent ? depths.get(parent)! + 1 : 0;
    if (depth > MAX_DEPTH) {
      report(
        node,
        `the text is nested too deeply here (quotes, lists or callouts inside each other more than ${MAX_DEPTH} times). Take some of it out of the nesting.`,
      );
      return SKIP;
    }
    if (node.type === "heading") headings.push(node);
    if (!check(node)) return SKIP;
    depths.set(node, depth);
  });

  const ids = new Set(idsOf(headings));
  for (const { node, id } of fragmentLinks) {
    // The help box is at the foot of every page, so every article may link to it.
    if (!ids.has(id) && id !== HELP_BOX_ID) {
      const known = [...ids];
      report(
        node,
        `the link #${id.slice(0, 60)} leads to no heading of this text.` +
          (didYouMean(id, known, (match) => `#${match}`) ||
            " Link to a heading with its words in lowercase, joined by dashes: ## When to seek help is #when-to-seek-help."),
      );
    }
  }
  // Problems in the order of the file, as a counsellor reads it.
  return problems.sort(
    (a, b) => a.point!.line - b.point!.line || a.point!.column - b.point!.column,
  );
}

const writeHelplineInstead = (line: Helpline) =>
  `Write <Helpline name="${line.id}" /> instead: it shows the helpline's name and number from content/site.yaml as a tap-to-call link.`;

/** Any helpline number standing alone (not part of a longer number or word). */
function helplineNumberPattern(helplines: Helpline[] | undefined): RegExp | undefined {
  if (!helplines || helplines.length === 0) return undefined;
  const numbers = helplines.map((line) => line.number).join("|");
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${numbers})(?![\\p{L}\\p{N}])`, "gu");
}

/** An address with its %-escapes read, so "%2e%2e" is seen as the ".." it becomes. */
function decoded(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}
