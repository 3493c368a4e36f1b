// A tick box of its own (the contact form's consent): apart from the questions' choices, so that
// the tools' scripts, which have none, do not carry it.
import type { ReactNode } from "react";
import { describedBy, Hint } from "./Field";

/** One tick box: its words (which may hold a link) beside it, and a plain line under them. */
export function TickBox({
  id,
  checked,
  onChange,
  hint,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="field-check">
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={checked}
        aria-describedby={describedBy(id, hint)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
      <Hint id={id} hint={hint} className="field-hint" />
    </div>
  );
}
