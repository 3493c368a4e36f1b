// A release's manifest (server/release.d.ts): every address of the site with its file, type,
// Cache-Control and the objects of its encodings, the 404 pages, and the header set with the hashes
// of every inline script the pages run (their Content-Security-Policy).
import path from "node:path";
import { contentType } from "mime-types";
import {
  cacheControlFor,
  editorHeaders,
  isEditorPath,
  searchPageHeaders,
  securityHeaders,
} from "../../server/headers.js";
import { inLanguage, paths } from "../../app/export-api";
import type { Manifest, ManifestFile } from "../../server/release.js";

/** Files for static hosts only (host-files.ts): never part of the site, never in the manifest. */
const HOST_FILES = new Set(["_headers", "_redirects", "serve.json"]);
/** The 404 page: 404.html, and <code>/404.html for another language's addresses. */
export const NOT_FOUND_FILE = "404.html";

export const isNotFoundPage = (file: string) => file.split("/").at(-1) === NOT_FOUND_FILE;

/** The address a file answers (about/index.html → /about); undefined if not part of the site. */
export function addressOf(file: string): string | undefined {
  const segments = file.split("/");
  if (segments.some((segment) => segment.startsWith("."))) return undefined;
  if (HOST_FILES.has(file) || segments.at(-1) === NOT_FOUND_FILE) return undefined;
  if (segments.at(-1) === "index.html") return `/${segments.slice(0, -1).join("/")}`;
  return `/${file}`;
}

/** A file's type by its name. */
export function typeOf(file: string): string {
  return contentType(path.extname(file).toLowerCase()) || "application/octet-stream";
}

/** What the export wrote of one file. */
export type Written = {
  file: string;
  type: string;
  encodings: ManifestFile["encodings"];
  /** When not the one its address has by cacheControlFor. */
  cacheControl?: string;
};

/** The release's manifest: every address's file, and the headers with the inline scripts' hashes. */
export function manifestOf(
  id: string,
  written: Map<string, Written>,
  scriptHashes: Set<string>,
): Manifest {
  const notFound = written.get(NOT_FOUND_FILE);
  if (!notFound) throw new Error("The export wrote no 404.html, so the release is incomplete.");
  // Each language's prefix, by its own 404 page.
  const prefixes = [...written.values()].flatMap(({ file }) => {
    const [prefix, name, ...rest] = file.split("/");
    return name === NOT_FOUND_FILE && rest.length === 0 ? [prefix] : [];
  });
  const searchPages = new Set(
    [undefined, ...prefixes].map((prefix) => inLanguage(paths.search(), prefix)),
  );
  const headersOf = (address: string) =>
    isEditorPath(address)
      ? { headers: editorHeaders() }
      : searchPages.has(address)
        ? { headers: searchPageHeaders(scriptHashes) }
        : {};
  const entry = ({ file, type, encodings, cacheControl }: Written): ManifestFile => ({
    file,
    type,
    cacheControl: cacheControl ?? cacheControlFor(addressOf(file) ?? "/"),
    encodings,
    ...headersOf(addressOf(file) ?? "/"),
  });
  const notFoundIn: Manifest["notFoundIn"] = {};
  for (const prefix of prefixes) {
    notFoundIn[prefix] = entry(written.get(`${prefix}/${NOT_FOUND_FILE}`)!);
  }
  const files: Manifest["files"] = {};
  for (const record of [...written.values()].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    const address = addressOf(record.file);
    if (address !== undefined) files[address] = entry(record);
  }
  return {
    release: id,
    headers: securityHeaders(scriptHashes),
    files,
    notFound: entry(notFound),
    notFoundIn,
  };
}
