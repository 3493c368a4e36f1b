/** `tel:` link for a phone number written with spaces or dashes: "+91 98765 43210" → "tel:+919876543210". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-10-05" → "5 October 2026". Read from the text itself, so no time zone can move the day. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

/** Fills "{name}" placeholders: fill("Page {page} of {pages}", { page: 2, pages: 5 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
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
