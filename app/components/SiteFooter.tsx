// The footer of every page: the practice, quick links, its services, and how to reach it.
import type { ReactNode } from "react";
import { Clock, Mail, MapPin, Phone } from "~/lib/icons";
import { telHref } from "~/lib/contact-links";
import { MAIN_PAGES } from "~/lib/paths";
import { useLocalPaths, type LayoutData } from "./layout-data";
import { keepTogether } from "~/lib/typography";
import { OpeningHours } from "./PageBlocks";
import { PracticeAddress } from "./PracticeAddress";

const SOCIAL_NETWORKS = ["facebook", "instagram", "youtube", "linkedin"] as const;

type FooterProps = Pick<LayoutData, "site" | "words" | "services" | "year">;

export function SiteFooter({ site, words, services, year }: FooterProps) {
  const { labels } = words;
  const paths = useLocalPaths();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <FooterAbout site={site} labels={labels} />
        <FooterQuickLinks words={words} />
        <FooterServices labels={labels} services={services} />
        <FooterContact site={site} labels={labels} />
      </div>
      <div className="container footer-bottom">
        {/* The full stop and the space apart, as the pages have always had them. */}
        <p>
          © {year} {site.name}
          {"."} <a href={paths.privacy()}>{labels.privacy}</a>
        </p>
      </div>
    </footer>
  );
}

/** The practice's name, what it does, and its social pages (only those it has). */
type Labels = LayoutData["words"]["labels"];

function FooterAbout({ site, labels }: Pick<FooterProps, "site"> & { labels: Labels }) {
  const socialLinks = SOCIAL_NETWORKS.flatMap((network) => {
    const url = site.social[network];
    return url ? [{ url, label: labels.socialNames[network] }] : [];
  });
  return (
    <section aria-labelledby="footer-about">
      <h2 id="footer-about" className="footer-title">
        {site.name}
      </h2>
      <p>{site.about}</p>
      {socialLinks.length > 0 && (
        <ul className="footer-social">
          {socialLinks.map((link) => (
            <li key={link.label}>
              <a href={link.url} rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FooterQuickLinks({ words }: Pick<FooterProps, "words">) {
  const paths = useLocalPaths();
  return (
    <FooterNav id="footer-quick-links" title={words.labels.quickLinks}>
      {MAIN_PAGES.map((page) => (
        <li key={page.path}>
          <a href={paths[page.menuKey]()}>{words.navigation[page.menuKey]}</a>
        </li>
      ))}
      <li>
        <a href={paths.privacy()}>{words.labels.privacy}</a>
      </li>
    </FooterNav>
  );
}

function FooterServices({ labels, services }: Pick<FooterProps, "services"> & { labels: Labels }) {
  const paths = useLocalPaths();
  return (
    <FooterNav id="footer-services" title={labels.ourServices}>
      {services.map((service) => (
        <li key={service.slug} lang={service.lang}>
          <a href={paths.service(service.slug)}>{service.title}</a>
        </li>
      ))}
    </FooterNav>
  );
}

/** A column of links under its heading, which names the navigation for screen readers. */
function FooterNav({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="footer-title">
        {title}
      </h2>
      <ul className="footer-list">{children}</ul>
    </nav>
  );
}

/** Phone, e-mail, address and opening hours. */
function FooterContact({ site, labels }: Pick<FooterProps, "site"> & { labels: Labels }) {
  return (
    <section aria-labelledby="footer-contact">
      <h2 id="footer-contact" className="footer-title">
        {labels.contactUs}
      </h2>
      <ul className="footer-list footer-contact">
        <li>
          <Phone className="icon" aria-hidden="true" />
          <a href={telHref(site.phone)}>{keepTogether(site.phone)}</a>
        </li>
        <li>
          <Mail className="icon" aria-hidden="true" />
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </li>
        <li>
          <MapPin className="icon" aria-hidden="true" />
          <PracticeAddress site={site} layout="inline" />
        </li>
        <li>
          <Clock className="icon" aria-hidden="true" />
          <span>
            <OpeningHours site={site} labels={labels} />
          </span>
        </li>
      </ul>
    </section>
  );
}
