// A release's life, beside the server that reads it (release.js): its files' bytes are put in the
// object store (releases/objects/, each object named by the sha256 of its bytes and written once,
// by a rename, whichever releases share it), then its manifest is written under a new id, made
// current by renaming the pointer (`npm start` follows it at once), mirrored into build/static for
// static hosts, and the releases older than the two before it are pruned with the objects no kept
// release names. A published release is never changed. A rebuild after a small edit writes only
// the objects that changed: the rest are already there, and build/static changes only where the
// site does. docs/decisions/004-static-server.md says why the server reads releases.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { manifestFile, objectPath } from "./release.js";

/** Releases kept besides the current one, so answers still being sent from them can finish. */
const KEEP_PREVIOUS = 2;
/**
 * An object no kept release names is deleted only once it is this old: a build running beside
 * this one in the same folder may have just written it for a release it has not published yet.
 */
const UNUSED_OBJECT_AGE_MS = 10 * 60 * 1000;

/** Writes `bytes` at `target` by a rename, so nobody ever reads half of it. */
function writeWhole(target, bytes) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}-${randomUUID()}.tmp`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, target);
}

/** The name and ETag of some bytes: both from their sha256. */
export function objectOf(bytes) {
  const digest = createHash("sha256").update(bytes).digest();
  const hex = digest.toString("hex");
  return {
    object: `objects/${hex.slice(0, 2)}/${hex}`,
    size: bytes.length,
    etag: `"${digest.toString("base64url").slice(0, 22)}"`,
  };
}

/** The release store of a project: objects in, each once. */
export function objectStore(layout) {
  const folders = new Set();
  return {
    /** Puts the bytes in the store (unless they are there) and returns their variant. */
    put(bytes) {
      const variant = objectOf(bytes);
      const target = objectPath(layout, variant.object);
      if (!fs.existsSync(target)) {
        const folder = path.dirname(target);
        if (!folders.has(folder)) fs.mkdirSync(folder, { recursive: true });
        folders.add(folder);
        writeWhole(target, bytes);
      }
      return variant;
    },
    /** Whether the store has the object of a variant. */
    has: (object) => fs.existsSync(objectPath(layout, object)),
    /** The bytes of an object. */
    read: (object) => fs.readFileSync(objectPath(layout, object)),
  };
}

/** A new release id that sorts by time: 2026-11-24T01-30-00-000Z (-1, -2 within one ms). */
export function newReleaseId(layout) {
  const time = new Date().toISOString().replace(/[:.]/g, "-");
  let id = time;
  for (let n = 1; fs.existsSync(path.join(layout.releases, id)); n++) id = `${time}-${n}`;
  return id;
}

/** Every file of a release: its addresses', and its 404 pages. */
const entriesOf = (manifest) => [
  ...Object.values(manifest.files),
  manifest.notFound,
  ...Object.values(manifest.notFoundIn ?? {}),
];

/** Every identity file a release's build/static holds, by path: its object. */
const filesOf = (manifest) =>
  new Map(entriesOf(manifest).map((entry) => [entry.file, entry.encodings.identity.object]));

/** Every file below dir, relative, with "/" separators. */
export function filesBelow(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    );
}

/** Links (or copies, on a file system without hard links) `from` to `target`, by a rename. */
function linkInto(from, target) {
  const temporary = `${target}.${process.pid}-${randomUUID()}.tmp`;
  try {
    fs.linkSync(from, temporary);
  } catch {
    fs.copyFileSync(from, temporary);
  }
  fs.renameSync(temporary, target);
}

/**
 * build/static becomes the site (hard links to the objects, no space) and the host files: only the
 * files that differ are replaced, each by a rename, and those the site no longer has removed.
 */
function mirrorToStatic(layout, manifest, hostFiles) {
  const wanted = filesOf(manifest);
  const target = layout.static;
  const present = fs.existsSync(target) ? filesBelow(target) : [];
  const folders = new Set();
  for (const [file, object] of wanted) {
    const to = path.join(target, file);
    const from = objectPath(layout, object);
    const there = fs.statSync(to, { throwIfNoEntry: false });
    if (there && there.ino === fs.statSync(from).ino) continue;
    if (!folders.has(path.dirname(to))) fs.mkdirSync(path.dirname(to), { recursive: true });
    folders.add(path.dirname(to));
    linkInto(from, to);
  }
  for (const [name, text] of Object.entries(hostFiles)) {
    const to = path.join(target, name);
    if (!fs.existsSync(to) || !fs.readFileSync(to).equals(Buffer.from(text))) writeWhole(to, text);
  }
  for (const file of present) {
    if (wanted.has(file) || Object.hasOwn(hostFiles, file)) continue;
    fs.rmSync(path.join(target, file), { force: true });
    // Its folder goes with its last file: a static server would list an empty folder.
    for (let dir = path.dirname(file); dir !== "."; dir = path.dirname(dir)) {
      try {
        fs.rmdirSync(path.join(target, dir));
      } catch {
        break; // not empty
      }
    }
  }
}

/** The manifest of a release, or undefined when it cannot be read. */
function readManifest(layout, id) {
  try {
    return JSON.parse(fs.readFileSync(manifestFile(layout, id), "utf8"));
  } catch {
    return undefined;
  }
}

/** Every object a manifest names. */
const objectsOf = (manifest) =>
  entriesOf(manifest).flatMap((entry) => Object.values(entry.encodings).map((each) => each.object));

/**
 * Removes all but the newest releases (never the current one), an earlier export's unfinished
 * folders, and the objects no kept release names.
 */
function prune(layout, current, manifest) {
  const names = fs
    .readdirSync(layout.releases, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "objects")
    .map((entry) => entry.name)
    .sort();
  const published = names.filter((name) => !name.startsWith("."));
  const keep = new Set([current, ...published.slice(-(KEEP_PREVIOUS + 1))]);
  const removed = names.filter((name) => !keep.has(name));
  for (const name of removed) {
    fs.rmSync(path.join(layout.releases, name), { recursive: true, force: true });
  }
  if (removed.length === 0) return;
  const named = new Set(objectsOf(manifest));
  for (const id of keep) {
    if (id === current) continue;
    const kept = readManifest(layout, id);
    // A kept release that cannot be read: keep every object rather than guess.
    if (!kept) return;
    for (const object of objectsOf(kept)) named.add(object);
  }
  const before = Date.now() - UNUSED_OBJECT_AGE_MS;
  for (const file of fs.existsSync(layout.objects) ? filesBelow(layout.objects) : []) {
    const object = `objects/${file}`;
    if (named.has(object) || file.endsWith(".tmp")) continue;
    const stat = fs.statSync(objectPath(layout, object), { throwIfNoEntry: false });
    if (stat && stat.mtimeMs < before) fs.rmSync(objectPath(layout, object), { force: true });
  }
}

/**
 * Publishes a release whose objects are in the store: writes its manifest, the holding page the
 * server answers while it has no release, and the pointer; then build/static with `hostFiles`
 * (_headers, _redirects, serve.json: for static hosts only, never part of the site), and prunes.
 */
export function publishRelease(layout, manifest, { holdingPage, hostFiles = {} } = {}) {
  const id = manifest.release;
  const folder = path.dirname(manifestFile(layout, id));
  const incomplete = path.join(layout.releases, `.incomplete-${id}`);
  fs.mkdirSync(incomplete, { recursive: true });
  fs.writeFileSync(path.join(incomplete, "manifest.json"), JSON.stringify(manifest));
  fs.renameSync(incomplete, folder);
  // Before the pointer: the server reads the holding page again when the pointer changes.
  if (holdingPage !== undefined) writeWhole(layout.holdingPage, holdingPage);
  writeWhole(layout.pointer, `${JSON.stringify({ release: id })}\n`);
  mirrorToStatic(layout, manifest, hostFiles);
  prune(layout, id, manifest);
}
