// Walks a body's syntax tree and refuses everything that is not the site's Markdown subset or one
// of its components: this is the first wall, and it runs before anything is rendered. What each
// kind of node may be is in checks/nodes.ts; every other one gets a message with its line and
// column.
import type { Nodes, Root } from "mdast";
import { SKIP, visit } from "unist-util-visit";
import type { Located } from "../problems";
import { createContext, type CheckContext, type CheckOptions } from "./checks/context";
import { checkFragmentLinks } from "./checks/links";
import { nodeCheck } from "./checks/nodes";
import type { BodySource } from "./source";

export type { CheckOptions } from "./checks/context";
export { LINK_RULE } from "./checks/links";

/** Callouts in callouts in lists in quotes…: deeper than this is a mistake, not writing. */
export const MAX_DEPTH = 24;

/** Every node in the order of the text; nothing below MAX_DEPTH is entered. */
function walk(tree: Root, context: CheckContext) {
  const checkNode = nodeCheck(context);
  // Not entering deeper nodes also keeps a body of thousands of nested callouts from
  // overflowing the stack.
  const depths = new Map<Nodes, number>();
  visit(tree, (node: Nodes, _index, parent?: Nodes) => {
    const depth = parent ? depths.get(parent)! + 1 : 0;
    if (depth > MAX_DEPTH) {
      context.report(
        node,
        `the text is nested too deeply here (quotes, lists or callouts inside each other more than ${MAX_DEPTH} times). Take some of it out of the nesting.`,
      );
      return SKIP;
    }
    if (!checkNode(node)) return SKIP;
    depths.set(node, depth);
  });
}

/** The problems of a Markdown body's syntax tree, each where it is in the source. */
export function checkBodyTree(tree: Root, source: BodySource, options: CheckOptions): Located[] {
  const context = createContext(source, options);
  walk(tree, context);
  checkFragmentLinks(context);
  // Problems in the order of the file, as a counsellor reads it.
  return context.problems.sort(
    (a, b) => a.point!.line - b.point!.line || a.point!.column - b.point!.column,
  );
}
