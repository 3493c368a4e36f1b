// The old way of marking a value: a YAML comment `# PLACEHOLDER: <what to put here>` or
// `# CONFIRM: <what to check>`, at the end of the value's line or on its own line just above it.
// Marks are data now (marks.ts); this finds the comments that are left, so that the content check
// refuses them (an old branch, an old guide) and scripts/migrate-marks.ts turns them into data.
// The YAML is read by the `yaml` package's parseDocument, which keeps comments and their places;
// nothing in a file runs.
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
import type { FieldPath } from "./marks";
import type { MarkKind } from "./marks";

export type CommentMark = {
  /** The line of the value the comment marks (counted from 1). */
  line: number;
  /** The line of the comment itself. */
  commentLine: number;
  /** The marked field: ["stats", 0, "value"]; ["body"] for the text below a frontmatter. */
  field: FieldPath | "end";
  kind: MarkKind;
  /** What to put there, or what to check, as the comment says. */
  note: string;
};

/** A marker line of a comment, as the yaml package gives it (without its "#"). */
const MARKER = /^\s*(PLACEHOLDER|CONFIRM):\s*(.*)$/;
/** A text that may hold one: checked before anything is parsed, so clean files cost nothing. */
const MAYBE = /#\s*(PLACEHOLDER|CONFIRM):/;
const FRONTMATTER_FENCE = /^---\s*$/;

/** The comment marks of one file's text, in the order of the lines they point at. */
export function commentMarksIn(source: string, file: string): CommentMark[] {
  if (!MAYBE.test(source)) return [];
  const lines = source.split(/\r?\n/);
  const frontmatter = /\.mdx?$/.test(file) ? frontmatterOf(lines) : { from: 0, to: lines.length };
  if (!frontmatter) return [];
  const yamlText = lines.slice(frontmatter.from, frontmatter.to).join("\n");
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, keepSourceTokens: false });
  const lineOf = (offset: number) => frontmatter.from + lineCounter.linePos(offset).line;
  const found: CommentMark[] = [];
  const add = (comment: string | null | undefined, line: number, field: CommentMark["field"]) => {
    for (const [kind, note] of markersIn(comment)) {
      found.push({ line, commentLine: commentLineOf(lines, note, line), field, kind, note });
    }
  };

  visit(doc, (key, node, ancestors) => {
    if (!isNode(node)) return;
    const field = fieldOf(ancestors, key);
    add(node.commentBefore, lineOf(node.range?.[0] ?? 0), field);
    // A collection's own comment follows its last item: it points at the collection's first line.
    add(node.comment, lineOf(node.range?.[0] ?? 0), field);
  });
  // A marker above the first value, set apart from it by a blank line.
  const first = isMap(doc.contents) ? doc.contents.items[0]?.key : undefined;
  if (isScalar(first)) add(doc.commentBefore, lineOf(first.range?.[0] ?? 0), [String(first.value)]);
  else add(doc.commentBefore, frontmatter.from + 1, "end");
  // After the last value: in Markdown the text below the frontmatter, in YAML the end of the file.
  if (frontmatter.to < lines.length) {
    const bodyLine = lines.findIndex((text, index) => index > frontmatter.to && text.trim());
    add(doc.comment, bodyLine === -1 ? frontmatter.to + 1 : bodyLine + 1, ["body"]);
  } else {
    for (const [kind, note] of markersIn(doc.comment)) {
      const line = commentLineOf(lines, note, lines.length);
      found.push({ line, commentLine: line, field: "end", kind, note });
    }
  }
  return found.sort((a, b) => a.line - b.line || a.commentLine - b.commentLine);
}

/** The YAML lines of a Markdown file: from after the first "---" line to before the next. */
function frontmatterOf(lines: string[]): { from: number; to: number } | undefined {
  if (!FRONTMATTER_FENCE.test(lines[0] ?? "")) return undefined;
  const end = lines.findIndex((text, index) => index > 0 && FRONTMATTER_FENCE.test(text));
  return { from: 1, to: end === -1 ? lines.length : end };
}

/** ["address", "lines", 1]: the field a node sets. */
function fieldOf(ancestors: readonly unknown[], key: number | "key" | "value" | null): FieldPath {
  const parts: FieldPath = [];
  ancestors.forEach((ancestor, index) => {
    if (isPair(ancestor) && isScalar(ancestor.key)) parts.push(String(ancestor.key.value));
    if (isSeq(ancestor)) {
      const item = ancestors[index + 1];
      if (item) parts.push(ancestor.items.indexOf(item as Node));
    }
  });
  const parent = ancestors[ancestors.length - 1];
  if (typeof key === "number" && isCollection(parent)) parts.push(key);
  return parts;
}

function markersIn(comment: string | null | undefined): [MarkKind, string][] {
  return (comment ?? "").split("\n").flatMap((line) => {
    const marker = MARKER.exec(line);
    if (!marker) return [];
    const kind: MarkKind = marker[1] === "CONFIRM" ? "confirm" : "placeholder";
    return [[kind, marker[2].trim() || "(the marker does not say)"]];
  });
}

/**
 * The line (from 1) of the comment saying `note`: the last such line at or above the marked one
 * (a comment at the end of a value's line is on it; one above it, before it).
 */
function commentLineOf(lines: string[], note: string, markedLine: number): number {
  const marker = new RegExp(`#\\s*(PLACEHOLDER|CONFIRM):\\s*${escape(note)}`);
  for (let index = Math.min(markedLine, lines.length) - 1; index >= 0; index--) {
    if (marker.test(lines[index])) return index + 1;
  }
  return markedLine;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
