// "Import a copy": a downloaded copy is read, then the parent is asked whether to add it to the
// notes here or replace them, with what each would change counted, before anything is written. A
// file larger than any copy could be is refused before it is read.
import { useEffect, useRef, useState } from "react";
import type { ToolsShared } from "~/features/tools/schemas";
import { fill, formatNumber, intlLocale } from "~/lib/format";
import { formatDay, pageLang } from "./dates";
import { MAX_IMPORT_MEGABYTES, planImport, runImport, type ImportPlan } from "./storage";

export function ImportCopy({
  shared,
  announce,
  onImported,
}: {
  shared: ToolsShared;
  announce: (message: string) => void;
  onImported: () => void;
}) {
  const words = shared.keepCopy;
  const fileInput = useRef<HTMLInputElement>(null);
  const [plan, setPlan] = useState<ImportPlan | null>(null);

  async function choose(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    setPlan(null);
    if (file.size > MAX_IMPORT_MEGABYTES * 1_000_000) {
      announce(fill(words.importTooLarge, { size: megabytes(MAX_IMPORT_MEGABYTES) }));
      return;
    }
    const chosen = planImport(await file.text());
    if (chosen) setPlan(chosen);
    else announce(words.importFailed);
  }

  function run(how: "add" | "replace") {
    if (!plan) return;
    const outcome = runImport(plan, how);
    setPlan(null);
    onImported();
    announce(outcome === "saved" ? words.imported : shared.notSaved);
  }

  return (
    <>
      <p className="actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => fileInput.current?.click()}
        >
          {words.import}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </p>
      {plan && (
        <ImportQuestion shared={shared} plan={plan} onRun={run} onCancel={() => setPlan(null)} />
      )}
    </>
  );
}

/** What adding and replacing would change, and the choice (or changing nothing). */
function ImportQuestion({
  shared,
  plan,
  onRun,
  onCancel,
}: {
  shared: ToolsShared;
  plan: ImportPlan;
  onRun: (how: "add" | "replace") => void;
  onCancel: () => void;
}) {
  const words = shared.keepCopy;
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
          onClick={() => onRun("add")}
        >
          {words.importAdd}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onRun("replace")}>
          {words.importReplace}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {words.importCancel}
        </button>
      </div>
    </div>
  );
}

/** "5 MB" in the page's language, with Latin digits. */
const megabytes = (count: number) =>
  new Intl.NumberFormat(intlLocale(pageLang()), { style: "unit", unit: "megabyte" }).format(count);
