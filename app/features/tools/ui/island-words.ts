// The words every tool shares (ToolsShared, in ../schemas.ts), as a tool's island gets them: those
// its page carries (IslandShared), and those shown only after an action, in a file of their own
// (LaterWords). Not in schemas.ts: these name the registry's tool ids, and the schemas that each
// tool's own is made of stay below the registry.
import type { ToolId } from "../registry";
import type { ToolsShared } from "../schemas";

type KeepCopy = ToolsShared["keepCopy"];
type DeleteEverything = ToolsShared["deleteEverything"];

/** The "Keep a copy" words on the page: its heading, its buttons and the download's name. */
const KEEP_COPY_SHOWN = ["heading", "print", "download", "import", "fileName"] as const;
type KeepCopyShown = (typeof KEEP_COPY_SHOWN)[number];

/**
 * The shared words a tool shows only after a parent's action: the notices about the notes (no
 * room, not saved, unreadable), the import's question and answers, "Delete everything"'s. They
 * are not in the page: each language has them in a file of their own (paths.toolsLaterWords),
 * which a tool loads as it starts (ui/later-words.ts), so the first view of every tool page is
 * smaller.
 */
export type SharedLaterWords = Pick<ToolsShared, "notSaved" | "storageFull" | "unreadable"> & {
  keepCopy: Omit<KeepCopy, KeepCopyShown>;
  deleteEverything: Omit<DeleteEverything, "button">;
};

/** The later file: the shared words, and each tool's own that some of its pages show only later. */
export type LaterWords = SharedLaterWords & { tools: Partial<Record<ToolId, unknown>> };

/**
 * The shared words a tool's island is given: not the privacy paragraph, which its page shows,
 * nor the words shown after an action, and the address of the file that has those.
 */
export type IslandShared = Omit<
  ToolsShared,
  "privacy" | "notSaved" | "storageFull" | "unreadable" | "keepCopy" | "deleteEverything"
> & {
  keepCopy: Pick<KeepCopy, KeepCopyShown>;
  deleteEverything: Pick<DeleteEverything, "button">;
  /** Where the words shown after an action are (paths.toolsLaterWords in the page's language). */
  laterWords: string;
  /** Every tool of the site: a download holds the notes of each, an import reads them. */
  tools: ToolId[];
};

export function islandShared(
  {
    privacy: _shownByThePage,
    notSaved: _notSaved,
    storageFull: _storageFull,
    unreadable: _unreadable,
    keepCopy,
    deleteEverything,
    ...shared
  }: ToolsShared,
  laterWords: string,
  tools: readonly ToolId[],
): IslandShared {
  const keepCopyShown = Object.fromEntries(KEEP_COPY_SHOWN.map((key) => [key, keepCopy[key]]));
  return {
    ...shared,
    keepCopy: keepCopyShown as IslandShared["keepCopy"],
    deleteEverything: { button: deleteEverything.button },
    laterWords,
    tools: [...tools],
  };
}

/** The shared words shown only after an action (in the file at paths.toolsLaterWords). */
export function sharedLaterWords({
  notSaved,
  storageFull,
  unreadable,
  keepCopy,
  deleteEverything: { button: _shownOnThePage, ...deleteEverything },
}: ToolsShared): SharedLaterWords {
  const laterCopy = Object.fromEntries(
    Object.entries(keepCopy).filter(
      ([key]) => !(KEEP_COPY_SHOWN as readonly string[]).includes(key),
    ),
  );
  return {
    notSaved,
    storageFull,
    unreadable,
    keepCopy: laterCopy as SharedLaterWords["keepCopy"],
    deleteEverything,
  };
}
