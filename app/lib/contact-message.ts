// The contact form's message, written out so that the parent can send it themselves by WhatsApp or
// e-mail. The site sends nothing: these are links the parent chooses to open on their own phone.
import { normalisePhone } from "./format";

import { CONTACT_FIELDS, type ContactFieldName } from "./contact-fields";

export type MessageValues = Record<ContactFieldName, string>;

export type MessageWords = {
  /** The first line of the message, before the fields. */
  greeting: string;
  /** The form's label for each field, used in front of its value. */
  labels: Record<ContactFieldName, string>;
  /** The concern choices: the message shows the label the parent chose, never its value. */
  concernOptions: { value: string; label: string }[];
};

/**
 * The message as lines: the greeting, a blank line, then "Label: value" for each field the parent
 * filled in (empty ones are left out).
 */
export function messageLines(values: MessageValues, words: MessageWords): string[] {
  const filled = CONTACT_FIELDS.flatMap(({ name, kind }) => {
    const value =
      kind === "select"
        ? (words.concernOptions.find((option) => option.value === values[name])?.label ?? "")
        : values[name].trim();
    return value === "" ? [] : [`${words.labels[name]}: ${value}`];
  });
  return [words.greeting, "", ...filled];
}

/** A wa.me link that opens WhatsApp to `number` ("+91 98765 43210") with `lines` written in. */
export function whatsappHref(number: string, lines: string[]): string {
  // wa.me takes the international number without its "+".
  return `https://wa.me/${normalisePhone(number).replace("+", "")}?text=${encodeURIComponent(lines.join("\n"))}`;
}

/** The WhatsApp button on every page: the practice's WhatsApp number, its greeting written in. */
export function greetingHref(site: { whatsapp: string; greeting: string }): string {
  return whatsappHref(site.whatsapp, [site.greeting]);
}

/** A mailto: link with subject and body; line breaks as CRLF, as RFC 6068 asks. */
export function mailtoHref(address: string, subject: string, lines: string[]): string {
  const body = lines.map((line) => line.replace(/\r?\n/g, "\r\n")).join("\r\n");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
