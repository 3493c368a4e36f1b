// content/services/<name>.md: one service the practice offers.
import { z } from "zod";
import { text } from "../schema-fields";
import { icon, updated } from "./parts";

export const serviceSchema = z.strictObject({
  title: text,
  order: z.number().int().positive(),
  icon,
  description: text,
  features: z.array(text).min(1),
  updated,
});

/** `file`: where it is written, as counsellors see it ("content/services/workshops.md"). */
export type Service = z.infer<typeof serviceSchema> & { slug: string; file: string };
