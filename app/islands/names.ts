// How an island is named on the page and in the build, shared by the server (which renders each
// one and its data) and its browser entry (which hydrates it). No table: the browser's entry
// carries these few functions and nothing else.
/**
 * An island's name: "contactForm", or a Resources tool's id. The islands the build makes are listed
 * in app/build-time/island-entries.ts (this layer is below the features that have islands).
 */
export type IslandName = string;

/** The name of an island's built script and element: contactForm's is contact-form. */
export const scriptNameOf = (name: IslandName) =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The element the server renders the island into. */
export const elementIdOf = (name: IslandName) => `${scriptNameOf(name)}-island`;

/** The JSON data block that carries an island's props. */
export const propsIdOf = (name: IslandName) => `${elementIdOf(name)}-props`;

/**
 * An island's built script, e.g. /assets/contact-form-Ab12.js, and the files it imports: the shared
 * React runtime (/assets/react-Cd34.js) and any code two islands share (the tools' storage). Parts
 * it loads only after a parent's action (a tool's import question) are `later`: not asked for with
 * the page, but named in it, so the tools' service worker keeps them for use offline.
 */
export type IslandFiles = { script: string; imports: string[]; later: string[] };

/** The attribute of the data block that names an island's later files (scripts/export/html.ts). */
export const LATER_FILES_ATTRIBUTE = "data-loads-later";
