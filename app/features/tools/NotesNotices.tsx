// What a parent must know about their notes, kept on screen until it is no longer true: the
// browser has no room to save the latest change (it is still on screen, and in a download), or
// notes saved earlier could not be read and are kept aside (with a way to download them as they are).
import type { IslandShared } from "~/features/tools/schemas";
import { localDate, notesFile, offerDownload, type ShownNotes } from "./storage";

export function NotesNotices({
  shared,
  full,
  unreadable,
  notes,
}: {
  shared: IslandShared;
  /** The last save found no room. */
  full: boolean;
  /** Values that could not be read, by key. */
  unreadable: Record<string, string>;
  notes: ShownNotes;
}) {
  const damaged = Object.keys(unreadable).length > 0;
  return (
    <>
      {full && (
        <div className="tool-notice" role="alert">
          <p>{shared.storageFull}</p>
          <p>
            <DownloadCopy shared={shared} notes={notes} />
          </p>
        </div>
      )}
      {damaged && (
        <div className="tool-notice">
          <p>{shared.unreadable.text}</p>
          <p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() =>
                offerDownload(
                  `${shared.unreadable.fileName}-${localDate()}.json`,
                  `${JSON.stringify(unreadable, null, 2)}\n`,
                  "application/json",
                )
              }
            >
              {shared.unreadable.download}
            </button>
          </p>
        </div>
      )}
    </>
  );
}

/** "Download a copy": every tool's notes, with what is on screen but not saved. */
export function DownloadCopy({ shared, notes }: { shared: IslandShared; notes: ShownNotes }) {
  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={() =>
        offerDownload(
          `${shared.keepCopy.fileName}-${localDate()}.json`,
          `${JSON.stringify(notesFile(notes), null, 2)}\n`,
          "application/json",
        )
      }
    >
      {shared.keepCopy.download}
    </button>
  );
}
