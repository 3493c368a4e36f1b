// content/pages/services.md: the Services page (the services themselves are content/services/).
import { z } from "zod";
import { text } from "../schema-fields";
import { pageMeta } from "./parts";

export const servicesPageSchema = z.strictObject({
  ...pageMeta,
  heading: text,
  intro: text,
  supportOptions: z.strictObject({
    heading: text,
    intro: text,
    items: z.array(z.strictObject({ title: text, duration: text, approach: text })).length(4),
  }),
  holistic: z.strictObject({ heading: text, intro: text, items: z.array(text).min(1) }),
  /** The languages sessions can be held in. */
  languages: z.strictObject({ heading: text, text, items: z.array(text).min(1) }),
  /** What happens at the first meeting, step by step. */
  firstSession: z.strictObject({ heading: text, intro: text, steps: z.array(text).min(1) }),
  /** Whether sessions can also be held online (by video call), and for whom. */
  online: z.strictObject({ heading: text, text }),
  /** How long families usually wait for a first session. */
  wait: z.strictObject({ heading: text, text }),
  /** Either a text alone ("Fees on request …") or a text and a list of fees. */
  fees: z.strictObject({
    heading: text,
    text,
    items: z.array(z.strictObject({ title: text, fee: text })).optional(),
  }),
});

export type ServicesPage = z.infer<typeof servicesPageSchema>;
