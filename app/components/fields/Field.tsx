// A field of any form on the site: its label (with * when the form marks what it needs), an
// optional hint, and its control. The hint is named by the control (aria-describedby), here and
// nowhere else, so a screen reader reads it with the control.
import type { ReactNode } from "react";

/** What every field has, whatever its control. */
export type FieldProps = {
  id: string;
  /** The control's name in the form: the name of what it holds. */
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** Shows * after the label of a required field (the contact form says what it needs this way). */
  markRequired?: boolean;
};

/** The ids a control points to for its description: its hint's, when it has one. */
export function describedBy(id: string, hint: string | undefined): string | undefined {
  return hint ? hintId(id) : undefined;
}

const hintId = (id: string) => `${id}-hint`;

/** A hint under a label or legend (or beside a tick box), named by its control. */
export function Hint({
  id,
  hint,
  className = "question-hint",
}: {
  id: string;
  hint: string | undefined;
  className?: string;
}) {
  return hint ? (
    <p className={className} id={hintId(id)}>
      {hint}
    </p>
  ) : null;
}

/** A label, its hint and a control. */
export function Field({
  id,
  label,
  hint,
  required,
  markRequired,
  children,
}: Omit<FieldProps, "name"> & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {markRequired && required && <span aria-hidden="true"> *</span>}
      </label>
      <Hint id={id} hint={hint} />
      {children}
    </div>
  );
}
