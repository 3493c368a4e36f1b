// The page `npm start` answers (503) while it has no release to serve: its words are the content's
// (content/site.yaml, labels "unavailableTitle" and "unavailableText"), written by each export to releases/unavailable.html,
// because the server never reads content/. server/release.js reads it.
import type { Content } from "../../app/build-api";

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The holding page in the site's language; it reloads itself until the site is back. */
export function holdingPage(content: Pick<Content, "site">): string {
  const { unavailableTitle: title, unavailableText: text } = content.site.labels;
  return [
    `<!doctype html><html lang="${escapeHtml(content.site.locale)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta http-equiv="refresh" content="30">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`,
    "",
  ].join("\n");
}
