// The Resources tools' words: content/tools/shared.yaml, and each tool's own, read and checked as
// its definition in the registry says. Choices are stored by id in the parent's browser, so the
// files' ids are part of what a parent has saved.
import type { ToolContext, ToolSource } from "./define";
import { TOOLS, type ToolWords } from "./registry";
import type { ToolFile } from "./define";
import { toolsSharedSchema, type ToolsShared } from "./schemas";

/** The words every tool shares, and their schema. */
export const TOOLS_SHARED_FILE = {
  file: "tools/shared.yaml",
  schema: toolsSharedSchema,
} satisfies ToolFile;

export type ToolsContent = { shared: ToolsShared; words: ToolWords };

type Read = { shared: ToolsShared | undefined; words: Partial<ToolWords> };

/** Every tool's words; a tool whose files have problems (in source.problems) has none. */
export function readTools(source: ToolSource): Read {
  const shared = source.readYaml(TOOLS_SHARED_FILE.file, toolsSharedSchema);
  const words: Partial<Record<string, unknown>> = {};
  for (const tool of TOOLS) words[tool.id] = tool.read(source);
  return { shared, words: words as Partial<ToolWords> };
}

/** The tools' words, when every file was read (the problems were reported otherwise). */
export function completeTools({ shared, words }: Read): ToolsContent | undefined {
  const complete = TOOLS.every((tool) => words[tool.id] !== undefined);
  return shared && complete ? { shared, words: words as ToolWords } : undefined;
}

/** What the tools' words name elsewhere (helplines, articles) that the content does not have. */
export function toolProblems({ words }: Read, context: ToolContext): string[] {
  return TOOLS.flatMap((tool) => {
    const read = words[tool.id];
    // Each tool's check takes its own words: the registry pairs them by id.
    return read === undefined ? [] : (tool.check?.(read as never, context) ?? []);
  });
}

/** A language's tools: the shared words, and each tool it has translated completely. */
export type LanguageTools = { shared: ToolsShared; words: Partial<ToolWords> };
