// The rules static hosts read beside the site in build/static: Netlify's _headers and _redirects,
// and `serve`'s serve.json. They are never part of the site (`npm start` reads the manifest).
import {
  EDITOR_PATH,
  IMMUTABLE_PATHS,
  REVALIDATE,
  cacheControlFor,
  editorHeaders,
} from "../../server/headers.js";
import type { Manifest } from "../../server/release.js";

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
): Record<string, string> {
  const lines = (pattern: string, set: Record<string, string>) => [
    pattern,
    ...Object.entries(set).map(([name, value]) => `  ${name}: ${value}`),
  ];
  const pick = (set: Record<string, string>, keep: boolean) =>
    Object.fromEntries(Object.entries(set).filter(([name]) => PER_PAGE.includes(name) === keep));
  const immutable = { "Cache-Control": cacheControlFor(IMMUTABLE_PATHS.slice(0, -1)) };
  const editor = editorHeaders();
  const firstParts = [...new Set(addresses.map((address) => address.split("/")[1] ?? ""))]
    .filter((part) => part !== "" && `/${part}` !== EDITOR_PATH)
    .sort();
  // "/about/*" matches /about itself too (the part after the slash is optional to Netlify).
  const perPart = firstParts.flatMap((part) => lines(`/${part}/*`, pick(headers, true)));
  // Netlify's own default Cache-Control for most files is the same as REVALIDATE; the hashed
  // assets and the files with their own are given theirs.
  const own = Object.entries(ownCacheControl).sort(([a], [b]) => (a < b ? -1 : 1));
  const netlify = [
    ...lines("/*", pick(headers, false)),
    ...lines("/", pick(headers, true)),
    ...perPart,
    ...lines(`${EDITOR_PATH}/*`, pick(editor, true)),
    ...lines(IMMUTABLE_PATHS, immutable),
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
      { source: IMMUTABLE_PATHS.slice(1).replace(/\*$/, "**"), headers: pairs(immutable) },
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

/** The host files of a release: its headers, languages and addresses, by its manifest. */
export function hostFilesOf(manifest: Manifest, redirects: Redirect[]): Record<string, string> {
  const own = Object.fromEntries(
    Object.entries(manifest.files)
      .filter(([address, file]) => file.cacheControl !== cacheControlFor(address))
      .map(([address, file]) => [address, file.cacheControl]),
  );
  return hostFiles(
    manifest.headers,
    Object.keys(manifest.notFoundIn),
    own,
    Object.keys(manifest.files),
    redirects,
  );
}
