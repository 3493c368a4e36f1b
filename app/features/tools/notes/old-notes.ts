// The first version's notes (sahaj.<tool>.v1: plain values, no times), as values by id, so that
// notes kept before the tools merged tabs, and copies downloaded then, are read and kept. Only the
// shape is changed here: each tool checks the values themselves when it reads them.
import type { ToolId } from "../registry";
import { isRecord } from "../../../lib/is-record";

type Sections = Record<string, Record<string, unknown>>;

const asObject = (value: unknown) => (isRecord(value) ? value : {});

/** Each tool's first-version notes as values by id; undefined when they are not of its shape. */
export const FIRST_VERSION: Record<ToolId, (old: Record<string, unknown>) => Sections | undefined> =
  {
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

/**
 * Every tool that keeps notes (the table above names each, and the compiler asks for a new tool's
 * line): the tools a download holds and an import reads. Here, not from the registry, so the
 * tools' browser code carries none of the registry's schemas.
 */
export const TOOLS_WITH_NOTES = Object.keys(FIRST_VERSION) as ToolId[];

export const fromFirstVersion = (tool: ToolId, value: unknown): Sections | undefined =>
  isRecord(value) ? FIRST_VERSION[tool](value) : undefined;
