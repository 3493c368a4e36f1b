// The contract between the export (which writes releases) and `npm start` (which serves them).

export type Encoding = "identity" | "br" | "gzip";

/**
 * One encoding of a file: its bytes' object in releases/objects/ ("objects/ab/ab12…", named by
 * their sha256), their length and their ETag (the same hash). An earlier export's releases have
 * no object: their bytes are in the release's site folder.
 */
export type Variant = { size: number; etag: string; object?: string };

export type ManifestFile = {
  /** Where the file is in build/static ("about/index.html"). */
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
  /** releases/objects/: every release's bytes, each object once, named by its sha256. */
  objects: string;
  /** releases/current.json: names the release being served; replaced by a rename. */
  pointer: string;
  /** releases/unavailable.html: the 503 page while no release can be served, from content. */
  holdingPage: string;
  /** build/static: a copy of the current release's site for static hosts (hard links). */
  static: string;
};

export function buildLayout(root: string): BuildLayout;
export function objectPath(layout: BuildLayout, object: string): string;
export const OBJECT_NAME: RegExp;
export function siteDir(layout: BuildLayout, release: string): string;
/** Where the bytes of one encoding of a manifest's file are. */
export function variantPath(
  layout: BuildLayout,
  release: string,
  file: ManifestFile,
  encoding?: Encoding,
): string;
export function manifestFile(layout: BuildLayout, release: string): string;
