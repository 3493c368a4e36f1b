import { useLocalPaths } from "./site-data";
import { Phone } from "~/lib/icons";
import { telHref } from "~/lib/format";
import type { LayoutData } from "./site-data";

/**
 * The way to book at the end of every page that describes services (Home, About, Services):
 * Book Consultation, straight to the contact form, and a call. Its words are Home's `cta`.
 */
export function BookingBand({
  heading,
  text,
  site,
}: {
  heading: string;
  text: string;
  site: Pick<LayoutData["site"], "navigation" | "phone">;
}) {
  const paths = useLocalPaths();
  return (
    <section className="section cta-band" aria-labelledby="cta-heading">
      <div className="container narrow center-text">
        <h2 id="cta-heading">{heading}</h2>
        <p className="lead">{text}</p>
        <div className="actions actions-center">
          <a className="button button-light" href={paths.contactForm()}>
            {site.navigation.book}
          </a>
          <a className="button button-outline-light" href={telHref(site.phone)}>
            <Phone className="icon" aria-hidden="true" />
            {`${site.navigation.call}: ${site.phone}`}
          </a>
        </div>
      </div>
    </section>
  );
}
