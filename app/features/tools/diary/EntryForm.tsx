// The form to add an entry or change one; without the script (and until it starts) it is a form
// to print and fill in, and whatever is entered in it then is kept when the script starts.
import type { FormEvent } from "react";
import type { DiaryWords } from "./schema";
import { InputField, RadioQuestion, TextArea } from "~/components/fields";
import type { EntryFields } from "./entries";
import { DIARY_FORM_ID } from "./useDiary";

type SetField = <K extends keyof EntryFields>(field: K, value: EntryFields[K]) => void;

export function EntryForm({
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
  draft: EntryFields;
  editing: string | null;
  set: SetField;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}) {
  /** A question of the form's words, answered into the draft's field of the same name. */
  const choice = (name: "where" | "before" | "after" | "duration") => (
    <RadioQuestion name={name} {...form[name]} value={draft[name]} onChange={(v) => set(name, v)} />
  );
  const text = (name: "behaviour" | "note", required = false) => (
    <TextArea
      id={`diary-${name}`}
      name={name}
      {...form[name]}
      rows={2}
      required={required}
      value={draft[name]}
      onChange={(v) => set(name, v)}
    />
  );
  return (
    // method="dialog": without the script, pressing Enter can never send the entry anywhere.
    <form id={DIARY_FORM_ID} method="dialog" className="tool-form no-print" onSubmit={onSubmit}>
      <h2>{editing ? form.editHeading : form.addHeading}</h2>
      {/* Side by side even on a phone: the first question then starts on the first screen. */}
      <div className="field-row field-row-pair">
        <InputField
          id="diary-date"
          name="date"
          type="date"
          autoComplete="off"
          label={form.date}
          required
          value={draft.date}
          onChange={(v) => set("date", v)}
        />
        <InputField
          id="diary-time"
          name="time"
          type="time"
          autoComplete="off"
          label={form.time}
          value={draft.time}
          onChange={(v) => set("time", v)}
        />
      </div>
      {choice("where")}
      {choice("before")}
      {text("behaviour", true)}
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
      {text("note")}
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
