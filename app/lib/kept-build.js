// What esbuild made (a bundle, or only the list of files an entry imports), kept beside the list
// of the project's files it was made from: a later build reads those files and takes the kept
// result while none of them changed, instead of running esbuild again. The digest covers each
// input's bytes, the code files' names in each input's folder (a file added beside an import may
// be resolved instead of it), npm's record of node_modules (every library), the project's
// tsconfig.json and package.json (how esbuild reads TypeScript and modules), esbuild's version and
// the build's options. Plain JavaScript: scripts/run.mjs uses it before TypeScript can be loaded.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// esbuild's version from its package.json: loading esbuild itself costs about 0.1 CPU s, and a
// build that keeps everything never runs it.
const ESBUILD_VERSION = createRequire(import.meta.url)("esbuild/package.json").version;

/** npm's record of what node_modules holds: it stands for every installed library's code. */
export const INSTALLED = "node_modules/.package-lock.json";
/** Read by esbuild for every build, though never listed among its inputs. */
const CONFIGURATION = ["package.json", "tsconfig.json"];
/** Names esbuild may resolve an import to. */
const CODE_FILE = /\.(?:[cm]?[jt]sx?|json)$/i;

const inPackages = (file) => file.split(/[\\/]/).includes("node_modules");
/** A file of the project: not a library's, nor a plugin's namespace ("ns:…"), nor "<define:…>". */
const isProjectFile = (file) => !inPackages(file) && !/^(?:[a-z-]+:|<)/.test(file);

/**
 * The project files among an esbuild metafile's inputs (paths relative to the build's working
 * folder; a library stands as INSTALLED; plugins' own namespaces are left out), with `also`.
 */
export function inputsOf(metafile, also = []) {
  const files = Object.keys(metafile.inputs).filter(isProjectFile);
  return [...new Set([...files, ...also, ...CONFIGURATION, INSTALLED])].sort();
}

/** The digest of the inputs (inputsOf) read from `root`, and `fingerprint`; undefined if one is gone. */
export function inputsDigest(root, inputs, fingerprint) {
  const hash = createHash("sha256").update(`${ESBUILD_VERSION}\0${fingerprint}\0`);
  const folders = new Set();
  try {
    for (const file of inputs) {
      const bytes = fs.readFileSync(path.resolve(root, file));
      hash.update(`${file}\0${bytes.length}\0`).update(bytes);
      if (!inPackages(file) && !CONFIGURATION.includes(file)) folders.add(path.dirname(file));
    }
    for (const folder of [...folders].sort()) {
      const names = fs
        .readdirSync(path.resolve(root, folder))
        .filter((name) => CODE_FILE.test(name));
      hash.update(`${folder}\0${names.sort().join("\0")}\0`);
    }
  } catch {
    return undefined;
  }
  return hash.digest("hex");
}

/**
 * Whether every project input of a build still has the size esbuild read: a file saved while
 * esbuild ran would otherwise be kept under its new bytes with output made from its old ones.
 */
export function unchangedSince(root, metafile) {
  return Object.entries(metafile.inputs).every(([file, { bytes }]) => {
    if (!isProjectFile(file)) return true;
    try {
      return fs.statSync(path.resolve(root, file)).size === bytes;
    } catch {
      return false;
    }
  });
}

/**
 * The record kept in `dir` under `name` ({ inputs, digest, ...what the maker kept }) when its
 * inputs, read from `root` now, still have its digest; undefined otherwise.
 */
export function readKept(dir, name, root, fingerprint) {
  let record;
  try {
    record = JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), "utf8"));
  } catch {
    return undefined; // never kept, or damaged: made again
  }
  const digest = inputsDigest(root, record.inputs ?? [], fingerprint);
  return digest !== undefined && digest === record.digest ? record : undefined;
}

/**
 * Keeps what was made from `inputs` (inputsOf) in `dir` under `name`, renamed into place so a
 * build running at the same time never reads half of it; returns the record. A record that
 * cannot be written only costs the next build time.
 */
export function keep(dir, name, root, fingerprint, inputs, made) {
  const record = { ...made, inputs, digest: inputsDigest(root, inputs, fingerprint) };
  if (record.digest === undefined) return record;
  const file = path.join(dir, `${name}.json`);
  const temporary = `${file}.${process.pid}-${randomUUID()}.tmp`;
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(temporary, JSON.stringify(record));
    fs.renameSync(temporary, file);
  } catch {
    fs.rmSync(temporary, { force: true });
  }
  return record;
}

/**
 * esbuild's build of `options` (one output file, not written), taken from `dir` while nothing
 * it was made from changed: { text, digest }. `fingerprint` says what else shapes the output
 * (a plugin's code); `also` names project files it depends on beyond the imports (the plugin's file).
 */
export async function keptBuild(dir, name, root, options, { fingerprint = "", also = [] } = {}) {
  const { plugins = [], ...rest } = options;
  const print = `${JSON.stringify(rest)}\0${plugins.map((each) => each.name).join(",")}\0${fingerprint}`;
  const kept = readKept(dir, name, root, print);
  if (kept) return { text: kept.text, digest: kept.digest };
  const { build } = await import("esbuild");
  const result = await build({ ...options, absWorkingDir: root, metafile: true, write: false });
  const text = result.outputFiles[0].text;
  if (!unchangedSince(root, result.metafile)) return { text, digest: undefined };
  const record = keep(dir, name, root, print, inputsOf(result.metafile, also), { text });
  return { text, digest: record.digest };
}
