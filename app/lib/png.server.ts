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

/**
 * A PNG of `rgba` (width × height pixels, 4 bytes each, as resvg gives them): a palette PNG when
 * the picture has at most 256 colours, all opaque, otherwise RGBA. The palette is in order of
 * first appearance, so the same pixels always give the same bytes.
 */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const palette = paletteRows(width, height, rgba);
  if (palette) return png(width, height, palette.rows, palette.colours);
  // Each row: filter type 0 (none), then its pixels as they are.
  const rowBytes = width * 4;
  const rows = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    rows.set(rgba.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  return png(width, height, rows);
}

/** The rows as palette indices, and the palette; undefined when the picture cannot have one. */
function paletteRows(width: number, height: number, rgba: Uint8Array) {
  // Int32 keeps every pixel a small integer for the engine (opaque pixels are negative).
  const pixels = new Int32Array(rgba.buffer, rgba.byteOffset, width * height);
  const bytes = Buffer.from(rgba.buffer, rgba.byteOffset, width * height * 4);
  const rowBytes = width * 4;
  const indexOf = new Map<number, number>();
  const firstSeen: number[] = [];
  // Each row starts with its filter type, 0 (none): neighbouring indices say nothing of each other.
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width + 1);
    // Rows of margin or bar repeat the one above: copy its indices.
    const here = y * rowBytes;
    if (y > 0 && bytes.compare(bytes, here - rowBytes, here, here, here + rowBytes) === 0) {
      rows.copyWithin(start, start - width - 1, start);
      continue;
    }
    let out = start + 1;
    let last = 0;
    let lastIndex = -1;
    for (let x = y * width, end = x + width; x < end; x++) {
      const pixel = pixels[x];
      // Long runs of one colour are the rule: skip the lookup for them.
      if (pixel !== last || lastIndex < 0) {
        let index = indexOf.get(pixel);
        if (index === undefined) {
          if (indexOf.size === MAX_COLOURS || rgba[x * 4 + 3] !== 255) return undefined;
          index = indexOf.size;
          indexOf.set(pixel, index);
          firstSeen.push(x * 4);
        }
        last = pixel;
        lastIndex = index;
      }
      rows[out++] = lastIndex;
    }
  }
  const colours = Buffer.alloc(firstSeen.length * 3);
  firstSeen.forEach((offset, index) => colours.set(rgba.subarray(offset, offset + 3), index * 3));
  return { rows, colours };
}
