// A question of several choices: radio buttons (one answer) or tick boxes (any number). Each
// control's name is what it holds, so what was chosen before the script started can be read back
// from the form (typedBeforeStart).
import type { ReactNode } from "react";
import { describedBy, Hint } from "./Field";

type Option = { id: string; label: string };

type QuestionProps = { name: string; legend: string; hint?: string; className?: string };

/** A question of several choices: its legend, its hint and its choices. */
function ChoiceQuestion({
  name,
  legend,
  hint,
  className = "",
  children,
}: QuestionProps & { children: ReactNode }) {
  return (
    <fieldset className={`question ${className}`.trim()} aria-describedby={describedBy(name, hint)}>
      <legend>{legend}</legend>
      <Hint id={name} hint={hint} />
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
}: QuestionProps & { options: Option[]; value: string; onChange: (id: string) => void }) {
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
}: QuestionProps & {
  options: Option[];
  chosen: string[];
  onToggle: (id: string, on: boolean) => void;
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
