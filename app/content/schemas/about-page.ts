// content/pages/about.md: the About page's sections; its body is the "Who we are" text.
import { z } from "zod";
import { text } from "../schema-fields";
import { card, pageFields } from "./parts";

export const aboutPageSchema = z.strictObject({
  ...pageFields,
  heading: text,
  intro: text,
  whoWeAreHeading: text,
  vision: z.strictObject({ heading: text, text }),
  mission: z.strictObject({ heading: text, points: z.array(text).length(5) }),
  values: z.strictObject({ heading: text, items: z.array(card).length(4) }),
  offer: z.strictObject({
    heading: text,
    items: z.array(z.strictObject({ title: text, text })).min(1),
  }),
  /** The "Our team" section; the people in it come from content/team/. */
  team: z.strictObject({
    heading: text,
    intro: text,
    labels: z.strictObject({ qualifications: text, registration: text, languages: text }),
  }),
});

export type AboutPage = z.infer<typeof aboutPageSchema>;
