// A list of articles as cards (the language's own first, then those only in English), and the
// page of such a list: all articles, a topic's, an age group's, a page of many.
import { useLocalPaths } from "./layout-data";
import { ArrowLeft, ArrowRight } from "~/lib/icons";
import type { InterfaceWords } from "~/content/schemas";
import { ArticleCard, type ArticleSummary } from "./ArticleCard";
import { PageHeader } from "./PageBlocks";

/** One group of cards: the language's own articles, or those only in English (after them). */
function Cards({
  articles,
  labels,
  headingLevel,
}: {
  articles: ArticleSummary[];
  labels: InterfaceWords["labels"];
  headingLevel: 2 | 3 | 4;
}) {
  if (articles.length === 0) return null;
  return (
    <ul className="card-grid card-grid-3">
      {articles.map((article) => (
        <ArticleCard
          key={article.slug}
          article={article}
          labels={labels}
          headingLevel={headingLevel}
        />
      ))}
    </ul>
  );
}

/**
 * Article cards in the page's language first, then, under "Also in English", the articles not
 * translated yet (marked with their language): a list never passes English off as a translation.
 */
export function ArticleCards({
  articles,
  labels,
  headingLevel,
}: {
  articles: ArticleSummary[];
  labels: InterfaceWords["labels"];
  /** The level of the cards' titles and of "Also in English"; the English cards' are one below. */
  headingLevel: 2 | 3;
}) {
  const inEnglish = articles.filter((article) => article.lang);
  const GroupHeading = `h${headingLevel}` as const;
  return (
    <>
      <Cards
        articles={articles.filter((article) => !article.lang)}
        labels={labels}
        headingLevel={headingLevel}
      />
      {inEnglish.length > 0 && (
        <>
          <GroupHeading className="also-in-english">{labels.alsoInEnglish}</GroupHeading>
          <Cards articles={inEnglish} labels={labels} headingLevel={headingLevel === 2 ? 3 : 4} />
        </>
      )}
    </>
  );
}

export function ArticleListPage({
  heading,
  intro,
  articles,
  pagination,
  allArticlesHref,
  labels,
}: {
  heading: string;
  intro: string;
  articles: ArticleSummary[];
  pagination: { label: string; newer?: string; older?: string };
  allArticlesHref: string;
  labels: InterfaceWords["labels"];
}) {
  const paged = pagination.newer !== undefined || pagination.older !== undefined;
  const paths = useLocalPaths();
  return (
    <>
      <PageHeader heading={heading} intro={intro} />
      <section className="section section-tight" aria-label={heading}>
        <div className="container">
          {articles.length > 0 ? (
            <ArticleCards articles={articles} labels={labels} headingLevel={2} />
          ) : (
            <div className="empty-list">
              <p className="lead">{labels.emptyList}</p>
              <p>
                <a className="button button-secondary" href={allArticlesHref}>
                  {labels.seeAllArticles}
                </a>
              </p>
            </div>
          )}
          {paged && (
            <nav className="pagination" aria-label={pagination.label}>
              {pagination.newer && (
                <a className="button button-secondary" href={pagination.newer} rel="prev">
                  <ArrowLeft className="icon" aria-hidden="true" />
                  {labels.newerArticles}
                </a>
              )}
              <span className="pagination-label">{pagination.label}</span>
              {pagination.older && (
                <a className="button button-secondary" href={pagination.older} rel="next">
                  {labels.olderArticles}
                  <ArrowRight className="icon" aria-hidden="true" />
                </a>
              )}
            </nav>
          )}
          <p className="list-back">
            <a className="text-link back-link" href={paths.resources()}>
              <ArrowLeft className="icon" aria-hidden="true" />
              {labels.backToResources}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
