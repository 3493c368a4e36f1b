// The page `npm start` answers (503) while it has no release to serve: its words are the content's
// (interface-words.yaml's labels "unavailableTitle" and "unavailableText", in every language of the
// build), written by each export to releases/unavailable.html, because the server never reads
// content/.
// server/release.js reads it.
import { type Content, escapeMarkup } from "../../app/build-api";

type Labels = { unavailableTitle: string; unavailableText: string };

/**
 * The holding page in the site's language, then in each other language the build has (the
 * server cannot tell which one a visitor reads); it reloads itself until the site is back.
 */
export function holdingPage(
  content: { site: { locale: string }; words: { labels: Labels } } & Partial<
    Pick<Content, "languages" | "translations">
  >,
): string {
  const { site, words, languages = [], translations = {} } = content;
  const others = languages.slice(1).flatMap((language) => {
    const labels = translations[language.code]?.words.labels;
    return labels ? [{ labels, locale: language.locale }] : [];
  });
  const title = escapeMarkup(words.labels.unavailableTitle);
  return [
    `<!doctype html><html lang="${escapeMarkup(site.locale)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta http-equiv="refresh" content="30">',
    `<title>${title}</title></head>`,
    `<body><h1>${title}</h1><p>${escapeMarkup(words.labels.unavailableText)}</p>`,
    ...others.map(
      ({ locale, labels }) =>
        `<section lang="${escapeMarkup(locale)}"><h2>${escapeMarkup(labels.unavailableTitle)}</h2>` +
        `<p>${escapeMarkup(labels.unavailableText)}</p></section>`,
    ),
    "</body></html>",
    "",
  ].join("\n");
}
