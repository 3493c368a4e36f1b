// The go-live check (`npm run check:launch`): finds every value still marked
// `# PLACEHOLDER: <what to put here>` in the content tree. A marker sits at the end of the value's
// line or on its own line just above it. The scan is plain text, one pass over each file's lines,
// so it reads files the content check would refuse and never runs anything in them.
import fs from "node:fs";
import path from "node:path";

export type Placeholder = {
  /** As counsellors see it, e.g. "content/site.yaml". */
  file: string;
  /** The line of the value to replace (counted from 1). */
  line: number;
  /** The field, e.g. "phone" or "address → lines → item 2". */
  field: string;
  /** What to put there, as the marker says. */
  replace: string;
};

/** The marker, at the start of a comment. */
const MARKER = /^#\s*PLACEHOLDER:\s*(.*)$/;
const KEY = /^([A-Za-z_][\w-]*)\s*:(?:\s|$)/;
const FRONTMATTER_FENCE = /^---\s*$/;
const CONTENT_FILE = /\.(ya?ml|mdx?)$/;
const BODY = "the text below the frontmatter";

type Level = { indent: number; name: string; isItem: boolean; items: number };

/** The placeholders of one file's text, in the order they appear. */
export function placeholdersInFile(source: string, file: string): Omit<Placeholder, "file">[] {
  const lines = source.split(/\r?\n/);
  const isMarkdown = /\.mdx?$/.test(file);
  // YAML: the whole file, or a Markdown file's frontmatter (line 1 to the next "---").
  let inYaml = !isMarkdown || FRONTMATTER_FENCE.test(lines[0] ?? "");
  const levels: Level[] = [];
  /** Markers on lines of their own, waiting for the value below them. */
  let waiting: { line: number; replace: string }[] = [];
  const found: Omit<Placeholder, "file">[] = [];

  const fieldOf = (key?: string) =>
    [...levels.map((level) => level.name), ...(key ? [key] : [])].join(" → ");

  lines.forEach((text, index) => {
    const lineNumber = index + 1;
    const marker = MARKER.exec(inYaml ? yamlComment(text) : text.trim());
    const replace = marker?.[1].trim() || "(the marker does not say)";
    const trimmed = text.trim();
    if (isMarkdown && index === 0 && inYaml) return;
    if (trimmed === "" || (trimmed.startsWith("#") && inYaml)) {
      if (marker) waiting.push({ line: lineNumber, replace });
      return;
    }
    if (inYaml && isMarkdown && FRONTMATTER_FENCE.test(text)) {
      inYaml = false;
      return;
    }
    let field = BODY;
    if (inYaml) field = yamlField(text);
    for (const each of waiting) found.push({ line: lineNumber, field, replace: each.replace });
    waiting = [];
    if (marker) found.push({ line: lineNumber, field, replace });
  });
  // A marker with nothing below it points at its own line.
  for (const each of waiting) found.push({ ...each, field: "the end of the file" });
  return found;

  /** Follows the indentation to name the field this line sets (as the content check names it). */
  function yamlField(text: string): string {
    const indent = text.length - text.trimStart().length;
    let rest = text.trimStart();
    const isItem = rest === "-" || rest.startsWith("- ");
    // A list item may sit at its parent's indentation; a key may not.
    while (levels.length > 0) {
      const top = levels[levels.length - 1];
      if (top.indent > indent || (top.indent === indent && (!isItem || top.isItem))) levels.pop();
      else break;
    }
    let itemIndent = indent;
    if (isItem) {
      const parent = levels[levels.length - 1];
      const number = parent ? ++parent.items : 1;
      levels.push({ indent, name: `item ${number}`, isItem: true, items: 0 });
      rest = rest.slice(1).trimStart();
      itemIndent = text.length - rest.length;
    }
    const key = KEY.exec(rest)?.[1];
    if (!key) return fieldOf();
    const field = fieldOf(key);
    levels.push({ indent: itemIndent, name: key, isItem: false, items: 0 });
    return field;
  }
}

/**
 * The comment of a YAML line, from its "#": a "#" at the start or after a space, outside quotes
 * (a quote opens only where a value can start, so "it's" opens nothing). One pass over the line.
 */
export function yamlComment(line: string): string {
  let quote: string | undefined;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    const before = index === 0 ? " " : line[index - 1];
    if (quote) {
      if (char === "\\" && quote === '"') index++;
      else if (char === quote) quote = undefined;
    } else if ((char === '"' || char === "'") && /[\s[{,:-]/.test(before)) {
      quote = char;
    } else if (char === "#" && /\s/.test(before)) {
      return line.slice(index);
    }
  }
  return "";
}

/** Every placeholder in the content tree, file by file in name order. */
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

/** `content/site.yaml:12: phone is still a placeholder: the practice's phone number` */
export function describePlaceholder(each: Placeholder): string {
  return `${each.file}:${each.line}: ${each.field} is still a placeholder: ${each.replace}`;
}
