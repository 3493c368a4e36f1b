// An article's topic, read time and date, on its card and at its top.
import { Calendar, Clock } from "~/lib/icons";

/** Category, read time and date, as shown on a card and at the top of an article. */
export function ArticleMeta({
  category,
  categoryHref,
  readTime,
  date,
  marks,
}: {
  category: string;
  /** On the article itself the category leads to the topic's list; on a card it is a label. */
  categoryHref?: string;
  /** "5 min read", in the page's language. */
  readTime: string;
  /** The day, as YYYY-MM-DD for machines and as the page shows it. */
  date?: { iso: string; text: string };
  /** Attributes the page puts on it (on an article: left out of the search index). */
  marks?: Record<string, string>;
}) {
  return (
    <p className="article-meta" {...marks}>
      {categoryHref ? (
        <a className="badge badge-link" href={categoryHref}>
          {category}
        </a>
      ) : (
        <span className="badge">{category}</span>
      )}
      <span className="meta-item">
        <Clock className="icon" aria-hidden="true" />
        {readTime}
      </span>
      {date && (
        <span className="meta-item">
          <Calendar className="icon" aria-hidden="true" />
          <time dateTime={date.iso}>{date.text}</time>
        </span>
      )}
    </p>
  );
}
