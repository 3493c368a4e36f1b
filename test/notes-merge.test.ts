// The rules by which two copies of a tool's notes become one: the later change of each id wins, a
// deletion is remembered, a replacement stays replaced, and the counts an import shows.
import { describe, expect, it } from "vitest";
import {
  applyChanges,
  asNotesDoc,
  compareNotes,
  liveValues,
  changedSince,
  mergeNotes,
  replaceNotes,
  stampedAtZero,
  type NotesDoc,
} from "../app/features/tools/notes/notes-merge";

const entry = (text: string) => ({ behaviour: text });
const add = (doc: NotesDoc, id: string, value: unknown, at: number) =>
  applyChanges(doc, [{ section: "entries", id, value }], at);
const remove = (doc: NotesDoc, id: string, at: number) =>
  applyChanges(doc, [{ section: "entries", id, value: undefined }], at);

describe("merging two tabs' notes", () => {
  it("keeps what each tab added", () => {
    const stored = add({}, "a", entry("first tab"), 100);
    const otherTab = add({}, "b", entry("second tab"), 200);
    expect(liveValues(mergeNotes(stored, otherTab), "entries")).toEqual({
      a: entry("first tab"),
      b: entry("second tab"),
    });
  });

  it("keeps the later change of the same entry, whichever copy it is in", () => {
    const base = add({}, "a", entry("written"), 100);
    const changedHere = add(base, "a", entry("changed here"), 300);
    const changedThere = add(base, "a", entry("changed there"), 200);
    const expected = { a: entry("changed here") };
    expect(liveValues(mergeNotes(changedHere, changedThere), "entries")).toEqual(expected);
    expect(liveValues(mergeNotes(changedThere, changedHere), "entries")).toEqual(expected);
  });

  it("finds the version another tab saved after this one began to change the entry", () => {
    const base = add({}, "a", entry("written"), 100);
    const changedThere = add(base, "a", entry("changed there"), 200);
    expect(changedSince(changedThere, "entries", "a", 100)).toEqual({
      value: entry("changed there"),
    });
    // Nothing to keep: the version begun from, a removal, an entry this tab adds.
    expect(changedSince(base, "entries", "a", 100)).toBeUndefined();
    expect(changedSince(remove(base, "a", 200), "entries", "a", 100)).toBeUndefined();
    expect(changedSince(base, "entries", "b", undefined)).toBeUndefined();
  });

  it("remembers a deletion, so an older copy does not bring the entry back", () => {
    const both = add(add({}, "a", entry("one"), 100), "b", entry("two"), 110);
    const deletedHere = remove(both, "a", 200);
    const merged = mergeNotes(deletedHere, both);
    expect(liveValues(merged, "entries")).toEqual({ b: entry("two") });
    expect(liveValues(mergeNotes(both, deletedHere), "entries")).toEqual({ b: entry("two") });
  });

  it("keeps an entry changed after another tab deleted it (the words typed last win)", () => {
    const base = add({}, "a", entry("one"), 100);
    const deleted = remove(base, "a", 200);
    const changed = add(base, "a", entry("changed later"), 300);
    expect(liveValues(mergeNotes(deleted, changed), "entries")).toEqual({
      a: entry("changed later"),
    });
  });

  it("at the same moment, prefers the deletion, and both orders agree on a value", () => {
    const base = add({}, "a", entry("one"), 100);
    expect(
      liveValues(mergeNotes(remove(base, "a", 200), add(base, "a", 1, 200)), "entries"),
    ).toEqual({});
    const x = add({}, "a", entry("x"), 100);
    const y = add({}, "a", entry("y"), 100);
    expect(mergeNotes(x, y)).toEqual(mergeNotes(y, x));
  });

  it("is the same whatever the order and however often it is done", () => {
    const a = add(remove(add({}, "a", 1, 10), "a", 20), "b", 2, 30);
    const b = add(add({}, "a", 3, 15), "c", 4, 25);
    const c = applyChanges({}, [{ section: "answers", id: "x", value: "yes" }], 5);
    expect(mergeNotes(a, b)).toEqual(mergeNotes(b, a));
    expect(mergeNotes(mergeNotes(a, b), c)).toEqual(mergeNotes(a, mergeNotes(b, c)));
    expect(mergeNotes(a, a)).toEqual(a);
  });

  it("makes a change later than the value it changes, even when the clock went back", () => {
    const written = add({}, "a", entry("written"), 5_000);
    const changed = add(written, "a", entry("changed"), 1_000);
    expect(liveValues(mergeNotes(written, changed), "entries")).toEqual({ a: entry("changed") });
  });
});

describe("an import", () => {
  const here = add(add({}, "a", entry("one"), 100), "b", entry("two"), 100);
  const file = add(add({}, "b", entry("two, changed"), 50), "c", entry("three"), 50);

  it("added: counts the new and changed entries, removes nothing", () => {
    const added = mergeNotes(here, file);
    expect(compareNotes(here, added)).toEqual({ added: 1, changed: 0, removed: 0 });
    // The file's change of b is older than the b here: the newer words stay.
    expect(liveValues(added, "entries").b).toEqual(entry("two"));
  });

  it("replacing: the file's notes and nothing else, and they stay when an older tab saves", () => {
    const replaced = replaceNotes(here, file, 1_000);
    expect(liveValues(replaced, "entries")).toEqual(liveValues(file, "entries"));
    expect(compareNotes(here, replaced)).toEqual({ added: 1, changed: 1, removed: 1 });
    expect(liveValues(mergeNotes(here, replaced), "entries")).toEqual(liveValues(file, "entries"));
  });
});

describe("reading stored notes", () => {
  it("accepts notes of this shape and refuses anything else", () => {
    const doc = add(remove({}, "a", 1), "b", "x", 2);
    expect(asNotesDoc(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
    for (const bad of [
      null,
      [],
      "text",
      { entries: [] },
      { entries: { a: { value: 1 } } },
      { entries: { a: { at: "1", value: 1 } } },
      { entries: { a: { at: 1 } } },
      { entries: { a: { at: 1, removed: true, value: 2 } } },
    ])
      expect(asNotesDoc(bad)).toBeUndefined();
  });

  it("stamps an older version's values as older than any change", () => {
    const old = stampedAtZero({ answers: { x: "yes", y: undefined } });
    expect(old).toEqual({ answers: { x: { at: 0, value: "yes" } } });
    const changed = applyChanges(old, [{ section: "answers", id: "x", value: "no" }], 1);
    expect(liveValues(mergeNotes(old, changed), "answers")).toEqual({ x: "no" });
  });
});
