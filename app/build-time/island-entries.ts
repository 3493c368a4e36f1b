// The islands: parts of a page that hydrate on their own, with only their own script. The build
// starts each one's script from its browser entry: the contact form's, and each tool's (from the
// tools' registry).
import { islandEntryOf, TOOL_IDS, type ToolId } from "../features/tools/registry";

/** The build's islands: the contact form, the search page's script, and each tool by its id. */
export type BuiltIsland = "contactForm" | "search" | ToolId;

/** Each island's browser entry, relative to the project root (the key of Vite's manifest). */
export const ISLAND_ENTRIES = {
  contactForm: "app/features/contact/island.tsx",
  search: "app/features/search/island.ts",
  ...Object.fromEntries(TOOL_IDS.map((id) => [id, islandEntryOf(id)])),
} as Record<BuiltIsland, string>;
