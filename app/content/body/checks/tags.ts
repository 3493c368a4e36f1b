// A tag in an .mdx body: only the site's components, each with literal attributes it takes; then
// the component's own check (article-components/).
import type { MdxJsxAttribute } from "mdast-util-mdx-jsx";
import { didYouMean } from "../../suggest";
import { COMPONENTS, isComponent, type ComponentNode } from "../article-components";
import { CURLY_BRACKETS, unknownTagMessage } from "../parse";
import type { CheckContext } from "./context";

/** What is wrong with an attribute's value, if anything. */
function valueProblem(
  name: string,
  attribute: MdxJsxAttribute,
  whenEmpty = "Write its text between the quotes.",
): string | undefined {
  const { value } = attribute;
  const of = `the attribute ${attribute.name} of <${name}>`;
  if (value === null || value === undefined) {
    return `${of} has no value. Write ${attribute.name}="…".`;
  }
  if (typeof value !== "string") {
    return `${of} uses curly brackets. Write its value in double quotes: ${attribute.name}="…".`;
  }
  if (value.trim() === "") return `${of} is empty. ${whenEmpty}`;
  return undefined;
}

/** A component's tag; returns whether the check goes on into what it holds. */
export function checkTag(context: CheckContext, node: ComponentNode): boolean {
  const { report } = context;
  const name = node.name;
  if (name === null) {
    report(node, `found "<>": empty tags are not allowed. Delete them.`);
    return false;
  }
  if (!isComponent(name)) {
    report(node, unknownTagMessage(name, context.options.syntax));
    return false;
  }
  const component = COMPONENTS[name];
  const allowed = Object.keys(component.attributes);
  const takes = allowed.map((attribute) => `${attribute}="…"`).join(", ");
  const given = new Set<string>();
  for (const attribute of node.attributes) {
    if (attribute.type === "mdxJsxExpressionAttribute") {
      report(node, `found "{" in the tag <${name}>: ${CURLY_BRACKETS}`);
      continue;
    }
    given.add(attribute.name);
    const problem = allowed.includes(attribute.name)
      ? valueProblem(name, attribute, component.attributes[attribute.name].whenEmpty)
      : `<${name}> has no attribute "${attribute.name}". It takes ${takes}.` +
        didYouMean(attribute.name, allowed);
    if (problem) report(node, problem);
  }
  for (const [attribute, { required, example }] of Object.entries(component.attributes)) {
    if (required && !given.has(attribute)) {
      report(
        node,
        `<${name}> needs ${attribute}="…", for example <${name} ${attribute}="${example}" />.`,
      );
    }
  }
  return component.check(node, {
    helplines: context.options.helplines,
    report: (message) => report(node, message),
  });
}
