// The Services page (/services in each language): each service and the ways of working.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { searchRegion } from "~/features/search/region";
import { useLoaderData } from "@remix-run/react";
import { Check } from "~/lib/icons";
import { BookingBand } from "~/components/BookingBand";
import { Icon } from "~/components/Icon";
import type { InterfaceWords, Service, ServicesPage } from "~/content/schemas";
import { PageHeader, Section } from "~/components/PageBlocks";
import { PracticalFacts } from "~/components/PracticalFacts";
import { metaTags } from "~/seo/meta";
import { PAGE_PARTS, paths } from "~/lib/paths";
import { fixedPage } from "./fixed-page.server";
import { keepTogether } from "~/lib/typography";

export function loader({ params }: LoaderFunctionArgs) {
  const { local, page, shown } = fixedPage(params, "services", paths.services());
  const { site, words } = local;
  return {
    page,
    services: local.services,
    labels: words.labels,
    locale: site.locale,
    site: { phone: site.phone },
    words: { navigation: words.navigation },
    // Every page that describes services ends with a way to book, in Home's closing words.
    cta: local.pages.home.cta,
    ...shown,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export default function Services() {
  const { page, services, labels, site, words, cta, locale } = useLoaderData<typeof loader>();
  return (
    <div {...searchRegion("page")}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <ServiceCards heading={page.heading} services={services} />
      <SupportOptions part={page.supportOptions} labels={labels} />
      <Holistic part={page.holistic} />
      <FirstSession part={page.firstSession} />
      <PracticalFacts page={page} locale={locale} />
      <BookingBand heading={cta.heading} text={cta.text} site={site} words={words} />
    </div>
  );
}

/** One card per service; its id is the slug, so paths.service() can link to it. */
function ServiceCards({
  heading,
  services,
}: {
  heading: string;
  services: (Service & { lang?: string })[];
}) {
  return (
    <section className="section" aria-label={heading}>
      <ul className="container card-grid card-grid-2">
        {services.map((service) => (
          <li
            className="card service-card"
            id={service.slug}
            key={service.slug}
            {...searchRegion("service")}
            lang={service.lang}
          >
            <Icon name={service.icon} className="icon icon-badge" />
            <h2 className="card-title">{service.title}</h2>
            <p>{service.description}</p>
            <ul className="check-list">
              {service.features.map((feature) => (
                <li key={feature}>
                  <Check className="icon" aria-hidden="true" />
                  {keepTogether(feature)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The ways of working with us, each with how long it takes and how it goes. */
function SupportOptions({
  part,
  labels,
}: {
  part: ServicesPage["supportOptions"];
  labels: InterfaceWords["labels"];
}) {
  return (
    <Section
      id={PAGE_PARTS.services.supportOptions}
      heading={part.heading}
      intro={part.intro}
      tone="tinted"
    >
      <ul className="card-grid card-grid-2">
        {part.items.map((option) => (
          <li className="card" key={option.title}>
            <h3 className="card-title">{option.title}</h3>
            <dl className="facts">
              <div>
                <dt>{labels.duration}</dt>
                <dd>{keepTogether(option.duration)}</dd>
              </div>
              <div>
                <dt>{labels.approach}</dt>
                <dd>{option.approach}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Holistic({ part }: { part: ServicesPage["holistic"] }) {
  return (
    <Section id={PAGE_PARTS.services.holistic} heading={part.heading} intro={part.intro}>
      <ul className="check-list check-list-columns">
        {part.items.map((item) => (
          <li key={item}>
            <Check className="icon" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function FirstSession({ part }: { part: ServicesPage["firstSession"] }) {
  return (
    <Section
      id={PAGE_PARTS.services.firstSession}
      heading={part.heading}
      intro={part.intro}
      tone="tinted"
    >
      <ol className="steps">
        {part.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Section>
  );
}
