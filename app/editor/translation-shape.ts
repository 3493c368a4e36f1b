// A translation's lists, as its form holds them: the English decides a list's items (the
// translation only words them), so the form shows each English item as a group of its own, with
// the English words beside each field, instead of a list the translator could add to, remove from
// or reorder. The entry holds such a list as an object: items with ids by their id ("id:tele-manas"),
// the others by their place from 1 ("1", "2"); the file holds it as a list again.

import { isMarkField } from "./marks-in-form";
import { isRecord } from "../lib/is-record";

const ID_KEY = "id:";
const PLACE_KEY = /^[1-9]\d*$/;

/** The form's name for an item: its id, or its place (from 0 in the list, from 1 in the name). */
export const itemKey = (item: unknown, index: number): string =>
  isRecord(item) && typeof item.id === "string" ? `${ID_KEY}${item.id}` : String(index + 1);

/** Whether every item of a list is paired by its id (as the merge pairs them). */
export const pairsById = (list: readonly unknown[]): boolean =>
  list.length > 0 && list.every((item) => isRecord(item) && typeof item.id === "string");

/** A translation's data as its form holds it: every non-empty list as an object of its items. */
export function listsToGroups(value: unknown): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0) return value;
    const byId = pairsById(value);
    return Object.fromEntries(
      value.map((item, index) => [
        byId ? itemKey(item, index) : String(index + 1),
        listsToGroups(item),
      ]),
    );
  }
  if (!isRecord(value)) return value;
  // A field's marks (marks-in-form.ts) are a list of their own, never a group.
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isMarkField(key) ? item : listsToGroups(item),
    ]),
  );
}

/** Whether a value has any words in it: an item left empty is not written. */
function hasWords(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(hasWords);
  if (isRecord(value)) {
    return Object.entries(value).some(([key, item]) => !isMarkField(key) && hasWords(item));
  }
  return value !== undefined && value !== null;
}

/**
 * The form's data as the file holds it: each object of items a list again. Items by id keep their
 * id and leave out the ones with no words (they show in English); items by place stay in place,
 * and only the empty ones at the end are left out (a gap would move the items after it).
 */
export function groupsToLists(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const keys = Object.keys(value);
  const entries = Object.entries(value).map(
    ([key, item]) => [key, isMarkField(key) ? item : groupsToLists(item)] as const,
  );
  if (keys.length > 0 && keys.every((key) => key.startsWith(ID_KEY))) {
    return entries
      .filter(([, item]) => hasWords(item))
      .map(([key, item]) => ({ id: key.slice(ID_KEY.length), ...(item as object) }));
  }
  if (keys.length > 0 && keys.every((key) => PLACE_KEY.test(key))) {
    const items = entries.toSorted(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
    while (items.length > 0 && !hasWords(items.at(-1))) items.pop();
    return items;
  }
  return Object.fromEntries(entries);
}
