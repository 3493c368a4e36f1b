// The fields every content schema is made of: text, templates with placeholders, plural forms,
// dates, ids and language tags, each with the message a counsellor reads when a value is wrong.
import { z } from "zod";
import { CALENDAR_DATE, parseCalendarDate } from "../lib/format";

export const text = z.string().trim().min(1);

/**
 * What a field is for and a line that sets it, as the content check shows them when the field is
 * missing ("Add it after …: it is … For example: title: "…"").
 */
export type FieldHelp = { description: string; example: string };
declare module "zod" {
  interface GlobalMeta {
    /** The example line for FieldHelp: the field's name, a colon and a value, as in the file. */
    exampleLine?: string;
  }
}
/** The schema with its FieldHelp, kept in zod's registry of descriptions. */
export function withHelp<S extends z.ZodType>(schema: S, help: FieldHelp): S {
  return schema.meta({ description: help.description, exampleLine: help.example });
}

/** Text with placeholders the site fills in, like "Page {page} of {pages}". */
export function template(...names: string[]) {
  const placeholders = names.map((name) => `{${name}}`);
  return text.refine((value) => placeholders.every((placeholder) => value.includes(placeholder)), {
    error: `must contain ${placeholders.join(" and ")}, written exactly like that: the site puts the real value there`,
  });
}

/**
 * Words for a counted thing, one form per plural category of the language ("1 month", "2 months"),
 * each with {count} (and any other placeholders named: plural("count", "query")): "one" and
 * "other" in English, Marathi and Hindi; the others where a language has them.
 */
export function plural(name = "count", ...others: string[]) {
  const form = () => template(name, ...others);
  return z.strictObject({
    zero: form().optional(),
    one: form(),
    two: form().optional(),
    few: form().optional(),
    many: form().optional(),
    other: form(),
  });
}

/** A calendar date written YYYY-MM-DD. Kept as text so that no time zone can shift it. */
const DATE_FORMAT = "must be a date written as YYYY-MM-DD, for example 2026-11-22";
export const calendarDate = z.string({ error: DATE_FORMAT }).superRefine((value, context) => {
  // One message per mistake: a date in the wrong form is not also called impossible.
  if (!CALENDAR_DATE.test(value)) context.addIssue({ code: "custom", message: DATE_FORMAT });
  else if (!isCalendarDate(value)) {
    context.addIssue({
      code: "custom",
      message: "is not a real calendar date (check the month and the day)",
    });
  }
});

/** A real day written YYYY-MM-DD: 2026-02-28 is one, 2026-02-30 and 28/02/2026 are not. */
export function isCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== undefined;
}

export const slugId = text.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  error: 'must be lowercase words joined by dashes, for example "early-childhood"',
});

/** A language tag the site's date formatting knows: "en-IN", "hi-IN", "mr-IN". */
export const locale = text.refine(
  (value) => {
    try {
      return Intl.DateTimeFormat.supportedLocalesOf(value).length > 0;
    } catch {
      return false; // not a language tag at all
    }
  },
  {
    error: 'must be a language and region the site knows, for example "en-IN", "hi-IN" or "mr-IN"',
  },
);

/** A list check: no two items have the same id (saved answers and links find items by it). */
export function uniqueIds(noun: string) {
  return (items: { id: string }[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.id)) {
        context.addIssue({
          code: "custom",
          path: [index, "id"],
          message: `is "${item.id}", which another ${noun} already has. Give each ${noun} its own id`,
        });
      }
      seen.add(item.id);
    });
  };
}
