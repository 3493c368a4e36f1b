// content/pages/home.md: the Home page's words, its three highlights and its figures.
import { z } from "zod";
import { text } from "../schema-fields";
import { card, pageFields, stat } from "./parts";

export const homePageSchema = z.strictObject({
  ...pageFields,
  hero: z.strictObject({ heading: text, text }),
  highlights: z.array(card).length(3),
  stats: z.array(stat).min(1),
  aboutTeaser: z.strictObject({ heading: text, text, linkLabel: text }),
  services: z.strictObject({ heading: text, text }),
  visionMission: z.strictObject({ heading: text, vision: text, mission: text }),
  cta: z.strictObject({ heading: text, text }),
});

export type HomePage = z.infer<typeof homePageSchema>;
