// The tool route's side of the registry: each tool's page.server.ts, found in its folder by the
// tool's id, given that tool's words in the page's language.
import { localContent, type ContentInLanguage } from "~/content/content.server";
import { notFound } from "~/lib/responses";
import type { ToolPage, ToolPageHeader } from "./define-page";
import { islandShared } from "./ui/island-words";
import { TOOL_IDS, type ToolId } from "./registry";

type AnyToolPage = ToolPage<never, never> & {
  props: (words: never, part: string | undefined, language: never) => unknown;
};

const modules = import.meta.glob<{ page: AnyToolPage }>("./*/page.server.ts", { eager: true });
const pages = new Map(
  TOOL_IDS.map((id) => {
    const found = modules[`./${id}/page.server.ts`];
    if (!found) throw new Error(`The tool "${id}" has no app/features/tools/${id}/page.server.ts.`);
    return [id, found.page] as const;
  }),
);

/**
 * What a tool's page shows in a language: its island's props and the words at its top (with its
 * address). 404 when the language has not translated the tool.
 */
export function toolPage(
  local: ContentInLanguage,
  id: ToolId,
  part: string | undefined,
): { id: ToolId; props: unknown; header: ToolPageHeader } {
  const page = pages.get(id)!;
  // The registry pairs a tool's words with its page by id, as the content loader read them.
  const words = local.tools?.words[id] as never;
  if (!words) throw notFound();
  const language = {
    local,
    shared: islandShared(local.tools!.shared, local.paths.toolsLaterWords(), TOOL_IDS),
  } as never;
  const props = page.props(words, part, language);
  return { id, props, header: page.header(words, props as never, language) };
}

/** Each tool's words that some of its pages show only after an action, in a language, by id. */
export function toolsLaterWords(local: ContentInLanguage): Partial<Record<ToolId, unknown>> {
  return Object.fromEntries(
    local.translatedTools.flatMap((id) => {
      const later = pages.get(id)!.later;
      // The registry pairs a tool's words with its page by id, as the content loader read them.
      const words = local.tools?.words[id] as never;
      return later && words ? [[id, later(words)]] : [];
    }),
  );
}

/**
 * A tool's name in a language: its first page's title and heading, and its card's name on
 * Resources. `lang` when the language has not translated the tool and the name is the English.
 */
export function toolTitle(local: ContentInLanguage, id: ToolId): { title: string; lang?: string } {
  if (local.translatedTools.includes(id))
    return { title: toolPage(local, id, undefined).header.title };
  const english = localContent({});
  return { title: toolPage(english, id, undefined).header.title, lang: english.language.locale };
}
