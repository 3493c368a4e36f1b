// The controls of a field: a line of text (a date, a time, a name, an e-mail address…), a few
// lines of words, and a choice from a list. Plain HTML controls, so they work with the keyboard,
// with a screen reader and, before the script starts or without it, as a form to fill in.
import type { ChangeEvent } from "react";
import { describedBy, Field, type FieldProps } from "./Field";

type TextProps = FieldProps & { value: string; onChange: (value: string) => void };

/**
 * What every control carries after its own attributes: whether it is required, its hint (named
 * for a screen reader), its value, and the change that gives the new value.
 */
function wiring(
  { id, hint, required, value }: Omit<TextProps, "onChange">,
  onChange: TextProps["onChange"],
) {
  return {
    required,
    "aria-describedby": describedBy(id, hint),
    value,
    onChange: (event: ChangeEvent<{ value: string }>) => onChange(event.target.value),
  };
}

/** A line: a date, a time, a few letters, a name, an e-mail address or a phone number. */
export function InputField({
  type,
  onChange,
  maxLength,
  className,
  autoComplete,
  ...field
}: TextProps & {
  /** None: the browser's plain text. */
  type?: "date" | "time" | "text" | "email" | "tel";
  maxLength?: number;
  className?: string;
  /** What the browser may fill in ("name", "email"…), or "off" for a child's notes. */
  autoComplete?: string;
}) {
  return (
    <Field {...field}>
      <input
        id={field.id}
        name={field.name}
        type={type}
        className={className}
        maxLength={maxLength}
        autoComplete={autoComplete}
        {...wiring(field, onChange)}
      />
    </Field>
  );
}

/** Words in a few lines. */
export function TextArea({ onChange, rows, ...field }: TextProps & { rows: number }) {
  return (
    <Field {...field}>
      <textarea id={field.id} name={field.name} rows={rows} {...wiring(field, onChange)} />
    </Field>
  );
}

/** One choice from a list, or none: the empty choice shows `none`. */
export function SelectField({
  options,
  none,
  onChange,
  ...field
}: TextProps & { options: { value: string; label: string }[]; none: string }) {
  return (
    <Field {...field}>
      <select id={field.id} name={field.name} {...wiring(field, onChange)}>
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A small whole number from a list (years, months, weeks), or none. */
export function NumberSelect({
  choices,
  value,
  onChange,
  ...field
}: FieldProps & {
  choices: number[];
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  return (
    <SelectField
      {...field}
      // Years, months and weeks: small whole numbers, the same Latin digits in every language.
      options={choices.map((choice) => ({ value: String(choice), label: String(choice) }))}
      none="–"
      value={value === undefined ? "" : String(value)}
      onChange={(chosen) => onChange(chosen === "" ? undefined : Number(chosen))}
    />
  );
}
