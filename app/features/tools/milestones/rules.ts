// The milestone checklist's rules, shared by the page the server renders and the island in the
// browser: which checklist fits a child's age (corrected for an early birth), what the parent
// marked "Not yet" or "Not sure", and how an age is written. No score is ever computed.
import { counted, type PluralForms } from "../../../lib/format";

/** The four areas of development, in the order the checklist shows them. */
export const MILESTONE_AREAS = ["social", "language", "cognitive", "movement"] as const;
export type MilestoneArea = (typeof MILESTONE_AREAS)[number];

export type Answer = "yes" | "not-yet" | "not-sure";
/** The parent's answers, by item id (ids never change, so answers outlive a reworded item). */
export type Answers = Record<string, Answer>;

export const ANSWERS: readonly Answer[] = ["yes", "not-yet", "not-sure"];
/** The answers gathered as "things to talk about". */
const TO_TALK_ABOUT: readonly Answer[] = ["not-yet", "not-sure"];

/** A birth this many weeks or more before the due date counts as early … */
export const EARLY_BIRTH_WEEKS = 3;
/** … and the age is then counted from the due date until the child is two. */
export const CORRECT_UNTIL_MONTHS = 24;
/** From this age on there is no checklist: the last one is for five years. */
export const OVER_FIVE_MONTHS = 72;
const DAYS_PER_MONTH = 365.25 / 12;

type Item = { id: string; area: string; text: string };
type Age = { months: number; items: Item[] };

/**
 * The age in whole months to choose the checklist by: for a child born three or more weeks early
 * and under two, the weeks early are taken off (rounded down, so a child is never held to an
 * older checklist than their corrected age).
 */
export function checklistMonths(ageMonths: number, weeksEarly: number): number {
  if (weeksEarly < EARLY_BIRTH_WEEKS || ageMonths >= CORRECT_UNTIL_MONTHS) return ageMonths;
  return Math.max(0, Math.floor(ageMonths - (weeksEarly * 7) / DAYS_PER_MONTH));
}

/** The checklist for this age: the last one at or below it; none before the first or past five. */
export function checklistFor<A extends Age>(ages: A[], months: number): A | undefined {
  if (months >= OVER_FIVE_MONTHS) return undefined;
  return ages.filter((age) => age.months <= months).at(-1);
}

/** The items of one age the parent marked "Not yet" or "Not sure", by area in `areas` order. */
export function thingsToTalkAbout<I extends Item>(
  items: I[],
  answers: Answers,
  areas: readonly string[],
): { area: string; items: (I & { answer: Answer })[] }[] {
  return areas
    .map((area) => ({
      area,
      items: items
        .filter((item) => item.area === area && TO_TALK_ABOUT.includes(answers[item.id]))
        .map((item) => ({ ...item, answer: answers[item.id] })),
    }))
    .filter((group) => group.items.length > 0);
}

/** Words for a number of months and of years, one form per plural category ("{count} months"). */
export type AgeNames = { months: PluralForms; years: PluralForms };

/** The oldest age in whole years a parent can give (the years question's last choice). */
export const OLDEST_YEARS = 17;
/** The most months ageName writes as months alone (the half years the checklists use: 30). */
const MOST_MONTHS = 30;

/**
 * Every count of months (0 to 30) and of years (0 to OLDEST_YEARS) an age can be written with,
 * in words ("1 month", "2 months"): made where the page is built, so that the checklist in the
 * browser needs no number format or plural rules (making a language's first one held a phone's
 * main thread for tens of milliseconds as the checklist started).
 */
export type AgeCounts = { months: string[]; years: string[] };

export function ageCounts(names: AgeNames, locale: string): AgeCounts {
  const countsTo = (forms: PluralForms, most: number) =>
    Array.from({ length: most + 1 }, (_, count) => counted(forms, count, locale));
  return {
    months: countsTo(names.months, MOST_MONTHS),
    years: countsTo(names.years, OLDEST_YEARS),
  };
}

/**
 * An age as people say it: "9 months", "18 months", "1 year", "3 years", "2 years 4 months".
 * Under two years, and for the half years the checklists use (30 months), in months.
 */
export function ageName(months: number, counts: AgeCounts): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (months < 12 || (months < CORRECT_UNTIL_MONTHS && rest !== 0) || months === MOST_MONTHS) {
    return counts.months[months];
  }
  const yearsText = counts.years[years];
  return rest === 0 ? yearsText : `${yearsText} ${counts.months[rest]}`;
}
