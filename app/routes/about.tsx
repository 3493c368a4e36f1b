// The About page (/about in each language): the practice, its approach and its team.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { searchRegion } from "~/features/search/region";
import { useLoaderData } from "@remix-run/react";
import { Check } from "~/lib/icons";
import { BookingBand } from "~/components/BookingBand";
import { Icon } from "~/components/Icon";
import { TeamCard } from "~/components/TeamCard";
import { PageHeader, Prose, Section } from "~/components/PageBlocks";
import { metaTags } from "~/seo/meta";
import { PAGE_PARTS, paths } from "~/lib/paths";
import { fixedPage } from "./fixed-page.server";

export function loader({ params }: LoaderFunctionArgs) {
  const { local, page, shown } = fixedPage(params, "about", paths.about());
  const { site, words } = local;
  return {
    page,
    team: local.team,
    site: { phone: site.phone },
    words: { navigation: words.navigation },
    // What we offer describes the services: the page ends with a way to book, in Home's words.
    cta: local.pages.home.cta,
    ...shown,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export default function About() {
  const { page, team, site, words, cta } = useLoaderData<typeof loader>();
  return (
    <div {...searchRegion("page")}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Section id={PAGE_PARTS.about.whoWeAre} heading={page.whoWeAreHeading}>
        <div className="narrow-left">
          <Prose html={page.html} />
        </div>
      </Section>
      <section
        className="section section-tinted"
        aria-label={`${page.vision.heading}, ${page.mission.heading}`}
      >
        <div className="container card-grid card-grid-2">
          <article className="card">
            <Icon name="sun" className="icon icon-badge" />
            <h2 className="card-title">{page.vision.heading}</h2>
            <p>{page.vision.text}</p>
          </article>
          <article className="card">
            <Icon name="compass" className="icon icon-badge" />
            <h2 className="card-title">{page.mission.heading}</h2>
            <ul className="check-list">
              {page.mission.points.map((point) => (
                <li key={point}>
                  <Check className="icon" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </article>
        </div>
      </section>
      <Section id={PAGE_PARTS.about.values} heading={page.values.heading}>
        <div className="card-grid card-grid-4">
          {page.values.items.map((value) => (
            <article className="card" key={value.title}>
              <Icon name={value.icon} className="icon icon-badge" />
              <h3 className="card-title">{value.title}</h3>
              <p>{value.text}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section id={PAGE_PARTS.about.offer} heading={page.offer.heading} tone="tinted">
        <ul className="card-grid card-grid-3">
          {page.offer.items.map((item) => (
            <li className="card" key={item.title}>
              <h3 className="card-title">{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      {team.length > 0 && (
        <Section id={PAGE_PARTS.about.team} heading={page.team.heading} intro={page.team.intro}>
          <ul className="card-grid card-grid-2">
            {team.map((member) => (
              <TeamCard key={member.slug} member={member} labels={page.team.labels} />
            ))}
          </ul>
        </Section>
      )}
      <BookingBand heading={cta.heading} text={cta.text} site={site} words={words} />
    </div>
  );
}
