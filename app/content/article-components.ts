// The site's own components: the only tags an article may use. Each becomes plain HTML when the
// body is rendered; nothing here runs in the browser. docs/writing-articles.md describes each one,
// and a test keeps the guide and this list in step.

export type ComponentAttribute = { required: boolean; example: string };

export type ComponentSpec = {
  /** Its attributes, each a literal text in double quotes. */
  attributes: Record<string, ComponentAttribute>;
  /** Whether it holds text between an opening and a closing tag. */
  children: boolean;
  /** A complete example, as a counsellor writes it. */
  example: string;
};

export const COMPONENTS = {
  /** A box that sets a few sentences apart: a tip, a reminder, a safety note. */
  Callout: {
    attributes: { title: { required: false, example: "Remember" } },
    children: true,
    example: '<Callout title="Remember">\n\nEvery child grows at their own pace.\n\n</Callout>',
  },
  /** A helpline from content/site.yaml, as a tap-to-call link with its name and number. */
  Helpline: {
    attributes: { name: { required: true, example: "tele-manas" } },
    children: false,
    example: '<Helpline name="tele-manas" />',
  },
} satisfies Record<string, ComponentSpec>;

export type ComponentName = keyof typeof COMPONENTS;

export const COMPONENT_NAMES = Object.keys(COMPONENTS) as ComponentName[];

export function isComponent(name: string): name is ComponentName {
  return Object.hasOwn(COMPONENTS, name);
}

/** "Callout and Helpline": for messages. */
export const COMPONENT_LIST = COMPONENT_NAMES.join(" and ");
