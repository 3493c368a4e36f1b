// The words every Resources tool shares (content/tools/shared.yaml), and the parts the tools' own
// schemas are made of. Each choice a parent makes is stored by its id, so ids must stay the same
// when the words are reworded or translated.
import { z } from "zod";
import { slugId, template, text, uniqueIds } from "../../content/schema-fields";
import type { ToolId } from "./registry";

/** A tool's page: its title is its name everywhere (the page's heading, its tab, its card on Resources). */
export const toolPageFields = { title: text, description: text, intro: text };

/** A list of choices with stable ids: what the parent picks is stored as the id. */
export const choices = (min = 2) =>
  z
    .array(z.strictObject({ id: slugId, label: text }))
    .min(min)
    .superRefine(uniqueIds("choice in this list"));

export const question = z.strictObject({ legend: text, hint: text.optional(), options: choices() });
export const field = z.strictObject({ label: text, hint: text.optional() });

/** Words every tool shares: the privacy paragraph, keeping a copy, deleting, the printed foot. */
export const toolsSharedSchema = z.strictObject({
  privacy: z.strictObject({ heading: text, text, linkText: text }),
  /** Shown until the tool's script has started (and always with JavaScript off). */
  noScript: text,
  saved: text,
  /** When the browser will not keep notes (storage full or switched off). */
  notSaved: text,
  /**
   * When a part of a tool that loads only once it is needed (the import's question, the words
   * shown after an action) cannot arrive: offline before the tools were kept, a broken connection.
   */
  notLoaded: text,
  /** While the browser has no room for the notes (QuotaExceededError). */
  storageFull: text,
  /** Notes that could not be read, kept aside. */
  unreadable: z.strictObject({ text, download: text, fileName: slugId }),
  keepCopy: z.strictObject({
    heading: text,
    print: text,
    download: text,
    import: text,
    imported: text,
    importFailed: text,
    importTooLarge: template("size"),
    importQuestion: template("date"),
    importAddCounts: template("added", "changed"),
    importReplaceCounts: template("added", "changed", "removed"),
    importAdd: text,
    importReplace: text,
    importCancel: text,
    /** The downloaded file's name, before the date: "sahaj-notes" → sahaj-notes-2026-11-25.json. */
    fileName: slugId,
  }),
  deleteEverything: z.strictObject({
    button: text,
    question: text,
    confirm: text,
    cancel: text,
    done: text,
  }),
  print: z.strictObject({
    /** At the foot of every printed summary. */
    disclaimer: text,
    notSent: text,
    printedOn: template("date"),
  }),
  bookConsultation: text,
});

export type ToolsShared = z.infer<typeof toolsSharedSchema>;

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
