// A tool's notes in a page: read once the script has started, saved merged with what other tabs
// saved meanwhile, and updated when another tab saves (the browser's "storage" event), so two
// open tabs show and keep the same notes. Whatever could not be saved stays on screen.
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { IslandShared, LaterWords } from "./island-words";
import type { ToolId } from "~/features/tools/registry";
import { useStatus } from "./useStatus";
import { loadLaterWords } from "./later-words";
import { applyChanges, mergeNotes, type Change, type NotesDoc } from "../notes/notes-merge";
import {
  readNotes,
  saveNotes,
  unreadableNotes,
  watchNotes,
  type SaveOutcome,
} from "../notes/storage";

export type ToolNotes = {
  /** The notes; null until the script has read them (the server's HTML has none). */
  doc: NotesDoc | null;
  /** Changes the notes on screen only (the reflection saves when asked). */
  change: (changes: Change[]) => NotesDoc;
  /** The notes as stored now, with this tab's changes: what a save would keep. */
  latest: () => NotesDoc;
  /** Changes the notes and saves them; true when they were kept. */
  save: (changes: Change[], message?: string) => boolean;
  /** Reads the stored notes again (after an import or "Delete everything"). */
  reload: () => void;
  /** Forgets the notes on screen (after they were removed from storage). */
  clear: () => void;
  /** The last save's outcome when it was not kept; "saved" otherwise. */
  outcome: SaveOutcome;
  /** Values of this tool that could not be read, kept aside, by key. */
  unreadable: Record<string, string>;
  status: string;
  announce: (message: string) => void;
  /** The words shown after an action: undefined until loaded, null when they could not be. */
  later: LaterWords | null | undefined;
  /** Says one of the words shown after an action, once they are there (shared.notLoaded if never). */
  announceLater: (message: (words: LaterWords) => string) => void;
};

export function useNotes(tool: ToolId, shared: IslandShared): ToolNotes {
  const [doc, setDoc] = useState<NotesDoc | null>(null);
  const [outcome, setOutcome] = useState<SaveOutcome>("saved");
  const [unreadable, setUnreadable] = useState<Record<string, string>>({});
  const [status, announce] = useStatus();
  const [later, setLater] = useState<LaterWords | null>();
  // As the tool starts: the words are there before a parent acts, whatever the action.
  useEffect(() => {
    loadLaterWords(shared.laterWords).then(setLater, () => setLater(null));
  }, [shared.laterWords]);
  const announceLater = useCallback(
    (message: (words: LaterWords) => string) => {
      loadLaterWords(shared.laterWords).then(
        (words) => announce(message(words)),
        () => announce(shared.notLoaded),
      );
    },
    [shared, announce],
  );
  // The latest notes, for changes made before React has rendered the previous one.
  const current = useRef<NotesDoc>({});
  const show = useCallback((next: NotesDoc) => {
    current.current = next;
    setDoc(next);
  }, []);

  const reload = useCallback(() => {
    show(readNotes(tool));
    setUnreadable(unreadableNotes(tool));
  }, [tool, show]);

  useEffect(() => {
    // As a transition, like the hydration before it: the tool drawn again with the notes (the
    // page's whole form, on a checklist's age page) yields to the browser every few milliseconds
    // instead of holding a slow phone's main thread for one long task.
    startTransition(reload);
    return watchNotes(tool, (deleted) => {
      // Another tab deleted the notes: forget them here too. Otherwise keep this tab's unsaved
      // changes and add what the other tab saved.
      show(deleted ? {} : mergeNotes(current.current, readNotes(tool)));
      setUnreadable(unreadableNotes(tool));
    });
  }, [tool, reload, show]);

  const change = (changes: Change[]) => {
    const next = applyChanges(current.current, changes);
    show(next);
    return next;
  };

  const latest = () => mergeNotes(readNotes(tool), current.current);

  const save = (changes: Change[], message = shared.saved) => {
    const result = saveNotes(tool, applyChanges(current.current, changes));
    show(result.doc);
    setOutcome(result.outcome);
    setUnreadable(unreadableNotes(tool));
    if (result.outcome === "saved") announce(message);
    else if (result.outcome === "off") announceLater((words) => words.notSaved);
    return result.outcome === "saved";
  };

  const clear = () => {
    show({});
    setOutcome("saved");
  };

  return {
    ...{ doc, change, latest, save, reload, clear, outcome, unreadable },
    ...{ status, announce, later, announceLater },
  };
}
