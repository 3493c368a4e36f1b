// The Resources tools: their ids (each has a page at paths.tool(id), its words in
// content/tools/<id>.yaml and an island) and where each keeps its notes in the browser.

export const TOOL_IDS = ["milestones", "diary", "reflection"] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export const isToolId = (id: string): id is ToolId => (TOOL_IDS as readonly string[]).includes(id);

/** Every key the tools write starts with this, so "Delete everything" can find them all. */
export const STORAGE_PREFIX = "sahaj.";

/**
 * The localStorage key of a tool's notes, e.g. "sahaj.diary.v1". The version changes only when the
 * stored shape does; the notes hold ids, not words, so they survive a reworded or translated item.
 */
export const storageKey = (tool: ToolId, version = 1) => `${STORAGE_PREFIX}${tool}.v${version}`;

/**
 * What a tool page may connect to: nothing. The tool pages say it in their HTML, so the browser
 * enforces it on any host; the site's headers leave it out (see server/headers.js).
 */
export const TOOL_PAGE_POLICY = "connect-src 'none'";
