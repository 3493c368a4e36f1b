// Reads a body into a syntax tree: MDX's parser for .mdx (Markdown, JSX tags and the JavaScript
// forms, which are only parsed here and refused by the check, never run), plain CommonMark + GFM
// for .md. Two limits come first, because the parser slows down on long runs of text without an
// empty line and on many marks nested on one line: checked in one pass, they keep every body's
// cost in proportion to its size.
import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import type { Located } from "../problems";
import { COMPONENT_NAMES, isComponent } from "./article-components";
import { HTML_COMMENT, htmlTagMessage } from "./html-advice";
import type { BodySource } from "./source";
import { didYouMean } from "../suggest";
// Before any body is parsed: micromark's edits in time proportional to the body's size.
import "./linear-edits";

export type Syntax = "md" | "mdx";

/** The longest run of text without an empty line: about 800 words. */
export const MAX_BLOCK_CHARACTERS = 5000;
/** The most quote and list marks that may start one line (">", "-", "*", "+", "1."). */
export const MAX_LINE_NESTING = 10;

// A single "~" stays a tilde ("~5 years"); two make crossed-out text.
const gfm = { singleTilde: false };
const parsers = {
  mdx: unified().use(remarkParse).use(remarkMdx).use(remarkGfm, gfm).freeze(),
  md: unified().use(remarkParse).use(remarkGfm, gfm).freeze(),
};

const count = (value: number) => value.toLocaleString("en-US");

export const CURLY_BRACKETS =
  "curly brackets are not allowed in the text, because they hold program code. Write the words without them, or put a backslash before the opening bracket: \\{.";

export const ESM =
  "an article cannot import or export anything: that would run a program. Delete the line. The site's components need no import.";

function isBlank(text: string, from: number, to: number): boolean {
  for (let index = from; index < to; index++) {
    const char = text[index];
    if (char !== " " && char !== "\t" && char !== "\r") return false;
  }
  return true;
}

/** How many quote and list marks start the line: "> > - 1. text" has four. */
function marksAt(text: string, from: number, to: number): number {
  let marks = 0;
  let index = from;
  while (index < to) {
    const char = text[index];
    if (char === " " || char === "\t") index++;
    else if (char === ">") {
      marks++;
      index++;
    } else if (
      (char === "-" || char === "*" || char === "+") &&
      /[ \t]/.test(text[index + 1] ?? "")
    ) {
      marks++;
      index += 2;
    } else {
      let digits = index;
      while (digits < to && digits - index < 9 && text[digits] >= "0" && text[digits] <= "9")
        digits++;
      if (
        digits === index ||
        !/[.)]/.test(text[digits] ?? "") ||
        !/[ \t]/.test(text[digits + 1] ?? "")
      ) {
        break;
      }
      marks++;
      index = digits + 2;
    }
  }
  return marks;
}

/** The two limits, checked line by line before the parser runs. */
export function checkLimits(source: BodySource): Located[] {
  const { text } = source;
  const problems: Located[] = [];
  let blockStart = -1;
  let blockEnd = -1;
  let blockLines = 0;
  const endBlock = () => {
    const length = blockEnd - blockStart;
    if (blockStart !== -1 && length > MAX_BLOCK_CHARACTERS) {
      const start = source.at(blockStart);
      const where =
        blockLines === 1
          ? `this line has ${count(length)} characters`
          : `the text from here to line ${start.line + blockLines - 1} has ${count(length)} characters without an empty line`;
      problems.push({
        point: start,
        message:
          `${where}. A paragraph, list or table may have at most ${count(MAX_BLOCK_CHARACTERS)} characters ` +
          "(about 800 words): put an empty line between paragraphs, and split a long list or table in two.",
      });
    }
    blockStart = -1;
    blockLines = 0;
  };
  for (let lineStart = 0; lineStart <= text.length;) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    if (isBlank(text, lineStart, lineEnd)) endBlock();
    else {
      if (blockStart === -1) blockStart = lineStart;
      blockEnd = lineEnd;
      blockLines++;
      const marks = marksAt(text, lineStart, lineEnd);
      if (marks > MAX_LINE_NESTING) {
        problems.push({
          point: source.at(lineStart),
          message:
            `this line starts with ${count(marks)} quote or list marks (">", "-", "*", "+" or "1.") in a row. ` +
            `Quotes and lists can be nested at most ${MAX_LINE_NESTING} deep: remove the extra marks.`,
        });
      }
    }
    if (newline === -1) {
      endBlock();
      break;
    }
    lineStart = newline + 1;
  }
  return problems;
}

type ParserMessage = {
  reason: string;
  ruleId?: string;
  source?: string;
  place?:
    | { line: number; column: number; offset?: number }
    | { start: { line: number; column: number; offset?: number } };
};

function isParserMessage(error: unknown): error is ParserMessage {
  return typeof error === "object" && error !== null && "reason" in error && "source" in error;
}

/** A syntax tree, or the parser's first complaint as a plain message. */
export function parseBody(source: BodySource, syntax: Syntax): Root | Located {
  try {
    return parsers[syntax].parse(source.text);
  } catch (error) {
    if (!isParserMessage(error)) throw error;
    return explain(error, source);
  }
}

/** "Unknown <Tip>", "<img>", "<callout>": the message for a tag that is not a component. */
export function unknownTagMessage(name: string, syntax: Syntax): string {
  if (/^[a-z]/.test(name) && !/[.:]/.test(name)) return htmlTagMessage(name, syntax);
  return (
    `found <${name}>, which is not one of the site's components (${COMPONENT_NAMES.join(", ")}).` +
    (didYouMean(name, COMPONENT_NAMES, (match) => `<${match}>`) ||
      " Use one of them, or write the words without the tag.")
  );
}

/** The parser's messages are written for programmers: say what was found and what to write. */
function explain(error: ParserMessage, source: BodySource): Located {
  const { reason } = error;
  const place = error.place && "start" in error.place ? error.place.start : error.place;
  const offset = place
    ? (place.offset ?? source.offsetFromBody(place.line, place.column))
    : source.text.length;
  const at = (position: number): Located["point"] => source.at(Math.max(0, position));

  // "Expected a closing tag for `<Callout>` (3:1-3:10)" and "Unexpected closing tag `</i>`,
  // expected corresponding closing tag for `<b>` (1:1-1:4)": the tag that was opened.
  const opened = /closing tag for `<([^>`\s]*)[^`]*>` \((\d+):(\d+)-/.exec(reason);
  if (opened && error.ruleId === "end-tag-mismatch") {
    const [, name, line, column] = opened;
    const point = source.fromBody(Number(line), Number(column));
    if (isComponent(name)) {
      return {
        point,
        message: `the <${name}> that starts here is never closed. Write </${name}> on a line of its own after its text, with an empty line before it.`,
      };
    }
    return { point, message: unknownTagMessage(name, "mdx") };
  }
  if (error.ruleId === "unexpected-closing-slash") {
    return {
      point: at(offset - 1),
      message:
        `found "${source.excerptAt(offset - 1, 20)}", a closing tag without an opening tag. Delete it. ` +
        'To write the sign "<" itself, put a backslash before it: \\<.',
    };
  }
  if (error.source === "micromark-extension-mdx-jsx") {
    const less = source.text.lastIndexOf("<", offset);
    const found = source.excerptAt(less, 20);
    const next = source.text[less + 1] ?? "";
    if (next === "!") return { point: at(less), message: HTML_COMMENT };
    if (/\bbefore local name\b/.test(reason)) {
      return {
        point: at(less),
        message: `found "${found}": write a link as [the words to click](https://example.org).`,
      };
    }
    if (/^[\d=.,(-]$/.test(next)) {
      return {
        point: at(less),
        message:
          `found "${found}": a "<" before a digit or a sign starts a tag. ` +
          'Write it in words ("under 5", "at most 5"), or put a backslash before it: \\<.',
      };
    }
    return {
      point: at(less),
      message:
        `found "${found}": this "<" starts a tag that cannot be read. ` +
        'To write the sign "<" itself, put a backslash before it: \\<. The only tags are the site\'s components, such as <Callout>.',
    };
  }
  if (error.source === "micromark-extension-mdx-expression") {
    const brace = source.text.lastIndexOf("{", offset);
    // Braces inside an HTML tag's text ("<style>body { … }"): the tag is the mistake to name.
    const less = source.text.lastIndexOf("<", brace);
    const tag =
      less === -1 ? null : /^<([A-Za-z][\w.:-]*)/.exec(source.text.slice(less, less + 40));
    if (tag && !isComponent(tag[1]))
      return { point: at(less), message: unknownTagMessage(tag[1], "mdx") };
    return { point: at(brace === -1 ? offset : brace), message: `found "{": ${CURLY_BRACKETS}` };
  }
  if (error.source === "micromark-extension-mdxjs-esm") {
    const lineStart = source.text.lastIndexOf("\n", offset - 1) + 1;
    return { point: at(lineStart), message: `found "${source.excerptAt(lineStart)}": ${ESM}` };
  }
  return {
    point: place ? source.fromBody(place.line, place.column) : undefined,
    message:
      `the text cannot be read as MDX (${reason}). ` +
      'In the text, write "<" as "\\<" and "{" as "\\{", and close every tag you open.',
  };
}
