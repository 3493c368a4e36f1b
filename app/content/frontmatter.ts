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
    // Lines as the rest of the reader counts them, at "\n" only: js-yaml also ends a line at a
    // lone "\r", and would name a line past the end of a file written with them.
    const point = error.mark
      ? pointAt(lineStartsOf(error.mark.buffer), error.mark.position)
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

/** A field and its text on one line: "title: Moving House: Helping…", or a list item's field. */
const FIELD_LINE = /^(\s*(?:-\s+)?)([^\s:#"'-][^:#]*?):[ \t]+(\S.*?)\s*$/;
/** A value YAML reads as something other than plain text: a list, a group, a block, an anchor. */
const NOT_PLAIN_TEXT = /^[[{|>&*!%@`]/;

/** Straight double quotes inside a text, as curly ones, so the text can go in double quotes. */
const curlyQuotes = (text: string) =>
  text.replace(/"([^"]*)"/g, "\u201C$1\u201D").replace(/"/g, "\u201D");

/**
 * The commonest YAML mistake, text that YAML misreads: a colon inside unquoted text, or text that
 * starts with a quotation and goes on after it. The line as it should be, and the message saying
 * so; undefined for any other mistake.
 */
function textInQuotes(line: string, at: number): { fixed: string; problem: Located } | undefined {
  const field = FIELD_LINE.exec(line);
  if (!field) return undefined;
  const [, indent, name, value] = field;
  if (NOT_PLAIN_TEXT.test(value)) return undefined;
  const quoted = /^["']/.test(value);
  const closed = quoted && value.length > 1 && value.endsWith(value[0]);
  if (closed || (!quoted && !/:(\s|$)/.test(value))) return undefined;
  const fixed = `${indent}${name}: "${curlyQuotes(value)}"`;
  const column = line.length - line.trimStart().length + 1;
  const why = quoted
    ? `the text of "${name}" starts with a quotation and goes on after it, which YAML cannot read. ` +
      "Put the whole text in double quotes, and write the quotation marks inside it as \u201C \u201D."
    : `the text of "${name}" has a colon (:) in it, which YAML reads as the start of a new field. ` +
      "Put the text in double quotes.";
  return {
    fixed,
    problem: {
      point: { line: at + 1, column },
      message: `${why} Write the line as: ${fixed.trim()}`,
    },
  };
}

/**
 * How many lines are read as if fixed: each repair reads the YAML again, so thousands of them
 * would cost time in the square of the file's size. After them, the next mistake stops the file.
 */
export const MAX_REPAIRS = 20;

/** YAML read as far as it can be: its data (undefined when unreadable) and every mistake found. */
export type LenientYaml = { data: unknown; readable: boolean; problems: Located[] };

/**
 * Reads YAML and, for the mistakes `textInQuotes` knows, reads on as if the line were fixed, so one
 * run names every such line and the checks of the fields still run. Line numbers as yamlProblem.
 */
export function parseYamlLeniently(source: string): LenientYaml {
  const lines = source.split("\n");
  const problems: Located[] = [];
  const fixedLines = new Set<number>();
  for (;;) {
    try {
      return { data: parseYaml(lines.join("\n")), readable: true, problems };
    } catch (error) {
      const at = error instanceof yaml.YAMLException ? error.mark?.line : undefined;
      const repair =
        at !== undefined && !fixedLines.has(at) && fixedLines.size < MAX_REPAIRS
          ? textInQuotes(lines[at] ?? "", at)
          : undefined;
      if (at === undefined || !repair) {
        problems.push(yamlProblem(error));
        return { data: undefined, readable: false, problems };
      }
      fixedLines.add(at);
      lines[at] = repair.fixed;
      problems.push(repair.problem);
    }
  }
}

/** A Markdown file read as far as it can be: the body is there whenever the frontmatter is closed. */
export type LenientSplit = {
  /** The frontmatter's data is undefined when its YAML cannot be read. */
  split?: SplitFile;
  problems: Located[];
};

/** The frontmatter and body of a Markdown file, and every problem of its frontmatter. */
export function splitLeniently(raw: string): LenientSplit {
  const byteOrderMark = raw.startsWith(BYTE_ORDER_MARK);
  const source = byteOrderMark ? raw.slice(1) : raw;
  const firstLineEnd = source.indexOf("\n");
  const firstLine = (firstLineEnd === -1 ? source : source.slice(0, firstLineEnd)).replace(
    /\r$/,
    "",
  );
  if (!firstLine.startsWith("---") || /^-{4}/.test(firstLine)) {
    return { problems: [{ point: { line: 1, column: 1 }, message: NOT_STARTED }] };
  }
  const fence = firstLine.slice(3);
  if (fence.trim() !== "") {
    const message =
      `the first line is "${excerpt(firstLine.trim())}", but it must be three dashes alone (---). ` +
      "The fields are always written in YAML: a content file holds words, never a program. " +
      "Delete what follows the three dashes.";
    return { problems: [{ point: { line: 1, column: 4 }, message }] };
  }
  // gray-matter ends the frontmatter at the first line that starts with three dashes.
  if (firstLineEnd === -1 || !source.includes("\n---", firstLineEnd)) {
    const message =
      "the frontmatter is never closed. Add a line of three dashes (---) after the last field, " +
      "before the text.";
    return { problems: [{ point: { line: 1, column: 1 }, message }] };
  }
  const yamlEnd = source.indexOf("\n---", firstLineEnd);
  const emptyLines = emptyLinesProblem(source, 3, yamlEnd);
  if (emptyLines) return { problems: [emptyLines] };
  let yamlRead: LenientYaml = { data: {}, readable: true, problems: [] };
  const engines = {
    ...matterOptions.engines,
    yaml: (text: string) => {
      yamlRead = parseYamlLeniently(text);
      return (yamlRead.data ?? {}) as object;
    },
  };
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source, { ...matterOptions, engines });
  } catch (error) {
    return { problems: [yamlProblem(error)] };
  }
  const split = {
    data: yamlRead.readable ? parsed.data : undefined,
    yaml: source.slice(3, yamlEnd),
    body: parsed.content,
    bodyStart: source.length - parsed.content.length,
    byteOrderMark,
  };
  return { split, problems: yamlRead.problems };
}

/** The frontmatter and body of a Markdown file, or the first problem that stops reading it. */
export function splitFrontmatter(raw: string): SplitFile | Located {
  const { split, problems } = splitLeniently(raw);
  return split && problems.length === 0 ? split : problems[0];
}

export function isSplit(result: SplitFile | Located): result is SplitFile {
  return "body" in result;
}
