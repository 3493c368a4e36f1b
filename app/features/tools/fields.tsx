// Form parts the tools share: a question as a fieldset of radio buttons, and the status line's
// messages. Plain HTML controls, so they work with the keyboard, with a screen reader and, before
// the script starts or without it, as a form to print and fill in by hand.
import { useCallback, useEffect, useRef, useState } from "react";
import { intlLocale } from "~/lib/format";

type Option = { id: string; label: string };

export function RadioQuestion({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  className = "",
}: {
  name: string;
  legend: string;
  hint?: string;
  options: Option[];
  value: string;
  onChange: (id: string) => void;
  className?: string;
}) {
  const hintId = `${name}-hint`;
  return (
    <fieldset
      className={`question ${className}`.trim()}
      aria-describedby={hint ? hintId : undefined}
    >
      <legend>{legend}</legend>
      {hint && (
        <p className="question-hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="choices">
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
      </div>
    </fieldset>
  );
}

/** How long a status message stays on screen (it sits over the top of the page). */
const STATUS_MS = 6_000;

/**
 * The status line's message and a way to change it. The same message twice is said twice: the
 * line is emptied first, so screen readers hear the second "Saved" too.
 */
export function useStatus(): [string, (message: string) => void] {
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const announce = useCallback((next: string) => {
    setMessage("");
    clearTimeout(timer.current);
    requestAnimationFrame(() => setMessage(next));
    timer.current = setTimeout(() => setMessage(""), STATUS_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, announce];
}

/** A date (YYYY-MM-DD) as the page's language writes it, with Latin digits. */
export function formatDay(date: string, lang: string, style: "long" | "medium" = "medium"): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: style, timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The page's language (the tools' dates and numbers follow it). */
export const pageLang = () => document.documentElement.lang || navigator.language;
