// The diary's state: its entries (kept merged with other tabs' by useNotes), the entry being
// written or changed, and what happens on Add, Save, Edit and Delete. When the entry being
// changed was saved meanwhile in another tab, both versions are kept: this change as the entry,
// the other tab's as a copy beside it (DiaryEntry.copyOf), which the parent sees and may delete.
import { useEffect, useMemo, useState, type FormEvent } from "react";
import type { IslandShared } from "~/features/tools/ui/island-words";
import type { DiaryLaterWords, DiaryWords } from "./schema";
import { localDate } from "../ui/dates";
import { typedBeforeStart } from "~/components/fields";
import { useNotes } from "../ui/useNotes";
import { changedSince, stampOf, type Change } from "../notes/notes-merge";
import { EMPTY_ENTRY, ENTRIES, parseDiary, type DiaryEntry, type EntryFields } from "./entries";
import { isRecord } from "~/lib/is-record";

export const DIARY_FORM_ID = "diary-form";

const now = () => {
  const date = new Date();
  return { date: localDate(date), time: date.toTimeString().slice(0, 5) };
};

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** What was typed into the form before the script started, as the draft's fields. */
function typedDraft(): Partial<EntryFields> {
  const { strength, ...typed } = typedBeforeStart(document.getElementById(DIARY_FORM_ID));
  const fields = Object.fromEntries(
    Object.entries(typed).filter(([name]) => name in EMPTY_ENTRY && name !== "strength"),
  );
  return strength ? { ...fields, strength: Number(strength) } : fields;
}

export function useDiary(shared: IslandShared, words: DiaryWords) {
  const notes = useNotes("diary", shared);
  const entries = useMemo(() => parseDiary(notes.doc), [notes.doc]);
  const [draft, setDraft] = useState<EntryFields>(EMPTY_ENTRY);
  const [editing, setEditing] = useState<string | null>(null);
  /** When the entry being changed was last saved as this tab began to change it. */
  const [seen, setSeen] = useState<number>();

  // Dated now, unless the parent gave a date (or anything else) before the script started.
  useEffect(() => setDraft((current) => ({ ...current, ...now(), ...typedDraft() })), []);

  function set<K extends keyof EntryFields>(field: K, value: EntryFields[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  /** An empty form dated now: after adding or saving an entry, and on Cancel. */
  function startNew() {
    setEditing(null);
    setDraft({ ...EMPTY_ENTRY, ...now() });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!notes.doc) return;
    if (!draft.date || !draft.behaviour.trim()) {
      notes.announce(words.form.incomplete);
      return;
    }
    const id = editing ?? newId();
    const entry: EntryFields = {
      ...draft,
      behaviour: draft.behaviour.trim(),
      note: draft.note.trim(),
    };
    // Saved again by the parent, a copy is an entry like any other.
    delete entry.copyOf;
    const changes: Change[] = [{ section: ENTRIES, id, value: entry }];
    const other = editing ? changedSince(notes.latest(), ENTRIES, editing, seen) : undefined;
    if (other && isRecord(other.value) && JSON.stringify(other.value) !== JSON.stringify(entry))
      changes.push({ section: ENTRIES, id: newId(), value: { ...other.value, copyOf: id } });
    const later = notes.later?.tools.diary as DiaryLaterWords | undefined;
    const message = changes.length > 1 ? later?.kept : undefined;
    if (notes.save(changes, message)) startNew();
    else {
      // Not saved (no room): the entry stays in the form, as the one being changed, so saving
      // again keeps one entry, not two (and the copy, now in this tab's notes, once).
      setEditing(id);
      setSeen(stampOf(notes.latest(), ENTRIES, id));
    }
  }

  function edit(entry: DiaryEntry) {
    const { id, ...fields } = entry;
    setEditing(id);
    setSeen(notes.doc ? stampOf(notes.doc, ENTRIES, id) : undefined);
    setDraft(fields);
    document.getElementById(DIARY_FORM_ID)?.scrollIntoView();
    document.getElementById("diary-date")?.focus();
  }

  const remove = (id: string) =>
    notes.save([{ section: ENTRIES, id, value: undefined }], words.entries.deleted);

  return { notes, entries, draft, editing, set, startNew, onSubmit, edit, remove };
}
