// The home page (/ in each language).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArrowRight } from "~/lib/icons";
import { BookAndCall, BookingBand } from "~/components/BookingBand";
import { Icon } from "~/components/Icon";
import { LinkedCard } from "~/components/LinkedCard";
import { Section, Stats } from "~/components/PageBlocks";
import { useLocalPaths } from "~/components/layout-data";
import { localContent, publishedInLanguage } from "~/content/content.server";
import { languagesOf, pageMeta, practiceJsonLd } from "~/seo/page-meta.server";
import { statsToShow } from "~/content/stats";
import { fill } from "~/lib/format";
import { metaTags } from "~/seo/meta";
import { PAGE_PARTS, paths as englishPaths } from "~/lib/paths";

export function loader({ params }: LoaderFunctionArgs) {
  const local = localContent(params);
  const { pages, site, words } = local;
  const page = pages.home;
  const languages = languagesOf(englishPaths.home(), () => true, { translation: page.translation });
  return {
    page,
    stats: statsToShow(page.stats, { articles: publishedInLanguage(local).length }, site.locale),
    services: local.services,
    site,
    words,
    // The about page names vision and mission; home shows them under the same headings.
    headings: {
      vision: pages.about.vision.heading,
      mission: pages.about.mission.heading,
      lang: pages.about.lang,
    },
    ...languages,
    meta: pageMeta(local, {
      title: fill(words.labels.homeTitle, { name: site.name, tagline: site.tagline }),
      description: page.description,
      path: englishPaths.home(),
      jsonLd: practiceJsonLd(local),
      languages: languages.languages,
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

type HomeData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function Home() {
  const { page, stats, services, site, words, headings } = useLoaderData<typeof loader>();
  const paths = useLocalPaths();
  return (
    <>
      <Hero hero={page.hero} stats={stats} site={site} words={words} />

      <section className="section" aria-label={words.labels.highlights}>
        <div className="container card-grid card-grid-3">
          {page.highlights.map((item) => (
            <article className="card" key={item.title}>
              <Icon name={item.icon} className="icon icon-badge" />
              <h2 className="card-title">{item.title}</h2>
              <p>{item.text}</p>
            </article>
          ))}
        </div>
      </section>

      <Section id={PAGE_PARTS.home.about} heading={page.aboutTeaser.heading} tone="tinted">
        <div className="narrow-left">
          <p className="lead">{page.aboutTeaser.text}</p>
          <a className="text-link" href={paths.about()}>
            {page.aboutTeaser.linkLabel}
            <ArrowRight className="icon" aria-hidden="true" />
          </a>
        </div>
      </Section>

      <Section
        id={PAGE_PARTS.home.services}
        heading={page.services.heading}
        intro={page.services.text}
      >
        <ul className="card-grid card-grid-3">
          {services.map((service) => (
            <LinkedCard
              key={service.slug}
              icon={service.icon}
              title={service.title}
              href={paths.service(service.slug)}
              description={service.description}
              lang={service.lang}
            />
          ))}
        </ul>
        <div className="actions actions-center">
          <a className="button button-primary" href={paths.contactForm()}>
            {words.navigation.book}
          </a>
        </div>
      </Section>

      <Section
        id={PAGE_PARTS.home.visionMission}
        heading={page.visionMission.heading}
        tone="tinted"
      >
        <div className="card-grid card-grid-2">
          <div className="card">
            <Icon name="sun" className="icon icon-badge" />
            <h3 className="card-title" lang={headings.lang}>
              {headings.vision}
            </h3>
            <p>{page.visionMission.vision}</p>
          </div>
          <div className="card">
            <Icon name="compass" className="icon icon-badge" />
            <h3 className="card-title" lang={headings.lang}>
              {headings.mission}
            </h3>
            <p>{page.visionMission.mission}</p>
          </div>
        </div>
      </Section>

      <BookingBand heading={page.cta.heading} text={page.cta.text} site={site} words={words} />
    </>
  );
}

/** The page's first screen: what the practice does, booking and a call, and its figures. */
function Hero({
  hero,
  stats,
  site,
  words,
}: Pick<HomeData, "stats" | "site" | "words"> & { hero: HomeData["page"]["hero"] }) {
  return (
    <section className="hero">
      <div className="container hero-inner">
        <div>
          <h1>{hero.heading}</h1>
          <p className="lead">{hero.text}</p>
          <BookAndCall
            site={site}
            words={words}
            className="actions"
            book="button button-primary"
            call="button button-secondary"
          />
        </div>
        <Stats stats={stats} />
      </div>
    </section>
  );
}
