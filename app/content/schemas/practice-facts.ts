// The practice's facts that every language writes out in its own words (docs/decisions/011): the
// opening hours (days and times), how long sessions take and families wait, and what a session
// costs. Content keeps them as data, once, in the English files; each page writes them with Intl
// in its language (app/lib/practice-facts.ts), so a change in English changes every language.
import { z } from "zod";

/** The days of the week, as content names them. */
export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time of day on the 24-hour clock: "10:00", "19:30". */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: 'must be a time written HH:MM on the 24-hour clock, for example "10:00" or "19:30"',
});

const weekday = z.enum(WEEKDAYS, {
  error: `must be a day of the week in lowercase English: ${WEEKDAYS.join(", ")}`,
});

/**
 * One line of the opening hours: a day or a run of days (`from` … `to`), open from `opens` to
 * `closes`, or closed (neither).
 */
export const openingHoursLine = z
  .strictObject({
    from: weekday,
    to: weekday.optional(),
    opens: clockTime.optional(),
    closes: clockTime.optional(),
  })
  .refine((line) => (line.opens === undefined) === (line.closes === undefined), {
    error:
      'needs both "opens" and "closes" (for example opens: "10:00" and closes: "19:00"), or neither for a day the practice is closed',
  })
  .refine((line) => !line.opens || !line.closes || line.opens < line.closes, {
    error: '"closes" must be later than "opens" on the 24-hour clock (7 pm is "19:00")',
  })
  .refine((line) => !line.to || WEEKDAYS.indexOf(line.to) > WEEKDAYS.indexOf(line.from), {
    error: '"to" must be a day after "from" in the week, Monday first',
  });
export type OpeningHoursLine = z.infer<typeof openingHoursLine>;

/** The units a length of time is counted in. */
export const DURATION_UNITS = ["minute", "hour", "day", "week", "month"] as const;

/** A length of time: 60 minutes (`from`), or a range, 1 to 2 weeks (`from` and `to`). */
export const duration = z
  .strictObject({
    from: z.int().min(1),
    to: z.int().min(1).optional(),
    unit: z.enum(DURATION_UNITS, { error: `must be one of ${DURATION_UNITS.join(", ")}` }),
  })
  .refine((each) => each.to === undefined || each.to > each.from, {
    error: '"to" must be more than "from" (leave "to" out for one length)',
  });
export type Duration = z.infer<typeof duration>;

/** An amount in whole rupees: 1500. */
export const rupees = z.int({ error: "must be a whole number of rupees, for example 1500" }).min(0);

/** The placeholder a text puts a group's `length` in: "within {length}". */
export const LENGTH_PLACEHOLDER = "{length}";

/**
 * A group of words with an optional `length`: its `field` must say {length} where the length
 * goes when there is one, and not when there is none (nothing could fill it in).
 */
export function lengthInText<T extends { length?: Duration }>(
  texts: (group: T) => string[],
  field: string,
) {
  return (group: T, context: z.RefinementCtx) => {
    const written = texts(group).some((each) => each.includes(LENGTH_PLACEHOLDER));
    if (group.length && !written) {
      context.addIssue({
        code: "custom",
        path: [field],
        message: `must say ${LENGTH_PLACEHOLDER} where the length goes: the site writes the length there in each language`,
      });
    } else if (!group.length && written) {
      context.addIssue({
        code: "custom",
        path: [field],
        message: `has ${LENGTH_PLACEHOLDER}, but there is no "length" beside it to put there: add one, or write the text without it`,
      });
    }
  };
}
