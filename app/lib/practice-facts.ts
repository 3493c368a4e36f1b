// The practice's facts written out in a page's language, with Intl and that language's words from
// content/ (docs/decisions/011): a time of day, a day of the week, a length of time, an amount in
// rupees, the lines of the opening hours. Latin digits in every language (format.ts, intlLocale).
import { fill, intlLocale } from "./format";

/** The days of the week in content's order, Monday first (as in practice-facts.ts). */
const WEEK = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
/** A Monday, in UTC: the day each weekday's name is counted from. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

const cached = <F>(make: (locale: string) => F) => {
  const made = new Map<string, F>();
  return (locale: string): F => {
    let format = made.get(locale);
    if (!format) made.set(locale, (format = make(intlLocale(locale))));
    return format;
  };
};

const weekdayFormat = cached(
  (locale) => new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }),
);
/**
 * English writes a time with am/pm after it ("7:00 pm"). Intl gives Marathi and Hindi the same,
 * with a Latin "PM" no reader of either says; their own way names the part of the day before the
 * time ("संध्याकाळ 7:00", "शाम 7:00"), which Intl's dayPeriod writes in each language's words.
 */
const timeFormat = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
      ...(new Intl.Locale(locale).language === "en" ? {} : { dayPeriod: "short" }),
    }),
);
const rupeeFormat = cached(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "INR",
      maximumFractionDigits: 0,
    }),
);

/** "monday" → "Monday" in en-IN, "सोमवार" in mr-IN. */
export function weekdayName(day: string, locale: string): string {
  const index = WEEK.indexOf(day);
  if (index < 0) throw new Error(`"${day}" is not a day of the week.`);
  return weekdayFormat(locale).format(new Date(A_MONDAY + index * DAY_MS));
}

/** "19:00" → "7:00 pm" in en-IN, "संध्याकाळ 7:00" in mr-IN: the language's own clock. */
export function clockTimeIn(time: string, locale: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  return timeFormat(locale).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
}

/** 1500 → "₹1,500"; 150000 → "₹1,50,000" in en-IN. */
export function rupeesIn(amount: number, locale: string): string {
  return rupeeFormat(locale).format(amount);
}

/** A length of time as content keeps it (practice-facts.ts). */
export type LengthOfTime = { from: number; to?: number; unit: string };

/** { from: 1, to: 2, unit: "week" } → "1–2 weeks" in en-IN, "1–2 आठवडे" in mr-IN. */
export function lengthIn({ from, to, unit }: LengthOfTime, locale: string): string {
  const format = new Intl.NumberFormat(intlLocale(locale), {
    style: "unit",
    unit,
    unitDisplay: "long",
  });
  return to === undefined ? format.format(from) : format.formatRange(from, to);
}

/** A text with {length} written out: "within {length}" → "within 1–2 weeks". */
export const withLength = (text: string, length: LengthOfTime | undefined, locale: string) =>
  length ? fill(text, { length: lengthIn(length, locale) }) : text;

/** One line of the opening hours as content keeps it. */
export type HoursLine = { from: string; to?: string; opens?: string; closes?: string };
/** A language's words for the opening hours: "{from} to {to}", "{opens} – {closes}", "Closed". */
export type HoursWords = { openingDays: string; openingTimes: string; closed: string };

/** The opening hours as a page shows them: "Monday to Friday", "10:00 am – 7:00 pm". */
export function openingHoursIn(
  hours: readonly HoursLine[],
  words: HoursWords,
  locale: string,
): { days: string; time: string }[] {
  return hours.map((line) => {
    const from = weekdayName(line.from, locale);
    const days = line.to
      ? fill(words.openingDays, { from, to: weekdayName(line.to, locale) })
      : from;
    const time =
      line.opens && line.closes
        ? fill(words.openingTimes, {
            opens: clockTimeIn(line.opens, locale),
            closes: clockTimeIn(line.closes, locale),
          })
        : words.closed;
    return { days, time };
  });
}
