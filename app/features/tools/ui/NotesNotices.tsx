// What a parent must know about their notes, kept on screen until it is no longer true: the
// browser has no room to save the latest change (it is still on screen, and in a download), or
// notes saved earlier could not be read and are kept aside (with a way to download them as they are).
// Their words load as the tool starts (later-words.ts); should they never come, the notice says
// that a part of the tool could not load, and keeps its download.
import type { IslandShared, LaterWords } from "./island-words";
import { DownloadButton, jsonFile } from "./DownloadButton";
import { notesFile, type ShownNotes } from "../notes/storage";

export function NotesNotices({
  shared,
  full,
  unreadable,
  notes,
  later,
}: {
  shared: IslandShared;
  /** The words shown after an action: undefined while they load, null when they could not. */
  later: LaterWords | null | undefined;
  /** The last save found no room. */
  full: boolean;
  /** Values that could not be read, by key. */
  unreadable: Record<string, string>;
  notes: ShownNotes;
}) {
  const damaged = Object.keys(unreadable).length > 0;
  if (later === undefined) return null;
  const unreadableWords = later?.unreadable ?? {
    text: shared.notLoaded,
    download: shared.keepCopy.download,
    fileName: shared.keepCopy.fileName,
  };
  return (
    <>
      {full && (
        <div className="tool-notice" role="alert">
          <p>{later?.storageFull ?? shared.notLoaded}</p>
          <p>
            <DownloadCopy shared={shared} notes={notes} />
          </p>
        </div>
      )}
      {damaged && (
        <div className="tool-notice">
          <p>{unreadableWords.text}</p>
          <p>
            <DownloadButton
              label={unreadableWords.download}
              fileName={unreadableWords.fileName}
              format="json"
              contents={() => jsonFile(unreadable)}
            />
          </p>
        </div>
      )}
    </>
  );
}

/** "Download a copy": every tool's notes, with what is on screen but not saved. */
export function DownloadCopy({ shared, notes }: { shared: IslandShared; notes: ShownNotes }) {
  return (
    <DownloadButton
      label={shared.keepCopy.download}
      fileName={shared.keepCopy.fileName}
      format="json"
      contents={() => jsonFile(notesFile(shared.tools, notes))}
    />
  );
}
