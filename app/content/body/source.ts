// A body inside its file. The parser counts lines from the top of the body; messages count them
// from the top of the file, as the counsellor's editor does.
import { excerpt, lineStartsOf, pointAt, type Point } from "../problems";

export class BodySource {
  /** The Markdown below the frontmatter. */
  readonly text: string;
  private readonly lineStarts: number[];
  private readonly startPoint: Point;

  constructor(
    /** The whole file (without a byte-order mark). */
    file: string,
    /** Where the body starts in it. */
    private readonly start: number,
  ) {
    this.text = file.slice(start);
    this.lineStarts = lineStartsOf(file);
    this.startPoint = pointAt(this.lineStarts, start);
  }

  /** The file's line and column of an offset in the body. */
  at(offset: number): Point {
    return pointAt(this.lineStarts, this.start + offset);
  }

  /** The file's line and column of a line and column counted in the body. */
  fromBody(line: number, column: number): Point {
    if (line === 1)
      return { line: this.startPoint.line, column: this.startPoint.column + column - 1 };
    return { line: this.startPoint.line + line - 1, column };
  }

  /** The offset in the body of a line and column counted in the body. */
  offsetFromBody(line: number, column: number): number {
    const point = this.fromBody(line, column);
    return (this.lineStarts[point.line - 1] ?? 0) + point.column - 1 - this.start;
  }

  /** What was found at an offset: the rest of its line, shortened. */
  excerptAt(offset: number, max = 40): string {
    return excerpt(this.text.slice(offset, offset + max + 1), max);
  }
}
