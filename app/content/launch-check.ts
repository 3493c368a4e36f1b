// The go-live check (`npm run check:launch`): finds every value in the content tree that is still
// marked `# PLACEHOLDER: <what to put here>` (not real yet) or `# CONFIRM: <what to check>` (a claim
// with a number or a promise, shown on the site, that the practice has not confirmed yet). A marker
// is a YAML comment at the end of the value's line or on its own line just above it. The YAML is
// read by the `yaml` package's parseDocument, which keeps comments and their positions; nothing in
// a file runs, and a file the content check would refuse is still read as far as it parses.
import fs from "node:fs";
import path from "node:path";
import {
  isCollection,
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Node,
} from "yaml";

export type MarkerKind = "placeholder" | "confirm";

export type Placeholder = {
  /** As counsellors see it, e.g. "content/site.yaml". */
  file: string;
  /** The line of the value to replace or confirm (counted from 1). */
  line: number;
  /** The field, e.g. "phone" or "address → lines → item 2". */
  field: string;
  /** What to put there, or what to check, as the marker says. */
  replace: string;
  kind: MarkerKind;
};

type Found = Omit<Placeholder, "file">;

/** A marker line of a comment, as the yaml package gives it (without its "#"). */
const MARKER = /^\s*(PLACEHOLDER|CONFIRM):\s*(.*)$/;
const FRONTMATTER_FENCE = /^---\s*$/;
const CONTENT_FILE = /\.(ya?ml|mdx?)$/;
const BODY = "the text below the frontmatter";
const END = "the end of the file";

/** The markers of one file's text, in the order of the lines they point at. */
export function placeholdersInFile(source: string, file: string): Found[] {
  const lines = source.split(/\r?\n/);
  const frontmatter = /\.mdx?$/.test(file) ? frontmatterOf(lines) : { from: 0, to: lines.length };
  if (!frontmatter) return [];
  const yamlText = lines.slice(frontmatter.from, frontmatter.to).join("\n");
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, keepSourceTokens: false });
  const lineOf = (node: Node) => frontmatter.from + lineCounter.linePos(node.range?.[0] ?? 0).line;
  const found: Found[] = [];
  const add = (comment: string | null | undefined, line: number, field: string) => {
    for (const [kind, replace] of markersIn(comment)) found.push({ line, field, replace, kind });
  };

  visit(doc, (key, node, ancestors) => {
    if (!isNode(node)) return;
    const field = fieldOf(ancestors, key);
    add(node.commentBefore, lineOf(node), field);
    // A collection's own comment follows its last item: it points at the collection's first line.
    add(node.comment, lineOf(node), field);
  });
  // A marker above the first value, set apart from it by a blank line.
  const first = isMap(doc.contents) ? doc.contents.items[0]?.key : undefined;
  if (isScalar(first)) add(doc.commentBefore, lineOf(first), String(first.value));
  else add(doc.commentBefore, frontmatter.from + 1, END);
  // After the last value: in Markdown the text below the frontmatter, in YAML the marker's own line.
  if (frontmatter.to < lines.length) {
    const bodyLine = lines.findIndex((text, index) => index > frontmatter.to && text.trim());
    add(doc.comment, bodyLine === -1 ? frontmatter.to + 1 : bodyLine + 1, BODY);
  } else {
    for (const [kind, replace] of markersIn(doc.comment)) {
      const line = lastLineWith(lines, replace) ?? lines.length;
      found.push({ line, field: END, replace, kind });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The YAML lines of a Markdown file: from after the first "---" line to before the next. */
function frontmatterOf(lines: string[]): { from: number; to: number } | undefined {
  if (!FRONTMATTER_FENCE.test(lines[0] ?? "")) return undefined;
  const end = lines.findIndex((text, index) => index > 0 && FRONTMATTER_FENCE.test(text));
  return { from: 1, to: end === -1 ? lines.length : end };
}

/** "address → lines → item 2": the field a node sets, named as the content check names it. */
function fieldOf(ancestors: readonly unknown[], key: number | "key" | "value" | null): string {
  const names: string[] = [];
  ancestors.forEach((ancestor, index) => {
    if (isPair(ancestor) && isScalar(ancestor.key)) names.push(String(ancestor.key.value));
    if (isSeq(ancestor)) {
      const item = ancestors[index + 1];
      if (item) names.push(`item ${ancestor.items.indexOf(item as Node) + 1}`);
    }
  });
  const parent = ancestors[ancestors.length - 1];
  if (typeof key === "number" && isCollection(parent)) names.push(`item ${key + 1}`);
  return names.join(" → ");
}

function markersIn(comment: string | null | undefined): [MarkerKind, string][] {
  return (comment ?? "").split("\n").flatMap((line) => {
    const marker = MARKER.exec(line);
    if (!marker) return [];
    const kind: MarkerKind = marker[1] === "CONFIRM" ? "confirm" : "placeholder";
    return [[kind, marker[2].trim() || "(the marker does not say)"]];
  });
}

function lastLineWith(lines: string[], text: string): number | undefined {
  for (let index = lines.length - 1; index >= 0; index--) {
    if (lines[index].includes(text)) return index + 1;
  }
  return undefined;
}

/** Every marker in the content tree, file by file in name order. */
export function findPlaceholders(contentDir: string): Placeholder[] {
  return contentFiles(contentDir).flatMap((relative) => {
    const file = path.posix.join("content", relative);
    const source = fs.readFileSync(path.join(contentDir, relative), "utf8");
    return placeholdersInFile(source, file).map((each) => ({ file, ...each }));
  });
}

function contentFiles(dir: string, prefix = ""): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) return contentFiles(dir, relative);
      return entry.isFile() && CONTENT_FILE.test(entry.name) ? [relative] : [];
    });
}

/** A file's top-level fields: the frontmatter of a Markdown file, or a YAML file's. */
function fieldsOf(source: string, file: string): unknown {
  const lines = source.split(/\r?\n/);
  const frontmatter = /\.mdx?$/.test(file) ? frontmatterOf(lines) : { from: 0, to: lines.length };
  if (!frontmatter) return undefined;
  const doc = parseDocument(lines.slice(frontmatter.from, frontmatter.to).join("\n"));
  return doc.errors.length > 0 ? undefined : doc.toJS();
}

/**
 * The translations in a language's folder that no native-speaking counsellor has reviewed yet
 * (`reviewedBy` empty), as `content/mr/pages/home.md`. A file that cannot be read counts as not
 * reviewed: the content check explains why.
 */
export function unreviewedTranslations(contentDir: string, code: string): string[] {
  if (!fs.existsSync(path.join(contentDir, code))) return [];
  return contentFiles(contentDir, code)
    .filter((relative) => {
      const fields = fieldsOf(fs.readFileSync(path.join(contentDir, relative), "utf8"), relative);
      const reviewedBy = (fields as { reviewedBy?: unknown } | undefined)?.reviewedBy;
      return typeof reviewedBy !== "string" || reviewedBy.trim() === "";
    })
    .map((relative) => path.posix.join("content", relative));
}

/**
 * `content/site.yaml:12: phone is still a placeholder: the practice's phone number`, or
 * `content/pages/home.md:14: stats → item 1 → value is not confirmed yet: how many children …`
 */
export function describePlaceholder(each: Placeholder): string {
  const state = each.kind === "confirm" ? "is not confirmed yet" : "is still a placeholder";
  return `${each.file}:${each.line}: ${each.field} ${state}: ${each.replace}`;
}
