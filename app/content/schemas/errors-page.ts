// content/pages/errors.md: the words of the "page not found" and "something went wrong" pages,
// and of the offline page (a page never read, asked for without a connection: features/offline/).
import { z } from "zod";
import { text } from "../schema-fields";
import { updated } from "./parts";

export const errorsPageSchema = z.strictObject({
  updated,
  notFound: z.strictObject({ title: text, heading: text, text }),
  unexpected: z.strictObject({ title: text, heading: text, text }),
  offline: z.strictObject({ title: text, heading: text, text }),
});

export type ErrorsPage = z.infer<typeof errorsPageSchema>;
