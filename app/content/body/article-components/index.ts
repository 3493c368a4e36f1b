// The site's own components: the only tags an article may use. Each becomes plain HTML when the
// body is rendered; nothing here runs in the browser. docs/reference/articles.md describes each one,
// and a test keeps the guide and this list in step. To add one: a module like callout.ts, its
// line here, its section in the guide, and a test of its HTML.
import { calloutComponent } from "./callout";
import type { Component } from "./component";
import { helplineComponent } from "./helpline";

export const COMPONENTS = {
  Callout: calloutComponent,
  Helpline: helplineComponent,
} satisfies Record<string, Component>;

export type ComponentName = keyof typeof COMPONENTS;

export const COMPONENT_NAMES = Object.keys(COMPONENTS) as ComponentName[];

export function isComponent(name: string): name is ComponentName {
  return Object.hasOwn(COMPONENTS, name);
}

/** "Callout and Helpline": for messages. */
export const COMPONENT_LIST = COMPONENT_NAMES.join(" and ");

export type { Component, ComponentNode } from "./component";
