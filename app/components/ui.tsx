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

export function Stats({ stats }: { stats: { value: string; label: string }[] }) {
  return (
    <ul className="stats">
      {stats.map((stat) => (
        <li key={stat.label}>
          <strong>{stat.value}</strong>
          <span>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** HTML rendered on the server from a Markdown body. */
export function Prose({ html }: { html: string }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
