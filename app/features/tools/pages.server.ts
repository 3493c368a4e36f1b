// The tool route's side of the registry: each tool's page.server.ts, found in its folder by the
// tool's id, given that tool's words.
import { tools } from "~/content/content.server";
import type { ToolPage, ToolPageHeader } from "./page";
import { TOOL_IDS, type ToolId } from "./registry";

type AnyToolPage = ToolPage<never, never> & {
  props: (words: never, part: string | undefined) => unknown;
};

const modules = import.meta.glob<{ page: AnyToolPage }>("./*/page.server.ts", { eager: true });
const pages = new Map(
  TOOL_IDS.map((id) => {
    const found = modules[`./${id}/page.server.ts`];
    if (!found) throw new Error(`The tool "${id}" has no app/features/tools/${id}/page.server.ts.`);
    return [id, found.page] as const;
  }),
);

/** What a tool's page shows: its island's props and the words at its top (with its address). */
export function toolPage(
  id: ToolId,
  part: string | undefined,
): { id: ToolId; props: unknown; header: ToolPageHeader } {
  const page = pages.get(id)!;
  // The registry pairs a tool's words with its page by id, as the content loader read them.
  const words = tools.words[id] as never;
  const props = page.props(words, part);
  return { id, props, header: page.header(words, props as never) };
}

/** A tool's name: its first page's title and heading, and its card's name on Resources. */
export const toolTitle = (id: ToolId): string => toolPage(id, undefined).header.title;
