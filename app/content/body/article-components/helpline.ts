// <Helpline name="…" />: a helpline of content/site.yaml as a tap-to-call link with its name and
// number, so no article types a number that could go out of date.
import { telHref } from "../../../lib/contact-links";
import { didYouMean } from "../../suggest";
import type { Component } from "./component";
import { attributeOf, element, textNode } from "./component";

export const helplineComponent: Component = {
  attributes: {
    name: {
      required: true,
      example: "tele-manas",
      whenEmpty:
        "Choose the helpline: its name is one of the helplines in content/site.yaml (in the editor, the " +
        " button offers each helpline by its name).",
    },
  },
  children: false,
  example: '<Helpline name="tele-manas" />',
  html: { a: [["className", "helpline-link"]] },

  check(node, { helplines, report }) {
    if (node.children.length > 0) {
      report(
        `<Helpline> holds no text. Write it with a slash before the ">": <Helpline name="…" />.`,
      );
    }
    const id = attributeOf(node, "name");
    const known = helplines?.map((line) => line.id);
    if (id !== undefined && id.trim() !== "" && known && !known.includes(id)) {
      report(
        `there is no helpline named "${id}" in content/site.yaml.` +
          (didYouMean(id, known) || ` The names are: ${known.join(", ")}.`),
      );
    }
    return false;
  },

  render(node, { helplines }) {
    const line = helplines.find((each) => each.id === attributeOf(node, "name"));
    if (!line) return undefined;
    const link = element("a", { href: telHref(line.number), className: ["helpline-link"] }, [
      textNode(`${line.name} `),
      element("strong", {}, [textNode(line.number)]),
    ]);
    return node.type === "mdxJsxTextElement" ? link : element("p", {}, [link]);
  },
};
