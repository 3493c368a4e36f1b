// The search page's only script (no React): it loads Pagefind from the site's own index folder
// once the parent starts, searches as they type, and writes the results into the page the server
// rendered (SearchPage.tsx) as plain elements, never as HTML. Every query goes through searchText,
// as every word of the index did (scripts/export/search-index.ts). When Pagefind cannot load (no
// connection), the page says so and keeps its list of articles.
import { counted, fill } from "../../lib/format";
import { excerptOf, queryTerms } from "./excerpt";
import {
  QUERY_PARAMETER,
  SEARCH_IDS,
  SEARCH_ISLAND_ID,
  SEARCH_PROPS_ID,
  type SearchMeta,
  type SearchProps,
} from "./props";
import type { SearchKind } from "./region";

/** The part of Pagefind's interface this page uses (pagefind.js has no types of its own). */
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (query: string) => Promise<{ results: { data: () => Promise<Fragment> }[] } | null>;
};
type Fragment = { url: string; content: string; meta: SearchMeta };

/** How many results are drawn (each costs its fragment's download). */
const SHOWN = 10;
/**
 * Of those, the first ones, drawn as soon as their fragments are in (a phone's screenful); the rest
 * are fetched only then, so a query the next key has replaced costs few downloads on a slow line.
 */
const FIRST = 3;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

/** One result: its kind, its title as a link to it, and the excerpt with matched words marked. */
function resultOf(
  props: SearchProps,
  { url, content, meta }: Fragment,
  terms: string[],
): HTMLLIElement {
  const item = document.createElement("li");
  item.className = "search-result";
  const kind = document.createElement("p");
  kind.className = "search-kind";
  kind.textContent = props.kinds[meta.kind as SearchKind] ?? "";
  const heading = document.createElement("h2");
  const link = document.createElement("a");
  link.href = url;
  link.textContent = meta.title;
  heading.append(link);
  const excerpt = document.createElement("p");
  excerpt.className = "search-excerpt";
  const text = content.slice(0, Number(meta.chars) || content.length);
  for (const part of excerptOf(text, terms)) {
    if (!part.marked) excerpt.append(part.text);
    else excerpt.append(Object.assign(document.createElement("mark"), { textContent: part.text }));
  }
  item.append(kind, heading, excerpt);
  return item;
}

/** The part of Pagefind's entry file that names a language's index and WebAssembly. */
type Entry = { languages: Record<string, { hash: string; wasm: string | null }> };

/**
 * Pagefind asks for its WebAssembly and the language's meta only once its script is in and has
 * read the entry file: two round trips later, on a slow line most of a word's typing. Read here
 * beside its script, they are preloaded, and its own fetches of them take the preloaded answers
 * (pagefindLoader lets it start only once the preloads are in the page).
 */
async function preloadIndex(bundle: string) {
  try {
    const response = await fetch(`${bundle}pagefind-entry.json`);
    const { languages } = (await response.json()) as Entry;
    const index = languages[document.documentElement.lang.split("-")[0].toLowerCase()];
    if (!index) return;
    for (const file of [
      `wasm.${index.wasm ?? "unknown"}.pagefind`,
      `pagefind.${index.hash}.pf_meta`,
    ]) {
      const link = Object.assign(document.createElement("link"), {
        rel: "preload",
        as: "fetch",
        href: `${bundle}${file}`,
        crossOrigin: "anonymous",
      });
      document.head.append(link);
    }
  } catch {
    // Offline: Pagefind's own fetches say so.
  }
}

/** Loads Pagefind once; undefined when it cannot load (offline), tried again at the next call. */
function pagefindLoader(bundle: string): () => Promise<Pagefind | undefined> {
  let loading: Promise<Pagefind | undefined> | undefined;
  return () =>
    (loading ??= (async () => {
      const preloaded = preloadIndex(bundle);
      try {
        const module = (await import(/* @vite-ignore */ `${bundle}pagefind.js`)) as Pagefind;
        // Its search runs here: a web worker would need a policy of its own.
        await module.options({ noWorker: true, excerptLength: 0 });
        // Pagefind fetches its files at the first search, which waits for this. A fetch that
        // starts before its file's preload is in the page takes nothing from it: the file comes
        // twice, and the unused preload stays, answering a later fetch of it even offline.
        await preloaded;
        return module;
      } catch {
        loading = undefined;
        return undefined;
      }
    })());
}

/** The address keeps the query (?q=…), so a result's back button returns to the same results. */
function remember(query: string) {
  const url = new URL(location.href);
  if (query.trim()) url.searchParams.set(QUERY_PARAMETER, query);
  else url.searchParams.delete(QUERY_PARAMETER);
  history.replaceState(null, "", url);
}

function start() {
  const data = byId(SEARCH_PROPS_ID);
  const form = byId<HTMLFormElement>(SEARCH_IDS.form);
  const field = byId<HTMLInputElement>(SEARCH_IDS.field);
  const status = byId(SEARCH_IDS.status);
  const list = byId<HTMLOListElement>(SEARCH_IDS.results);
  const nothing = byId(SEARCH_IDS.nothingFound);
  const nothingHeading = byId(SEARCH_IDS.nothingFoundHeading);
  const offline = byId(SEARCH_IDS.offline);
  if (!data?.textContent || !form || !field || !status || !list || !nothing || !offline) return;
  if (!nothingHeading) return;
  const props = JSON.parse(data.textContent) as SearchProps;

  const pagefind = pagefindLoader(props.bundle);

  let latest = 0;
  async function search(query: string) {
    const asked = ++latest;
    const terms = queryTerms(query);
    if (terms.length === 0) return show(asked, query, terms, []);
    const found = await pagefind();
    // Keys typed while Pagefind loaded each asked for a search: only the last one runs.
    if (asked !== latest) return;
    try {
      if (!found) throw new Error("Pagefind did not load");
      const answer = await found.search(terms.join(" "));
      if (!answer || asked !== latest) return;
      const results = answer.results.slice(0, SHOWN);
      const first = await Promise.all(results.slice(0, FIRST).map((r) => r.data()));
      if (asked !== latest) return;
      offline!.hidden = true;
      show(asked, query, terms, first, false, answer.results.length);
      if (results.length <= FIRST) return;
      const rest = await Promise.all(results.slice(FIRST).map((r) => r.data()));
      show(asked, query, terms, [...first, ...rest], false, answer.results.length);
    } catch {
      // The index's files could not be fetched: no connection (the service worker never keeps them).
      if (asked !== latest) return;
      offline!.hidden = false;
      show(asked, query, terms, [], true);
    }
  }

  function show(
    asked: number,
    query: string,
    terms: string[],
    fragments: Fragment[],
    failed = false,
    count = fragments.length,
  ) {
    if (asked !== latest) return;
    const empty = terms.length === 0 || failed;
    list!.replaceChildren(...fragments.map((fragment) => resultOf(props, fragment, terms)));
    list!.hidden = fragments.length === 0;
    nothing!.hidden = empty || count > 0;
    nothingHeading!.textContent = fill(props.nothingFound, { query: query.trim() });
    status!.textContent =
      empty || count === 0
        ? ""
        : fill(counted(props.found, count, props.locale), { query: query.trim() });
  }

  field.addEventListener("input", () => {
    remember(field.value);
    void search(field.value);
  });
  // Loading starts as the parent comes to the field, so the first key finds Pagefind ready.
  field.addEventListener("focus", () => void pagefind(), { once: true });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void search(field.value);
  });
  offline.hidden = navigator.onLine;
  addEventListener("online", () => (offline.hidden = true));
  addEventListener("offline", () => (offline.hidden = false));
  // What the parent typed before this script ran (a slow phone), else the address's query.
  const asked = field.value || new URL(location.href).searchParams.get(QUERY_PARAMETER);
  if (asked) {
    field.value = asked;
    remember(asked);
    void search(asked);
  }
  document.getElementById(SEARCH_ISLAND_ID)?.classList.add("search-ready");
}

start();
