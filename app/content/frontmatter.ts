// Splits a content file into its frontmatter (YAML, read as data) and its body (Markdown).
//
// gray-matter reads the language after the opening dashes: "---js" makes it evaluate the block as
// JavaScript, even when only a YAML engine is passed (its defaults are merged in). So the first
// line is checked here, before gray-matter sees the file, and gray-matter's other engines are
// replaced by ones that refuse, as a second wall.
import matter from "gray-matter";
import yaml from "js-yaml";
import { excerpt, lineStartsOf, pointAt, type Located } from "./problems";

// CORE_SCHEMA keeps dates as text: js-yaml's default would turn 2026-02-30 into 2 March silently.
const yamlOptions = { schema: yaml.CORE_SCHEMA };

/** YAML as data: no custom types, dates as text. */
export function parseYaml(source: string): unknown {
  return yaml.load(source, yamlOptions);
}

function refuse(): never {
  throw new Error("Only YAML frontmatter is read: other languages are switched off.");
}

const matterOptions = {
  language: "yaml",
  engines: {
    yaml: (source: string) => (parseYaml(source) ?? {}) as object,
    // gray-matter's built-in engines besides YAML: "---js"/"---javascript" and "---json".
    javascript: refuse,
    json: refuse,
  },
};

const BYTE_ORDER_MARK = "\uFEFF";

export const NOT_STARTED =
  "the file must start with its frontmatter: a line of three dashes (---), the fields, and another line of three dashes.";

export type SplitFile = {
  data: unknown;
  /** The YAML as written, from the end of the opening dashes: its lines are the file's lines. */
  yaml: string;
  /** The Markdown below the frontmatter. */
  body: string;
  /** Where the body starts in the file (line and column), so its messages point into the file. */
  bodyStart: number;
  /** The file started with an invisible byte-order mark, which is ignored. */
  byteOrderMark: boolean;
};

/**
 * A YAML mistake as a plain message. YAML counts lines from 0; in a Markdown file the YAML starts
 * right after the opening dashes, on the file's first line, so the count is the file's either way.
 */
export function yamlProblem(error: unknown): Located {
  if (error instanceof yaml.YAMLException) {
    const point = error.mark
      ? { line: error.mark.line + 1, column: error.mark.column + 1 }
      : { line: 1, column: 1 };
    const advice = /maxDepth/.test(error.reason)
      ? "Lists and groups of fields may be nested at most 100 deep: check for brackets that are never closed."
      : "Check for a missing colon, a missing closing quote, or a line indented differently from its neighbours.";
    return { point, message: `the YAML cannot be read (${error.reason}). ${advice}` };
  }
  return { point: { line: 1, column: 1 }, message: `the YAML cannot be read (${String(error)}).` };
}

/** The most empty lines that may follow each other in a frontmatter. */
export const MAX_EMPTY_LINES = 20;

/**
 * gray-matter looks for comment lines with a pattern that, at every line of a run of empty lines,
 * reads on to the end of the run: thousands of empty lines in a row would cost seconds. So a
 * longer run is refused before gray-matter sees the file, and its cost stays in proportion to the
 * file's size.
 */
function emptyLinesProblem(
  source: string,
  yamlStart: number,
  yamlEnd: number,
): Located | undefined {
  // A run of white space as JavaScript's \s sees it, and the line ends in it (as ^ sees them).
  const runs = /\s+/g;
  runs.lastIndex = yamlStart;
  for (let run = runs.exec(source); run && run.index < yamlEnd; run = runs.exec(source)) {
    const lineEnds = run[0].match(/\r\n|[\n\r\u2028\u2029]/g)?.length ?? 0;
    if (lineEnds > MAX_EMPTY_LINES + 1) {
      const firstEnd = run.index + run[0].search(/[\n\r\u2028\u2029]/);
      return {
        point: pointAt(lineStartsOf(source), firstEnd + 1),
        message:
          `the frontmatter has ${(lineEnds - 1).toLocaleString("en-US")} empty lines in a row, from here. ` +
          `Delete them: at most ${MAX_EMPTY_LINES} empty lines may follow each other.`,
      };
    }
  }
  return undefined;
}

/** The frontmatter and body of a Markdown file, or the one problem that stops reading it. */
export function splitFrontmatter(raw: string): SplitFile | Located {
  const byteOrderMark = raw.startsWith(BYTE_ORDER_MARK);
  const source = byteOrderMark ? raw.slice(1) : raw;
  const firstLineEnd = source.indexOf("\n");
  const firstLine = (firstLineEnd === -1 ? source : source.slice(0, firstLineEnd)).replace(
    /\r$/,
    "",
  );
  if (!firstLine.startsWith("---") || /^-{4}/.test(firstLine))
    return { point: { line: 1, column: 1 }, message: NOT_STARTED };
  const fence = firstLine.slice(3);
  if (fence.trim() !== "") {
    return {
      point: { line: 1, column: 4 },
      message:
        `the first line is "${excerpt(firstLine.trim())}", but it must be three dashes alone (---). ` +
        "The fields are always written in YAML: a content file holds words, never a program. " +
        "Delete what follows the three dashes.",
    };
  }
  // gray-matter ends the frontmatter at the first line that starts with three dashes.
  if (firstLineEnd === -1 || !source.includes("\n---", firstLineEnd)) {
    return {
      point: { line: 1, column: 1 },
      message:
        "the frontmatter is never closed. Add a line of three dashes (---) after the last field, " +
        "before the text.",
    };
  }
  const yamlEnd = source.indexOf("\n---", firstLineEnd);
  const emptyLines = emptyLinesProblem(source, 3, yamlEnd);
  if (emptyLines) return emptyLines;
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source, matterOptions);
  } catch (error) {
    return yamlProblem(error);
  }
  return {
    data: parsed.data,
    yaml: source.slice(3, yamlEnd),
    body: parsed.content,
    bodyStart: source.length - parsed.content.length,
    byteOrderMark,
  };
}

export function isSplit(result: SplitFile | Located): result is SplitFile {
  return "body" in result;
}
