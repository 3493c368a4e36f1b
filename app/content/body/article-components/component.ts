// What a component of the site is: the tag an article may write, its attributes, what the check
// asks of it beyond them, and the plain HTML it becomes. Each component is one module beside this
// one; index.ts lists them, and the check and the renderer look them up there.
import type { Element } from "hast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { State } from "mdast-util-to-hast";
import type { Options as SanitizeSchema } from "rehype-sanitize";
import type { Helpline } from "../../schemas";

export type ComponentNode = MdxJsxFlowElement | MdxJsxTextElement;

export type ComponentAttribute = {
  required: boolean;
  example: string;
  /** What to do when it is empty, if more than "write its text" (a name chosen from a list). */
  whenEmpty?: string;
};

/** The attributes an element may keep after sanitizing: ["className", "callout"] is that value only. */
export type AllowedAttributes = NonNullable<SanitizeSchema["attributes"]>[string];

export type Component = {
  /** Its attributes, each a literal text in double quotes. */
  attributes: Record<string, ComponentAttribute>;
  /** Whether it holds text between an opening and a closing tag. */
  children: boolean;
  /** A complete example, as a counsellor writes it. */
  example: string;
  /** The elements and attributes its HTML adds to plain Markdown's, for the sanitizer. */
  html: Record<string, AllowedAttributes>;
  /**
   * What it needs beyond its attributes (which the check has already looked at); returns whether
   * the check goes on into the text it holds.
   */
  check(node: ComponentNode, context: ComponentCheckContext): boolean;
  /** Its HTML; undefined leaves it out. */
  render(node: ComponentNode, context: RenderContext): Element | undefined;
};

export type ComponentCheckContext = {
  /** The helplines of content/site.yaml; undefined when that file has its own problem. */
  helplines: Helpline[] | undefined;
  /** A problem at the component's tag. */
  report: (message: string) => void;
};

export type RenderContext = {
  /** remark-rehype's state: turns what the component holds into HTML. */
  state: State;
  helplines: Helpline[];
};

/** The literal text of an attribute, if it has one. */
export function attributeOf(node: ComponentNode, name: string): string | undefined {
  const attribute = node.attributes.find(
    (each) => each.type === "mdxJsxAttribute" && each.name === name,
  );
  return typeof attribute?.value === "string" ? attribute.value : undefined;
}

export const textNode = (value: string) => ({ type: "text" as const, value });

export function element(
  tagName: string,
  properties: Element["properties"],
  children: Element["children"],
): Element {
  return { type: "element", tagName, properties, children };
}
