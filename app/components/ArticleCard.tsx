// One article as a card in a list: its topic, title, description, read time and state (a draft,
// scheduled, in English on another language's page).
import { ArrowRight } from "~/lib/icons";
import type { InterfaceWords } from "~/content/schemas";
import { ArticleMeta } from "./ArticleMeta";
import { PublicationBadge, type ArticleStatus } from "./PublicationNotice";

/** What a list needs to show one article. */
export type ArticleSummary = {
  slug: string;
  title: string;
  description: string;
  /** "5 min read". */
  readTime: string;
  category: string;
  href: string;
  /** On another language's page, an article not translated yet: shown in English, marked so. */
  lang?: string;
} & ArticleStatus;

export function ArticleCard({
  article,
  labels,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  labels: InterfaceWords["labels"];
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="card article-card">
      <PublicationBadge article={article} labels={labels} />
      <ArticleMeta category={article.category} readTime={article.readTime} />
      <Heading className="card-title" lang={article.lang}>
        {article.title}
      </Heading>
      <p lang={article.lang}>{article.description}</p>
      {/* The hidden title is part of the link's text, so screen readers and search engines
          (which read text, not aria-label) both learn which article it opens. */}
      <a className="text-link card-footer" href={article.href}>
        {labels.readMore}
        <span className="visually-hidden" lang={article.lang}>
          : {article.title}
        </span>
        <ArrowRight className="icon" aria-hidden="true" />
      </a>
    </li>
  );
}
