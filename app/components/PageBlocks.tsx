// The blocks inner pages are made of: the page header, sections, figures, prose rendered from
// Markdown, opening hours.
import { toArticleHeading } from "~/lib/paths";
import { keepTogether } from "~/lib/typography";
import { openingHoursIn, type HoursLine, type HoursWords } from "~/lib/practice-facts";
import type { ReactNode } from "react";

/** The top of every inner page: its one h1 and a short lead. */
export function PageHeader({ heading, intro }: { heading: string; intro: string }) {
  return (
    <header className="page-header">
      <div className="container">
        <div className="narrow-left">
          <h1>{heading}</h1>
          <p className="lead">{intro}</p>
        </div>
      </div>
    </header>
  );
}

export function Section({
  id,
  heading,
  intro,
  tone = "plain",
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  tone?: "plain" | "tinted";
  children: ReactNode;
}) {
  return (
    <section className={`section section-${tone}`} aria-labelledby={`${id}-heading`} id={id}>
      <div className="container">
        <div className="section-head">
          <h2 id={`${id}-heading`}>{heading}</h2>
          {intro && <p>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

type Stat = { value: string; label: string; href?: string };

/** Figures with their labels; a figure with an address is a link to it (24/7 → the helplines). */
export function Stats({ stats }: { stats: Stat[] }) {
  return (
    <ul className="stats">
      {stats.map((stat) => {
        const figure = (
          <>
            <strong>{stat.value}</strong>
            <span>{stat.label}</span>
          </>
        );
        return (
          <li key={stat.label}>
            {stat.href ? (
              <a className="stat-link" href={toArticleHeading(stat.href)}>
                {figure}
              </a>
            ) : (
              figure
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** HTML rendered on the server from a Markdown body; `lang` when its language is not the page's. */
export function Prose({ html, lang }: { html: string; lang?: string }) {
  return <div className="prose" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Each line of the opening hours, "days: time", written in the page's language from the hours
 * kept as data, the time never broken across lines.
 */
export function OpeningHours({
  site,
  labels,
}: {
  site: { hours: readonly HoursLine[]; locale: string };
  labels: HoursWords;
}) {
  return openingHoursIn(site.hours, labels, site.locale).map((entry) => (
    <span className="hours-line" key={entry.days}>
      {entry.days}: {keepTogether(entry.time)}
    </span>
  ));
}
