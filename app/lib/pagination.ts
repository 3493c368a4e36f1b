// Lists of articles stay short however many articles there are: newest first, a page at a time,
// of site.yaml's articlesPerPage articles each.

/** One page of a list: its items, its number (from 1) and how many pages the list has. */
export type ListPage<T> = { items: T[]; page: number; pages: number };

/**
 * The page named by a route's `page` parameter ("2", "3"...; none for the first), or undefined
 * when there is no such page. An empty list still has its first page, which says it is empty.
 */
export function pageOf<T>(
  items: T[],
  param: string | undefined,
  perPage: number,
): ListPage<T> | undefined {
  const pages = pageCount(items.length, perPage);
  // "1" is not an address of its own: the first page lives at the list's plain address.
  const page = param === undefined ? 1 : /^[1-9]\d*$/.test(param) ? Number(param) : NaN;
  if (!(page >= 1 && page <= pages) || param === "1") return undefined;
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pages };
}

/** How many pages a list of `count` items has. */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}
