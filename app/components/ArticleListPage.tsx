import { useLocalPaths } from "./site-data";
import { ArrowLeft, ArrowRight } from "~/lib/icons";
import type { Site } from "~/content/schemas";
import { ArticleCard, type ArticleSummary } from "./ArticleCard";
import { PageHeader } from "./ui";

/** One group of cards: the language's own articles, or those only in English (after them). */
function Cards({
  articles,
  labels,
  headingLevel = 2,
}: {
  articles: ArticleSummary[];
  labels: Site["labels"];
  headingLevel?: 2 | 3;
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
  labels: Site["labels"];
}) {
  const paged = pagination.newer !== undefined || pagination.older !== undefined;
  const paths = useLocalPaths();
  return (
    <>
      <PageHeader heading={heading} intro={intro} />
      <section className="section section-tight" aria-label={heading}>
        <div className="container">
          {articles.length > 0 ? (
            <Cards articles={articles.filter((article) => !article.lang)} labels={labels} />
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
          {articles.some((article) => article.lang) && (
            <>
              <h2 className="also-in-english">{labels.alsoInEnglish}</h2>
              <Cards
                articles={articles.filter((article) => article.lang)}
                labels={labels}
                headingLevel={3}
              />
            </>
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
