// One tap from anywhere on a phone: Call, WhatsApp, the helplines and Book Consultation in a bar
// that stays at the foot of the screen. Plain links and CSS, no script. It is the last thing on the
// page and sticks to the bottom (not fixed), so at the end of a page it sits below the footer and
// covers nothing; html's scroll-padding-bottom keeps a focused element clear of it. Where the menu
// is open (wide screens) the bar is not shown: the sticky header has the same actions.
import { useLocalPaths } from "./layout-data";
import { Calendar, LifeBuoy, MessageCircle, Phone } from "~/lib/icons";
import { greetingHref, telHref } from "~/lib/contact-links";
import type { LayoutData } from "./layout-data";

export function ActionBar({ site, words }: Pick<LayoutData, "site" | "words">) {
  const paths = useLocalPaths();
  const { navigation } = words;
  return (
    <nav className="action-bar" aria-label={words.labels.quickContact}>
      <ul>
        <li>
          <a href={telHref(site.phone)}>
            <Phone className="icon" aria-hidden="true" />
            {navigation.call}
          </a>
        </li>
        <li>
          <a href={greetingHref(site)}>
            <MessageCircle className="icon" aria-hidden="true" />
            {navigation.whatsapp}
          </a>
        </li>
        <li>
          <a className="action-help" href={paths.helpBox()}>
            <LifeBuoy className="icon" aria-hidden="true" />
            {words.help.link}
          </a>
        </li>
        <li>
          <a className="action-book" href={paths.contactForm()}>
            <Calendar className="icon" aria-hidden="true" />
            {navigation.book}
          </a>
        </li>
      </ul>
    </nav>
  );
}
