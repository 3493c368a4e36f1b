// The shape of every content message: "content/articles/x.mdx:12:5: what was found, and the fix".
// One place formats them, for `npm run check:content`, the build and the page `npm run dev` shows.

/** A place in a file, counted from 1 like an editor does. */
export type Point = { line: number; column: number };

/** A problem inside one file; the point is missing when the problem is about the whole file. */
export type Located = { point?: Point; message: string };

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "ContentError";
  }
}

/** "content/articles/x.mdx:12:5: message", or "content/articles/x.mdx: message" without a point. */
export function formatProblem(file: string, { point, message }: Located): string {
  return point ? `${file}:${point.line}:${point.column}: ${message}` : `${file}: ${message}`;
}

const GUIDES =
  "Articles: see docs/reference/articles.md. Other files: docs/reference/content-files.md. Translations: docs/reference/translating.md.";

/** What a counsellor reads when the content cannot be built: every problem, then where to look. */
export function problemReport(problems: string[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return [
    `The site cannot be built: ${count} in content/.`,
    "",
    ...problems.flatMap((problem) => [`  ✗ ${problem}`, ""]),
    "Fix the file named above, save it, and run `npm run check:content` again.",
    GUIDES,
  ].join("\n");
}

/** Text shown to a reader as a short quotation: one line, at most `max` characters. */
export function excerpt(text: string, max = 40): string {
  const line = text.slice(0, max + 1).split(/\r?\n/, 1)[0] ?? "";
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The line and column of an offset in a text, counted from 1. */
export function pointAt(lineStarts: readonly number[], offset: number): Point {
  // Binary search: the last line that starts at or before the offset.
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - lineStarts[low] + 1 };
}

/** Where each line of a text starts, for pointAt. */
export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1)) {
    starts.push(index + 1);
  }
  return starts;
}
