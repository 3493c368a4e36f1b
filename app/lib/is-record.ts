// The one test that a value read from YAML, JSON or a parent's saved notes is a record of fields:
// an object, not null and not a list.
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
