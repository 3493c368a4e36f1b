// Importing a downloaded copy (storage.ts makes it): read it, count what adding it to the notes
// here or replacing them with it would change, and then do what the parent chose. Only "Import a
// copy" needs this, once a file was chosen, so it is loaded then (ui/ImportCopy.tsx), not with the
// page.
import type { ToolId } from "../registry";
import {
  compareNotes,
  mergeNotes,
  replaceNotes,
  type NotesDifference,
  type NotesDoc,
} from "./notes-merge";
import {
  FILE_KIND,
  FILE_VERSION,
  parseStored,
  readNotes,
  saveNotes,
  type NotesFile,
  type SaveOutcome,
} from "./storage";

/** A tool's key in a downloaded copy: sahaj.<tool>.v<version>. */
const FILE_KEY = /^sahaj\.([a-z][a-z0-9-]*)\.v(\d+)$/;

/** A copy chosen for import: its notes by tool, and what adding or replacing would change. */
export type ImportPlan = {
  /** The site's tools: an import adds to or replaces the notes of each. */
  tools: ToolId[];
  /** When the copy was made (ISO 8601). */
  saved: string;
  notes: Partial<Record<ToolId, NotesDoc>>;
  add: NotesDifference;
  replace: NotesDifference;
};

/**
 * Reads a downloaded copy and counts what it would change to the notes of `tools` (the site's);
 * undefined when it is not such a copy, or holds notes of a tool the site does not have.
 */
export function planImport(text: string, tools: ToolId[]): ImportPlan | undefined {
  const file = parseNotesFile(text);
  if (!file) return undefined;
  const isSiteTool = (id: string): id is ToolId => (tools as string[]).includes(id);
  const notes: ImportPlan["notes"] = {};
  for (const [key, value] of Object.entries(file.notes)) {
    const [, tool = "", version] = FILE_KEY.exec(key) ?? [];
    if (!isSiteTool(tool)) return undefined;
    const doc = parseStored(tool, JSON.stringify(value), Number(version));
    if (!doc) return undefined;
    notes[tool] = mergeNotes(notes[tool] ?? {}, doc);
  }
  const add = { added: 0, changed: 0, removed: 0 };
  const replace = { ...add };
  for (const tool of tools) {
    const here = readNotes(tool);
    const theirs = notes[tool] ?? {};
    addUp(add, compareNotes(here, mergeNotes(here, theirs)));
    addUp(replace, compareNotes(here, replaceNotes(here, theirs)));
  }
  return { tools, saved: file.saved, notes, add, replace };
}

function addUp(total: NotesDifference, more: NotesDifference) {
  total.added += more.added;
  total.changed += more.changed;
  total.removed += more.removed;
}

/** Adds a copy's notes to the ones here, or replaces them with it (every tool's). */
export function runImport(plan: ImportPlan, how: "add" | "replace"): SaveOutcome {
  for (const tool of plan.tools) {
    const here = readNotes(tool);
    const theirs = plan.notes[tool] ?? {};
    const next = how === "add" ? mergeNotes(here, theirs) : replaceNotes(here, theirs);
    if (JSON.stringify(next) === JSON.stringify(here)) continue;
    const { outcome } = saveNotes(tool, next);
    if (outcome !== "saved") return outcome;
  }
  return "saved";
}

function parseNotesFile(text: string): NotesFile | undefined {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof file !== "object" || file === null) return undefined;
  const { kind, version, saved, notes } = file as Partial<NotesFile>;
  const isCopy =
    kind === FILE_KIND &&
    version === FILE_VERSION &&
    typeof saved === "string" &&
    typeof notes === "object" &&
    notes !== null;
  return isCopy ? (file as NotesFile) : undefined;
}
