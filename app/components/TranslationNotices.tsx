// What a translated page tells its reader about the translation: that the English changed after
// it was made (with a link).
import type { InterfaceWords, LanguageLink } from "~/content/schemas";

/** What the layout reads from the page's own route data. */
export type LeafData = {
  /** The page in every language of the build (the switch, hreflang). */
  languages?: LanguageLink[];
  /** A translation made from other words than its English page has now: the English page. */
  stale?: { english: string; englishLocale: string };
};

export function TranslationNotices({
  leaf,
  labels,
}: {
  leaf?: LeafData;
  labels: InterfaceWords["labels"];
}) {
  return (
    <>
      {leaf?.stale && (
        <p className="translation-notice container">
          {labels.englishUpdated}{" "}
          <a href={leaf.stale.english} hrefLang={leaf.stale.englishLocale}>
            {labels.readInEnglish}
          </a>
        </p>
      )}
    </>
  );
}
