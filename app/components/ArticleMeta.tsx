import { Calendar, Clock } from "lucide-react";
import { formatDate, readTimeLabel } from "~/lib/format";

/** Category, read time and date, as shown on a card and at the top of an article. */
export function ArticleMeta({
  category,
  readTime,
  date,
}: {
  category: string;
  readTime: number;
  date?: string;
}) {
  return (
    <p className="article-meta">
      <span className="badge">{category}</span>
      <span className="meta-item">
        <Clock className="icon" aria-hidden="true" />
        {readTimeLabel(readTime)}
      </span>
      {date && (
        <span className="meta-item">
          <Calendar className="icon" aria-hidden="true" />
          <time dateTime={date}>{formatDate(date)}</time>
        </span>
      )}
    </p>
  );
}
