// The page `npm start` answers (503) while it has no release to serve: its words are the content's
// (site.yaml's labels "unavailableTitle" and "unavailableText", in every language of the build),
// written by each export to releases/unavailable.html, because the server never reads content/.
// server/release.js reads it.
import type { Content } from "../../app/build-api";

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

type Words = { locale: string; labels: { unavailableTitle: string; unavailableText: string } };

/**
 * The holding page in the site's language, then in each other language the build has (the
 * server cannot tell which one a visitor reads); it reloads itself until the site is back.
 */
export function holdingPage(
  content: { site: Words } & Partial<Pick<Content, "languages" | "translations">>,
): string {
  const { site, languages = [], translations = {} } = content;
  const others = languages.slice(1).flatMap((language) => {
    const words = translations[language.code]?.site;
    return words ? [{ ...words, locale: language.locale }] : [];
  });
  const title = escapeHtml(site.labels.unavailableTitle);
  return [
    `<!doctype html><html lang="${escapeHtml(site.locale)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta http-equiv="refresh" content="30">',
    `<title>${title}</title></head>`,
    `<body><h1>${title}</h1><p>${escapeHtml(site.labels.unavailableText)}</p>`,
    ...others.map(
      ({ locale, labels }) =>
        `<section lang="${escapeHtml(locale)}"><h2>${escapeHtml(labels.unavailableTitle)}</h2>` +
        `<p>${escapeHtml(labels.unavailableText)}</p></section>`,
    ),
    "</body></html>",
    "",
  ].join("\n");
}
