// Dates in the tools: in the page's language, with Latin digits; and today as the parent's own
// time zone has it.
import { intlLocale } from "~/lib/format";

/** A date (YYYY-MM-DD) as the page's language writes it, with Latin digits. */
export function formatDay(date: string, lang: string, style: "long" | "medium" = "medium"): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: style, timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The page's language (the tools' dates and numbers follow it). */
export const pageLang = () => document.documentElement.lang || navigator.language;

/** Today as YYYY-MM-DD in the parent's own time zone, for file names and date fields. */
export function localDate(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
