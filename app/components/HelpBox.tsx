// The emergency helplines' box ("Need help now?"), on every page and on the Contact page.
import { LifeBuoy } from "~/lib/icons";
import { formatDate } from "~/lib/format";
import { telHref } from "~/lib/contact-links";
import { HELP_BOX_ID } from "~/lib/paths";
import type { LayoutData } from "./layout-data";

/**
 * The emergency helplines as tap-to-call links, each with what it is for, its source and the day
 * it was last checked: the box that "Need help now?" leads to on every page (the Contact page's
 * emergency support box is this same box, with that page's words).
 */
export function HelpBox({
  site,
  labels,
  heading,
  text,
  className = "",
}: {
  site: LayoutData["site"];
  labels: LayoutData["words"]["labels"];
  heading: string;
  text: string;
  className?: string;
}) {
  return (
    <aside
      className={`emergency ${className}`.trim()}
      id={HELP_BOX_ID}
      aria-labelledby="emergency-heading"
    >
      <h2 id="emergency-heading">
        <LifeBuoy className="icon" aria-hidden="true" />
        {heading}
      </h2>
      <p>{text}</p>
      <ul className="helplines">
        {site.helplines.map((line) => (
          <li key={line.id}>
            <a className="helpline-number" href={telHref(line.number)}>
              <span>{line.name}</span>
              <strong>{line.number}</strong>
            </a>
            <p>{line.description}</p>
            <p className="helpline-source">
              {labels.helplineSource}:{" "}
              {line.sourceUrl ? (
                <a href={line.sourceUrl} rel="noopener noreferrer">
                  {line.source}
                </a>
              ) : (
                line.source
              )}
              . {labels.helplineVerified}:{" "}
              <time dateTime={line.verified}>{formatDate(line.verified, site.locale)}</time>
            </p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
