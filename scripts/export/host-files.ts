// The rules static hosts read beside the site in build/static: Netlify's _headers and _redirects,
// and `serve`'s serve.json. They are never part of the site (`npm start` reads the manifest).
import {
  EDITOR_PATH,
  IMMUTABLE,
  IMMUTABLE_PATHS,
  REVALIDATE,
  cacheControlFor,
  editorHeaders,
  isEditorPath,
  isImmutable,
} from "../../server/headers.js";
import type { Manifest } from "../../server/release.js";
import { fileFor } from "./render-site";

/** An address the static hosts send elsewhere (302). */
export type Redirect = { from: string; to: string };

/** Headers that differ between the site's pages and the editor's: one value each, never joined. */
const PER_PAGE = ["Content-Security-Policy", "Cross-Origin-Opener-Policy"];

/**
 * The host's rules, for Netlify (_headers; _redirects sends each language's own 404 page for an
 * unknown address under its prefix) and for `serve` (serve.json, which has one 404 page). The
 * editor at /admin has its own policy. Netlify joins the values of a header that several rules
 * set (two policies would both apply), so the policy is given per first part of the site's
 * addresses, and the editor's for /admin alone; an unknown address matches none of them, and its
 * 404 page carries the policy in a <meta http-equiv> of its own (withOwnPolicy). `serve` lets a
 * later rule replace a value.
 */
export function hostFiles(
  headers: Record<string, string>,
  languagePrefixes: string[] = [],
  /** Addresses whose Cache-Control is their own (the tool pages' service workers). */
  ownCacheControl: Record<string, string> = {},
  /** Every address of the site: the policy is given per first part of them. */
  addresses: string[] = [],
  /** Addresses that lead elsewhere (a preview's articles by file name: fileAddressRedirects). */
  redirects: Redirect[] = [],
  /** Pages with headers of their own (the search pages' policy), by address; not the editor's. */
  ownHeaders: Record<string, Record<string, string>> = {},
): Record<string, string> {
  const lines = (pattern: string, set: Record<string, string>) => [
    pattern,
    ...Object.entries(set).map(([name, value]) => `  ${name}: ${value}`),
  ];
  const pick = (set: Record<string, string>, keep: boolean) =>
    Object.fromEntries(Object.entries(set).filter(([name]) => PER_PAGE.includes(name) === keep));
  const immutable = { "Cache-Control": IMMUTABLE };
  const editor = editorHeaders();
  const site = pick(headers, true);
  const perPart = policyRules(
    addresses.filter(
      (address) => !address.startsWith(`${EDITOR_PATH}/`) && address !== EDITOR_PATH,
    ),
    ownHeaders,
  ).flatMap(({ pattern, address }) =>
    lines(pattern, address === undefined ? site : { ...site, ...ownHeaders[address] }),
  );
  // Netlify's own default Cache-Control for most files is the same as REVALIDATE; the hashed
  // assets and the files with their own are given theirs.
  const own = Object.entries(ownCacheControl).sort(([a], [b]) => (a < b ? -1 : 1));
  const netlify = [
    ...lines("/*", pick(headers, false)),
    ...lines("/", pick(headers, true)),
    ...perPart,
    ...lines(`${EDITOR_PATH}/*`, pick(editor, true)),
    ...netlifyImmutable(addresses).flatMap((pattern) => lines(pattern, immutable)),
    ...own.flatMap(([address, value]) => lines(address, { "Cache-Control": value })),
    "",
  ].join("\n");
  const pairs = (set: Record<string, string>) =>
    Object.entries(set).map(([key, value]) => ({ key, value }));
  const serve = {
    redirects: redirects.map(({ from, to }) => ({ source: from, destination: to, type: 302 })),
    headers: [
      { source: "**", headers: pairs({ ...headers, "Cache-Control": REVALIDATE }) },
      { source: `${EDITOR_PATH.slice(1)}/**`, headers: pairs(pick(editor, true)) },
      ...Object.entries(ownHeaders)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        // `serve` matches a rule against the file it sends (search/index.html).
        .map(([address, set]) => ({ source: fileFor(address), headers: pairs(set) })),
      ...IMMUTABLE_PATHS.map((pattern) => ({
        // A glob: "*" within one name, "**" below a folder.
        source: pattern.slice(1).replace(/\/\*$/, "/**"),
        headers: pairs(immutable),
      })),
      ...own.map(([address, value]) => ({
        source: address.slice(1),
        headers: pairs({ "Cache-Control": value }),
      })),
    ],
  };
  // Netlify takes the first rule that matches: the single addresses before the 404 pages.
  const redirectLines = [
    ...redirects.map(({ from, to }) => `${from}  ${to}  302\n`),
    ...languagePrefixes.map((code) => `/${code}/*  /${code}/404.html  404\n`),
  ].join("");
  return {
    _headers: netlify,
    _redirects: redirectLines,
    "serve.json": `${JSON.stringify(serve, null, 2)}\n`,
  };
}

/**
 * The rules of Netlify's _headers for IMMUTABLE_PATHS: a folder's pattern as it is ("/assets/*"),
 * and for a pattern with "*" inside a name, which Netlify's rules do not promise to read as a
 * wildcard, each address of the site it matches.
 */
function netlifyImmutable(addresses: string[]): string[] {
  const folders = IMMUTABLE_PATHS.filter(
    (pattern) => pattern.endsWith("/*") && !pattern.slice(0, -1).includes("*"),
  );
  const inFolder = (address: string) =>
    folders.some((pattern) => address.startsWith(pattern.slice(0, -1)));
  const named = [...new Set(addresses)]
    .filter((address) => isImmutable(address) && !inFolder(address))
    .sort();
  return [...folders, ...named];
}

/** A rule of Netlify's _headers: its pattern, and the page whose own headers it gives, if any. */
type PolicyRule = { pattern: string; address?: string };

/**
 * The patterns that give every address its policy once: the site's for each first part of the
 * addresses ("/about/*", which matches /about itself too), and where a part holds a page with
 * its own headers (/search, /mr/search), that page alone and each other second part apart, since
 * Netlify would apply both policies of two rules that match.
 */
export function policyRules(
  addresses: string[],
  ownHeaders: Record<string, Record<string, string>>,
): PolicyRule[] {
  const own = new Set(Object.keys(ownHeaders));
  const partsOf = (list: string[], depth: number) =>
    [...new Set(list.map((address) => address.split("/")[depth] ?? ""))]
      .filter((part) => part !== "")
      .sort();
  const exactly = (address: string): PolicyRule[] => [
    { pattern: address, address },
    { pattern: `${address}/`, address },
  ];
  return partsOf(addresses, 1).flatMap((first): PolicyRule[] => {
    const base = `/${first}`;
    const below = addresses.filter((address) => address.startsWith(`${base}/`));
    if (own.has(base)) {
      if (below.length > 0) throw new Error(`${base} has its own headers and pages below it.`);
      return exactly(base);
    }
    if (!below.some((address) => own.has(address))) return [{ pattern: `${base}/*` }];
    return [
      ...(addresses.includes(base) ? [{ pattern: base }, { pattern: `${base}/` }] : []),
      ...partsOf(below, 2).flatMap((second): PolicyRule[] => {
        const address = `${base}/${second}`;
        if (!own.has(address)) return [{ pattern: `${address}/*` }];
        if (below.some((each) => each.startsWith(`${address}/`))) {
          throw new Error(`${address} has its own headers and pages below it.`);
        }
        return exactly(address);
      }),
    ];
  });
}

/** The host files of a release: its headers, languages and addresses, by its manifest. */
export function hostFilesOf(manifest: Manifest, redirects: Redirect[]): Record<string, string> {
  const own = Object.fromEntries(
    Object.entries(manifest.files)
      .filter(([address, file]) => file.cacheControl !== cacheControlFor(address))
      .map(([address, file]) => [address, file.cacheControl]),
  );
  const ownHeaders = Object.fromEntries(
    Object.entries(manifest.files).flatMap(([address, file]) =>
      file.headers && !isEditorPath(address) ? [[address, file.headers]] : [],
    ),
  );
  return hostFiles(
    manifest.headers,
    Object.keys(manifest.notFoundIn),
    own,
    Object.keys(manifest.files),
    redirects,
    ownHeaders,
  );
}
