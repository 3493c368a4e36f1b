// The header of every page: the top bar (call, WhatsApp, help), the practice's name, the language
// switch, search and the menu.
import { LifeBuoy, MapPin, Menu, MessageCircle, Phone, Search, X } from "~/lib/icons";
import { greetingHref, telHref } from "~/lib/contact-links";
import type { LanguageLink } from "~/content/schemas";
import { MAIN_PAGES } from "~/lib/paths";
import { isCurrent, useLocalPaths, type LayoutData } from "./layout-data";
import { keepTogether } from "~/lib/typography";

/**
 * The other languages of this page, each in its own name and script: the same page where that
 * language has it, otherwise the nearest page it has (languageLinks).
 */
function LanguageSwitch({
  links,
  locale,
  label,
}: {
  links: LanguageLink[];
  locale: string;
  label: string;
}) {
  const others = links.filter((link) => link.locale !== locale);
  if (others.length === 0) return null;
  return (
    <nav className="language-switch" aria-label={label}>
      {others.map((link) => (
        <a key={link.code} href={link.path} lang={link.locale} hrefLang={link.locale}>
          {link.name}
        </a>
      ))}
    </nav>
  );
}

export function SiteHeader({
  site,
  words,
  currentPath,
  languages,
  locale,
}: {
  site: LayoutData["site"];
  words: LayoutData["words"];
  currentPath: string;
  languages: LanguageLink[];
  locale: string;
}) {
  const { navigation, labels } = words;
  const paths = useLocalPaths();
  return (
    <div className="site-top">
      <TopBar site={site} words={words} />
      <header className="site-nav" data-nav>
        <div className="container nav-inner">
          <a className="brand" href={paths.home()}>
            <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true">
              <circle cx="16" cy="16" r="16" />
              <path d="M16 25c-4-3-8-6-8-10a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 4-4 7-8 10z" />
            </svg>
            <span>{site.name}</span>
          </a>
          <LanguageSwitch links={languages} locale={locale} label={labels.languageSwitch} />
          {/* A plain link: the search page is the only one that loads the search. */}
          <a
            className="nav-search"
            href={paths.search()}
            aria-current={isCurrent(paths.search(), currentPath, paths.home()) ? "page" : undefined}
          >
            <Search className="icon" aria-hidden="true" />
            <span className="nav-search-label">{navigation.search}</span>
          </a>
          {/* Shown only once the menu script has run; without it the links are always visible. */}
          <button
            className="menu-toggle"
            type="button"
            aria-expanded="false"
            aria-controls="site-menu"
            aria-label={labels.openMenu}
            data-menu-toggle
            data-open-label={labels.openMenu}
            data-close-label={labels.closeMenu}
          >
            <Menu className="icon icon-open" aria-hidden="true" />
            <X className="icon icon-close" aria-hidden="true" />
          </button>
          <nav id="site-menu" className="site-menu" aria-label={labels.mainMenu}>
            <ul>
              {MAIN_PAGES.map((page) => {
                const path = paths[page.menuKey]();
                const current = isCurrent(path, currentPath, paths.home());
                return (
                  <li key={page.path}>
                    <a href={path} aria-current={current ? "page" : undefined}>
                      {navigation[page.menuKey]}
                    </a>
                  </li>
                );
              })}
            </ul>
            <a className="button button-primary nav-cta" href={paths.contactForm()}>
              {navigation.book}
            </a>
          </nav>
        </div>
      </header>
    </div>
  );
}

/**
 * On wide screens the top bar (call, WhatsApp, help) stays in reach with the navigation; on phones
 * it scrolls away and the action bar at the foot of the screen has the same actions.
 */
function TopBar({ site, words }: Pick<LayoutData, "site" | "words">) {
  const paths = useLocalPaths();
  const { address } = site;
  const { navigation } = words;
  return (
    <div className="topbar">
      <div className="container topbar-inner">
        <a className="topbar-item" href={telHref(site.phone)}>
          <Phone className="icon" aria-hidden="true" />
          <span>{keepTogether(site.phone)}</span>
        </a>
        <a className="topbar-item topbar-whatsapp" href={greetingHref(site)}>
          <MessageCircle className="icon" aria-hidden="true" />
          <span>{navigation.whatsapp}</span>
        </a>
        <a className="topbar-item topbar-help" href={paths.helpBox()}>
          <LifeBuoy className="icon" aria-hidden="true" />
          <span>{words.help.link}</span>
        </a>
        <p className="topbar-item topbar-address">
          <MapPin className="icon" aria-hidden="true" />
          {/* English while the language's own address is behind it (PracticeAddress says why). */}
          <span lang={site.addressLang}>
            {address.lines.at(-1)}, {address.city}
          </span>
        </p>
      </div>
    </div>
  );
}
