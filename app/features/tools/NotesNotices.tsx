// What a parent must know about their notes, kept on screen until it is no longer true: the
// browser has no room to save the latest change (it is still on screen, and in a download), or
// notes saved earlier could not be read and are kept aside (with a way to download them as they are).
import type { IslandShared } from "~/features/tools/schemas";
import { DownloadButton, jsonFile } from "./DownloadButton";
import { notesFile, type ShownNotes } from "./storage";

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
            <DownloadButton
              label={shared.unreadable.download}
              fileName={shared.unreadable.fileName}
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
      contents={() => jsonFile(notesFile(notes))}
    />
  );
}
