// The PNG encoder of the share images. They are flat colours and anti-aliased text: about a
// hundred and fifty distinct colours, all opaque, so one byte a pixel (an index into a palette)
// keeps every pixel exactly, is a quarter of the data to compress, and comes out half the size of
// resvg's own RGBA PNG in a quarter of the time (see decision 005). A picture with more colours
// or with transparency is written as plain RGBA.
import zlib from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_COLOURS = 256;
const COLOUR_TYPE_PALETTE = 3;
const COLOUR_TYPE_RGBA = 6;
/**
 * Run-length matching only: rows of indices are runs of one colour, so this is within a fifth of
 * zlib's smallest output at a twentieth of its time (0.9 ms an image against 4.5 at level 5).
 */
const PALETTE_DEFLATE = { level: 9, strategy: zlib.constants.Z_RLE };

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** A whole PNG file: 8 bits per channel or index, `rows` already prefixed with their filter. */
function png(width: number, height: number, rows: Buffer, palette?: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = palette ? COLOUR_TYPE_PALETTE : COLOUR_TYPE_RGBA;
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    ...(palette ? [chunk("PLTE", palette)] : []),
    chunk("IDAT", zlib.deflateSync(rows, palette ? PALETTE_DEFLATE : {})),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A picture given row by row: `row(y)` is the RGBA bytes of row y (width × 4 of them). */
export type Rows = { width: number; height: number; row: (y: number) => Uint8Array };

/** The rows of one RGBA buffer (width × height pixels, 4 bytes each, as resvg gives them). */
export const rowsOf = (width: number, height: number, rgba: Uint8Array): Rows => ({
  width,
  height,
  row: (y) => rgba.subarray(y * width * 4, (y + 1) * width * 4),
});

/**
 * A PNG of the picture: a palette PNG when it has at most 256 colours, all opaque, otherwise RGBA.
 * The palette is in order of first appearance, so the same pixels always give the same bytes.
 */
export function encodePng(picture: Rows): Buffer {
  const { width, height, row } = picture;
  const palette = paletteRows(picture);
  if (palette) return png(width, height, palette.rows, palette.colours);
  // Each row: filter type 0 (none), then its pixels as they are.
  const rowBytes = width * 4;
  const rows = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) rows.set(row(y), y * (rowBytes + 1) + 1);
  return png(width, height, rows);
}

/** The rows as palette indices, and the palette; undefined when the picture cannot have one. */
function paletteRows({ width, height, row }: Rows) {
  const indexOf = new Map<number, number>();
  const colours: number[] = [];
  // Each row starts with its filter type, 0 (none): neighbouring indices say nothing of each other.
  const rows = Buffer.alloc((width + 1) * height);
  let previous: Buffer | undefined;
  for (let y = 0; y < height; y++) {
    // Read as 32-bit pixels below, which needs a 4-byte aligned start.
    const given = row(y);
    const rgba = given.byteOffset % 4 === 0 ? given : Uint8Array.from(given);
    const bytes = Buffer.from(rgba.buffer, rgba.byteOffset, width * 4);
    const start = y * (width + 1);
    // Rows of margin or bar repeat the one above: copy its indices.
    if (previous?.equals(bytes)) {
      rows.copyWithin(start, start - width - 1, start);
      continue;
    }
    previous = bytes;
    // Int32 keeps every pixel a small integer for the engine (opaque pixels are negative).
    const pixels = new Int32Array(rgba.buffer, rgba.byteOffset, width);
    let out = start + 1;
    let last = 0;
    let lastIndex = -1;
    for (let x = 0; x < width; x++) {
      const pixel = pixels[x];
      // Long runs of one colour are the rule: skip the lookup for them.
      if (pixel !== last || lastIndex < 0) {
        let index = indexOf.get(pixel);
        if (index === undefined) {
          if (indexOf.size === MAX_COLOURS || rgba[x * 4 + 3] !== 255) return undefined;
          index = indexOf.size;
          indexOf.set(pixel, index);
          colours.push(rgba[x * 4], rgba[x * 4 + 1], rgba[x * 4 + 2]);
        }
        last = pixel;
        lastIndex = index;
      }
      rows[out++] = lastIndex;
    }
  }
  return { rows, colours: Buffer.from(colours) };
}
