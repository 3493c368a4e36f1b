// How a tool's notes are kept so that nothing is ever lost: every value (a diary entry, a checklist
// answer, a reflection topic) sits under its own id with the time it was last set, and a removed
// value leaves its time behind (a tombstone). Two copies of the notes (this tab's and what another
// tab has saved since, or what an imported file holds) then merge value by value: the later change
// wins, and a deletion is remembered, so an older copy never brings a deleted entry back. A tool
// that lets a parent change a value over time (a diary entry) can also find the version another
// tab saved meanwhile (changedSince), and keep it beside the later one instead of dropping it.
// Pure functions: the storage module reads and writes, the tools say what changed.
import { isRecord } from "../../../lib/is-record";

/** A value with the time it was last set, or a tombstone: the time it was removed. */
export type Stamped<T = unknown> = { at: number; value: T } | { at: number; removed: true };

/** Values of one kind by id (a diary's entries, a checklist's answers). */
export type StampedRecord<T = unknown> = Record<string, Stamped<T>>;

/** A tool's notes: its kinds of values ("entries", "answers", ...), each a record by id. */
export type NotesDoc = Record<string, StampedRecord>;

/** One change a tool makes: a value set, or removed (undefined). */
export type Change = { section: string; id: string; value: unknown };

export const isRemoved = (stamped: Stamped): stamped is { at: number; removed: true } =>
  "removed" in stamped;

/**
 * Which of two stamps of one id is kept: the later; at the same time a removal (a deletion is
 * remembered), then the larger value as JSON, so that every tab keeps the same one.
 */
function later(a: Stamped, b: Stamped): Stamped {
  if (a.at !== b.at) return a.at > b.at ? a : b;
  if (isRemoved(a) || isRemoved(b)) return isRemoved(a) ? a : b;
  return JSON.stringify(a.value) >= JSON.stringify(b.value) ? a : b;
}

/** Two copies of a tool's notes as one: for each id, the later change (see `later`). */
export function mergeNotes(a: NotesDoc, b: NotesDoc): NotesDoc {
  const merged: NotesDoc = {};
  for (const section of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const mine = a[section] ?? {};
    const theirs = b[section] ?? {};
    const record: StampedRecord = {};
    for (const id of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      const x = mine[id];
      const y = theirs[id];
      record[id] = x && y ? later(x, y) : (x ?? y)!;
    }
    merged[section] = record;
  }
  return merged;
}

/**
 * The notes with some values set or removed at `now`. A change is always later than the value it
 * changes, even when the clock went back since (a phone's time corrected), so it is never lost.
 */
export function applyChanges(doc: NotesDoc, changes: Change[], now = Date.now()): NotesDoc {
  const next: NotesDoc = { ...doc };
  for (const { section, id, value } of changes) {
    const record = { ...next[section] };
    const at = Math.max(now, (record[id]?.at ?? 0) + 1);
    record[id] = value === undefined ? { at, removed: true } : { at, value };
    next[section] = record;
  }
  return next;
}

/** When a value was last set or removed (undefined: never). */
export const stampOf = (doc: NotesDoc, section: string, id: string): number | undefined =>
  doc[section]?.[id]?.at;

/**
 * The version of a value that another tab saved after this one began to change it (`seen`: the
 * time of the version it began from), which saving this tab's change would replace unseen; the
 * tool keeps it beside the change. Undefined when the value is still the one begun from, or was
 * removed since (a removal is not a version to keep).
 */
export function changedSince(
  latest: NotesDoc,
  section: string,
  id: string,
  seen: number | undefined,
): { value: unknown } | undefined {
  const now = latest[section]?.[id];
  if (!now || now.at === seen || isRemoved(now)) return undefined;
  return { value: now.value };
}

/** The values of one kind that are there (tombstones left out), by id. */
export function liveValues(doc: NotesDoc, section: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [id, stamped] of Object.entries(doc[section] ?? {})) {
    if (!isRemoved(stamped)) values[id] = stamped.value;
  }
  return values;
}

/** Every value in `theirs` set anew at `now`, and every other value of `mine` removed: a copy that
 * replaces what is there, and stays replaced when another tab saves its older notes. */
export function replaceNotes(mine: NotesDoc, theirs: NotesDoc, now = Date.now()): NotesDoc {
  const changes: Change[] = [];
  for (const section of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
    const kept = liveValues(theirs, section);
    for (const id of Object.keys(liveValues(mine, section)))
      if (!(id in kept)) changes.push({ section, id, value: undefined });
    for (const [id, value] of Object.entries(kept)) changes.push({ section, id, value });
  }
  return applyChanges(mine, changes, now);
}

export type NotesDifference = { added: number; changed: number; removed: number };

/** How many values `after` adds to `before`, changes and removes (tombstones do not count). */
export function compareNotes(before: NotesDoc, after: NotesDoc): NotesDifference {
  const difference = { added: 0, changed: 0, removed: 0 };
  for (const section of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = liveValues(before, section);
    const is = liveValues(after, section);
    for (const [id, value] of Object.entries(is)) {
      if (!(id in was)) difference.added++;
      else if (JSON.stringify(was[id]) !== JSON.stringify(value)) difference.changed++;
    }
    for (const id of Object.keys(was)) if (!(id in is)) difference.removed++;
  }
  return difference;
}

/** Stored text as notes, or undefined when it is not notes of this shape (damaged, or another
 * version's): such a value is kept aside by the storage module, never trusted or dropped. */
export function asNotesDoc(value: unknown): NotesDoc | undefined {
  if (!isRecord(value)) return undefined;
  for (const record of Object.values(value)) {
    if (!isRecord(record)) return undefined;
    for (const stamped of Object.values(record)) if (!isStamped(stamped)) return undefined;
  }
  return value as NotesDoc;
}

function isStamped(value: unknown): value is Stamped {
  if (!isRecord(value) || typeof value.at !== "number" || !Number.isFinite(value.at)) return false;
  return value.removed === true ? !("value" in value) : "value" in value;
}

/** Values of an older version's notes, stamped as older than any change made from now on. */
export function stampedAtZero(sections: Record<string, Record<string, unknown>>): NotesDoc {
  const doc: NotesDoc = {};
  for (const [section, values] of Object.entries(sections)) {
    doc[section] = {};
    for (const [id, value] of Object.entries(values))
      if (value !== undefined) doc[section][id] = { at: 0, value };
  }
  return doc;
}
