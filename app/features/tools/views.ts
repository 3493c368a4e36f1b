// The tool route's side of the registry in the browser build: each tool's view.tsx (the component
// its page renders), found in its folder by the tool's id. It imports no value of the registry,
// so the route's browser code carries no tool's schema.
import type { ToolView } from "./page";
import type { ToolId } from "./registry";

type Props = Record<string, unknown>;

const modules = import.meta.glob<{ View: ToolView<Props> }>("./*/view.tsx", { eager: true });

/** The component a tool's page renders, given the props its page.server.ts made. */
export function viewOf(id: ToolId): ToolView<Props> {
  const found = modules[`./${id}/view.tsx`];
  if (!found) throw new Error(`The tool "${id}" has no app/features/tools/${id}/view.tsx.`);
  return found.View;
}
