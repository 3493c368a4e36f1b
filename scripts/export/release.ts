// Where the export's files go. Every export writes a new release folder (releases/<id>/site),
// starting as a copy of the client build (hashed assets, favicon, pictures) and receiving every
// rendered page, with .br and .gz beside each text file. `publish` writes its manifest (every
// address with its type, size, ETag and encodings, and the header set with the hashes of the inline
// scripts), then makes it current by renaming a pointer (`npm start` follows it at once), swaps it
// into build/static by a rename for static hosts, and prunes releases older than two builds. A
// release is never changed after it is published. docs/decisions/004-static-server.md says why.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { contentType } from "mime-types";
import {
  EDITOR_PATH,
  IMMUTABLE_PATHS,
  REVALIDATE,
  cacheControlFor,
  editorHeaders,
  isEditorPath,
  metaContentSecurityPolicy,
  securityHeaders,
} from "../../server/headers.js";
import {
  buildLayout,
  manifestFile,
  type BuildLayout,
  type Manifest,
  type ManifestFile,
  type Variant,
} from "../../server/release.js";
import { buildCache, digestOf, paths, writeAtomically } from "../../app/build-api";
import { readPage, withPolicyMeta, type Page } from "./html";
import type { RenderedFile } from "./render-site";

/** Releases kept besides the current one, so answers still being sent from them can finish. */
const KEEP_PREVIOUS = 2;
/** Files for static hosts only: never part of the site, never in the manifest. */
const HOST_FILES = new Set(["_headers", "_redirects", "serve.json"]);
/** The 404 page: 404.html, and <code>/404.html for another language's addresses. */
const NOT_FOUND_FILE = "404.html";

/**
 * Text is precompressed; pictures (but SVG), fonts and PDFs are compressed already. JavaScript
 * is text/javascript in mime-types' table.
 */
function isCompressible(type: string): boolean {
  return /^text\/|[/+](?:json|xml)(?:;|$)/.test(type);
}

/**
 * Brotli quality, measured on the real pages (see the decision record): pages grow with the number
 * of articles, so they get a fast level that is within 15 % of the smallest; the client build is
 * a few files every visitor loads, so it gets the smallest. gzip is fast at any level.
 */
const PAGE_BROTLI_QUALITY = 5;
const CLIENT_BROTLI_QUALITY = 11;
/**
 * Tool pages (in every language) carry the islands' first-view budget on a parent's phone, and
 * there are a few dozen of them whatever the number of articles: they get the smallest too.
 */
const TOOL_PAGE_FILE = new RegExp(`^(?:[a-z]{2,3}/)?${paths.tool("").slice(1)}`);
const pageQuality = (file: string) =>
  TOOL_PAGE_FILE.test(file) ? CLIENT_BROTLI_QUALITY : PAGE_BROTLI_QUALITY;
const GZIP_LEVEL = 9;
/** Compressions waiting on zlib's thread pool before `write` waits for one to finish. */
const MAX_PENDING = 8;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const variantOf = (bytes: Buffer): Variant => ({
  size: bytes.length,
  etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`,
});

/** The sha256 hash (base64) of an inline script, for the page's CSP. */
const scriptHash = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/** The address a file answers (about/index.html → /about); undefined if not part of the site. */
export function addressOf(file: string): string | undefined {
  const segments = file.split("/");
  if (segments.some((segment) => segment.startsWith("."))) return undefined;
  if (HOST_FILES.has(file) || segments.at(-1) === NOT_FOUND_FILE) return undefined;
  if (segments.at(-1) === "index.html") return `/${segments.slice(0, -1).join("/")}`;
  return `/${file}`;
}

function typeOf(file: string): string {
  return contentType(path.extname(file).toLowerCase()) || "application/octet-stream";
}

/** A new release id that sorts by time: 2026-11-24T01-30-00-000Z (-1, -2 within one ms). */
function newReleaseId(releases: string): string {
  const time = new Date().toISOString().replace(/[:.]/g, "-");
  const taken = (id: string) =>
    fs.existsSync(path.join(releases, id)) ||
    fs.existsSync(path.join(releases, `.incomplete-${id}`));
  let id = time;
  for (let n = 1; taken(id); n++) id = `${time}-${n}`;
  return id;
}

/** Every file below dir, relative, with "/" separators. */
export function filesBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    );
}

/** build/static becomes a copy of the site (hard links: no space), swapped in by renames. */
function mirrorToStatic(layout: BuildLayout, site: string, files: string[], id: string): void {
  const parent = path.dirname(layout.static);
  const next = path.join(parent, `.static-${id}`);
  const previous = path.join(parent, `.static-old-${id}`);
  fs.rmSync(next, { recursive: true, force: true });
  const folders = new Set<string>();
  for (const file of files) {
    const target = path.join(next, file);
    if (!folders.has(path.dirname(target))) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      folders.add(path.dirname(target));
    }
    try {
      fs.linkSync(path.join(site, file), target);
    } catch {
      fs.copyFileSync(path.join(site, file), target); // a file system without hard links
    }
  }
  if (fs.existsSync(layout.static)) fs.renameSync(layout.static, previous);
  fs.renameSync(next, layout.static);
  fs.rmSync(previous, { recursive: true, force: true });
}

/** Removes unfinished exports and all but the newest releases; never the current one. */
function prune(layout: BuildLayout, current: string): void {
  const names = fs
    .readdirSync(layout.releases, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const published = names.filter((name) => !name.startsWith("."));
  const keep = new Set([current, ...published.slice(-(KEEP_PREVIOUS + 1))]);
  for (const name of names) {
    if (!keep.has(name))
      fs.rmSync(path.join(layout.releases, name), { recursive: true, force: true });
  }
}

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

const isNotFoundPage = (file: string) => file.split("/").at(-1) === NOT_FOUND_FILE;

/**
 * A 404 page carries the site's policy itself: a static host sends it for any unknown address,
 * whose rules on Netlify give no policy (hostFiles). Its own inline scripts are allowed by hash.
 */
function withOwnPolicy(rendered: RenderedFile): RenderedFile {
  if (!isNotFoundPage(rendered.file) || !rendered.contentType.startsWith("text/html")) {
    return rendered;
  }
  const html = rendered.body.toString("utf8");
  const page = rendered.page ?? readPage(html);
  const policy = metaContentSecurityPolicy(page.inlineScripts.map(scriptHash));
  return { ...rendered, body: Buffer.from(withPolicyMeta(html, policy)), page };
}

type Written = {
  file: string;
  type: string;
  encodings: ManifestFile["encodings"];
  /** When not the one its address has by cacheControlFor. */
  cacheControl?: string;
};

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

/** Its .br and .gz, made on zlib's thread pool. */
async function encode(bytes: Buffer, quality: number): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: GZIP_LEVEL }),
  ]);
}

/**
 * The encodings that cost most to make are kept in the build cache by the digest of the file's
 * bytes: those at the smallest setting (the client build, the same for every build of the same
 * code, and the tool pages, the same for every build of the same words) and those of the largest
 * files (the editor's bundle), which every production build otherwise makes again. A kept
 * encoding is used only if it decodes to the file's bytes: a damaged one is made again, never
 * published.
 */
const compressedCache = buildCache(
  "compressed",
  `brotli ${process.versions.brotli} zlib ${process.versions.zlib} gzip level ${GZIP_LEVEL}`,
);
const LARGE_FILE = 1024 * 1024;

async function cachedEncode(bytes: Buffer, quality: number): Promise<[Buffer, Buffer]> {
  if (quality !== CLIENT_BROTLI_QUALITY && bytes.length < LARGE_FILE) return encode(bytes, quality);
  const key = compressedCache.key(quality, digestOf(bytes));
  if (key === undefined) return encode(bytes, quality);
  const kept = [compressedCache.read(`${key}.br`), compressedCache.read(`${key}.gz`)];
  if (kept[0] && kept[1]) {
    const decoded = await Promise.all([brotliDecompress(kept[0]), gunzip(kept[1])]).catch(() => []);
    if (decoded.length === 2 && decoded.every((each) => bytes.equals(each))) {
      return [kept[0], kept[1]];
    }
  }
  const [br, gz] = await encode(bytes, quality);
  compressedCache.write(`${key}.br`, br);
  compressedCache.write(`${key}.gz`, gz);
  return [br, gz];
}

/** Writes .br and .gz beside a text file, kept only when smaller. */
async function compress(site: string, record: Written, bytes: Buffer, quality: number) {
  const [br, gz] = await cachedEncode(bytes, quality);
  for (const [encoding, suffix, encoded] of [
    ["br", ".br", br],
    ["gzip", ".gz", gz],
  ] as const) {
    if (encoded.length >= bytes.length) continue;
    await fs.promises.writeFile(path.join(site, record.file + suffix), encoded);
    record.encodings[encoding] = variantOf(encoded);
  }
}

/** Runs jobs with at most MAX_PENDING at a time; `settled` throws the first failure. */
function jobQueue() {
  const pending = new Set<Promise<void>>();
  let failure: unknown;
  return {
    async add(start: () => Promise<void>): Promise<void> {
      const job = start().then(
        () => void pending.delete(job),
        (error) => {
          pending.delete(job);
          failure ??= error;
        },
      );
      pending.add(job);
      if (pending.size >= MAX_PENDING) await Promise.race(pending);
    },
    async settled(): Promise<void> {
      await Promise.all(pending);
      if (failure) throw failure;
    },
  };
}

/** The release's manifest: every address's file, and the headers with the inline scripts' hashes. */
function manifestOf(id: string, written: Map<string, Written>, scriptHashes: Set<string>) {
  const entry = ({ file, type, encodings, cacheControl }: Written): ManifestFile => ({
    file,
    type,
    cacheControl: cacheControl ?? cacheControlFor(addressOf(file) ?? "/"),
    encodings,
    ...(isEditorPath(addressOf(file) ?? "/") && { headers: editorHeaders() }),
  });
  const notFound = written.get(NOT_FOUND_FILE);
  if (!notFound) throw new Error("The export wrote no 404.html, so the release is incomplete.");
  const notFoundIn: Manifest["notFoundIn"] = {};
  for (const record of written.values()) {
    const [prefix, name, ...rest] = record.file.split("/");
    if (name === NOT_FOUND_FILE && rest.length === 0) notFoundIn[prefix] = entry(record);
  }
  const files: Manifest["files"] = {};
  for (const record of [...written.values()].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    const address = addressOf(record.file);
    if (address !== undefined) files[address] = entry(record);
  }
  const headers = securityHeaders(scriptHashes);
  return {
    release: id,
    headers,
    files,
    notFound: entry(notFound),
    notFoundIn,
  } satisfies Manifest;
}

/**
 * Makes a finished release folder (releases/.incomplete-<id>) the site: names it, points
 * releases/current.json at it, mirrors it to build/static, and prunes the old ones.
 */
function makeCurrent(
  layout: BuildLayout,
  incomplete: string,
  manifest: Manifest,
  holdingPage: string | undefined,
  redirects: Redirect[],
): void {
  const id = manifest.release;
  const site = path.join(incomplete, "site");
  const prefixes = Object.keys(manifest.notFoundIn);
  const own = Object.fromEntries(
    Object.entries(manifest.files)
      .filter(([address, file]) => file.cacheControl !== cacheControlFor(address))
      .map(([address, file]) => [address, file.cacheControl]),
  );
  const addresses = Object.keys(manifest.files);
  const rules = hostFiles(manifest.headers, prefixes, own, addresses, redirects);
  for (const [name, text] of Object.entries(rules)) {
    fs.writeFileSync(path.join(site, name), text);
  }
  fs.writeFileSync(path.join(incomplete, "manifest.json"), JSON.stringify(manifest));
  fs.renameSync(incomplete, path.dirname(manifestFile(layout, id)));
  // Before the pointer: the server reads the holding page again when the pointer changes.
  if (holdingPage !== undefined) {
    writeAtomically(layout.holdingPage, (temporary) => fs.writeFileSync(temporary, holdingPage));
  }
  writeAtomically(layout.pointer, (temporary) =>
    fs.writeFileSync(temporary, `${JSON.stringify({ release: id })}\n`),
  );
  const published = [
    ...Object.values(manifest.files).map((file) => file.file),
    NOT_FOUND_FILE,
    ...Object.values(manifest.notFoundIn).map((file) => file.file),
    ...HOST_FILES,
  ];
  mirrorToStatic(layout, path.join(layout.releases, id, "site"), published, id);
  prune(layout, id);
}

/**
 * Opens a new release of the project at `root` (build/client must be there). `precompress: false`
 * (a preview build) writes no .br and .gz: static hosts compress themselves, `npm start` then
 * sends the files as they are, and a reviewer's preview is ready about 2.5 CPU seconds sooner.
 */
export function openRelease(
  root = process.cwd(),
  { precompress = true, redirects = [] as Redirect[] } = {},
) {
  const clientDir = path.join(root, "build/client");
  const layout = buildLayout(root);
  const id = newReleaseId(layout.releases);
  const incomplete = path.join(layout.releases, `.incomplete-${id}`);
  const site = path.join(incomplete, "site");
  fs.mkdirSync(site, { recursive: true });
  fs.cpSync(clientDir, site, { recursive: true });

  const written = new Map<string, Written>();
  const folders = new Set<string>();
  const scriptHashes = new Set<string>();
  const compressing = jobQueue();

  async function add(
    file: string,
    bytes: Buffer,
    type: string,
    quality: number,
    page?: Page,
    cacheControl?: string,
  ) {
    const record: Written = { file, type, encodings: { identity: variantOf(bytes) }, cacheControl };
    written.set(file, record);
    if (type.startsWith("text/html")) {
      for (const text of (page ?? readPage(bytes.toString("utf8"))).inlineScripts)
        scriptHashes.add(scriptHash(text));
    }
    if (precompress && isCompressible(type)) {
      await compressing.add(() => compress(site, record, bytes, quality));
    }
  }

  return {
    dir: site,
    exists: (file: string) => fs.existsSync(path.join(site, file)),

    async write(rendered: RenderedFile) {
      const { file, body, contentType, page, cacheControl } = withOwnPolicy(rendered);
      const target = path.join(site, file);
      const dir = path.dirname(target);
      // A thousand articles are a thousand folders: ask the file system once for each.
      if (!folders.has(dir)) {
        fs.mkdirSync(dir, { recursive: true });
        folders.add(dir);
      }
      fs.writeFileSync(target, body);
      await add(file, body, contentType || typeOf(file), pageQuality(file), page, cacheControl);
    },

    /**
     * Finishes the release and makes it the site; returns its id. `holdingPage` is the page the
     * server answers while it has no release (scripts/export/holding-page.ts).
     */
    async publish(holdingPage?: string): Promise<string> {
      for (const file of filesBelow(clientDir)) {
        if (written.has(file) || addressOf(file) === undefined) continue;
        const bytes = fs.readFileSync(path.join(site, file));
        // The editor's 6 MB bundle would take 11 CPU seconds at the smallest setting, every build.
        const quality = isEditorPath(addressOf(file)!)
          ? PAGE_BROTLI_QUALITY
          : CLIENT_BROTLI_QUALITY;
        await add(file, bytes, typeOf(file), quality);
      }
      await compressing.settled();
      const manifest = manifestOf(id, written, scriptHashes);
      makeCurrent(layout, incomplete, manifest, holdingPage, redirects);
      return id;
    },
  };
}
