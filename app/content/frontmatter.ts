// Splits a content file into its frontmatter (YAML, read as data) and its body (Markdown).
//
// gray-matter reads the language after the opening dashes: "---js" makes it evaluate the block as
// JavaScript, even when only a YAML engine is passed (its defaults are merged in). So the first
// line is checked here, before gray-matter sees the file, and gray-matter's other engines are
// replaced by ones that refuse, as a second wall.
import matter from "gray-matter";
import yaml from "js-yaml";
import { excerpt, type Located } from "./problems";

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
      : undefined;
    return {
      point,
      message:
        `the YAML cannot be read (${error.reason}). ` +
        "Check for a missing colon, a missing closing quote, or a line indented differently from its neighbours.",
    };
  }
  return { message: `the YAML cannot be read (${String(error)}).` };
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
  if (!firstLine.startsWith("---") || /^-{4}/.test(firstLine)) return { message: NOT_STARTED };
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
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source, matterOptions);
  } catch (error) {
    return yamlProblem(error);
  }
  return {
    data: parsed.data,
    body: parsed.content,
    bodyStart: source.length - parsed.content.length,
    byteOrderMark,
  };
}

export function isSplit(result: SplitFile | Located): result is SplitFile {
  return "body" in result;
}
