// Where the tools keep a parent's notes: this browser's localStorage, and nowhere else. Nothing
// here sends anything (the tool pages forbid it: connect-src 'none'). Every key starts with
// "sahaj.", so "Delete everything" finds them all; a download is every such key in one JSON file,
// and importing it writes them back.
import type { ToolId } from "~/features/tools/registry";
import { STORAGE_PREFIX, storageKey } from "~/features/tools/notes-keys";

/** A tool's stored key: sahaj.<tool>.v<version>. */
const KEY = /^sahaj\.[a-z][a-z0-9-]*\.v\d+$/;
/** What a downloaded copy says it is, so an import can tell it from any other JSON file. */
const FILE_KIND = "sahaj-tools";
const FILE_VERSION = 1;

export type NotesFile = {
  kind: typeof FILE_KIND;
  version: typeof FILE_VERSION;
  /** When the copy was made (ISO 8601). */
  saved: string;
  notes: Record<string, unknown>;
};

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage switched off (some private modes): the tools still work, but keep nothing.
    return undefined;
  }
}

/** A tool's notes as they were saved, or undefined when there are none or they are unreadable. */
export function readNotes(tool: ToolId): unknown {
  const text = storage()?.getItem(storageKey(tool));
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Saves a tool's notes; false when the browser would not keep them (full, or switched off). */
export function writeNotes(tool: ToolId, notes: unknown): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(storageKey(tool), JSON.stringify(notes));
  } catch {
    return false;
  }
  // Asks the browser not to clear the notes under storage pressure (a no-op where unsupported).
  void navigator.storage?.persist?.().catch(() => false);
  return true;
}

export function forgetNotes(tool: ToolId): void {
  storage()?.removeItem(storageKey(tool));
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

/** Removes every key the tools wrote, of every tool and every version. */
export function deleteEverything(): void {
  const store = storage();
  if (!store) return;
  for (const key of siteKeys(store)) store.removeItem(key);
}

/** Every tool's notes, as one file to download. */
export function notesFile(now = new Date()): NotesFile {
  const store = storage();
  const notes: Record<string, unknown> = {};
  for (const key of store ? siteKeys(store) : []) {
    try {
      notes[key] = JSON.parse(store!.getItem(key) ?? "null");
    } catch {
      // A key another version left unreadable is not worth failing the copy for.
    }
  }
  return { kind: FILE_KIND, version: FILE_VERSION, saved: now.toISOString(), notes };
}

/**
 * Writes back the notes of a downloaded copy; false (and nothing written) when the text is not
 * such a copy. Each tool checks its own notes again when it reads them.
 */
export function importNotesFile(text: string): boolean {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return false;
  }
  if (!isNotesFile(file)) return false;
  const store = storage();
  if (!store) return false;
  try {
    for (const [key, value] of Object.entries(file.notes))
      store.setItem(key, JSON.stringify(value));
  } catch {
    return false;
  }
  return true;
}

function isNotesFile(value: unknown): value is NotesFile {
  if (typeof value !== "object" || value === null) return false;
  const file = value as Partial<NotesFile>;
  return (
    file.kind === FILE_KIND &&
    file.version === FILE_VERSION &&
    typeof file.notes === "object" &&
    file.notes !== null &&
    Object.keys(file.notes).every((key) => KEY.test(key))
  );
}

/** Offers text as a file to save: the browser's own download, nothing sent anywhere. */
export function offerDownload(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Today as YYYY-MM-DD in the parent's own time zone, for file names and date fields. */
export function localDate(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
