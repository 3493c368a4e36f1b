// Where releases live, and how `npm start` follows the current one. A release is its manifest
// (releases/<id>/manifest.json): every address with its type and the objects holding its bytes in
// each encoding, kept once in releases/objects/ by the digest of those bytes, whichever release
// holds them. The export (release-lifecycle.js, beside this file) writes the objects, then the
// manifest, never changes either afterwards, and then replaces releases/current.json by a rename.
// The server checks that pointer at most once a millisecond, so it moves to a new build at once
// without a restart, and each request is answered from one release only: never a mix, never a
// stale file list. Releases live outside build/ because `remix vite:build` deletes build/ when it
// starts.
import fs from "node:fs";
import path from "node:path";

export function buildLayout(root) {
  const releases = path.join(root, "releases");
  return {
    releases,
    objects: path.join(releases, "objects"),
    pointer: path.join(releases, "current.json"),
    /** The page answered while no release can be served; the export writes it from content. */
    holdingPage: path.join(releases, "unavailable.html"),
    static: path.join(root, "build", "static"),
  };
}

/** Where an object of a manifest ("objects/ab/ab12…") is. */
export const objectPath = (layout, object) => path.join(layout.releases, object);
/** A release of an earlier export kept its files in a folder of its own (releases/<id>/site). */
export const siteDir = (layout, release) => path.join(layout.releases, release, "site");
export const manifestFile = (layout, release) =>
  path.join(layout.releases, release, "manifest.json");

const SUFFIX = { identity: "", br: ".br", gzip: ".gz" };

/** How the export names an object: its sha256, in a folder named by the digest's first byte. */
export const OBJECT_NAME = /^objects\/[0-9a-f]{2}\/[0-9a-f]{64}$/;

/**
 * Where the bytes of one encoding of a manifest's file are: its object, or in an earlier
 * export's site folder.
 */
export function variantPath(layout, release, file, encoding = "identity") {
  const variant = file.encodings[encoding];
  if (variant.object === undefined) {
    return path.join(siteDir(layout, release), file.file + SUFFIX[encoding]);
  }
  if (!OBJECT_NAME.test(variant.object)) throw new Error(`it names ${variant.object}`);
  return objectPath(layout, variant.object);
}

/** The manifest, ready to serve: addresses in a Map, absolute file paths for every encoding. */
function load(layout) {
  const { release } = JSON.parse(fs.readFileSync(layout.pointer, "utf8"));
  if (typeof release !== "string" || !/^[\w.-]+$/.test(release) || release.startsWith(".")) {
    throw new Error(`it names no release (${JSON.stringify(release)})`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile(layout, release), "utf8"));
  const entry = (file) => ({
    type: file.type,
    cacheControl: file.cacheControl,
    headers: file.headers,
    variants: Object.fromEntries(
      Object.entries(file.encodings).map(([encoding, { size, etag }]) => [
        encoding,
        { encoding, size, etag, path: variantPath(layout, release, file, encoding) },
      ]),
    ),
  });
  return {
    id: release,
    headers: manifest.headers,
    files: new Map(Object.entries(manifest.files).map(([address, file]) => [address, entry(file)])),
    notFound: entry(manifest.notFound),
    // A language's own 404 page, by its prefix (older releases have none).
    notFoundIn: new Map(
      Object.entries(manifest.notFoundIn ?? {}).map(([prefix, file]) => [prefix, entry(file)]),
    ),
  };
}

/**
 * Before the first export there are no words from content to say "back in a moment" with, and the
 * server has none of its own: a page that reloads itself until the site is there.
 */
const PAGE_WITHOUT_WORDS = Buffer.from(
  '<!doctype html><html><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta http-equiv="refresh" content="30"><title>503</title></head><body></body></html>\n',
);

function readHoldingPage(layout) {
  try {
    return fs.readFileSync(layout.holdingPage);
  } catch {
    return PAGE_WITHOUT_WORDS;
  }
}

/**
 * Follows releases/current.json. `current()` returns the release to answer one request
 * from, or null when there is no build (the server then answers 503).
 */
export function followReleases(layout, log) {
  let release = null;
  let pointerVersion = null;
  let checkedAt = -Infinity;
  /** Read again whenever the pointer changes: an export writes it before the pointer. */
  let holding = null;

  function refresh() {
    let stat;
    try {
      stat = fs.statSync(layout.pointer, { throwIfNoEntry: false });
    } catch {
      stat = undefined; // releases/ replaced by a file, or unreadable: no build either way
    }
    if (!stat) {
      if (pointerVersion !== "none") {
        log(`No release in ${layout.releases}: answering 503 until \`npm run build\` ends.`);
      }
      release = null;
      pointerVersion = "none";
      holding = null;
      return;
    }
    const version = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    if (version === pointerVersion) return;
    pointerVersion = version;
    holding = null;
    try {
      release = load(layout);
      log(`Serving release ${release.id} (${release.files.size} addresses).`);
    } catch (error) {
      const keeping = release ? `still serving release ${release.id}` : "answering 503";
      log(`Could not read the release named in ${layout.pointer} (${error.message}): ${keeping}.`);
    }
  }

  return {
    current() {
      const now = performance.now();
      if (now - checkedAt >= 1) {
        checkedAt = now;
        refresh();
      }
      return release;
    },
    /** The "back in a moment" page, in the words of the last export's content. */
    holdingPage() {
      holding ??= readHoldingPage(layout);
      return holding;
    },
  };
}
