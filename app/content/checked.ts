// `npm run build` checks the content once, then builds the app in the same process: the Vite
// plugin takes the content from here instead of reading every file a second time. The plugin is
// loaded from Vite's bundled copy of vite.config.ts, a separate copy of this module, so the
// hand-over lives on a process-wide symbol.
import type { Content } from "./load";

const KEY = Symbol.for("sahaj.checked-content");

type Handed = { contentDir: string; content: Content };

export function handOverCheckedContent(contentDir: string, content: Content): void {
  (globalThis as { [KEY]?: Handed })[KEY] = { contentDir, content };
}

/** The content checked by this process for that folder, if `npm run build` checked it. */
export function checkedContentFor(contentDir: string): Content | undefined {
  const handed = (globalThis as { [KEY]?: Handed })[KEY];
  return handed?.contentDir === contentDir ? handed.content : undefined;
}
