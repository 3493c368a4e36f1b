// The practice's street address, as the contact page and every page's footer write it. In a
// language whose address is behind its English (app/content/per-language-facts.ts), the site
// object holds the English address and its locale (addressLang): the element says so, so a screen
// reader reads it in English and the old translation is never shown.
import type { Site } from "~/content/schemas";

type AddressProps = {
  site: Pick<Site, "address" | "addressLang">;
  /** Each line on its own (the contact page), or the whole address on one line (the footer). */
  layout: "lines" | "inline";
};

export function PracticeAddress({ site, layout }: AddressProps) {
  const { address } = site;
  if (layout === "inline") {
    return (
      <address lang={site.addressLang}>
        {address.lines.join(", ")}, {address.city} {address.postalCode}
      </address>
    );
  }
  return (
    <address lang={site.addressLang}>
      {address.lines.map((line) => (
        <span className="hours-line" key={line}>
          {line}
        </span>
      ))}
      <span className="hours-line">
        {address.city} {address.postalCode}, {address.state}
      </span>
    </address>
  );
}
