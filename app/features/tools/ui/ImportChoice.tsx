// The question "Import a copy" asks once a copy was chosen: what adding it and replacing the notes
// here would change, and the choice (or changing nothing). Loaded only then (ImportCopy.tsx), with
// the import itself (import-plan.ts): no parent needs either before.
import { useEffect, useRef } from "react";
import type { LaterWords } from "./island-words";
import { fill, formatNumber } from "~/lib/format";
import { formatDay, pageLang } from "./dates";
import { runImport, type ImportPlan } from "../notes/import-plan";
import type { SaveOutcome } from "../notes/storage";

export { planImport } from "../notes/import-plan";

export function ImportChoice({
  words: later,
  plan,
  onDone,
}: {
  words: LaterWords;
  plan: ImportPlan;
  /** Called with what became of the import, or with nothing when the parent changed nothing. */
  onDone: (outcome?: SaveOutcome) => void;
}) {
  const words = later.keepCopy;
  const lang = pageLang();
  const first = useRef<HTMLButtonElement>(null);
  // Focus moves to the first answer, so a keyboard or screen reader user lands on the question.
  useEffect(() => first.current?.focus(), []);
  const counts = (template: string, difference: ImportPlan["add"]) =>
    fill(template, {
      added: formatNumber(difference.added, lang),
      changed: formatNumber(difference.changed, lang),
      removed: formatNumber(difference.removed, lang),
    });
  return (
    <div className="tool-confirm" role="group" aria-labelledby="import-question">
      <p id="import-question">
        {fill(words.importQuestion, { date: formatDay(plan.saved.slice(0, 10), lang, "long") })}
      </p>
      <ul>
        <li>{counts(words.importAddCounts, plan.add)}</li>
        <li>{counts(words.importReplaceCounts, plan.replace)}</li>
      </ul>
      <div className="actions">
        <button
          type="button"
          className="button button-primary"
          ref={first}
          onClick={() => onDone(runImport(plan, "add"))}
        >
          {words.importAdd}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onDone(runImport(plan, "replace"))}
        >
          {words.importReplace}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onDone()}>
          {words.importCancel}
        </button>
      </div>
    </div>
  );
}
