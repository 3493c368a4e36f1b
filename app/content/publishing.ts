// Which articles a build shows. A production build shows published articles only; a preview build
// (PREVIEW=true, used for the preview of every branch) also shows drafts and scheduled articles,
// each marked as such, and asks search engines to index nothing.

import { isCalendarDate } from "./schema-fields";

export type PublicationStatus = "published" | "draft" | "scheduled";

export type Publishing = {
  /** A preview build for reviewers: drafts and scheduled articles are included and marked. */
  preview: boolean;
  /** The build's calendar date (YYYY-MM-DD): articles dated after it are scheduled. */
  today: string;
};

/** Scheduled articles go live by the practice's calendar, whatever the build machine's clock says. */
export const PUBLISHING_TIME_ZONE = "Asia/Kolkata";

/** The calendar date in a time zone, as YYYY-MM-DD. */
export function calendarDateIn(timeZone: string, now: Date = new Date()): string {
  // The en-CA locale writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** PREVIEW=true makes a preview build; BUILD_DATE=YYYY-MM-DD builds as if on that day. */
export function publishingFromEnv(
  env: Record<string, string | undefined> = process.env,
): Publishing {
  // An empty BUILD_DATE (as CI systems sometimes set) means "not set".
  const today = env.BUILD_DATE || calendarDateIn(PUBLISHING_TIME_ZONE);
  if (!isCalendarDate(today)) {
    throw new Error(`BUILD_DATE must be a real day written YYYY-MM-DD (it is "${today}").`);
  }
  return { preview: env.PREVIEW === "true", today };
}

export function statusOf(
  article: { draft: boolean; date: string },
  today: string,
): PublicationStatus {
  if (article.draft) return "draft";
  // Dates are YYYY-MM-DD text, so comparing the text compares the days.
  return article.date > today ? "scheduled" : "published";
}
