// The buttons that share an article: WhatsApp, the phone's share sheet, or copy the link.
import { Copy, MessageCircle, Share2 } from "~/lib/icons";
import { whatsappShareHref } from "~/lib/contact-links";
import type { InterfaceWords } from "~/content/schemas";

/**
 * Share an article in one tap: a WhatsApp link with its title and address (a plain link, so it
 * works without JavaScript and asks nothing of WhatsApp until tapped), and, through the layout's
 * inline script (app/lib/layout-script.ts), the phone's own share sheet where it has one, or
 * "Copy link" where it has not. Those two stay hidden without the script.
 */
export function ShareArticle({
  title,
  url,
  words,
}: {
  title: string;
  /** The article's address on this page's language, absolute. */
  url: string;
  words: InterfaceWords["labels"]["share"];
}) {
  return (
    <section
      className="share"
      aria-labelledby="share-heading"
      data-share
      data-title={title}
      data-url={url}
      data-copied={words.copied}
    >
      <h2 id="share-heading" className="share-heading">
        {words.heading}
      </h2>
      <div className="share-actions">
        <a className="button button-secondary" href={whatsappShareHref([title, url])}>
          <MessageCircle className="icon" aria-hidden="true" />
          {words.whatsapp}
        </a>
        <button type="button" className="button button-secondary" data-sheet hidden>
          <Share2 className="icon" aria-hidden="true" />
          {words.sheet}
        </button>
        <button type="button" className="button button-secondary" data-copy hidden>
          <Copy className="icon" aria-hidden="true" />
          {words.copy}
        </button>
      </div>
      <p className="share-status" role="status" />
    </section>
  );
}
