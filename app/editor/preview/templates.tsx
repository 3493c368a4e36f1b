// How the preview pane shows each kind of content file: the site's own components, given the item
// the content check made of the entry (its body already through the site's checked renderer). One
// table, by the kind of file (item-of-file.ts): a collection's entries get the template of their
// file's kind, whichever collection holds them, and a kind without a page of its own shows its
// fields as the site sets text.
import type { ReactElement } from "react";
import { ArticleMeta } from "../../components/ArticleMeta";
import { HelpBox } from "../../components/HelpBox";
import { PageHeader, Prose } from "../../components/PageBlocks";
import { PracticalFacts } from "../../components/PracticalFacts";
import { TeamCard } from "../../components/TeamCard";
import type { Content } from "../../build-time/load-content";
import { counted, formatDate } from "../../lib/format";
import type { Shown } from "./item-of-file";

export type PreviewContext = {
  content: Content;
  /** The language part the file is in (item-of-file.ts languageOf). */
  local: Content | Content["translations"][string];
  locale: string;
};

type Template<K extends Shown["kind"]> = (
  item: Extract<Shown, { kind: K }>["item"],
  context: PreviewContext,
) => ReactElement;

function ArticlePreview(
  article: Content["articles"][number],
  { content, local, locale }: PreviewContext,
) {
  const resources = local.pages.resources ?? content.pages.resources;
  const labels = local.words.labels;
  const category = resources.categories.find((each) => each.id === article.category);
  const ages = resources.ageGroups.filter((group) => article.ageGroups.includes(group.id));
  return (
    <article className="section article">
      <div className="container narrow">
        <header className="article-header">
          <h1>{article.title}</h1>
          <ArticleMeta
            category={category?.title ?? article.category}
            readTime={counted(labels.readTime, article.readTime, locale)}
            date={{ iso: article.date, text: formatDate(article.date, locale) }}
          />
          <p className="article-ages">
            {ages.map((group) => `${group.title} (${group.ages})`).join(" · ")}
          </p>
        </header>
        <p className="lead">{article.description}</p>
        <Prose html={article.html} />
      </div>
    </article>
  );
}

/** A page, service or anything else with a title or heading, a lead and perhaps a body. */
function TextPreview(item: Record<string, unknown>) {
  const text = (key: string) => (typeof item[key] === "string" ? (item[key] as string) : "");
  const heading = text("heading") || text("title") || text("name");
  const lead = text("intro") || text("description") || text("role");
  const html = text("html");
  return (
    <>
      <PageHeader heading={heading} intro={lead} />
      {html && (
        <section className="section">
          <div className="container narrow">
            <Prose html={html} />
          </div>
        </section>
      )}
    </>
  );
}

/**
 * The Services page: its heading, then its practical facts as the page draws them (languages,
 * online sessions, the wait and the fees, written out in the language: "₹1,500", "1 to 2 weeks").
 */
function ServicesPagePreview(page: Content["pages"]["services"], { locale }: PreviewContext) {
  return (
    <>
      {TextPreview(page)}
      <PracticalFacts page={page} locale={locale} />
    </>
  );
}

function TeamPreview(member: Content["team"][number], { content, local }: PreviewContext) {
  const about = local.pages.about ?? content.pages.about;
  return (
    <section className="section">
      <ul className="container card-grid">
        <TeamCard member={member} labels={about.team.labels} />
      </ul>
    </section>
  );
}

/**
 * The site's facts as every page shows them at its foot: its name and tagline, then the box of
 * helplines, each with its name and number. A file with no page of its own (a tool's words) shows
 * the same: where the entry is shown, the tools' pages, is the site's.
 */
function FactsPreview(_item: unknown, { local }: PreviewContext) {
  const site = local.site as Content["site"];
  const { help, labels } = local.words;
  return (
    <>
      <PageHeader heading={site.name} intro={site.tagline} />
      <div className="container">
        <HelpBox site={site} labels={labels} heading={help.heading} text={help.text} />
      </div>
    </>
  );
}

export const PREVIEWS: { [K in Shown["kind"]]: Template<K> } = {
  article: ArticlePreview,
  page: TextPreview,
  servicesPage: ServicesPagePreview,
  service: (service) => TextPreview(service),
  team: TeamPreview,
  site: FactsPreview,
  data: FactsPreview,
};
