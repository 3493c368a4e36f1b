// The precompressed forms of the export's text files (.br and .gz beside each, which `npm start`
// sends by Accept-Encoding): how hard each kind of file is compressed, and the build cache of the
// encodings, by the digest of the bytes they encode.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { isEditorPath } from "../../server/headers.js";
import { buildCache, digestOf, paths } from "../../app/export-api";

/**
 * Text is precompressed; pictures (but SVG), fonts and PDFs are compressed already. JavaScript
 * is text/javascript in mime-types' table.
 */
export function isCompressible(type: string): boolean {
  return /^text\/|[/+](?:json|xml)(?:;|$)/.test(type);
}

/**
 * Brotli quality, measured on the real pages (see the decision record): pages grow with the number
 * of articles, so they get a fast level that is within 15 % of the smallest; the client build is
 * a few files every visitor loads, so it gets the smallest. gzip is fast at any level.
 */
const PAGE_BROTLI_QUALITY = 5;
const CLIENT_BROTLI_QUALITY = 11;
export const GZIP_LEVEL = 9;
/**
 * Tool pages (in every language) carry the islands' first-view budget on a parent's phone, and
 * there are a few dozen of them whatever the number of articles: they get the smallest too.
 */
const TOOL_PAGE_FILE = new RegExp(`^(?:[a-z]{2,3}/)?${paths.tool("").slice(1)}`);

/** The brotli quality of a rendered file (a page, a feed), by where it goes in the release. */
export const renderedQuality = (file: string) =>
  TOOL_PAGE_FILE.test(file) ? CLIENT_BROTLI_QUALITY : PAGE_BROTLI_QUALITY;

/** The brotli quality of a file of the client build, by its address. */
export const clientQuality = (address: string) =>
  // The editor's 6 MB bundle would take 11 CPU seconds at the smallest setting, every build.
  isEditorPath(address) ? PAGE_BROTLI_QUALITY : CLIENT_BROTLI_QUALITY;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Its .br and .gz, made on zlib's thread pool. */
export async function encode(bytes: Buffer, quality: number): Promise<[Buffer, Buffer]> {
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
 * Every encoding is kept in the build cache by the digest of the file's bytes (the brotli quality
 * beside it), so a page, feed or script whose bytes a later build gives again is not compressed
 * again: the client build is the same for every build of the same code, and most pages are the same
 * after an edit. Both encodings of a file are one item: the .br's length (4 bytes), the sha256 of
 * the .br and the .gz (32 bytes), the .br, the .gz. A kept item is used only if its encodings give
 * that digest: a damaged one is made again, never published. (Decoding both to compare them with
 * the file cost about a second of every 1,000-article rebuild; what the key names is what
 * `encode` made of these bytes, so an intact item is the right one.)
 */
const compressedCache = buildCache(
  "compressed",
  `brotli ${process.versions.brotli} zlib ${process.versions.zlib} gzip level ${GZIP_LEVEL} packed with sha256`,
);

const HEADER = 4 + 32;

const sha256 = (br: Buffer, gz: Buffer) => createHash("sha256").update(br).update(gz).digest();

function unpacked(item: Buffer | undefined): [Buffer, Buffer] | undefined {
  if (!item || item.length < HEADER) return undefined;
  const brLength = item.readUInt32BE(0);
  if (HEADER + brLength > item.length) return undefined;
  const br = item.subarray(HEADER, HEADER + brLength);
  const gz = item.subarray(HEADER + brLength);
  return sha256(br, gz).equals(item.subarray(4, HEADER)) ? [br, gz] : undefined;
}

function packed([br, gz]: [Buffer, Buffer]): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(br.length);
  return Buffer.concat([length, sha256(br, gz), br, gz]);
}

export async function cachedEncode(bytes: Buffer, quality: number): Promise<[Buffer, Buffer]> {
  const key = compressedCache.key(quality, digestOf(bytes));
  if (key === undefined) return encode(bytes, quality);
  const kept = unpacked(compressedCache.read(key));
  if (kept) return kept;
  const encoded = await encode(bytes, quality);
  compressedCache.write(key, packed(encoded));
  return encoded;
}

/** Compressions waiting on zlib's thread pool before `add` waits for one to finish. */
const MAX_PENDING = 8;

/** Runs jobs with at most MAX_PENDING at a time; `settled` throws the first failure. */
export function jobQueue() {
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
