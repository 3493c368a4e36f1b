// A link that a content file writes to a page of this site ("/contact" in an article's body, a
// figure's "/resources/articles"), shown on a page of another language, leads to that page in the
// page's language wherever the language has it: an English article shown inside the Marathi pages,
// or a fact a translation takes from the English, must not throw the parent out of their language.
// Where the language has no such page, the link stays the English one (never a page that is not
// there). A link to a heading of an article the language has translated leads to the heading in
// its place in the translation, whose id is made from the translation's words ("#why" is
// "#का-…" in Marathi): a translation keeps its English's headings, as many, at the same levels,
// in the same order; where it does not, the link leads to the top of the translated page, and the
// content check says why (site-links.ts). content.server.ts applies it to each language's content
// once, when it is made.
import { articleSlugOf, HEADING_ID_PREFIX, HELP_BOX_ID, inLanguage, paths } from "../lib/paths";
import { headingsInHtml, type HeadingMark } from "./body/headings";
import { PAGE_ADDRESS } from "./field-links";
import { pageOfAddress, partOf } from "./site-links";

/**
 * A translation's heading ids by its English's (each English heading's id → the id of the
 * translation's heading in its place), or null where the translation's headings are not the
 * English's: as many, at the same levels, in the same order.
 */
export type HeadingsInTranslation = Record<string, string> | null;

export function headingsInTranslation(
  english: readonly HeadingMark[],
  translated: readonly HeadingMark[],
): HeadingsInTranslation {
  const same =
    english.length === translated.length &&
    english.every((heading, index) => heading.depth === translated[index].depth);
  if (!same) return null;
  return Object.fromEntries(english.map((heading, index) => [heading.id, translated[index].id]));
}

/**
 * The headings of each article of `translated` (a language's, by slug) by those of its English,
 * for the links to them (localAddressIn).
 */
export function translatedHeadings(
  english: readonly { slug: string; html: string }[],
  translated: readonly { slug: string; html: string }[],
): Record<string, HeadingsInTranslation> {
  const englishHtml = new Map(english.map((article) => [article.slug, article.html]));
  const headings: Record<string, HeadingsInTranslation> = {};
  for (const { slug, html } of translated) {
    const original = englishHtml.get(slug);
    if (original === undefined) continue;
    headings[slug] = headingsInTranslation(headingsInHtml(original), headingsInHtml(html));
  }
  return headings;
}

/**
 * "#why" (a field's link) or "#user-content-why" (a body's, as render.ts writes it), after the
 * page's address, as it leads on the translated page: `ids` are its headings by the English's.
 */
function partInTranslation(rest: string, ids: HeadingsInTranslation): string {
  const hash = rest.indexOf("#");
  if (hash < 0) return rest;
  const written = rest.slice(hash + 1);
  const prefix = written.startsWith(HEADING_ID_PREFIX) ? HEADING_ID_PREFIX : "";
  const part = partOf(`#${written.slice(prefix.length)}`);
  if (part === "" || part === HELP_BOX_ID) return rest;
  // The translation's headings are not its English's: no heading stands in this one's place.
  if (ids === null) return rest.slice(0, hash);
  if (!Object.hasOwn(ids, part)) return rest;
  return `${rest.slice(0, hash + 1)}${prefix}${encodeURIComponent(ids[part])}`;
}

/**
 * The address of `address` on the pages of the language with `prefix` ("mr"), given whether
 * the build has a page at an address ("/mr/contact"); `others` are the other languages'
 * prefixes: a link that names a language itself ("/hi/about") is left as written. `headings`:
 * the headings of each article the language has translated, by its slug.
 */
export function localAddressIn(
  prefix: string,
  has: (page: string) => boolean,
  others: readonly string[],
  headings: Readonly<Record<string, HeadingsInTranslation>> = {},
): (address: string) => string {
  const homes = [prefix, ...others].map((code) => inLanguage(paths.home(), code));
  return (address) => {
    if (!PAGE_ADDRESS.test(address)) return address;
    const page = pageOfAddress(address);
    if (homes.some((home) => page === home || page.startsWith(`${home}/`))) return address;
    if (!has(inLanguage(page, prefix))) return address;
    // The address as written (its escapes, its "#emergency"), under the language's prefix.
    const end = address.search(/[?#]|$/);
    const slug = articleSlugOf(page);
    const ids = slug !== undefined && Object.hasOwn(headings, slug) ? headings[slug] : undefined;
    const rest = address.slice(end);
    return (
      inLanguage(address.slice(0, end), prefix) +
      (ids === undefined ? rest : partInTranslation(rest, ids))
    );
  };
}

/**
 * A body's HTML (as body/render.ts writes it: attributes in double quotes, a quote inside one
 * escaped) with each link's address made local.
 */
export function withLocalBodyLinks(html: string, localAddress: (address: string) => string) {
  if (!html.includes('href="/')) return html;
  return html.replace(
    /(<a\s(?:[^>"]|"[^"]*")*?\bhref=")([^"]*)"/g,
    (_all, start: string, address: string) => `${start}${localAddress(address)}"`,
  );
}

/**
 * `content` (JSON: what virtual:content holds of a language) with the links of its bodies
 * (`html`) and of its fields (`href`: a figure's link) made local.
 */
export function withLocalLinks<T>(content: T, localAddress: (address: string) => string): T {
  const local = (value: unknown, key?: string): unknown => {
    if (typeof value === "string") {
      if (key === "html") return withLocalBodyLinks(value, localAddress);
      return key === "href" ? localAddress(value) : value;
    }
    if (Array.isArray(value)) return value.map((item) => local(item));
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, each]) => [name, local(each, name)]),
    );
  };
  return local(content) as T;
}
