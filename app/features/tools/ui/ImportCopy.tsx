// "Import a copy": a downloaded copy is read, then the parent is asked whether to add it to the
// notes here or replace them, with what each would change counted, before anything is written. A
// file larger than any copy could be is refused before it is read. The question and the import
// itself are loaded once a file is chosen (ImportChoice.tsx), with the words shown after an action
// (later-words.ts): the page does not carry them. When they cannot arrive (offline before the tools
// were kept, a broken connection), the parent is told so, and nothing is changed.
import { useRef, useState } from "react";
import type { IslandShared, LaterWords } from "./island-words";
import { fill, intlLocale } from "~/lib/format";
import { pageLang } from "./dates";
import type { ImportPlan } from "../notes/import-plan";
import { loadLaterWords } from "./later-words";
import { MAX_IMPORT_MEGABYTES, type SaveOutcome } from "../notes/storage";

const loadChoice = () => import("./ImportChoice");

type Chosen = {
  plan: ImportPlan;
  Choice: Awaited<ReturnType<typeof loadChoice>>["ImportChoice"];
  words: LaterWords;
};

export function ImportCopy({
  shared,
  announce,
  announceLater,
  onImported,
}: {
  shared: IslandShared;
  announce: (message: string) => void;
  announceLater: (message: (words: LaterWords) => string) => void;
  onImported: () => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);

  async function choose(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    setChosen(null);
    if (file.size > MAX_IMPORT_MEGABYTES * 1_000_000) {
      const size = megabytes(MAX_IMPORT_MEGABYTES);
      announceLater((words) => fill(words.keepCopy.importTooLarge, { size }));
      return;
    }
    let loaded;
    try {
      loaded = await Promise.all([loadChoice(), loadLaterWords(shared.laterWords)]);
    } catch {
      announce(shared.notLoaded);
      return;
    }
    const [{ planImport, ImportChoice }, words] = loaded;
    const plan = planImport(await file.text().catch(() => ""), shared.tools);
    if (plan) setChosen({ plan, Choice: ImportChoice, words });
    else announce(words.keepCopy.importFailed);
  }

  function done(outcome?: SaveOutcome) {
    setChosen(null);
    if (!outcome || !chosen) return;
    onImported();
    announce(outcome === "saved" ? chosen.words.keepCopy.imported : chosen.words.notSaved);
  }

  return (
    <>
      <p className="actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => fileInput.current?.click()}
        >
          {shared.keepCopy.import}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </p>
      {chosen && <chosen.Choice words={chosen.words} plan={chosen.plan} onDone={done} />}
    </>
  );
}

/** "5 MB" in the page's language, with Latin digits. */
const megabytes = (count: number) =>
  new Intl.NumberFormat(intlLocale(pageLang()), { style: "unit", unit: "megabyte" }).format(count);
