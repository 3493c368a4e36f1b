// A link that a content file writes to a page of this site ("/contact" in an article's body, a
// figure's "/resources/articles"), shown on a page of another language, leads to that page in the
// page's language wherever the language has it: an English article shown inside the Marathi pages,
// or a fact a translation takes from the English, must not throw the parent out of their language.
// Where the language has no such page, the link stays the English one (never a page that is not
// there). content.server.ts applies it to each language's content once, when it is made.
import { inLanguage, paths } from "../lib/paths";
import { PAGE_ADDRESS } from "./field-links";
import { pageOfAddress } from "./site-links";

/**
 * The address of `address` on the pages of the language with `prefix` ("mr"), given whether
 * the build has a page at an address ("/mr/contact"); `others` are the other languages'
 * prefixes: a link that names a language itself ("/hi/about") is left as written.
 */
export function localAddressIn(
  prefix: string,
  has: (page: string) => boolean,
  others: readonly string[],
): (address: string) => string {
  const homes = [prefix, ...others].map((code) => inLanguage(paths.home(), code));
  return (address) => {
    if (!PAGE_ADDRESS.test(address)) return address;
    const page = pageOfAddress(address);
    if (homes.some((home) => page === home || page.startsWith(`${home}/`))) return address;
    if (!has(inLanguage(page, prefix))) return address;
    // The address as written (its escapes, its "#emergency"), under the language's prefix.
    const end = address.search(/[?#]|$/);
    return inLanguage(address.slice(0, end), prefix) + address.slice(end);
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
