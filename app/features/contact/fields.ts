// The contact form's fields, once: the form draws them from this table, the content schema asks for
// a label for each, and the message the parent sends by WhatsApp or e-mail lists them in this
// order. The consent box is not here: it is part of the form, never of the message.
import type { ContactPage } from "../../content/schemas";

export type ContactFieldKind = "text" | "email" | "tel" | "select" | "textarea";

export const CONTACT_FIELDS = [
  { name: "name", kind: "text", required: true, autoComplete: "name", half: true },
  { name: "email", kind: "email", required: true, autoComplete: "email", half: true },
  { name: "phone", kind: "tel", required: false, autoComplete: "tel", half: true },
  { name: "childAge", kind: "text", required: false, half: true },
  { name: "concernType", kind: "select", required: false, half: false },
  { name: "message", kind: "textarea", required: false, half: false },
] as const satisfies readonly {
  name: string;
  kind: ContactFieldKind;
  required: boolean;
  /** The browser's autofill hint. */
  autoComplete?: string;
  /** Two half fields side by side on wide screens. */
  half: boolean;
}[];

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFieldName = ContactField["name"];

/** The words of the Contact page's form (content/pages/contact.md), a label for each field above. */
export type ContactFormWords = ContactPage<ContactFieldName>["form"];

/**
 * The form's words as the content check passed them: the Contact page's schema was made from the
 * names above (app/build-time/page-lists.ts), so each field has its label.
 */
export const formWordsOf = (form: ContactPage["form"]) => form as ContactFormWords;

/** { name: x, email: x, … } for every field: the schema's labels, the form's empty values. */
export function perField<T>(value: (name: ContactFieldName) => T): Record<ContactFieldName, T> {
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field.name, value(field.name)]),
  ) as Record<ContactFieldName, T>;
}
