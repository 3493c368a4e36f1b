// The words of one content file as its page shows them, for comparing two versions of it: each
// text field of its YAML in order (a number, date or yes/no as "field: value", which says what it
// is), then each paragraph, heading, list item, table cell and component text of its Markdown
// body as plain text (no Markdown marks). A version that cannot be read gives its raw lines, so
// that a reviewer still sees what changed.
import type { Nodes, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { isSplit, parseYaml, splitFrontmatter } from "../../content/frontmatter";
import { parseBody } from "../../content/body/parse";
import { BodySource } from "../../content/body/source";
import { MARKS_FIELD } from "../../content/marks";
import { MARKDOWN_FILE } from "../../content/read";
import { TRANSLATION_FIELDS } from "../../content/schemas/translation";

/**
 * A file's bookkeeping, which no page shows: its marks (the launch list shows them) and which
 * English words a translation was made from (its list of translations shows that).
 */
const BOOKKEEPING: ReadonlySet<string> = new Set([
  MARKS_FIELD,
  ...Object.keys(TRANSLATION_FIELDS).filter((field) => field !== "reviewedBy"),
]);

/** The blocks whose text is read whole (their inner marks are not blocks of their own). */
const TEXT_BLOCKS = new Set(["paragraph", "heading", "tableCell", "code"]);

/** A YAML value's texts, in the order the file writes them. */
function yamlTexts(value: unknown, key = ""): string[] {
  if (key && BOOKKEEPING.has(key)) return [];
  if (typeof value === "string") return [value];
  if (typeof value === "number" || typeof value === "boolean") {
    return [key ? `${key}: ${String(value)}` : String(value)];
  }
  if (Array.isArray(value)) return value.flatMap((item) => yamlTexts(item, key));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([name, item]) => yamlTexts(item, name));
  }
  return [];
}

/** Each block's text in a Markdown syntax tree, and the text a component's attributes hold. */
function bodyTexts(node: Root | Nodes): string[] {
  if (TEXT_BLOCKS.has(node.type)) return [toString(node)];
  const attributes =
    node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement"
      ? node.attributes.flatMap((each) =>
          each.type === "mdxJsxAttribute" && typeof each.value === "string" ? [each.value] : [],
        )
      : [];
  const children = "children" in node ? node.children.flatMap((child) => bodyTexts(child)) : [];
  return [...attributes, ...children];
}

/** The raw lines of a version that cannot be read. */
const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The texts of a content file's version, by its name (".md", ".mdx" or YAML). */
export function textsOfFile(file: string, source: string): string[] {
  if (!MARKDOWN_FILE.test(file)) {
    try {
      return yamlTexts(parseYaml(source));
    } catch {
      return linesOf(source);
    }
  }
  const split = splitFrontmatter(source);
  if (!isSplit(split)) return linesOf(source);
  const syntax = file.endsWith(".mdx") ? "mdx" : "md";
  const tree = parseBody(new BodySource(source, split.bodyStart), syntax);
  const body = "type" in tree ? bodyTexts(tree) : linesOf(split.body);
  return [...yamlTexts(split.data), ...body].map((text) => text.trim()).filter(Boolean);
}
