// Marks drafts and scheduled articles. They exist only in preview builds, so reviewers see at a
// glance what is not on the live site yet.
import type { InterfaceWords } from "~/content/schemas";
import type { PublicationStatus } from "~/content/publishing";
import { fill } from "~/lib/format";

/** `date`: the article's day as the page shows it ("5 December 2026"). */
export type ArticleStatus = { status: PublicationStatus; date: string };
type Props = { article: ArticleStatus; labels: InterfaceWords["labels"] };

/** "Draft" or "Scheduled for 5 December 2026"; the notice is the longer sentence for a banner. */
function statusText({ article, labels }: Props, form: "short" | "notice"): string | undefined {
  const { date } = article;
  if (article.status === "draft") return form === "short" ? labels.draft : labels.draftNotice;
  if (article.status === "scheduled") {
    return fill(form === "short" ? labels.scheduled : labels.scheduledNotice, { date });
  }
  return undefined;
}

export function PublicationBadge(props: Props) {
  const text = statusText(props, "short");
  return text ? <p className="badge badge-draft">{text}</p> : null;
}

export function PublicationBanner(props: Props) {
  const text = statusText(props, "notice");
  return text ? (
    <p className="draft-banner" role="note">
      {text}
    </p>
  ) : null;
}

/** " (Draft)" or " (Scheduled for …)" after a title, for browser tabs and search results. */
export function statusSuffix(article: ArticleStatus, labels: InterfaceWords["labels"]): string {
  const text = statusText({ article, labels }, "short");
  return text ? ` (${text})` : "";
}
