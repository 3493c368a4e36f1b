// The contract between the export (which writes releases) and `npm start` (which serves them).

export type Encoding = "identity" | "br" | "gzip";

/** One encoding of a file: the bytes in the release, their length and their ETag (their hash). */
export type Variant = { size: number; etag: string };

export type ManifestFile = {
  /** Relative to the release's site folder; the br and gzip variants add ".br" and ".gz". */
  file: string;
  type: string;
  cacheControl: string;
  encodings: Partial<Record<Encoding, Variant>> & { identity: Variant };
  /** Headers of this file that differ from the release's (the editor's page and files). */
  headers?: Record<string, string>;
};

export type Manifest = {
  release: string;
  /** Sent with every response of this release. */
  headers: Record<string, string>;
  /** Every address the site answers, decoded ("/", "/about", "/assets/site-x.css"). */
  files: Record<string, ManifestFile>;
  /** The page sent, with status 404, for every other address. */
  notFound: ManifestFile;
  /** A language's own 404 page for the addresses under its prefix, by prefix ("mr"). */
  notFoundIn: Record<string, ManifestFile>;
};

export type BuildLayout = {
  /** releases/: one folder per export, never changed once published (outside build/, which
   * `remix vite:build` deletes when it starts). */
  releases: string;
  /** releases/current.json: names the release being served; replaced by a rename. */
  pointer: string;
  /** releases/unavailable.html: the 503 page while no release can be served, from content. */
  holdingPage: string;
  /** build/static: a copy of the current release's site for static hosts (hard links). */
  static: string;
};

export function buildLayout(root: string): BuildLayout;
export function siteDir(layout: BuildLayout, release: string): string;
export function manifestFile(layout: BuildLayout, release: string): string;
