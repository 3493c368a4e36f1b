// Generators of YAML frontmatter: an article's fields written every way YAML allows, and the YAML
// that attacks a reader (language tags that build functions or objects, anchors and aliases that
// multiply, structures deep or huge enough to exhaust a stack or the memory, prototype keys).
import fc from "fast-check";
import { PAYLOAD } from "./markdown";
import type { Target } from "./reader";
import { words } from "./text";

/** A text value in each of YAML's ways of writing one. */
const scalar = fc
  .tuple(words, fc.constantFrom("plain", "double", "single", "literal", "folded", "empty"))
  .map(([text, style]) => {
    switch (style) {
      case "plain":
        return text;
      case "double":
        return JSON.stringify(text);
      case "single":
        return `'${text.replace(/'/g, "''")}'`;
      case "literal":
        return `|\n  ${text}`;
      case "folded":
        return `>-\n  ${text}`;
      default:
        return "";
    }
  });

const CATEGORIES = [
  "development",
  "behavior",
  "learning",
  "parenting",
  "unknown-topic",
  '"development"',
];
const AGE_GROUPS = ["early-childhood", "school-age", "adolescence", "toddlers"];
const DATES = [
  "2025-06-01",
  "2026-11-24",
  "2099-01-01",
  "2026-02-30",
  "2025-6-1",
  '"2025-06-01"',
  "yesterday",
  "2025-06-01T10:00:00Z",
  "1",
];

const field = (name: string, value: fc.Arbitrary<string>) =>
  value.map((text) => `${name}: ${text}`);

const ageGroups = fc.oneof(
  fc
    .array(fc.constantFrom(...AGE_GROUPS), { maxLength: 4 })
    .map((groups) => `ageGroups:\n${groups.map((group) => `  - ${group}`).join("\n")}`),
  fc
    .array(fc.constantFrom(...AGE_GROUPS), { maxLength: 4 })
    .map((groups) => `ageGroups: [${groups.join(", ")}]`),
  fc.constant("ageGroups: school-age"),
);

/** An article's fields, each usually right, sometimes missing or wrong. */
const articleFields = fc
  .tuple(
    fc.option(field("title", scalar), { freq: 10 }),
    fc.option(field("description", scalar), { freq: 10 }),
    fc.option(field("category", fc.constantFrom(...CATEGORIES)), { freq: 10 }),
    fc.option(ageGroups, { freq: 10 }),
    fc.option(field("date", fc.constantFrom(...DATES)), { freq: 10 }),
    fc.option(field("draft", fc.constantFrom("true", "false", "yes", '"false"'))),
    fc.option(field("updated", fc.constantFrom(...DATES))),
    fc.option(field("reviewedBy", scalar)),
    fc.option(field("lastReviewed", fc.constantFrom(...DATES))),
    fc.option(field("slug", fc.constantFrom("my-article", "resources", "Bad Slug", "", "फ़"))),
    fc.option(field("heading", scalar)),
  )
  .map((fields) => fields.filter((each): each is string => each !== null));

/** Depths and sizes that stop a recursive reader or multiply its work. */
const DEEP = [10, 100, 1000, 5000, 20000];

/** YAML structures that multiply, nest or grow until a careless reader gives up. */
const huge = fc.oneof(
  // Billion laughs: each level repeats the one before nine times.
  fc.integer({ min: 1, max: 12 }).map((levels) =>
    Array.from({ length: levels }, (_, level) =>
      level === 0
        ? 'l0: &l0 "lol"'
        : `l${level}: &l${level} [${Array(9)
            .fill(`*l${level - 1}`)
            .join(", ")}]`,
    ).join("\n"),
  ),
  fc.constantFrom(...DEEP).map((depth) => `deep: ${"[".repeat(depth)}${"]".repeat(depth)}`),
  fc.constantFrom(...DEEP).map((depth) => `deep: ${"{a: ".repeat(depth)}1${"}".repeat(depth)}`),
  fc
    .constantFrom(10, 100, 500)
    .map((depth) =>
      Array.from({ length: depth }, (_, level) => `${" ".repeat(level)}a${level}:`).join("\n"),
    ),
  fc
    .constantFrom(10, 100, 1000)
    .map((count) =>
      Array.from({ length: count }, (_, index) => `key${index}: value ${index}`).join("\n"),
    ),
  fc.constantFrom(10, 100, 3000).map((count) => `list: [${Array(count).fill("x").join(", ")}]`),
  fc.constantFrom(10, 1000, 20000).map((length) => `title: "${"x".repeat(length)}"`),
  fc.constantFrom(10, 30, 2000).map((count) => `title: x\n${"\n".repeat(count)}description: y`),
  fc.constantFrom(10, 30, 2000).map((count) => `title: |\n${"  \n".repeat(count)}  end`),
  fc.constantFrom(10, 30, 2000).map((count) => `${" \u2028".repeat(count)}title: x`),
);

/** YAML that would run code, build objects, or exhaust the reader, if the reader let it. */
const hostileYaml = fc.oneof(
  {
    weight: 30,
    arbitrary: fc.constantFrom(
      `fn: !!js/function "function () { ${PAYLOAD} }"`,
      `title: !!js/function >\n  function () { ${PAYLOAD}; return "x" }`,
      "re: !!js/regexp /(a+)+$/",
      "nothing: !!js/undefined ''",
      'run: !!python/object/apply:os.system ["touch /tmp/fuzz-payload"]',
      "obj: !!python/object:__main__.X {}",
      "raw: !!binary aGVsbG8=",
      "set: !!set {a, b}",
      "ordered: !!omap [a: 1, b: 2]",
      "pairs: !!pairs [a: 1]",
      "tagged: !<tag:yaml.org,2002:js/function> x",
      "custom: !custom value",
      "local: !<!local> value",
      "title: !!str 12",
      "title: !!int 12",
      "title: !!float .nan",
      "date: !!timestamp 2025-06-01",
      "anchor: &a [x, y]\nalias: *a",
      "title: &t A title\ndescription: *t",
      "base: &b {title: x}\n<<: *b",
      "<<: {title: merged, polluted: true}",
      "alias: *undefined",
      "loop: &l [*l]",
      "__proto__: {polluted: true}",
      "constructor: {prototype: {polluted: true}}",
      "toString: x\nvalueOf: y\nhasOwnProperty: z",
      "? [a, b]\n: complex key",
      "? |\n  block key\n: value",
      "%YAML 1.2",
      "%TAG ! tag:example.org,2000:",
      "...",
      "title: a\ntitle: b",
      "\ttitle: tab indented",
      'title: "unclosed',
      "title: 'it''s'",
      "title: [unclosed",
      "title: {a: 1",
      "title: @reserved",
      "title: `reserved",
      "- a list\n- at the top",
      "just text",
      "title: ~",
      "title: null",
      "title:",
      ": no key",
      "title: a: b",
      "# only a comment",
    ),
  },
  // Structures that multiply, nest or grow: rarer, since each is large.
  { weight: 6, arbitrary: huge },
);

/** The frontmatter's lines: an article's fields with hostile YAML spliced among them. */
export const frontmatter = fc
  .tuple(articleFields, fc.array(fc.tuple(hostileYaml, fc.nat()), { maxLength: 3 }))
  .map(([fields, hostiles]) => {
    const lines = [...fields];
    for (const [yaml, at] of hostiles) lines.splice(at % (lines.length + 1), 0, yaml);
    return lines.join("\n");
  });

/** Only the right fields: for the cases that fuzz the body behind a frontmatter that passes. */
export function validFrontmatter(target: Target, title = "A fuzzed file"): string {
  const common = [`title: ${JSON.stringify(title)}`, 'description: "Made by the fuzz tests."'];
  return target === "page.md"
    ? [...common, 'heading: "A fuzzed page"'].join("\n")
    : [...common, "category: development", "ageGroups:\n  - school-age", "date: 2025-06-01"].join(
        "\n",
      );
}

/** The opening and closing lines of the frontmatter: three dashes, and what else they could be. */
export const FENCES = [
  "---",
  "---",
  "---",
  "---",
  "---js",
  "---javascript",
  "---json",
  "--- ",
  "----",
  "---yaml",
  "+++",
  "",
  "—",
];

export const fence = fc.constantFrom(...FENCES);
