// content/site.yaml: the practice's details, used on every page (name, phone, address, hours,
// helplines …), and where the counsellors' editor saves. The interface's words (menu, buttons,
// labels) are content/interface-words.yaml: interface-words.ts.
import { z } from "zod";
import { normalisePhone } from "../../lib/contact-links";
import { calendarDate, slugId, text, uniqueIds } from "../schema-fields";
import { updated } from "./parts";
import { openingHoursLine } from "./practice-facts";

/** Indian number in international form: +91 and ten digits; spaces, dashes, dots and brackets are allowed. */
const indianPhone = text.refine((value) => /^\+91[6-9]\d{9}$/.test(normalisePhone(value)), {
  error: 'must be +91 followed by a ten-digit number, for example "+91 98765 43210"',
});

const helpline = z.strictObject({
  /** The name articles use: <Helpline name="tele-manas" />. */
  id: slugId,
  name: text,
  number: text.regex(/^\d{3,11}$/, { error: "must be digits only, for example 1098" }),
  description: text,
  source: text,
  sourceUrl: z.url().optional(),
  verified: calendarDate,
});

export const siteSchema = z
  .strictObject({
    name: text,
    tagline: text,
    about: text,
    url: z.url({ error: 'must be the full web address, for example "https://example.in"' }),
    /** Where the counsellors' editor at /admin saves: the GitHub repository and its main branch. */
    editor: z.strictObject({
      repository: text.regex(/^[\w.-]+\/[\w.-]+$/, {
        error:
          'must be the GitHub repository as owner and name joined by a slash, for example "sahaj-practice/website"',
      }),
      branch: text,
    }),
    phone: indianPhone,
    /** The number parents reach on WhatsApp (every page, the contact form); left out, the phone. */
    whatsapp: indianPhone.optional(),
    /** The first words of a message from the WhatsApp button on every page. */
    greeting: text,
    email: z.email({ error: 'must be an e-mail address, for example "hello@example.in"' }),
    address: z.strictObject({
      lines: z.array(text).min(1),
      city: text,
      postalCode: text,
      state: text,
    }),
    /** The opening hours as data: days and times, written out in each language (practice-facts.ts). */
    hours: z.array(openingHoursLine).min(1),
    /** How many articles a list (all articles, a topic, an age group) shows on one page. */
    articlesPerPage: z.int().min(1).max(60),
    social: z
      .object({
        facebook: z.url().optional(),
        instagram: z.url().optional(),
        youtube: z.url().optional(),
        linkedin: z.url().optional(),
      })
      .default({}),
    helplines: z.array(helpline).min(1).superRefine(uniqueIds("helpline")),
    updated,
  })
  .transform((site) => ({ ...site, whatsapp: site.whatsapp ?? site.phone }));

/** The site's details as pages use them, in one language (its locale from content/languages.yaml). */
export type Site = z.infer<typeof siteSchema> & {
  locale: string;
  /**
   * The English locale ("en-IN") when the address is shown in English inside another language:
   * the translation writes none yet, or wrote it for another English address
   * (app/content/per-language-facts.ts), so the old one is never shown.
   */
  addressLang?: string;
  /** The translation's address was written for another English address (the preview says so). */
  addressBehind?: boolean;
};
export type Helpline = Site["helplines"][number];
