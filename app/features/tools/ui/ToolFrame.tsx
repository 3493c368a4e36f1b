// What every tool has around its own questions: the note that the tool is getting ready (until its
// script has started), the status line ("Saved", ToolStatus.tsx), the notices about the
// notes (no room to save, notes that could not be read) and the "Keep a copy" actions.
import type { ReactNode } from "react";
import type { IslandShared } from "./island-words";
import type { ToolId } from "~/features/tools/registry";
import { NotesNotices } from "./NotesNotices";
import { ToolActions } from "./ToolActions";
import { ToolStatus } from "./ToolStatus";
import type { ToolNotes } from "./useNotes";

export function ToolFrame({
  tool,
  shared,
  notes,
  className = "",
  actions,
  children,
}: {
  tool: ToolId;
  shared: IslandShared;
  notes: ToolNotes;
  className?: string;
  /** More buttons beside "Download a copy" (the diary's CSV). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const ready = notes.doc !== null;
  const shown = { tool, doc: notes.doc };
  return (
    <div className={`tool ${className}`.trim()} id={toolElementId(tool)}>
      <ToolStatus message={notes.status} />
      <NotesNotices
        shared={shared}
        full={notes.outcome === "full"}
        unreadable={notes.unreadable}
        notes={shown}
        later={notes.later}
      />
      {children}
      {/* Below the questions, so that the first question is on a phone's first screen. */}
      {!ready && <p className="tool-noscript">{shared.noScript}</p>}
      <ToolActions
        shared={shared}
        ready={ready}
        notes={shown}
        announce={notes.announce}
        announceLater={notes.announceLater}
        onNotesChanged={notes.reload}
      >
        {actions}
      </ToolActions>
    </div>
  );
}

/** The element that holds a tool's questions (typedBeforeStart reads what was entered in it). */
export const toolElementId = (tool: ToolId) => `${tool}-tool`;
