// <Callout title="…">: a box that sets a few sentences apart (a tip, a reminder, a safety note),
// as a div with role="note". Block only: it stands on lines of its own.
import type { Component } from "./component";
import { attributeOf, element, textNode } from "./component";

export const calloutComponent: Component = {
  attributes: { title: { required: false, example: "Remember" } },
  children: true,
  example: '<Callout title="Remember">\n\nEvery child grows at their own pace.\n\n</Callout>',
  html: {
    div: [
      ["className", "callout"],
      ["role", "note"],
    ],
    p: [["className", "callout-title"]],
  },

  check(node, { report }) {
    if (node.type === "mdxJsxTextElement") {
      report(
        "<Callout> must stand on a line of its own: write <Callout>, an empty line, the text, an empty line, and </Callout>.",
      );
      return false;
    }
    return true;
  },

  render(node, { state }) {
    const title = attributeOf(node, "title");
    const heading = title
      ? [element("p", { className: ["callout-title"] }, [element("strong", {}, [textNode(title)])])]
      : [];
    return element(
      "div",
      { className: ["callout"], role: "note" },
      state.wrap([...heading, ...state.all(node)], true),
    );
  },
};
