// Where the tools keep a parent's notes: this browser's localStorage, and nowhere else. Nothing
// here sends anything (the tool pages forbid it: connect-src 'none'). Every key starts with
// "sahaj.", so "Delete everything" finds them all; a download is every tool's notes in one JSON
// file, and importing it (import-plan.ts) adds them to the notes here or replaces them.
//
// Nothing is lost: every save reads what is stored now and merges it with this tab's notes value by
// value (notes-merge.ts), so two tabs never write over each other; a stored value that cannot be
// read is moved aside to a key of its own, never deleted; a full storage is said, not hidden.
import type { ToolId } from "../registry";
import { STORAGE_PREFIX, storageKey } from "./notes-keys";
import { asNotesDoc, mergeNotes, stampedAtZero, type NotesDoc } from "./notes-merge";
import { fromFirstVersion } from "./old-notes";

/** The shape of the notes: values by id, each with the time it was set (notes-merge.ts). */
const NOTES_VERSION = 2;
const keyOf = (tool: ToolId) => storageKey(tool, NOTES_VERSION);
/** Notes of the first version (plain values), read and merged until the first save. */
const firstKeyOf = (tool: ToolId) => storageKey(tool, 1);
/** A stored value that could not be read, kept as it was: sahaj.<tool>.unreadable.<time>. */
const unreadablePrefix = (tool: ToolId) => `${STORAGE_PREFIX}${tool}.unreadable.`;

/** What a downloaded copy says it is, so an import can tell it from any other JSON file. */
export const FILE_KIND = "sahaj-tools";
export const FILE_VERSION = 1;
/**
 * The largest file an import reads: more than a browser keeps for a site (about 5 MB), so every
 * copy the tools made fits, and a wrong file (a photo, a video) is refused before it is read.
 */
export const MAX_IMPORT_MEGABYTES = 5;

export type NotesFile = {
  kind: typeof FILE_KIND;
  version: typeof FILE_VERSION;
  /** When the copy was made (ISO 8601). */
  saved: string;
  notes: Record<string, unknown>;
};

/** What became of a save: kept, refused because the storage is full, or storage switched off. */
export type SaveOutcome = "saved" | "full" | "off";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage switched off (some private modes): the tools still work, but keep nothing.
    return undefined;
  }
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED");

type Stored = {
  doc: NotesDoc;
  /** A value could not be read and could not be moved aside either: saving would write over it. */
  stuck: boolean;
};

/** A stored text as notes of the given version, or undefined when it cannot be read as such. */
export function parseStored(tool: ToolId, text: string, version: number): NotesDoc | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (version === NOTES_VERSION) return asNotesDoc(value);
  const old = version === 1 ? fromFirstVersion(tool, value) : undefined;
  return old && asNotesDoc(stampedAtZero(old));
}

/** A tool's stored notes (both versions merged); an unreadable value is moved aside first. */
function readStored(store: Storage, tool: ToolId): Stored {
  let doc: NotesDoc = {};
  let stuck = false;
  for (const [key, version] of [
    [keyOf(tool), NOTES_VERSION],
    [firstKeyOf(tool), 1],
  ] as const) {
    const text = store.getItem(key);
    if (text === null) continue;
    const notes = parseStored(tool, text, version);
    if (notes) doc = mergeNotes(doc, notes);
    else if (!setAside(store, tool, key, text)) stuck = true;
  }
  return { doc, stuck };
}

/** Moves a value out of the tool's way, unchanged; false when the storage has no room for it. */
function setAside(store: Storage, tool: ToolId, key: string, text: string): boolean {
  try {
    store.setItem(`${unreadablePrefix(tool)}${Date.now()}`, text);
  } catch {
    return false;
  }
  store.removeItem(key);
  return true;
}

/** A tool's notes as they are stored now (empty when there are none, or storage is off). */
export function readNotes(tool: ToolId): NotesDoc {
  const store = storage();
  return store ? readStored(store, tool).doc : {};
}

/**
 * Saves this tab's notes merged with what is stored now, and returns the merged notes (what the
 * tab shows next). On a full storage the merged notes are returned unsaved, so nothing on screen
 * is lost and the next save tries again.
 */
export function saveNotes(tool: ToolId, notes: NotesDoc): { doc: NotesDoc; outcome: SaveOutcome } {
  const store = storage();
  if (!store) return { doc: notes, outcome: "off" };
  const stored = readStored(store, tool);
  const doc = mergeNotes(stored.doc, notes);
  if (stored.stuck) return { doc, outcome: "full" };
  try {
    store.setItem(keyOf(tool), JSON.stringify(doc));
  } catch (error) {
    return { doc, outcome: isQuotaError(error) ? "full" : "off" };
  }
  store.removeItem(firstKeyOf(tool));
  // Asks the browser not to clear the notes under storage pressure (a no-op where unsupported).
  void navigator.storage?.persist?.().catch(() => false);
  return { doc, outcome: "saved" };
}

/** Removes a tool's notes (the reflection's "Clear my answers"). */
export function forgetNotes(tool: ToolId): void {
  const store = storage();
  store?.removeItem(keyOf(tool));
  store?.removeItem(firstKeyOf(tool));
}

/**
 * Calls back when another tab changed this tool's notes: `deleted` when they were removed there
 * ("Delete everything", "Clear my answers"), so this tab forgets them too instead of keeping them.
 */
export function watchNotes(tool: ToolId, onChange: (deleted: boolean) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null) onChange(true);
    else if (event.key === keyOf(tool)) onChange(event.newValue === null);
    else if (event.key.startsWith(unreadablePrefix(tool))) onChange(false);
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}

/** The values of a tool that could not be read and were kept aside, by key. */
export function unreadableNotes(tool: ToolId): Record<string, string> {
  const store = storage();
  const kept: Record<string, string> = {};
  for (const key of store ? siteKeys(store) : [])
    if (key.startsWith(unreadablePrefix(tool))) kept[key] = store!.getItem(key) ?? "";
  return kept;
}

/** Every key of the site's tools in this browser. */
function siteKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Removes every key the tools wrote, of every tool and every version, unreadable ones too. */
export function deleteEverything(): void {
  const store = storage();
  if (!store) return;
  for (const key of siteKeys(store)) store.removeItem(key);
}

/** A tool's notes on screen, which may hold changes the browser had no room to save. */
export type ShownNotes = { tool: ToolId; doc: NotesDoc | null };

/**
 * Every tool's notes (`tools`: the site's tools), as one file to download, with what is on screen
 * but not saved.
 */
export function notesFile(tools: ToolId[], shown?: ShownNotes, now = new Date()): NotesFile {
  const notes: Record<string, unknown> = {};
  for (const tool of tools) {
    const stored = readNotes(tool);
    const doc = shown?.tool === tool && shown.doc ? mergeNotes(stored, shown.doc) : stored;
    if (Object.keys(doc).length > 0) notes[keyOf(tool)] = doc;
  }
  return { kind: FILE_KIND, version: FILE_VERSION, saved: now.toISOString(), notes };
}
