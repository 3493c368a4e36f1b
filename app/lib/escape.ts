// The one way text goes into HTML or XML that the code writes itself (the dev server's problems
// page, the editor's page and previews, the sitemap, the holding page): React escapes the rest.

/**
 * `text` as it must stand in markup, between tags or in a quoted attribute: each character that
 * could end it or begin markup (& < > " ') written as a character reference.
 */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
