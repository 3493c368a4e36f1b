// Turns zod's issues into sentences a counsellor can act on: which field, what is wrong, what to do.
import type { z } from "zod";
import { formatProblem, type Point } from "./problems";
import { didYouMean } from "./suggest";

type Issue = z.core.$ZodIssue & { input?: unknown };

export function describeField(path: PropertyKey[]): string {
  if (path.length === 0) return "The frontmatter";
  const parts = path.map((part) => (typeof part === "number" ? `item ${part + 1}` : String(part)));
  return `The field "${parts.join(" → ")}"`;
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

function whatIsWrong(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "is missing. Add it: it is required.";
      return `should be ${EXPECTED[issue.expected] ?? issue.expected}, but it is ${describeValue(issue.input)}.`;
    case "invalid_value": {
      const values = issue.values.map(String);
      if (issue.input === undefined)
        return `is missing. Add it: it must be one of: ${values.join(", ")}.`;
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
export function describeIssue(file: string, issue: Issue, point?: Point): string {
  return formatProblem(file, {
    point,
    message: `${describeField(issue.path)} ${whatIsWrong(issue)}`,
  });
}
