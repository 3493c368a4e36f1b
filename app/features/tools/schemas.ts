// The words every Resources tool shares (content/tools/shared.yaml), and the parts the tools' own
// schemas are made of. Each choice a parent makes is stored by its id, so ids must stay the same
// when the words are reworded or translated. How a tool's island gets the shared words:
// ui/island-words.ts.
import { z } from "zod";
import { slugId, template, text, uniqueIds } from "../../content/schema-fields";

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
