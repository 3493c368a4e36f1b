// Marks drafts and scheduled articles. They exist only in preview builds, so reviewers see at a
// glance what is not on the live site yet.
import type { Site } from "~/content/schemas";
import type { PublicationStatus } from "~/content/publishing";
import { fill, formatDate } from "~/lib/format";

export type ArticleStatus = { status: PublicationStatus; date: string };

export function PublicationBadge({
  article,
  labels,
}: {
  article: ArticleStatus;
  labels: Site["labels"];
}) {
  if (article.status === "published") return null;
  return (
    <p className="badge badge-draft">
      {article.status === "draft"
        ? labels.draft
        : fill(labels.scheduled, { date: formatDate(article.date) })}
    </p>
  );
}

export function PublicationBanner({
  article,
  labels,
}: {
  article: ArticleStatus;
  labels: Site["labels"];
}) {
  if (article.status === "published") return null;
  return (
    <p className="draft-banner" role="note">
      {article.status === "draft"
        ? labels.draftNotice
        : fill(labels.scheduledNotice, { date: formatDate(article.date) })}
    </p>
  );
}

/** "(Draft)" or "(Scheduled)" after a title in lists of tabs and search results. */
export function statusSuffix(article: ArticleStatus, labels: Site["labels"]): string {
  if (article.status === "draft") return ` (${labels.draft})`;
  if (article.status === "scheduled")
    return ` (${fill(labels.scheduled, { date: formatDate(article.date) })})`;
  return "";
}
