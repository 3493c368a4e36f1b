// Links that reach the practice (a call, WhatsApp, an e-mail, the map), apart from the formats in
// format.ts: the tools' islands share format.ts with the contact form, and these would otherwise
// be in the script every tool page loads.
/**
 * A phone number as digits, with the "+" of the international form kept: the one way the site
 * reads a number a person wrote. Spaces, dashes, dots and brackets are what people put between
 * the digits: "+91 98765-43210" and "+91 (98765) 43210" are both "+919876543210".
 */
export function normalisePhone(written: string): string {
  return written.replace(/[\s\-.()]/g, "");
}

/** `tel:` link for a phone number however it is written (normalisePhone): "+91 98765 43210" → "tel:+919876543210". */
export function telHref(phone: string): string {
  return `tel:${normalisePhone(phone)}`;
}

/**
 * A link that opens the address in the parent's maps app (Google Maps' documented search address,
 * which phones hand to their maps app): nothing is embedded and the page asks no other site for
 * anything.
 */
export function mapsHref(address: {
  lines: string[];
  city: string;
  state: string;
  postalCode: string;
}): string {
  const query = [...address.lines, address.city, `${address.state} ${address.postalCode}`, "India"];
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query.join(", "))}`;
}

/** A wa.me link that opens WhatsApp to `number` ("+91 98765 43210") with `lines` written in. */
export function whatsappHref(number: string, lines: string[]): string {
  // wa.me takes the international number without its "+".
  return `https://wa.me/${normalisePhone(number).replace("+", "")}?text=${encodeURIComponent(lines.join("\n"))}`;
}

/**
 * A wa.me link with no number: WhatsApp opens with `lines` written in and the parent chooses whom
 * to send them to. A plain link: nothing is asked of WhatsApp until the parent taps it.
 */
export function whatsappShareHref(lines: string[]): string {
  return whatsappHref("", lines);
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
