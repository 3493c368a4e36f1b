// A card that leads to a page (a service, a topic, an age group): its icon, its title as the link
// (card-linked stretches the link over the whole card), a kicker if it has one, and a few words.
import type { IconName } from "~/lib/icons";
import { Icon } from "./Icon";

export function LinkedCard({
  icon,
  title,
  href,
  description,
  kicker,
  lang,
}: {
  icon: IconName;
  title: string;
  href: string;
  description: string;
  kicker?: string;
  /** A card in another language than its page's (a service not translated yet). */
  lang?: string;
}) {
  return (
    <li className="card card-linked" lang={lang}>
      <Icon name={icon} className="icon icon-badge" />
      <h3 className="card-title">
        <a className="card-link" href={href}>
          {title}
        </a>
      </h3>
      {kicker && <p className="card-kicker">{kicker}</p>}
      <p>{description}</p>
    </li>
  );
}
