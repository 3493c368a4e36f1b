// The islands: parts of a page that hydrate on their own, with only their own script. Shared by
// the server (which renders each one and its data) and its browser entry (which hydrates it).

export const ISLANDS = {
  contactForm: {
    /** The browser entry, relative to the project root (the key of Vite's manifest). */
    entry: "app/features/contact/island.tsx",
    /** The element the server renders the island into. */
    id: "contact-form-island",
  },
  diary: { entry: "app/features/tools/diary/island.tsx", id: "diary-island" },
  milestones: { entry: "app/features/tools/milestones/island.tsx", id: "milestones-island" },
  reflection: { entry: "app/features/tools/reflection/island.tsx", id: "reflection-island" },
} as const;

export type IslandName = keyof typeof ISLANDS;

/** The JSON data block that carries an island's props. */
export const propsIdOf = (name: IslandName) => `${ISLANDS[name].id}-props`;

/** The name of an island's built script: contactForm's is contact-form-<hash>.js. */
export const scriptNameOf = (name: IslandName) =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * An island's built script, e.g. /assets/contact-form-Ab12.js, and the files it imports: the shared
 * React runtime (/assets/react-Cd34.js) and any code two islands share (the tools' storage).
 */
export type IslandFiles = { script: string; imports: string[] };
