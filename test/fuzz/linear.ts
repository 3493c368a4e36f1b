// Whether the reader's time grows in proportion to a file's size: articles of several shapes,
// each made at growing sizes and read whole (frontmatter, body check, render), timed in CPU time
// (other processes on the machine slow the clock, not the work).
import { validFrontmatter } from "./frontmatter";
import { readContentFile } from "./reader";

const PARAGRAPH =
  "Children grow at their own pace, and **every child** is different. बच्चे अपनी गति से बढ़ते हैं, और हर बच्चा अलग होता है। " +
  "मुलांना वेळ द्या; त्यांच्याशी बोला. Read [our guide](/resources) or [call us](tel:+919123456780) when _you_ are worried.";

/** Lines of one unit, repeated until the text has about `bytes` characters. */
function repeat(bytes: number, unit: (index: number) => string): string {
  const parts: string[] = [];
  let length = 0;
  for (let index = 0; length < bytes; index++) {
    const part = unit(index);
    parts.push(part);
    length += part.length;
  }
  return parts.join("");
}

/** A paragraph of just under `length` characters made of `piece`, then an empty line. */
const block = (piece: string, length = 4800) =>
  `${piece.repeat(Math.floor(length / piece.length))}\n\n`;

/** Body shapes, each a function of the size wanted. */
export const SHAPES: Record<string, (bytes: number) => string> = {
  "many paragraphs": (bytes) => repeat(bytes, (index) => `${PARAGRAPH} x${index}\n\n`),
  "deep lists": (bytes) =>
    repeat(
      bytes,
      (index) =>
        Array.from(
          { length: 10 },
          (_, depth) => `${"  ".repeat(depth)}- item x${index} सूची ${depth}`,
        ).join("\n") + "\n\n",
    ),
  "long lines": (bytes) => repeat(bytes, (index) => `${"word शब्द ".repeat(480)}x${index}\n\n`),
  "many components": (bytes) =>
    repeat(
      bytes,
      (index) =>
        `<Callout title="Remember x${index}">\n\nCall <Helpline name="tele-manas" /> or <Helpline name="emergency" />: **help** is there.\n\n</Callout>\n\n`,
    ),
  "emphasis delimiters": (bytes) => repeat(bytes, () => block("*a **b _c __d ~~e ")),
  "short quotes": (bytes) => repeat(bytes, (index) => `> q${index.toString(36)}\n\n`),
  "nested quotes": (bytes) =>
    repeat(bytes, (index) => `${"> ".repeat(10)}a quote x${index} उद्धरण\n${"> ".repeat(10)}\n\n`),
  "open brackets": (bytes) => repeat(bytes, () => block("[a ![b <c {d ")),
  "headings and links": (bytes) =>
    repeat(
      bytes,
      (index) =>
        `## Heading x${index}\n\nSee [there](#heading-x${index + 7}) and [here](#nowhere-x${index}).\n\n`,
    ),
  tables: (bytes) =>
    repeat(bytes, (index) => {
      const row = `| cell x${index} | कक्ष | **b** | [a](/contact) | x |\n`;
      return `| A | B | C | D | E |\n| - | - | - | - | - |\n${row.repeat(Math.floor(4700 / row.length))}\n`;
    }),
  "one long line": (bytes) => "word शब्द ".repeat(Math.ceil(bytes / 10)),
};

/** The whole article of a shape and a size. */
export function articleOf(shape: string, bytes: number): string {
  return `---\n${validFrontmatter("article.mdx")}\n---\n\n${SHAPES[shape](bytes)}`;
}

/** CPU milliseconds of the fastest of `runs` reads of the text. */
export function readCpuMs(text: string, runs: number): number {
  let best = Infinity;
  for (let run = 0; run < runs; run++) {
    const start = process.cpuUsage();
    readContentFile("article.mdx", text);
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

export type Growth = {
  shape: string;
  /** Each size and its time. */
  points: { bytes: number; ms: number }[];
  /** Time per byte at the largest size over time per byte at the smallest: 1 is linear. */
  growth: number;
};

/** The time of a shape at each size (the smaller sizes read more times, to settle). */
export function measureGrowth(shape: string, sizes: number[]): Growth {
  const points = sizes.map((bytes) => {
    const text = articleOf(shape, bytes);
    const runs = Math.max(2, Math.round((sizes.at(-1)! / bytes) ** 0.5 * 2));
    return { bytes: text.length, ms: readCpuMs(text, runs) };
  });
  const perByte = (point: { bytes: number; ms: number }) => point.ms / point.bytes;
  return { shape, points, growth: perByte(points.at(-1)!) / perByte(points[0]) };
}
