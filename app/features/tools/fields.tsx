// The form fields every tool uses, one set: a question as radio buttons or tick boxes, a text box,
// an input (date, time, short text) and a number list. Plain HTML controls, so they work with the
// keyboard, with a screen reader and, before the script starts or without it, as a form to print
// and fill in by hand. Each control's name is what it holds, so what a parent entered before the
// script started can be read back from the form (typedBeforeStart).
import type { ReactNode } from "react";

type Option = { id: string; label: string };

/** A hint under a label or legend, named by the control (aria-describedby). */
const hintOf = (id: string, hint: string | undefined) =>
  hint ? (
    <p className="question-hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;

/** A question of several choices: radio buttons (one answer) or tick boxes (any number). */
function ChoiceQuestion({
  name,
  legend,
  hint,
  className = "",
  children,
}: {
  name: string;
  legend: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={`question ${className}`.trim()}
      aria-describedby={hint ? `${name}-hint` : undefined}
    >
      <legend>{legend}</legend>
      {hintOf(name, hint)}
      <div className="choices">{children}</div>
    </fieldset>
  );
}

export function RadioQuestion({
  name,
  options,
  value,
  onChange,
  ...question
}: {
  name: string;
  legend: string;
  hint?: string;
  options: Option[];
  value: string;
  onChange: (id: string) => void;
  className?: string;
}) {
  return (
    <ChoiceQuestion name={name} {...question}>
      {options.map((option) => (
        <label className="choice" key={option.id}>
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </ChoiceQuestion>
  );
}

export function CheckboxQuestion({
  name,
  options,
  chosen,
  onToggle,
  ...question
}: {
  name: string;
  legend: string;
  hint?: string;
  options: Option[];
  chosen: string[];
  onToggle: (id: string, on: boolean) => void;
  className?: string;
}) {
  return (
    <ChoiceQuestion name={name} {...question}>
      {options.map((option) => (
        <label className="choice" key={option.id}>
          <input
            type="checkbox"
            name={name}
            value={option.id}
            checked={chosen.includes(option.id)}
            onChange={(event) => onToggle(option.id, event.target.checked)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </ChoiceQuestion>
  );
}

type FieldProps = {
  id: string;
  /** The control's name in the form: the name of what it holds. */
  name: string;
  label: string;
  hint?: string;
  value: string;
  required?: boolean;
  onChange: (value: string) => void;
};

/** A label, its hint and a control. */
function Field({
  id,
  label,
  hint,
  children,
}: Omit<FieldProps, "name" | "value" | "onChange"> & {
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hintOf(id, hint)}
      {children}
    </div>
  );
}

/** Words in a few lines. */
export function TextArea({ onChange, ...field }: FieldProps) {
  return (
    <Field {...field}>
      <textarea
        id={field.id}
        name={field.name}
        rows={2}
        required={field.required}
        aria-describedby={field.hint ? `${field.id}-hint` : undefined}
        value={field.value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** A date, a time or a few letters. */
export function InputField({
  type,
  onChange,
  maxLength,
  className,
  ...field
}: FieldProps & { type: "date" | "time" | "text"; maxLength?: number; className?: string }) {
  return (
    <Field {...field}>
      <input
        id={field.id}
        name={field.name}
        type={type}
        className={className}
        maxLength={maxLength}
        autoComplete="off"
        required={field.required}
        aria-describedby={field.hint ? `${field.id}-hint` : undefined}
        value={field.value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** A small whole number from a list (years, months, weeks), or none. */
export function NumberSelect({
  choices,
  value,
  onChange,
  ...field
}: Omit<FieldProps, "value" | "onChange"> & {
  choices: number[];
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  return (
    <Field {...field}>
      <select
        id={field.id}
        name={field.name}
        value={value ?? ""}
        onChange={(event) =>
          onChange(event.target.value === "" ? undefined : Number(event.target.value))
        }
      >
        <option value="">–</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {/* Years, months and weeks: small whole numbers, the same Latin digits in every language. */}
            {choice}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * What a parent entered before the tool's script started (the server's HTML is a working form):
 * every control's value by name (a ticked box's or chosen radio button's; empty ones left out).
 * Read once, as the script starts, so that nothing typed or ticked while the page was still
 * getting ready is lost.
 */
export function typedBeforeStart(root: Element | null): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const control of root?.querySelectorAll("input, textarea, select") ?? []) {
    const { name, value } = control as HTMLInputElement;
    const ticked = !(control instanceof HTMLInputElement) || control.checked;
    const choice = control instanceof HTMLInputElement && /^(radio|checkbox)$/.test(control.type);
    if (name && value.trim() !== "" && (ticked || !choice)) typed[name] = value;
  }
  return typed;
}
