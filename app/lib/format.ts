/** How the content writes a calendar date: YYYY-MM-DD. */
export const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date written YYYY-MM-DD, as midnight UTC (so no time zone can move it to another
 * day); undefined when the text is not a real day written that way (2026-02-30, 28/02/2026).
 */
export function parseCalendarDate(value: string): Date | undefined {
  const parts = CALENDAR_DATE.exec(value);
  if (!parts) return undefined;
  const [year, month, day] = parts.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : undefined;
}

/**
 * The one way the site gives a language to Intl: the language's own words, with Latin digits in
 * every language (as the Constitution's Article 343(1) asks of Indian numerals): "mr-IN" →
 * "mr-IN-u-nu-latn", so a Marathi date reads "5 ऑक्टोबर, 2026", never "५".
 */
export function intlLocale(locale: string): string {
  return new Intl.Locale(locale, { numberingSystem: "latn" }).toString();
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "2026-10-05" → "5 October 2026" in en-IN, "5 अक्टूबर 2026" in hi-IN: the page's language
 * writes it. The day is read in UTC, so no time zone can move it.
 */
export function formatDate(isoDate: string, locale: string): string {
  const date = parseCalendarDate(isoDate);
  if (!date) throw new Error(`"${isoDate}" is not a date written YYYY-MM-DD.`);
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/**
 * Each language's number format and plural rules, made once: making one costs far more than using
 * it. The first of a language costs most (the browser loads its data then): a milestone page's
 * hydration still spends that once, for the ages it writes.
 */
const numbers = new Map<string, [Intl.NumberFormat, Intl.PluralRules]>();

function numbersOf(locale: string): [Intl.NumberFormat, Intl.PluralRules] {
  let kept = numbers.get(locale);
  if (!kept) {
    const intl = intlLocale(locale);
    numbers.set(locale, (kept = [new Intl.NumberFormat(intl), new Intl.PluralRules(intl)]));
  }
  return kept;
}

/** A number as the page's language writes it, with Latin digits: 1234567 → "12,34,567" in en-IN. */
export function formatNumber(value: number, locale: string): string {
  return numbersOf(locale)[0].format(value);
}

/**
 * Words for a counted thing, one for each plural form of the language that it needs ("one": 1 in
 * English and Marathi, 0 and 1 in Hindi; "other": the rest), each with {count} where the number goes.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** "{count} min read" with the number in, in the form the page's language uses for that count. */
export function counted(forms: PluralForms, count: number, locale: string): string {
  const rule = numbersOf(locale)[1].select(count);
  return fill(forms[rule] ?? forms.other, { count: formatNumber(count, locale) });
}

/** Fills "{name}" placeholders: fill("Page {page} of {pages}", { page: 2, pages: 5 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * As fill, for values that are not text (elements of a page): the template's parts in order, each
 * "{name}" replaced by its value ("Compared from {base}" → ["Compared from ", value, ""]).
 */
export function fillParts<T>(template: string, values: Record<string, T>): (string | T)[] {
  return template
    .split(/\{(\w+)\}/g)
    .map((part, index) =>
      index % 2 === 0 ? part : Object.hasOwn(values, part) ? values[part] : `{${part}}`,
    );
}
