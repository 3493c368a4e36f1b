// Every heading gets an address, so "#when-to-seek-help" can link to it: its words in lowercase,
// joined by dashes; a second heading with the same words gets "-1", as on GitHub.
import type { Heading, Nodes, Root } from "mdast";
import { toString } from "mdast-util-to-string";

export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .trim()
    .replace(/\s+/g, "-");
}

/** Each heading's id, in the order of the text. */
export function headingIds(tree: Root): Map<Heading, string> {
  const ids = new Map<Heading, string>();
  const seen = new Map<string, number>();
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === "heading") {
      const slug = slugOf(toString(node));
      const times = seen.get(slug) ?? 0;
      seen.set(slug, times + 1);
      ids.set(node, times === 0 ? slug : `${slug}-${times}`);
    } else if ("children" in node) {
      for (let index = node.children.length - 1; index >= 0; index--)
        stack.push(node.children[index] as Nodes);
    }
  }
  return ids;
}
