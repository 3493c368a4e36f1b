// The precompressed forms of the export's text files (.br and .gz beside each, which `npm start`
// sends by Accept-Encoding): how hard each kind of file is compressed, and the build cache of the
// encodings, by the digest of the bytes they encode.
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
const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

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
 * after an edit. Both encodings of a file are one item (the .br's length, the .br, the .gz). A
 * kept encoding is used only if it decodes to the file's bytes: a damaged one is made again,
 * never published.
 */
const compressedCache = buildCache(
  "compressed",
  `brotli ${process.versions.brotli} zlib ${process.versions.zlib} gzip level ${GZIP_LEVEL} packed`,
);

function unpacked(item: Buffer | undefined): [Buffer, Buffer] | undefined {
  if (!item || item.length < 4) return undefined;
  const brLength = item.readUInt32BE(0);
  if (4 + brLength > item.length) return undefined;
  return [item.subarray(4, 4 + brLength), item.subarray(4 + brLength)];
}

function packed([br, gz]: [Buffer, Buffer]): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(br.length);
  return Buffer.concat([length, br, gz]);
}

export async function cachedEncode(bytes: Buffer, quality: number): Promise<[Buffer, Buffer]> {
  const key = compressedCache.key(quality, digestOf(bytes));
  if (key === undefined) return encode(bytes, quality);
  const kept = unpacked(compressedCache.read(key));
  if (kept) {
    const decoded = await Promise.all([brotliDecompress(kept[0]), gunzip(kept[1])]).catch(() => []);
    if (decoded.length === 2 && decoded.every((each) => bytes.equals(each))) return kept;
  }
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
