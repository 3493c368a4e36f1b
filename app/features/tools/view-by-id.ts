// The tool route's side of the registry in the browser build: each tool's view.tsx (the component
// its page renders) and styles.css (if it has one), found in its folder by the tool's id. It
// imports no value of the registry, so the route's browser code carries no tool's schema.
import type { ToolView } from "./define-page";
import type { ToolId } from "./registry";
import sharedStylesheet from "~/styles/tools.css?url";

type Props = Record<string, unknown>;

const modules = import.meta.glob<{ View: ToolView<Props> }>("./*/view.tsx", { eager: true });

const stylesheets = import.meta.glob<string>("./*/styles.css", {
  query: "?url",
  import: "default",
  eager: true,
});

/**
 * The address of a tool's stylesheet: its folder's styles.css, which imports what every tool
 * shares (app/styles/tools.css), so each tool's pages load one file with no other tool's rules.
 * A tool with no styles of its own has the shared ones.
 */
export const stylesheetOf = (id: ToolId): string =>
  stylesheets[`./${id}/styles.css`] ?? sharedStylesheet;

/** The component a tool's page renders, given the props its page.server.ts made. */
export function viewOf(id: ToolId): ToolView<Props> {
  const found = modules[`./${id}/view.tsx`];
  if (!found) throw new Error(`The tool "${id}" has no app/features/tools/${id}/view.tsx.`);
  return found.View;
}
