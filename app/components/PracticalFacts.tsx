// The services page's practical facts: the languages sessions are held in, online sessions, the
// wait for a first appointment and the fees, each a card.
import type { ReactNode } from "react";
import type { IconName } from "~/lib/icons";
import type { ServicesPage } from "~/content/schemas";
import { Icon } from "./Icon";
import { keepTogether } from "~/lib/typography";
import { rupeesIn } from "~/lib/practice-facts";
import { PAGE_PARTS } from "~/lib/paths";

/** Languages, online sessions, the wait and fees: one section, named by the four headings. */
export function PracticalFacts({ page, locale }: { page: ServicesPage; locale: string }) {
  return (
    <section
      className="section"
      aria-label={[page.languages, page.online, page.wait, page.fees]
        .map((part) => part.heading)
        .join(", ")}
    >
      <div className="container card-grid card-grid-2">
        <FactCard id={PAGE_PARTS.services.languages} icon="message" part={page.languages}>
          <ul className="tag-list">
            {page.languages.items.map((language) => (
              <li className="badge" key={language}>
                {language}
              </li>
            ))}
          </ul>
        </FactCard>
        <FactCard id={PAGE_PARTS.services.online} icon="video" part={page.online} />
        <FactCard id={PAGE_PARTS.services.wait} icon="clock" part={page.wait} />
        <FactCard id={PAGE_PARTS.services.fees} icon="hand" part={page.fees}>
          {page.fees.items && (
            <dl className="facts fee-list">
              {page.fees.items.map((item) => (
                <div key={item.title}>
                  <dt>{item.title}</dt>
                  <dd>{keepTogether(rupeesIn(item.amount, locale))}</dd>
                </div>
              ))}
            </dl>
          )}
        </FactCard>
      </div>
    </section>
  );
}

/** A card of practical facts: languages, online sessions, the wait, fees. */
function FactCard({
  id,
  icon,
  part,
  children,
}: {
  id: string;
  icon: IconName;
  part: { heading: string; text: string };
  children?: ReactNode;
}) {
  return (
    <article className="card" id={id} aria-labelledby={`${id}-heading`}>
      <Icon name={icon} className="icon icon-badge" />
      <h2 className="card-title" id={`${id}-heading`}>
        {part.heading}
      </h2>
      <p>{keepTogether(part.text)}</p>
      {children}
    </article>
  );
}
