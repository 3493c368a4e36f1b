// Where in the browser's storage the tools keep a parent's notes. Apart from the registry, so the
// tools' browser code carries these two names and none of the registry's schemas.
import type { ToolId } from "../registry";

/** Every key the tools write starts with this, so "Delete everything" can find them all. */
export const STORAGE_PREFIX = "sahaj.";

/**
 * The localStorage key of a tool's notes, e.g. "sahaj.diary.v1". The version changes only when the
 * stored shape does; the notes hold ids, not words, so they survive a reworded or translated item.
 */
export const storageKey = (tool: ToolId, version = 1) => `${STORAGE_PREFIX}${tool}.v${version}`;
