// The islands: parts of a page that hydrate on their own, with only their own script. Shared by
// the server (which renders each one and its data) and its browser entry (which hydrates it).

export const ISLANDS = {
  contactForm: {
    /** The browser entry, relative to the project root (the key of Vite's manifest). */
    entry: "app/islands/contact-form.tsx",
    /** The element the server renders the island into. */
    id: "contact-form-island",
  },
  diary: { entry: "app/islands/diary.tsx", id: "diary-island" },
  milestones: { entry: "app/islands/milestones.tsx", id: "milestones-island" },
  reflection: { entry: "app/islands/reflection.tsx", id: "reflection-island" },
} as const;

export type IslandName = keyof typeof ISLANDS;

/** The JSON data block that carries an island's props. */
export const propsIdOf = (name: IslandName) => `${ISLANDS[name].id}-props`;
