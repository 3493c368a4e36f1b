// What every tool offers around its form: keep a copy (print, download, import), delete every
// note, and a status line that screen readers announce ("Saved"). Rendered by the server too,
// hidden until the tool's script has started, since none of it works without JavaScript.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import type { IslandShared, LaterWords } from "./island-words";
import { intlLocale } from "~/lib/format";
import { pageLang } from "./dates";
import { ImportCopy } from "./ImportCopy";
import { DownloadCopy } from "./NotesNotices";
import { loadLaterWords } from "./later-words";
import { deleteEverything, type ShownNotes } from "../notes/storage";

export type ToolActionsProps = {
  shared: IslandShared;
  /** Whether the tool's script has started (the actions stay hidden until then). */
  ready: boolean;
  /** The tool's notes on screen (a download holds them, saved or not). */
  notes: ShownNotes;
  /** Says something in the status line. */
  announce: (message: string) => void;
  /** Says one of the words shown after an action, once they are there. */
  announceLater: (message: (words: LaterWords) => string) => void;
  /** The stored notes changed under the tool (an import, a deletion): read them again. */
  onNotesChanged: () => void;
  /** More buttons of this tool (the diary's CSV). */
  children?: ReactNode;
};

export function ToolActions({
  shared,
  ready,
  notes,
  announce,
  announceLater,
  onNotesChanged,
  children,
}: ToolActionsProps) {
  const { keepCopy } = shared;
  return (
    <section className="tool-actions" aria-labelledby="keep-copy-heading" hidden={!ready}>
      <h2 id="keep-copy-heading">{keepCopy.heading}</h2>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          {keepCopy.print}
        </button>
        <DownloadCopy shared={shared} notes={notes} />
        {children}
      </div>
      <ImportCopy
        shared={shared}
        announce={announce}
        announceLater={announceLater}
        onImported={onNotesChanged}
      />
      <DeleteEverything
        shared={shared}
        onDeleted={(words) => {
          onNotesChanged();
          announce(words.done);
        }}
        onNotLoaded={() => announce(shared.notLoaded)}
      />
    </section>
  );
}

type DeleteWords = LaterWords["deleteEverything"];

/**
 * "Delete everything" asks once (WCAG 3.3.4), in the page rather than in a browser dialog, in the
 * words shown after an action (loaded as the tool started; if they never came, nothing is deleted).
 */
function DeleteEverything({
  shared,
  onDeleted,
  onNotLoaded,
}: {
  shared: IslandShared;
  onDeleted: (words: DeleteWords) => void;
  onNotLoaded: () => void;
}) {
  const [words, setAsking] = useState<DeleteWords | null>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  // Focus moves to the answer, so a keyboard or screen reader user lands on the question.
  useEffect(() => {
    if (words) confirm.current?.focus();
  }, [words]);
  if (!words) {
    const ask = () =>
      loadLaterWords(shared.laterWords).then(
        (later) => setAsking(later.deleteEverything),
        onNotLoaded,
      );
    return (
      <p className="actions">
        <button type="button" className="button button-danger" onClick={() => void ask()}>
          {shared.deleteEverything.button}
        </button>
      </p>
    );
  }
  return (
    <div className="tool-confirm" role="group" aria-labelledby="delete-question">
      <p id="delete-question">{words.question}</p>
      <div className="actions">
        <button
          type="button"
          className="button button-danger"
          ref={confirm}
          onClick={() => {
            deleteEverything();
            setAsking(null);
            onDeleted(words);
          }}
        >
          {words.confirm}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setAsking(null)}>
          {words.cancel}
        </button>
      </div>
    </div>
  );
}

/** The foot of every printed summary: the disclaimer, that nothing was sent, and the day. */
export function PrintFoot({ shared, source }: { shared: IslandShared; source?: string }) {
  const day = usePrintDay();
  return (
    <footer className="print-foot">
      {source && <p>{source}</p>}
      <p>{shared.print.disclaimer}</p>
      <p>{shared.print.notSent}</p>
      <p>{shared.print.printedOn.replace("{date}", day)}</p>
    </footer>
  );
}

/**
 * Today's date, written when the page is printed (or shown as printed), not as the tool starts:
 * a page's first Intl.DateTimeFormat loads its language's calendar data, 86 ms of the English
 * reflection's start on a fast machine (docs/performance.md), for a line seen only on paper.
 */
function usePrintDay(): string {
  const [day, setDay] = useState("");
  useEffect(() => {
    const print = matchMedia("print");
    // Synchronously, so that the page is printed with it.
    const write = () =>
      flushSync(() =>
        setDay(
          new Intl.DateTimeFormat(intlLocale(pageLang()), { dateStyle: "long" }).format(new Date()),
        ),
      );
    const onChange = () => print.matches && write();
    addEventListener("beforeprint", write);
    print.addEventListener("change", onChange);
    return () => {
      removeEventListener("beforeprint", write);
      print.removeEventListener("change", onChange);
    };
  }, []);
  return day;
}
