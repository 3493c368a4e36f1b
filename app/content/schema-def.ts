// What a zod schema is made of, for the code that walks one (the addresses in a file's fields,
// field-links.ts; the editor's forms, app/editor/form-fields.ts): its kind ("object", "optional"
// …) and what that kind holds (an object's shape, the schema inside .optional()). zod 4 keeps it
// under _zod.def, typed kind by kind; a walker reads it by its kind.
import type { z } from "zod";

export type SchemaDef = { type: string; [key: string]: unknown };

/** `schema`'s definition: its kind (`type`) and what that kind holds. */
export const defOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
