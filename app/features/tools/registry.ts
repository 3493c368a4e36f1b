// The Resources tools, in the order the sitemap lists them. Each is a folder,
// app/features/tools/<id>/, holding its tool.ts (how its words are read and checked: see
// define-tool.ts), page.server.ts (what its island is given, and its page's heading), view.tsx (the
// component its page renders), island.tsx (its browser entry), its schema and its notes' format,
// and styles.css if it has styles of its own (it imports app/styles/tools.css, the shared ones).
// Adding a tool is its folder, its words in content/tools/, and one line below (and its import).
import type { ToolDefinition } from "./define-tool";
import { tool as milestones } from "./milestones/tool";
import { tool as diary } from "./diary/tool";
import { tool as reflection } from "./reflection/tool";

export const TOOLS = [milestones, diary, reflection] as const;

export type Tool = (typeof TOOLS)[number];
export type ToolId = Tool["id"];
/** The words of every tool, by id, as the content loader returns them. */
export type ToolWords = {
  [T in Tool as T["id"]]: T extends ToolDefinition<string, infer Words> ? Words : never;
};

export const TOOL_IDS = TOOLS.map((tool) => tool.id) as [ToolId, ...ToolId[]];

export const isToolId = (id: string): id is ToolId => (TOOL_IDS as string[]).includes(id);

/** A tool's browser entry, relative to the project root (the islands build starts there). */
export const islandEntryOf = (id: ToolId) => `app/features/tools/${id}/island.tsx`;
