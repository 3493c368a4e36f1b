// Turns zod's issues into sentences a counsellor can act on: which field, what is wrong, what to do.
import { z } from "zod";
import { formatProblem, type Point } from "./problems";
import { closest, didYouMean } from "./suggest";
import { isRecord } from "../lib/is-record";

type Issue = z.core.$ZodIssue & { input?: unknown };

/** The schema and the data it checked: where a missing field goes, what it is for. */
export type Checked = { schema: z.ZodType; data: unknown };

/** The schema beneath optional, default and transform wrappers, with their descriptions. */
function unwrapped(schema: z.ZodType): { inner: z.ZodType; metas: z.core.GlobalMeta[] } {
  const metas: z.core.GlobalMeta[] = [];
  let inner = schema;
  for (;;) {
    const meta = z.globalRegistry.get(inner);
    if (meta) metas.push(meta);
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) {
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
    else return { inner, metas };
  }
}

/** The schema of the field at `path`, and the object schema it belongs to. */
function fieldAt(schema: z.ZodType, path: PropertyKey[]) {
  let parent: z.ZodObject | undefined;
  let current: z.ZodType | undefined = schema;
  for (const part of path) {
    const inner: z.ZodType | undefined = current && unwrapped(current).inner;
    if (inner instanceof z.ZodObject) {
      parent = inner;
      current = (inner.shape as Record<string, z.ZodType>)[String(part)];
    } else if (inner instanceof z.ZodArray) {
      parent = undefined;
      current = inner.element as z.ZodType;
    } else return undefined;
  }
  return current && { field: current, parent };
}

/** The data at `path`, where it is a group of fields. */
function groupAt(data: unknown, path: PropertyKey[]): Record<string, unknown> | undefined {
  let current = data;
  for (const part of path)
    current =
      isRecord(current) || Array.isArray(current)
        ? (current as Record<PropertyKey, unknown>)[part]
        : undefined;
  return isRecord(current) ? current : undefined;
}

const DATE_EXAMPLE = "2026-12-01";

/**
 * "Add it after the line "title: …": it is one sentence … For example: description: "…"": where a
 * missing field goes (after the field before it in the schema's order that the file has), what it
 * is for and a line that sets it, from the schema's FieldHelp; a plain "Add it" without a schema.
 */
function whereMissingGoes(issue: Issue, checked: Checked | undefined, what: string): string {
  const name = String(issue.path[issue.path.length - 1] ?? "");
  const found = checked && fieldAt(checked.schema, issue.path);
  if (!found || typeof issue.path[issue.path.length - 1] !== "string") return `Add it: ${what}.`;
  const parentPath = issue.path.slice(0, -1);
  const group = groupAt(checked.data, parentPath);
  const order = found.parent ? Object.keys(found.parent.shape) : [];
  const before = order
    .slice(0, order.indexOf(name))
    .reverse()
    .find((key) => group && Object.hasOwn(group, key));
  const misspelt =
    group &&
    Object.keys(group).find((key) => !order.includes(key) && closest(key, [name]) === name);
  if (misspelt) return `The file has "${misspelt}": write its name as ${name}.`;
  const inside = parentPath.length > 0 ? ` inside "${fieldPath(parentPath)}"` : "";
  const where = before
    ? `Add it on a new line after "${before}"${inside}`
    : `Add it${inside} as the first field${parentPath.length === 0 ? " (after the first line of three dashes)" : ""}`;
  const { inner, metas } = unwrapped(found.field);
  const help = metas.find((meta) => meta.description);
  const purpose = help?.description ? `it is ${help.description}, and ${what}` : what;
  const exampleLine =
    metas.find((meta) => meta.exampleLine)?.exampleLine ?? exampleFor(name, inner);
  const [first, ...next] = exampleLine.split("\n");
  const example =
    next.length === 0
      ? `For example: ${first}`
      : `For example, the lines ${[first, ...next].map((line) => `"${line}"`).join(" and ")}`;
  return `${where}: ${purpose}. ${example}`;
}

/** A line that sets a field of this kind, for fields the schema gives no example of. */
function exampleFor(name: string, inner: z.ZodType): string {
  if (inner instanceof z.ZodEnum) return `${name}: ${String(inner.options[0])}`;
  if (inner instanceof z.ZodBoolean) return `${name}: false`;
  if (inner instanceof z.ZodNumber) return `${name}: 1`;
  if (inner instanceof z.ZodArray) return `${name}:\n  - …`;
  if (inner instanceof z.ZodObject) return `${name}:\n  …`;
  if (inner instanceof z.ZodString && inner.description === undefined && /date/i.test(name))
    return `${name}: ${DATE_EXAMPLE}`;
  return `${name}: "…"`;
}

/** "items → item 1 → id": a field's path as the messages name it. */
export function fieldPath(path: PropertyKey[]): string {
  return path
    .map((part) => (typeof part === "number" ? `item ${part + 1}` : String(part)))
    .join(" → ");
}

export function describeField(path: PropertyKey[]): string {
  if (path.length === 0) return "The frontmatter";
  return `The field "${fieldPath(path)}"`;
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (value === null) return "empty";
  if (typeof value === "object") return "a group of fields";
  if (typeof value === "string") return `the text "${value}"`;
  // "12.5", "true": the value as the counsellor wrote it, not the name of its type.
  return String(value);
}

const EXPECTED: Record<string, string> = {
  string: 'text (put it in double quotes, like "Your text")',
  number: "a number",
  int: "a whole number, like 12",
  boolean: "true or false",
  array: 'a list (one item per line, each starting with "- ")',
  object: "a group of indented fields",
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** A text field YAML read as a group of one field: the text had a colon and no quotes. */
const colonInText = (issue: Issue) =>
  issue.code === "invalid_type" &&
  issue.expected === "string" &&
  isRecord(issue.input) &&
  Object.keys(issue.input).length === 1;

function whatIsWrong(issue: Issue, checked?: Checked): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined)
        return `is missing. ${whereMissingGoes(issue, checked, "it is required")}`;
      if (colonInText(issue))
        return 'should be text, but it has a colon (:) in it without quotes, so YAML reads a field name. Put the text in double quotes, like "Sleep: what helps".';
      return `should be ${EXPECTED[issue.expected] ?? issue.expected}, but it is ${describeValue(issue.input)}.`;
    case "invalid_value": {
      const values = issue.values.map(String);
      if (issue.input === undefined)
        return `is missing. ${whereMissingGoes(issue, checked, `it must be one of: ${values.join(", ")}`)}`;
      const nearMiss = typeof issue.input === "string" ? didYouMean(issue.input, values) : "";
      return `must be one of: ${values.join(", ")} (it is ${describeValue(issue.input)}).${nearMiss}`;
    }
    case "too_small":
      if (issue.origin === "string") return "is empty. Write some text or remove the line.";
      if (issue.origin === "array") {
        const has = Array.isArray(issue.input) ? ` (it has ${issue.input.length})` : "";
        return issue.exact
          ? `must have exactly ${plural(Number(issue.minimum), "item")}${has}.`
          : `needs at least ${plural(Number(issue.minimum), "item")}${has}.`;
      }
      return `must be at least ${String(issue.minimum)}.`;
    case "too_big":
      if (issue.origin === "array") {
        const has = Array.isArray(issue.input) ? ` (it has ${issue.input.length})` : "";
        return issue.exact
          ? `must have exactly ${plural(Number(issue.maximum), "item")}${has}.`
          : `must have at most ${plural(Number(issue.maximum), "item")}${has}.`;
      }
      return `must be at most ${String(issue.maximum)}.`;
    case "unrecognized_keys":
      return `has ${issue.keys.length === 1 ? "a field" : "fields"} this site does not know: ${issue.keys.join(", ")}. Check the spelling, or remove ${issue.keys.length === 1 ? "it" : "them"}.`;
    default:
      return `${issue.message}.`.replace(/\.\.$/, ".");
  }
}

/** The field an issue is about: for fields the site does not know, the first of them. */
export function fieldOfIssue(issue: Issue): PropertyKey[] {
  return issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]] : issue.path;
}

/** The issue as a problem of the file, at the field's line when the point is known. */
export function describeIssue(
  file: string,
  issue: Issue,
  checked?: Checked,
  point?: Point,
): string {
  return formatProblem(file, {
    point,
    message: `${describeField(issue.path)} ${whatIsWrong(issue, checked)}`,
  });
}
