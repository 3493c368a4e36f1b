// content/pages/contact.md: the Contact page, the words of its form (a label for each of the form's
// fields), and the questions parents ask before booking.
import { z } from "zod";
import { slugId, text } from "../schema-fields";
import { pageFields } from "./parts";

/** The parts of the Services page a question on the Contact page can show as its answer. */
export const FAQ_FROM_SERVICES = ["online", "languages", "firstSession", "fees", "wait"] as const;

/** The Contact page, with a label for each of `fieldNames` (the form's fields, in the form's order). */
export function contactPageSchema<const Name extends string>(fieldNames: readonly Name[]) {
  const labels = Object.fromEntries(fieldNames.map((name) => [name, text])) as Record<
    Name,
    typeof text
  >;
  return z.strictObject({
    ...pageFields,
    heading: text,
    intro: text,
    infoHeading: text,
    form: z.strictObject({
      heading: text,
      intro: text,
      /** One label for each of the form's fields (app/features/contact/fields.ts). */
      labels: z.strictObject(labels),
      concernPlaceholder: text,
      concernOptions: z.array(z.strictObject({ value: slugId, label: text })).min(1),
      consent: text,
      /** The plain line under the consent box: what ticking it does. */
      consentHint: text,
      termsLinkText: text,
      submit: text,
      sent: text,
      confirmation: text,
      /** After Send Message: the parent sends the message themselves, by WhatsApp or e-mail. */
      sendYourself: z.strictObject({
        heading: text,
        text,
        whatsapp: text,
        email: text,
        emailSubject: text,
        greeting: text,
      }),
      /** Shown a few seconds after the page opens if the form's script has not loaded. */
      notLoaded: z.strictObject({ text, call: text, whatsapp: text }),
    }),
    /** What parents ask before booking; an answer is written here or taken from the Services page. */
    faq: z.strictObject({
      heading: text,
      intro: text,
      items: z
        .array(
          z
            .strictObject({
              question: text,
              answer: text.optional(),
              from: z.enum(FAQ_FROM_SERVICES).optional(),
            })
            .refine((item) => (item.answer === undefined) !== (item.from === undefined), {
              error: `needs either an "answer" or "from" (one of: ${FAQ_FROM_SERVICES.join(", ")}, to show that part of the Services page): one of the two`,
            }),
        )
        .min(1),
    }),
    emergency: z.strictObject({ heading: text, text }),
  });
}

export type ContactPage<Name extends string = string> = z.infer<
  ReturnType<typeof contactPageSchema<Name>>
>;
