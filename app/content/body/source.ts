// A body inside its file. The parser counts lines from the top of the body, and ends a line at a
// lone "\r" too; messages count them from the top of the file, at "\n" only, as the rest of the
// reader does.
import { excerpt, lineStartsOf, pointAt, type Point } from "../problems";

export class BodySource {
  /** The Markdown below the frontmatter. */
  readonly text: string;
  private readonly lineStarts: number[];
  /** Where each line starts in the body as the parser counts lines ("\r\n", "\r" or "\n"). */
  private readonly parserLineStarts: number[];

  constructor(
    /** The whole file (without a byte-order mark). */
    file: string,
    /** Where the body starts in it. */
    private readonly start: number,
  ) {
    this.text = file.slice(start);
    this.lineStarts = lineStartsOf(file);
    this.parserLineStarts = [
      0,
      ...[...this.text.matchAll(/\r\n?|\n/g)].map((end) => end.index + end[0].length),
    ];
  }

  /** The file's line and column of an offset in the body. */
  at(offset: number): Point {
    return pointAt(this.lineStarts, this.start + offset);
  }

  /** The file's line and column of a line and column the parser counted in the body. */
  fromBody(line: number, column: number): Point {
    return this.at(this.offsetFromBody(line, column));
  }

  /** The offset in the body of a line and column the parser counted in the body. */
  offsetFromBody(line: number, column: number): number {
    return (this.parserLineStarts[line - 1] ?? this.text.length) + column - 1;
  }

  /** What was found at an offset: the rest of its line, shortened. */
  excerptAt(offset: number, max = 40): string {
    return excerpt(this.text.slice(offset, offset + max + 1), max);
  }
}
