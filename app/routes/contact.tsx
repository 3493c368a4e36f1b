// The Contact page (/contact in each language): the ways to reach the practice and the contact form.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { searchRegion } from "~/features/search/region";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Clock, Mail, MapPin, Phone, type LucideIcon } from "~/lib/icons";
import { ContactForm, type ContactFormProps } from "~/features/contact/ContactForm";
import { formWordsOf } from "~/features/contact/fields";
import { Island } from "~/islands/Island";
import { HelpBox } from "~/components/HelpBox";
import { PracticeAddress } from "~/components/PracticeAddress";
import { Faq } from "~/features/contact/Faq";
import { OpeningHours, PageHeader, Section } from "~/components/PageBlocks";
import type { LayoutData } from "~/components/layout-data";
import { faqAnswers } from "~/features/contact/faq-answers";
import type { loader as rootLoader } from "~/root";
import { mapsHref, telHref } from "~/lib/contact-links";
import { metaTags } from "~/seo/meta";
import { PAGE_PARTS, paths } from "~/lib/paths";
import { keepTogether } from "~/lib/typography";
import { fixedPage } from "./fixed-page.server";

// The form is a React form, hydrated as an island with only its own script; in `npm run dev`, which
// has no built island, the page hydrates through Remix instead. Its emergency support box is the
// layout's help box, so the layout does not add a second one.
export const handle = { hydrate: import.meta.env.DEV, hasHelpBox: true };

export function loader({ params }: LoaderFunctionArgs) {
  const { local, page, shown } = fixedPage(params, "contact", paths.contact());
  return {
    page,
    faq: faqAnswers(page.faq, local.pages.services, local.site.locale),
    privacyHref: local.paths.privacy(),
    ...shown,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export default function Contact() {
  const { page, faq, privacyHref } = useLoaderData<typeof loader>();
  // The practice's details already reach the page with the layout's data.
  const { site, words } = useRouteLoaderData<typeof rootLoader>("root")!;
  const formProps: ContactFormProps = {
    form: formWordsOf(page.form),
    practice: { phone: site.phone, whatsapp: site.whatsapp, email: site.email },
    privacyHref,
  };
  return (
    <div {...searchRegion("page")}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <ContactDetails site={site} labels={words.labels} heading={page.infoHeading} />
      <section
        id={PAGE_PARTS.contact.form}
        className="section section-tinted"
        aria-labelledby="contact-form-heading"
      >
        <div className="container contact-layout">
          <div className="card form-card">
            <h2 id="contact-form-heading">{page.form.heading}</h2>
            <p>{page.form.intro}</p>
            <Island name="contactForm" props={formProps}>
              <ContactForm {...formProps} />
            </Island>
          </div>
          <HelpBox
            site={site}
            labels={words.labels}
            heading={page.emergency.heading}
            text={page.emergency.text}
          />
        </div>
      </section>
      <Section id={PAGE_PARTS.contact.faq} heading={page.faq.heading} intro={page.faq.intro}>
        <Faq items={faq} />
      </Section>
    </div>
  );
}

/** A card of the contact details: its icon, its heading, and what it says. */
function InfoCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="card">
      <Icon className="icon icon-badge" aria-hidden="true" />
      <h3 className="card-title">{title}</h3>
      {children}
    </li>
  );
}

/** The phone, e-mail, address (with a map link) and opening hours, as four cards. */
function ContactDetails({
  site,
  labels,
  heading,
}: {
  site: LayoutData["site"];
  labels: LayoutData["words"]["labels"];
  heading: string;
}) {
  return (
    <section className="section" aria-labelledby="contact-info-heading">
      <div className="container">
        <h2 id="contact-info-heading" className="visually-hidden">
          {heading}
        </h2>
        <ul className="card-grid card-grid-4 info-cards">
          <InfoCard icon={Phone} title={labels.phone}>
            <a href={telHref(site.phone)}>{keepTogether(site.phone)}</a>
          </InfoCard>
          <InfoCard icon={Mail} title={labels.email}>
            <a className="break-anywhere" href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </InfoCard>
          <InfoCard icon={MapPin} title={labels.address}>
            <PracticeAddress site={site} layout="lines" />
            <a className="text-link maps-link" href={mapsHref(site.address)}>
              {labels.openInMaps}
            </a>
          </InfoCard>
          <InfoCard icon={Clock} title={labels.hours}>
            <p>
              <OpeningHours site={site} labels={labels} />
            </p>
          </InfoCard>
        </ul>
      </div>
    </section>
  );
}
