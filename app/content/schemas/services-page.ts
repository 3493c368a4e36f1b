// content/pages/services.md: the Services page (the services themselves are content/services/).
// How long sessions take and families wait, and the fees, are data (practice-facts.ts): a text
// says {length} where the page writes the length in its language.
import { z } from "zod";
import { text } from "../schema-fields";
import { pageFields } from "./parts";
import { duration, lengthInText, rupees } from "./practice-facts";

const supportOption = z
  .strictObject({ title: text, duration: text, length: duration.optional(), approach: text })
  .superRefine(lengthInText((option) => [option.duration], "duration"));

export const servicesPageSchema = z.strictObject({
  ...pageFields,
  heading: text,
  intro: text,
  supportOptions: z.strictObject({
    heading: text,
    intro: text,
    items: z.array(supportOption).length(4),
  }),
  holistic: z.strictObject({ heading: text, intro: text, items: z.array(text).min(1) }),
  /** The languages sessions can be held in. */
  languages: z.strictObject({ heading: text, text, items: z.array(text).min(1) }),
  /** What happens at the first meeting, step by step; how long it takes. */
  firstSession: z
    .strictObject({
      heading: text,
      intro: text,
      steps: z.array(text).min(1),
      length: duration.optional(),
    })
    .superRefine(lengthInText((part) => part.steps, "steps")),
  /** Whether sessions can also be held online (by video call), and for whom. */
  online: z.strictObject({ heading: text, text }),
  /** How long families usually wait for a first session. */
  wait: z
    .strictObject({ heading: text, text, length: duration.optional() })
    .superRefine(lengthInText((part) => [part.text], "text")),
  /** Either a text alone ("Fees on request …") or a text and a list of fees, in rupees. */
  fees: z.strictObject({
    heading: text,
    text,
    items: z.array(z.strictObject({ title: text, amount: rupees })).optional(),
  }),
});

export type ServicesPage = z.infer<typeof servicesPageSchema>;
