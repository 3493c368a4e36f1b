/**
 * A phone number as digits, with the "+" of the international form kept: the one way the site
 * reads a number a person wrote. Spaces, dashes, dots and brackets are what people put between
 * the digits: "+91 98765-43210" and "+91 (98765) 43210" are both "+919876543210".
 */
export function normalisePhone(written: string): string {
  return written.replace(/[\s\-.()]/g, "");
}

/** `tel:` link for a phone number written with spaces or dashes: "+91 98765 43210" → "tel:+919876543210". */
export function telHref(phone: string): string {
  return `tel:${normalisePhone(phone)}`;
}

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

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "2026-10-05" → "5 October 2026" in en-IN, "5 अक्टूबर 2026" in hi-IN: the locale is the one in
 * content/site.yaml. Digits stay Latin in every language (as the Constitution's Article 343(1)
 * asks of Indian numerals), and the day is read in UTC, so no time zone can move it.
 */
export function formatDate(isoDate: string, locale: string): string {
  const date = parseCalendarDate(isoDate);
  if (!date) throw new Error(`"${isoDate}" is not a date written YYYY-MM-DD.`);
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: "long",
      timeZone: "UTC",
      numberingSystem: "latn",
    });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

/** Fills "{name}" placeholders: fill("Page {page} of {pages}", { page: 2, pages: 5 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * A link that opens the address in the parent's maps app (Google Maps' documented search address,
 * which phones hand to their maps app): nothing is embedded and the page asks no other site for
 * anything.
 */
export function mapsHref(address: {
  lines: string[];
  city: string;
  state: string;
  postalCode: string;
}): string {
  const query = [...address.lines, address.city, `${address.state} ${address.postalCode}`, "India"];
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query.join(", "))}`;
}
