// `node scripts/run.mjs <script.ts> [arguments]`: runs one of the project's TypeScript scripts as
// one JavaScript file made by esbuild (the libraries stay in node_modules, imported as usual),
// kept in .cache/scripts/ while no file it was made from changed (app/lib/kept-build.js). tsx
// compiles each module while it is loaded, through Node's loader hooks: for `npm run build`
// that cost about 2 CPU seconds and 2 s of wall time before the build began, every time.
// - Each module's import.meta.url is its own source file's, as under tsx, not the bundle's.
// - Libraries are imported before any of the script's own code runs (ES modules' imports come
//   first), so what scripts/lib/production.ts does under tsx, NODE_ENV=production before React
//   is loaded, is done here: React picks its production build when it is first loaded.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
// Not through app/build-api.ts, which is TypeScript: this runs before TypeScript can be loaded.
// eslint-disable-next-line no-restricted-imports
import { inputsOf, keep, readKept } from "../app/lib/kept-build.js";

const ROOT = path.resolve(fileURLToPath(import.meta.url), "../..");
/** Below the project, so that the compiled file imports the libraries of its node_modules. */
const COMPILED = path.join(ROOT, ".cache", "scripts");
/** Compiled files older than this, of the same script, are removed when a new one is made. */
const STALE_MS = 10 * 60 * 1000;
const OPTIONS = { bundle: true, platform: "node", format: "esm", target: "node20" };
const FINGERPRINT = `${JSON.stringify(OPTIONS)} packages external, own import.meta.url`;
const LOADERS = { ".ts": "ts", ".mts": "ts", ".cts": "ts", ".tsx": "tsx", ".jsx": "jsx" };

/**
 * Gives every project module its own import.meta.url, and notes the size of each file read (a
 * file saved while esbuild runs must not be kept under its new bytes).
 */
function ownImportMetaUrl(sizes) {
  return {
    name: "own-import-meta-url",
    setup(bundle) {
      bundle.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async ({ path: file }) => {
        if (file.split(path.sep).includes("node_modules")) return undefined;
        const source = await fs.promises.readFile(file, "utf8");
        sizes.set(file, Buffer.byteLength(source));
        const url = JSON.stringify(pathToFileURL(file).href);
        return {
          contents: source.replaceAll("import.meta.url", url),
          loader: LOADERS[path.extname(file)] ?? "js",
        };
      });
    },
  };
}

/** Whether every file esbuild read through the plugin still has the size it had then. */
const unchanged = (sizes) =>
  [...sizes].every(([file, size]) => fs.existsSync(file) && fs.statSync(file).size === size);

/** Compiles `source` into COMPILED; returns the record kept for it ({ file, inputs, digest }). */
async function compile(source, name) {
  const { build } = await import("esbuild");
  const sizes = new Map();
  const result = await build({
    ...OPTIONS,
    entryPoints: [source],
    absWorkingDir: ROOT,
    packages: "external",
    metafile: true,
    write: false,
    logLevel: "error",
    plugins: [ownImportMetaUrl(sizes)],
  });
  const file = `${name}.${process.pid}-${Date.now()}.mjs`;
  fs.mkdirSync(COMPILED, { recursive: true });
  fs.writeFileSync(path.join(COMPILED, file), result.outputFiles[0].text);
  const inputs = inputsOf(result.metafile, [path.relative(ROOT, fileURLToPath(import.meta.url))]);
  // A file changed while esbuild read it: run what was made, keep nothing.
  if (!unchanged(sizes)) return { file };
  for (const other of fs.readdirSync(COMPILED)) {
    const stale = path.join(COMPILED, other);
    if (other.startsWith(`${name}.`) && other !== file && other !== `${name}.json`) {
      if (Date.now() - fs.statSync(stale).mtimeMs > STALE_MS) fs.rmSync(stale, { force: true });
    }
  }
  return keep(COMPILED, name, ROOT, FINGERPRINT, inputs, { file });
}

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("Usage: node scripts/run.mjs <script.ts> [arguments]");
  process.exit(2);
}
const source = path.resolve(entry);
// By its real path: a preview's scratch project links scripts/ and shares this compiled file.
const name = path.relative(ROOT, fs.realpathSync(source)).replace(/[^\w.-]+/g, "_");
const kept = readKept(COMPILED, name, ROOT, FINGERPRINT);
const record =
  kept && fs.existsSync(path.join(COMPILED, kept.file)) ? kept : await compile(source, name);
process.env.NODE_ENV ??= "production";
// The script sees the arguments it would see run by tsx.
process.argv = [process.argv[0], source, ...args];
await import(pathToFileURL(path.join(COMPILED, record.file)).href);
