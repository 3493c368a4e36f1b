// The ways to book at the foot of the pages that describe services: Book Consultation and a call.
import { useLocalPaths } from "./layout-data";
import { Phone } from "~/lib/icons";
import { telHref } from "~/lib/contact-links";
import { keepTogether } from "~/lib/typography";
import type { LayoutData } from "./layout-data";

/**
 * The way to book at the end of every page that describes services (Home, About, Services):
 * Book Consultation, straight to the contact form, and a call. Its words are Home's `cta`.
 */
export function BookingBand({
  heading,
  text,
  site,
  words,
}: {
  heading: string;
  text: string;
  site: Pick<LayoutData["site"], "phone">;
  words: Pick<LayoutData["words"], "navigation">;
}) {
  return (
    <section className="section cta-band" aria-labelledby="cta-heading">
      <div className="container narrow center-text">
        <h2 id="cta-heading">{heading}</h2>
        <p className="lead">{text}</p>
        <BookAndCall
          site={site}
          words={words}
          className="actions actions-center"
          book="button button-light"
          call="button button-outline-light"
        />
      </div>
    </section>
  );
}

/**
 * Book Consultation (straight to the contact form) and a call, side by side: the band's pair and
 * the home page's first screen's, in their own button styles.
 */
export function BookAndCall({
  site,
  words,
  className,
  book,
  call,
}: {
  site: Pick<LayoutData["site"], "phone">;
  words: Pick<LayoutData["words"], "navigation">;
  className: string;
  book: string;
  call: string;
}) {
  const paths = useLocalPaths();
  return (
    <div className={className}>
      <a className={book} href={paths.contactForm()}>
        {words.navigation.book}
      </a>
      <a className={call} href={telHref(site.phone)}>
        <Phone className="icon" aria-hidden="true" />
        {`${words.navigation.call}: ${keepTogether(site.phone)}`}
      </a>
    </div>
  );
}
