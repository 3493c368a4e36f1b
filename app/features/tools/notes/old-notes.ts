// The first version's notes (sahaj.<tool>.v1: plain values, no times), as values by id, so that
// notes kept before the tools merged tabs, and copies downloaded then, are read and kept. Only the
// shape is changed here: each tool checks the values themselves when it reads them. Only the three
// first tools had a first version: a tool added since has none, and needs no line here.
import type { ToolId } from "../registry";
import { isRecord } from "../../../lib/is-record";

type Sections = Record<string, Record<string, unknown>>;

const asObject = (value: unknown) => (isRecord(value) ? value : {});

/** Each first tool's first-version notes as values by id; undefined when not of its shape. */
const FIRST_VERSION: Partial<
  Record<ToolId, (old: Record<string, unknown>) => Sections | undefined>
> = {
  diary: (old) => {
    if (!Array.isArray(old.entries)) return undefined;
    const entries: Record<string, unknown> = {};
    for (const entry of old.entries) {
      const { id, ...fields } = asObject(entry);
      if (typeof id === "string") entries[id] = fields;
    }
    return { entries };
  },
  milestones: ({ answers, ...child }) => ({ answers: asObject(answers), child }),
  reflection: (old) => ({
    answers: asObject(old.answers),
    topics: Object.fromEntries(
      (Array.isArray(old.topics) ? old.topics : []).map((topic) => [String(topic), true]),
    ),
  }),
};

/** A tool's first-version notes as values by id; undefined for another tool or another shape. */
export const fromFirstVersion = (tool: ToolId, value: unknown): Sections | undefined =>
  isRecord(value) ? FIRST_VERSION[tool]?.(value) : undefined;
