// Random and hostile content cannot break the reader: a short run of each property of
// test/fuzz/properties.ts (no exception but a content problem, no script in the HTML, a line for
// every refused file), and the cases the long run (`npm run fuzz`) found, each kept as a test:
// bodies whose reading once took time in the square of their size, and a frontmatter that did.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_LINK_SUGGESTIONS } from "../app/content/body/checks/links";
import { MAX_EMPTY_LINES, MAX_REPAIRS } from "../app/content/frontmatter";
import { validFrontmatter } from "./fuzz/frontmatter";
import { measureGrowth } from "./fuzz/linear";
import { unsafeHtml } from "./fuzz/html-safety";
import { PROPERTIES, readerProperty } from "./fuzz/properties";
import { readContentFile } from "./fuzz/reader";

/** Cases per property in `npm test`; `npm run fuzz` runs a million. */
const SHORT_RUN = 300;

// A fixed seed: `npm test` reads the same cases every time, so it fails only when the reader
// changes; the long run draws new ones. FUZZ_SEED replays another seed.
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);

describe("the content reader, on random and hostile files", () => {
  it.each(PROPERTIES.map((property) => [property.name, property] as const))(
    "%s: a plain problem with a line, or safe HTML",
    (_, { cases, share }) => {
      fc.assert(readerProperty(cases), { numRuns: Math.round(SHORT_RUN * share), seed: SEED });
    },
  );
});

describe("the time the reader takes grows in proportion to the file", () => {
  // micromark copied all of a body's events at the end of each quote or list item. Time per byte
  // at 32 KB over time per byte at 4 KB: about 1 when linear, 4 with that copy (8 times the size,
  // where the copy is not yet all of the time). CPU time, fastest of a few runs.
  it("for a body of many short quotes", () => {
    const { growth, points } = measureGrowth("short quotes", [4 * 1024, 32 * 1024]);
    expect(growth, JSON.stringify(points)).toBeLessThan(2.5);
  });

  // Each broken #link was compared with every heading for a "Did you mean": thousands of both
  // cost time in the square of the text's size.
  it(`suggests a heading for the first ${MAX_LINK_SUGGESTIONS} broken #links only`, () => {
    const body = Array.from(
      { length: MAX_LINK_SUGGESTIONS + 5 },
      (_, index) => `## Heading ${index + 1}\n\nSee [it](#heading-${index + 1}x).\n`,
    ).join("\n");
    const { problems } = readContentFile(
      "article.mdx",
      `---\n${validFrontmatter("article.mdx")}\n---\n\n${body}`,
    );
    expect(problems).toHaveLength(MAX_LINK_SUGGESTIONS + 5);
    expect(problems.filter((problem) => problem.includes("Did you mean"))).toHaveLength(
      MAX_LINK_SUGGESTIONS,
    );
  });
});

describe("a frontmatter with many empty lines in a row", () => {
  // gray-matter's search for comment lines reads, at each empty line, to the end of the run:
  // 20,000 empty lines took seconds. Lines 8 onwards are the empty ones.
  const withEmptyLines = (count: number) =>
    `---\n${validFrontmatter("article.mdx")}\n${"\n".repeat(count)}draft: false\n---\n\nText.\n`;

  it(`is read with up to ${MAX_EMPTY_LINES} of them`, () => {
    expect(readContentFile("article.mdx", withEmptyLines(MAX_EMPTY_LINES))).toMatchObject({
      problems: [],
      accepted: true,
    });
  });

  it.each([MAX_EMPTY_LINES + 1, 20_000])("is refused with %i, at the first of them", (count) => {
    expect(readContentFile("article.mdx", withEmptyLines(count)).problems).toEqual([
      `content/articles/fuzz-case.mdx:8:1: the frontmatter has ${count.toLocaleString("en-US")} empty lines in a row, from here. Delete them: at most ${MAX_EMPTY_LINES} empty lines may follow each other.`,
    ]);
  });
});

describe("a frontmatter with many lines YAML misreads", () => {
  // Each line read as if fixed (text with a colon, to put in quotes) read the whole YAML again:
  // a thousand such lines cost time in the square of the file's size.
  it(`names the first ${MAX_REPAIRS}, then stops at the next`, () => {
    const lines = Array.from({ length: 1000 }, (_, index) => `note${index}: a: b`).join("\n");
    const text = `---\n${validFrontmatter("article.mdx")}\n${lines}\n---\n\nText.\n`;
    const { problems } = readContentFile("article.mdx", text);
    expect(problems).toHaveLength(MAX_REPAIRS + 1);
    expect(problems.at(-1)).toMatch(
      /^content\/articles\/fuzz-case\.mdx:28:\d+: the YAML cannot be read/,
    );
  });
});

describe("a file with lone carriage returns (\\r) as line ends", () => {
  // js-yaml ends a line at "\r" too, and named line 5 of this file of 4 lines (now 3, where it stops).
  it("names a line of the file as the rest of the reader counts them", () => {
    const { problems } = readContentFile("article.mdx", "---\n.:\ra\r*\n---\n$");
    expect(problems).toEqual([
      expect.stringMatching(/^content\/articles\/fuzz-case\.mdx:3:1: the YAML cannot be read/),
    ]);
  });
  // Found by the long run: the body's parser ends a line at "\r" too, and named line 14 of a file of
  // 13 lines for a tag never closed.
  it("names a line of the body as the rest of the reader counts them", () => {
    const frontmatter =
      "title: t\ndescription: d\ncategory: development\nageGroups: [school-age]\ndate: 2025-06-01";
    const { problems } = readContentFile("article.mdx", `---\n${frontmatter}\n---\n\r\r\n<i>\r\n`);
    expect(problems).toEqual([expect.stringMatching(/^content\/articles\/fuzz-case\.mdx:9:1: /)]);
  });
});

describe("a picture whose description holds a script tag", () => {
  // Found by the long run: the words are the picture's alt text, which a browser shows and never
  // runs, so the HTML is safe; a real script element beside it is still found.
  const text =
    "![<script>globalThis.ran = true</script>A lamp on a table](/images/articles/calm-corner.png)\n";
  it("keeps the words as the picture's description, and nothing runs", () => {
    const frontmatter = 'title: "A page"\ndescription: "One sentence."\nheading: "A page"';
    const { html, accepted } = readContentFile("page.md", `---\n${frontmatter}\n---\n${text}`);
    expect(accepted).toBe(true);
    expect(html.join("")).toContain('alt="<script>globalThis.ran = true</script>A lamp');
    expect(html.flatMap(unsafeHtml)).toEqual([]);
  });
  it("is told apart from a script element", () => {
    expect(unsafeHtml('<img alt="<script>x</script>"><script>x</script>')).toEqual([
      'the text "<script"',
      "a <script> element",
    ]);
  });
});
