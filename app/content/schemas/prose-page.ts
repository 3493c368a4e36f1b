// A page that is mostly prose (content/pages/privacy.md): the Markdown body is the page.
import { z } from "zod";
import { text } from "../schema-fields";
import { pageFields } from "./parts";

export const prosePageSchema = z.strictObject({ ...pageFields, heading: text });

export type ProsePage = z.infer<typeof prosePageSchema>;
