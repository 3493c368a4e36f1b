// The content check's problems, as the editor shows them: each under the label of the form's field
// it is in (found by its line in the file), with the check's own words, and where in the file.
import type { NoticeItem } from "./notice";

type Field = { name: string; label: string; widget?: string };

/** "content/articles/x.mdx:12:5: message", or "content/articles/x.mdx: message". */
const PROBLEM = /^(content\/[^:\n]+?)(?::(\d+):(\d+))?: ([\s\S]*)$/;

/** The field on `line` of a file: a frontmatter key at or above it, or else the body. */
function fieldOnLine(text: string, line: number, fields: Field[]): Field | undefined {
  const lines = text.split("\n");
  const end = lines[0]?.trimEnd() === "---" ? lines.indexOf("---", 1) : -1;
  if (end !== -1 && line - 1 > end) return fields.find((field) => field.widget === "markdown");
  for (let index = Math.min(line, lines.length) - 1; index > 0; index--) {
    const key = /^([A-Za-z_][\w-]*):/.exec(lines[index] ?? "")?.[1];
    if (key) return fields.find((field) => field.name === key);
  }
  return undefined;
}

/** Each problem of `file` (whose text is `text`) under its field's label; others as they are. */
export function problemItems(
  problems: string[],
  file: string,
  text: string,
  fields: Field[],
): NoticeItem[] {
  return problems.map((problem) => {
    const [, where, line, column, message] = PROBLEM.exec(problem) ?? [];
    if (!where || !message) return { text: problem };
    const field =
      where === `content/${file}` && line ? fieldOnLine(text, Number(line), fields) : undefined;
    const place = line ? `${where}, line ${line}, column ${column}` : where;
    return { label: field?.label, text: message, where: place };
  });
}
