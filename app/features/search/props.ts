// What the search page's script is given (the island's props): where the index is, and the words
// it writes around the results, in the page's language. Shared by the server and the browser.
import type { PluralForms } from "../../lib/format";
import type { SearchKind } from "./region";

export type SearchProps = {
  /** The folder of the index and Pagefind's script (paths.searchIndex()). */
  bundle: string;
  /** The page's locale, for numbers. */
  locale: string;
  /** What each kind of result is called. */
  kinds: Record<SearchKind, string>;
  /** "{count} pages found for “{query}”", one form per plural category of the language. */
  found: PluralForms;
  /** "Nothing found for “{query}”". */
  nothingFound: string;
};

/** The ids of the page's parts the script fills in or shows. */
export const SEARCH_IDS = {
  form: "search-form",
  field: "search-query",
  status: "search-status",
  results: "search-results",
  nothingFound: "search-nothing-found",
  nothingFoundHeading: "search-nothing-found-heading",
  offline: "search-offline",
} as const;

/**
 * The island's props block, as app/islands/names.ts names it (propsIdOf("search")): written out
 * here, since names.ts lives in the React file every other island shares (a test holds them equal).
 */
export const SEARCH_PROPS_ID = "search-island-props";
export const SEARCH_ISLAND_ID = "search-island";

/** The name of the query in the address: /search?q=tantrums. */
export const QUERY_PARAMETER = "q";

/**
 * What each record of the index holds beside its text (scripts/export/search-index.ts writes it):
 * its title, its kind, and how many characters of its text the page shows (the words after them
 * are the search forms only the index needs).
 */
export type SearchMeta = { title: string; kind: string; chars: string };
