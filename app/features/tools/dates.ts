// Dates in the tools: in the page's language, with Latin digits.
import { intlLocale } from "~/lib/format";

/** A date (YYYY-MM-DD) as the page's language writes it, with Latin digits. */
export function formatDay(date: string, lang: string, style: "long" | "medium" = "medium"): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: style, timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The page's language (the tools' dates and numbers follow it). */
export const pageLang = () => document.documentElement.lang || navigator.language;
