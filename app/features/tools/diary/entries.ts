// The behaviour diary's entries: their stored shape (choices by id, so a reworded or translated
// choice keeps its entries), reading them back safely, the patterns summary and the CSV. Counting
// only: nothing here interprets why a behaviour happens.
import type { DiaryWords } from "./schema";
import { liveValues, type NotesDoc } from "../notes/notes-merge";

export type DiaryEntry = {
  id: string;
  /** YYYY-MM-DD and HH:MM, in the parent's own time. */
  date: string;
  time: string;
  where: string;
  before: string;
  behaviour: string;
  after: string;
  duration: string;
  /** 1 to 5; 0 when not given. */
  strength: number;
  note: string;
  /**
   * The id of the entry this is another version of: the same moment was changed in two tabs, and
   * the version saved first is kept as this copy (useDiary.ts). Left out of the patterns.
   */
  copyOf?: string;
};

/** An entry's fields, as written (kept under its id in the notes' "entries"). */
export type EntryFields = Omit<DiaryEntry, "id">;

/** The part of the diary's notes that holds the entries, by id. */
export const ENTRIES = "entries";

export const EMPTY_ENTRY: EntryFields = {
  date: "",
  time: "",
  where: "",
  before: "",
  behaviour: "",
  after: "",
  duration: "",
  strength: 0,
  note: "",
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const MAX_TEXT = 2_000;

/** The diary's entries, newest first; one that is malformed (an edited copy) is left out, not trusted. */
export function parseDiary(notes: NotesDoc | null): DiaryEntry[] {
  const text = (field: unknown) => (typeof field === "string" ? field.slice(0, MAX_TEXT) : "");
  const entries = Object.entries(liveValues(notes ?? {}, ENTRIES)).flatMap(
    ([id, value]): DiaryEntry[] => {
      if (typeof value !== "object" || value === null) return [];
      const raw = value as Record<string, unknown>;
      const date = text(raw.date);
      if (!DATE.test(date)) return [];
      const strength = Number(raw.strength);
      return [
        {
          id,
          date,
          time: TIME.test(text(raw.time)) ? text(raw.time) : "",
          where: text(raw.where),
          before: text(raw.before),
          behaviour: text(raw.behaviour),
          after: text(raw.after),
          duration: text(raw.duration),
          strength: Number.isInteger(strength) && strength >= 1 && strength <= 5 ? strength : 0,
          note: text(raw.note),
          ...(typeof raw.copyOf === "string" ? { copyOf: raw.copyOf } : {}),
        },
      ];
    },
  );
  return sortEntries(entries);
}

/** Newest first. */
export const sortEntries = (entries: DiaryEntry[]) =>
  [...entries].sort(
    (a, b) =>
      `${b.date}T${b.time}`.localeCompare(`${a.date}T${a.time}`) || a.id.localeCompare(b.id),
  );

export const TIMES_OF_DAY = ["morning", "afternoon", "evening", "night"] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** Morning 5:00–11:59, afternoon 12:00–16:59, evening 17:00–20:59, night 21:00–4:59. */
export function timeOfDay(time: string): TimeOfDay | undefined {
  if (!TIME.test(time)) return undefined;
  const hour = Number(time.slice(0, 2));
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 17) return "afternoon";
  if (hour >= 17 && hour < 21) return "evening";
  return "night";
}

/** 0 = Monday … 6 = Sunday, for a YYYY-MM-DD day. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The choices given most often (ties in the content's order), with how often; blanks left out. */
function mostFrequent(values: string[], order: { id: string }[], top = 3) {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  const rank = (id: string) => order.findIndex((choice) => choice.id === id);
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || rank(a) - rank(b))
    .slice(0, top)
    .map(([id, count]) => ({ id, count }));
}

export function summarise(entries: DiaryEntry[], words: DiaryWords["form"]) {
  const dates = entries.map((entry) => entry.date).sort();
  const byTime = Object.fromEntries(TIMES_OF_DAY.map((time) => [time, 0])) as Record<
    TimeOfDay,
    number
  >;
  const byWeekday = [0, 0, 0, 0, 0, 0, 0];
  for (const entry of entries) {
    const time = timeOfDay(entry.time);
    if (time) byTime[time]++;
    byWeekday[weekdayOf(entry.date)]++;
  }
  const strengths = entries.map((entry) => entry.strength).filter((value) => value > 0);
  return {
    count: entries.length,
    from: dates[0],
    to: dates.at(-1),
    byTime,
    byWeekday,
    topBefore: mostFrequent(
      entries.map((entry) => entry.before),
      words.before.options,
    ),
    topAfter: mostFrequent(
      entries.map((entry) => entry.after),
      words.after.options,
    ),
    strength: strengths.length
      ? { low: Math.min(...strengths), high: Math.max(...strengths) }
      : undefined,
  };
}

/** The label of a choice by its id (an id the content no longer has shows as it is). */
export const labelOf = (options: { id: string; label: string }[], id: string) =>
  options.find((option) => option.id === id)?.label ?? id;

/** One CSV cell: quoted, and never read as a formula by a spreadsheet. */
function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The entries as CSV for Excel: a byte-order mark (so Excel reads UTF-8), CRLF lines. */
export function diaryCsv(entries: DiaryEntry[], form: DiaryWords["form"]): string {
  const header = [
    form.date,
    form.time,
    form.where.legend,
    form.before.legend,
    form.behaviour.label,
    form.after.legend,
    form.duration.legend,
    form.strength.legend,
    form.note.label,
  ];
  const rows = sortEntries(entries)
    .reverse()
    .map((entry) => [
      entry.date,
      entry.time,
      labelOf(form.where.options, entry.where),
      labelOf(form.before.options, entry.before),
      entry.behaviour,
      labelOf(form.after.options, entry.after),
      labelOf(form.duration.options, entry.duration),
      entry.strength || "",
      entry.note,
    ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
