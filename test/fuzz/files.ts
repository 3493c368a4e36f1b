// Whole content files: grammar-made ones (frontmatter and body), and the fixture tree's real files
// mutated the way hands and tools break files (characters and lines inserted, deleted,
// duplicated, swapped; hostile snippets spliced in; a part pasted many times).
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { FIXTURE_CONTENT_DIR } from "../fixture-tree";
import { fence, frontmatter, validFrontmatter } from "./frontmatter";
import { block, body, hostile } from "./markdown";
import { TARGETS, type Target } from "./reader";
import { INVISIBLE, signs, word } from "./text";

export type Case = { target: Target; text: string };

export const target = fc.constantFrom(...TARGETS);

/** A file from its parts: BOM, fences, frontmatter, body, line ends. */
export function composeFile(parts: {
  open: string;
  yaml: string;
  close: string | null;
  body: string;
  bom: boolean;
}): string {
  const closing = parts.close === null ? "" : `\n${parts.close}`;
  return `${parts.bom ? "\uFEFF" : ""}${parts.open}\n${parts.yaml}${closing}\n${parts.body}`;
}

/** Hostile or random frontmatter over a grammar-made body. */
export const frontmatterCase: fc.Arbitrary<Case> = fc
  .record({
    target,
    open: fence,
    yaml: frontmatter,
    close: fc.option(fence, { freq: 10 }),
    body: fc.oneof(body, fc.constant("\nSome words.\n")),
    bom: fc.boolean(),
  })
  .map(({ target, ...parts }) => ({ target, text: composeFile(parts) }));

/** A grammar-made body behind a frontmatter that passes, so the body is checked and rendered. */
export const bodyCase: fc.Arbitrary<Case> = fc
  .record({ target, body, bom: fc.boolean() })
  .map(({ target, body, bom }) => ({
    target,
    text: composeFile({
      open: "---",
      yaml: validFrontmatter(target),
      close: "---",
      body: `\n${body}`,
      bom,
    }),
  }));

/** Devanagari and other scripts only, in words and in the significant signs between them. */
export const scriptCase: fc.Arbitrary<Case> = fc
  .record({
    target,
    words: fc.array(
      fc.oneof(
        word,
        fc.constantFrom(...INVISIBLE),
        fc.constantFrom(" ", "\n", "\n\n", "**", "_", "# ", "- ", "> "),
      ),
      {
        minLength: 1,
        maxLength: 60,
      },
    ),
    title: fc.array(word, { minLength: 1, maxLength: 4 }),
  })
  .map(({ target, words, title }) => ({
    target,
    text: composeFile({
      open: "---",
      yaml: validFrontmatter(target, title.join(" ")),
      close: "---",
      body: `\n${words.join("")}`,
      bom: false,
    }),
  }));

/** Characters at random: every code unit (lone surrogates too), or only the significant signs. */
export const randomCase: fc.Arbitrary<Case> = fc
  .record({
    target,
    valid: fc.boolean(),
    yaml: fc.oneof(fc.string({ unit: "binary", maxLength: 80 }), signs),
    body: fc.oneof(
      fc.string({ unit: "binary", maxLength: 300 }),
      fc.string({ unit: "grapheme", maxLength: 100 }),
      signs,
    ),
  })
  .map(({ target, valid, yaml, body }) => ({
    target,
    text: composeFile({
      open: "---",
      yaml: valid ? validFrontmatter(target) : yaml,
      close: "---",
      body,
      bom: false,
    }),
  }));

/** Every Markdown file of the fixture tree, any language: real articles, pages, services, team. */
function fixtureFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) files.push(fs.readFileSync(full, "utf8"));
    }
  };
  walk(FIXTURE_CONTENT_DIR);
  return files;
}

export const FIXTURE_FILES = fixtureFiles();

/** The characters most likely to change what a file means, when typed in by mistake. */
const TYPED = fc.oneof(
  fc.constantFrom(..."<>{}[]()*_~`#|-:\\!&\"'\n\t\r"),
  fc.constantFrom(...INVISIBLE, "\u094D", "\u093C", "क"),
);

type Mutation = (text: string) => string;

/** A position in the text (so a shrunk case keeps its meaning when the text shortens). */
const at = (text: string, position: number) => position % (text.length + 1);
const lines = (text: string) => text.split("\n");

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(fc.nat(), TYPED).map(([position, char]): Mutation => (text) => {
    const index = at(text, position);
    return text.slice(0, index) + char + text.slice(index);
  }),
  fc
    .tuple(fc.nat(), fc.integer({ min: 1, max: 40 }))
    .map(([position, length]): Mutation => (text) => {
      const index = at(text, position);
      return text.slice(0, index) + text.slice(index + length);
    }),
  fc
    .tuple(fc.nat(), fc.integer({ min: 1, max: 3 }))
    .map(([position, times]): Mutation => (text) => {
      const all = lines(text);
      const index = position % all.length;
      all.splice(index, 0, ...Array(times).fill(all[index]));
      return all.join("\n");
    }),
  fc.nat().map((position): Mutation => (text) => {
    const all = lines(text);
    all.splice(position % all.length, 1);
    return all.join("\n");
  }),
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]): Mutation => (text) => {
    const all = lines(text);
    const [i, j] = [a % all.length, b % all.length];
    [all[i], all[j]] = [all[j], all[i]];
    return all.join("\n");
  }),
  fc.tuple(fc.nat(), fc.oneof(hostile, block)).map(([position, snippet]): Mutation => (text) => {
    const index = at(text, position);
    return text.slice(0, index) + snippet + text.slice(index);
  }),
  fc.tuple(fc.nat(), fc.oneof(hostile, block)).map(([position, snippet]): Mutation => (text) => {
    const all = lines(text);
    all.splice(position % (all.length + 1), 0, "", snippet, "");
    return all.join("\n");
  }),
  // A part pasted many times over: big files with a real file's shape.
  fc
    .tuple(fc.nat(), fc.integer({ min: 1, max: 400 }), fc.integer({ min: 2, max: 50 }))
    .map(([position, length, times]): Mutation => (text) => {
      const index = at(text, position);
      return (
        text.slice(0, index) + text.slice(index, index + length).repeat(times) + text.slice(index)
      );
    }),
);

/**
 * Part of a real file: its frontmatter and some lines of its text (a whole article costs the
 * parser as much as twenty small cases, and finds little more).
 */
const fixturePart = fc
  .record({
    file: fc.nat({ max: FIXTURE_FILES.length - 1 }),
    from: fc.nat(),
    lineCount: fc.integer({ min: 1, max: 16 }),
    whole: fc.boolean(),
  })
  .map(({ file, from, lineCount, whole }) => {
    const text = FIXTURE_FILES[file];
    if (whole && from % 20 === 0) return text;
    const bodyStart = text.indexOf("\n---", 3) + 4;
    const bodyLines = lines(text.slice(bodyStart));
    const start = from % bodyLines.length;
    return `${text.slice(0, bodyStart)}${bodyLines.slice(start, start + lineCount).join("\n")}\n`;
  });

/** A real file of the fixture tree with a few mistakes or attacks in it. */
export const mutatedCase: fc.Arbitrary<Case> = fc
  .record({
    target,
    text: fixturePart,
    mutations: fc.array(mutation, { minLength: 1, maxLength: 8 }),
  })
  .map(({ target, text, mutations }) => ({
    target,
    text: mutations.reduce((mutated, mutate) => mutate(mutated), text),
  }));
