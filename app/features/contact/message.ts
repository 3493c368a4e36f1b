// The contact form's message, written out so that the parent can send it themselves by WhatsApp or
// e-mail. The site sends nothing: these are links the parent chooses to open on their own phone.
import { CONTACT_FIELDS, type ContactFieldName } from "./fields";

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
