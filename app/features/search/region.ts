// How a page tells the search index what to hold: the element around what a parent would look for
// carries data-search="<kind>" (the export reads it: scripts/export/search-regions.ts). Nothing
// else is indexed, so a page that marks nothing (a draft, the 404 page, a preview's list of
// changes, a list of articles) is never found.

/** The attribute that marks a region of a page for the search index; its value is the kind. */
export const SEARCH_ATTRIBUTE = "data-search";
/** Inside a region: a part left out of the index (a share link, a call to action). */
export const SEARCH_IGNORE_ATTRIBUTE = "data-search-ignore";

/** What a result is to a parent; the search page names each in its language (pages/search.md). */
export const SEARCH_KINDS = ["article", "service", "tool", "page"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The attributes of a region of this kind; none when `indexed` is false (a draft article). */
export function searchRegion(kind: SearchKind, indexed = true): Record<string, string> {
  return indexed ? { [SEARCH_ATTRIBUTE]: kind } : {};
}

/** The attribute that leaves a part of a region out of the index. */
export const searchIgnored = { [SEARCH_IGNORE_ATTRIBUTE]: "" } as const;
