// "Import a copy": a downloaded copy is read, then the parent is asked whether to add it to the
// notes here or replace them, with what each would change counted, before anything is written. A
// file larger than any copy could be is refused before it is read. The question and the import
// itself are loaded once a file is chosen (ImportChoice.tsx): the page does not carry them.
import { useRef, useState } from "react";
import type { IslandShared } from "~/features/tools/schemas";
import { fill, intlLocale } from "~/lib/format";
import { pageLang } from "./dates";
import type { ImportPlan } from "./import-plan";
import { MAX_IMPORT_MEGABYTES, type SaveOutcome } from "./storage";

const loadChoice = () => import("./ImportChoice");

type Chosen = { plan: ImportPlan; Choice: Awaited<ReturnType<typeof loadChoice>>["ImportChoice"] };

export function ImportCopy({
  shared,
  announce,
  onImported,
}: {
  shared: IslandShared;
  announce: (message: string) => void;
  onImported: () => void;
}) {
  const words = shared.keepCopy;
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);

  async function choose(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    setChosen(null);
    if (file.size > MAX_IMPORT_MEGABYTES * 1_000_000) {
      announce(fill(words.importTooLarge, { size: megabytes(MAX_IMPORT_MEGABYTES) }));
      return;
    }
    const [{ planImport, ImportChoice }, text] = await Promise.all([loadChoice(), file.text()]);
    const plan = planImport(text);
    if (plan) setChosen({ plan, Choice: ImportChoice });
    else announce(words.importFailed);
  }

  function done(outcome?: SaveOutcome) {
    setChosen(null);
    if (!outcome) return;
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
      {chosen && <chosen.Choice shared={shared} plan={chosen.plan} onDone={done} />}
    </>
  );
}

/** "5 MB" in the page's language, with Latin digits. */
const megabytes = (count: number) =>
  new Intl.NumberFormat(intlLocale(pageLang()), { style: "unit", unit: "megabyte" }).format(count);
