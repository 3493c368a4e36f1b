// What a Resources tool's page is made of, on the server: what its island is given and the words
// at the top of the page. Each tool's folder has one (page.server.ts), beside the component it
// renders (view.tsx); the tool route finds both by the tool's id.
import type { ComponentType } from "react";
import type { ContentInLanguage } from "~/content/content.server";
import { paths } from "~/lib/paths";
import { notFound } from "~/lib/responses";
import type { ToolId } from "./registry";
import type { IslandShared } from "./ui/island-words";

export type ToolPageHeader = {
  title: string;
  description: string;
  heading: string;
  intro: string;
  /**
   * The page's address in the first language: paths.tool(id), or one of the tool's other pages
   * (the language switch and hreflang find it in each language from there).
   */
  path: string;
};

/** The page's language: its content (site, addresses, articles) and the tools' shared words in it. */
export type ToolLanguage = { local: ContentInLanguage; shared: IslandShared };

export type ToolPage<Words, Props> = {
  /**
   * What its island is given, in the page's language. `part` is what the address has after the
   * tool's own (the checklist's "9-months"); a tool with one page answers 404 for any (notFound).
   */
  props: (words: Words, part: string | undefined, language: ToolLanguage) => Props;
  header: (words: Words, props: Props, language: ToolLanguage) => ToolPageHeader;
  /**
   * Its words that some of its pages show only after an action (and so leave out of their
   * props): in the language's later file (ui/later-words.ts), which its island loads as it starts.
   */
  later?: (words: Words) => unknown;
};

/** The component a tool's page renders and its island hydrates (view.tsx exports it as View). */
export type ToolView<Props> = ComponentType<Props>;

export const definePage = <Words, Props>(page: ToolPage<Words, Props>) => page;

/**
 * What a tool page may connect to: nothing. The tool pages say it in their HTML, so the browser
 * enforces it on any host; the site's headers leave it out (see server/headers.js). The one
 * worker it may start is the site's own: the tool pages' service worker (registering it is
 * governed by worker-src, not connect-src; the worker's own requests follow the worker file's
 * headers, which allow only the site itself).
 */
export const TOOL_PAGE_POLICY = "connect-src 'none'; worker-src 'self'";

/** The header of a tool's first page: its words' own (its title is its heading), and paths.tool(id). */
export function headerOf(
  id: ToolId,
  { title, description, intro }: Omit<ToolPageHeader, "path" | "heading">,
): ToolPageHeader {
  return {
    title,
    description,
    heading: title,
    intro,
    path: paths.tool(id),
  };
}

/** A tool with one page has nothing after its address. */
export function onePage(part: string | undefined): void {
  if (part !== undefined) throw notFound();
}
