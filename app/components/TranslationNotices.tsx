// What a translated page tells its reader about the translation: that the English changed after
// it was made (with a link), and on a language's home page, that the page the reader
// switched from is not translated yet (shown only when the address ends in its #id: no script).
import type { LanguageLink } from "~/i18n/languages";
import type { Site } from "~/content/schemas";
import { NOT_TRANSLATED_ID } from "~/lib/paths";

/** What the layout reads from the page's own route data. */
export type LeafData = {
  /** The page in every language of the build (the switch, hreflang). */
  languages?: LanguageLink[];
  /** A translation made from other words than its English page has now: the English page. */
  stale?: { english: string; englishLocale: string };
  /** A language's home page: it has the note for readers who switched from an untranslated page. */
  languageHome?: boolean;
};

export function TranslationNotices({ leaf, labels }: { leaf?: LeafData; labels: Site["labels"] }) {
  return (
    <>
      {leaf?.languageHome && (
        <p id={NOT_TRANSLATED_ID} className="translation-notice switch-notice container">
          {labels.notTranslated}
        </p>
      )}
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
