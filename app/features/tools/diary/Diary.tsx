// The behaviour diary (ABC: what came just before, what the child did, what happened right after).
// Entries are kept in this browser only; the summary counts when things happen and what most often
// comes before and after. It never says why.
import { useEffect, useState, type FormEvent } from "react";
import type { ToolsShared } from "~/features/tools/schemas";
import type { DiaryWords } from "./schema";
import { PrintFoot, ToolActions, ToolStatus } from "../ToolActions";
import { RadioQuestion, useStatus } from "../fields";
import { localDate, offerDownload, readNotes, writeNotes } from "../storage";
import { DiarySummary, EntryText, LastEntries } from "./DiarySummary";
import { EMPTY_ENTRY, diaryCsv, parseDiary, sortEntries, type Entry } from "./entries";

export type DiaryProps = { shared: ToolsShared; words: DiaryWords };

type Draft = Omit<Entry, "id">;

type SetField = <K extends keyof Draft>(field: K, value: Draft[K]) => void;

const now = () => {
  const date = new Date();
  return { date: localDate(date), time: date.toTimeString().slice(0, 5) };
};

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export function Diary({ shared, words }: DiaryProps) {
  const diary = useDiary(shared, words);
  const { entries, announce, store } = diary;
  const ready = entries !== null;
  return (
    <div className="tool">
      {!ready && <p className="tool-noscript">{shared.noScript}</p>}
      <ToolStatus message={diary.status} />
      <EntryForm
        form={words.form}
        ready={ready}
        draft={diary.draft}
        editing={diary.editing}
        set={diary.set}
        onSubmit={diary.onSubmit}
        onCancel={diary.startNew}
      />
      {ready && (
        <>
          <EntryList
            entries={entries}
            words={words}
            onEdit={diary.edit}
            onDelete={(id) =>
              store(
                entries.filter((entry) => entry.id !== id),
                words.entries.deleted,
              )
            }
          />
          <DiarySummary entries={entries} words={words} />
          <div className="print-only">
            <LastEntries entries={entries} words={words} />
            <PrintFoot shared={shared} />
          </div>
        </>
      )}
      <ToolActions shared={shared} ready={ready} announce={announce} onNotesChanged={diary.load}>
        <CsvButton entries={entries} words={words} />
      </ToolActions>
    </div>
  );
}

/** The diary's state: the stored entries, the entry being written or changed, the status line. */
function useDiary(shared: ToolsShared, words: DiaryWords) {
  // null until the stored entries are read (after hydration, so the server's HTML matches).
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY_ENTRY);
  const [editing, setEditing] = useState<string | null>(null);
  const [status, announce] = useStatus();

  const load = () => setEntries(parseDiary(readNotes("diary")).entries);
  useEffect(() => {
    load();
    setDraft((current) => ({ ...current, ...now() }));
  }, []);

  function store(next: Entry[], message = shared.saved) {
    const sorted = sortEntries(next);
    setEntries(sorted);
    announce(writeNotes("diary", { entries: sorted }) ? message : shared.notSaved);
  }

  function set<K extends keyof Draft>(field: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  /** An empty form dated now: after adding or saving an entry, and on Cancel. */
  function startNew() {
    setEditing(null);
    setDraft({ ...EMPTY_ENTRY, ...now() });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!entries) return;
    if (!draft.date || !draft.behaviour.trim()) {
      announce(words.form.incomplete);
      return;
    }
    const entry = { ...draft, behaviour: draft.behaviour.trim(), note: draft.note.trim() };
    store(
      editing
        ? entries.map((each) => (each.id === editing ? { ...entry, id: editing } : each))
        : [...entries, { ...entry, id: newId() }],
    );
    startNew();
  }

  function edit(entry: Entry) {
    const { id, ...fields } = entry;
    setEditing(id);
    setDraft(fields);
    document.getElementById("diary-form")?.scrollIntoView();
    document.getElementById("diary-date")?.focus();
  }

  return { entries, draft, editing, status, announce, load, store, set, startNew, onSubmit, edit };
}

/** The form to add an entry or change one; without the script it is a form to print and fill in. */
function EntryForm({
  form,
  ready,
  draft,
  editing,
  set,
  onSubmit,
  onCancel,
}: {
  form: DiaryWords["form"];
  ready: boolean;
  draft: Draft;
  editing: string | null;
  set: SetField;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}) {
  /** A question of the form's words, answered into the draft's field of the same name. */
  const choice = (name: "where" | "before" | "after" | "duration") => (
    <RadioQuestion name={name} {...form[name]} value={draft[name]} onChange={(v) => set(name, v)} />
  );
  return (
    // method="dialog": without the script, pressing Enter can never send the entry anywhere.
    <form id="diary-form" method="dialog" className="tool-form no-print" onSubmit={onSubmit}>
      <h2>{editing ? form.editHeading : form.addHeading}</h2>
      <WhenFields form={form} draft={draft} set={set} />
      {choice("where")}
      {choice("before")}
      <TextField
        id="diary-behaviour"
        {...form.behaviour}
        required
        value={draft.behaviour}
        onChange={(v) => set("behaviour", v)}
      />
      {choice("after")}
      {choice("duration")}
      <RadioQuestion
        name="strength"
        legend={form.strength.legend}
        hint={form.strength.hint}
        options={form.strength.levels.map((label, index) => ({ id: String(index + 1), label }))}
        value={draft.strength ? String(draft.strength) : ""}
        onChange={(v) => set("strength", Number(v))}
        className="question-scale"
      />
      <TextField
        id="diary-note"
        {...form.note}
        value={draft.note}
        onChange={(v) => set("note", v)}
      />
      <FormButtons form={form} ready={ready} editing={editing} onCancel={onCancel} />
    </form>
  );
}

/** Add or Save, and Cancel while changing an entry; hidden until the script can store entries. */
function FormButtons({
  form,
  ready,
  editing,
  onCancel,
}: {
  form: DiaryWords["form"];
  ready: boolean;
  editing: string | null;
  onCancel: () => void;
}) {
  return (
    <div className="actions" hidden={!ready}>
      <button type="submit" className="button button-primary">
        {editing ? form.save : form.add}
      </button>
      {editing && (
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {form.cancel}
        </button>
      )}
    </div>
  );
}

/** The entry's date and time, side by side. */
function WhenFields({
  form,
  draft,
  set,
}: {
  form: DiaryWords["form"];
  draft: Draft;
  set: SetField;
}) {
  return (
    <div className="field-row">
      <div className="field">
        <label htmlFor="diary-date">{form.date}</label>
        <input
          id="diary-date"
          name="date"
          type="date"
          required
          value={draft.date}
          onChange={(event) => set("date", event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="diary-time">{form.time}</label>
        <input
          id="diary-time"
          name="time"
          type="time"
          value={draft.time}
          onChange={(event) => set("time", event.target.value)}
        />
      </div>
    </div>
  );
}

/** Every entry as a CSV file for a spreadsheet (the columns are the form's words). */
function CsvButton({ entries, words }: { entries: Entry[] | null; words: DiaryWords }) {
  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={() =>
        offerDownload(
          `${words.csv.fileName}-${localDate()}.csv`,
          diaryCsv(entries ?? [], words.form),
          "text/csv;charset=utf-8",
        )
      }
    >
      {words.csv.button}
    </button>
  );
}

function TextField({
  id,
  label,
  hint,
  value,
  required,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="question-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        name={id}
        rows={2}
        required={required}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function EntryList({
  entries,
  words,
  onEdit,
  onDelete,
}: {
  entries: Entry[];
  words: DiaryWords;
  onEdit: (entry: Entry) => void;
  onDelete: (id: string) => void;
}) {
  return (
    <section className="tool-section no-print" aria-labelledby="diary-entries-heading">
      <h2 id="diary-entries-heading">{words.entries.heading}</h2>
      {entries.length === 0 ? (
        <p>{words.entries.empty}</p>
      ) : (
        <ol className="entry-list">
          {entries.map((entry) => (
            <li key={entry.id} className="entry">
              <EntryText entry={entry} words={words} id={`entry-${entry.id}`} />
              <div className="actions">
                <button
                  type="button"
                  className="button button-secondary"
                  aria-describedby={`entry-${entry.id}`}
                  onClick={() => onEdit(entry)}
                >
                  {words.entries.edit}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-describedby={`entry-${entry.id}`}
                  onClick={() => onDelete(entry.id)}
                >
                  {words.entries.delete}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
