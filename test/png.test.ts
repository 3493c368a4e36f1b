import { Resvg } from "@resvg/resvg-js";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePng, rowsOf } from "../app/lib/png.server";

/** Pixels of a picture drawn by resvg, which also decodes the PNGs we write, independently. */
function pixelsOf(svg: string) {
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  return { width: image.width, height: image.height, pixels: image.pixels };
}

const picture = (body: string, width = 120, height = 63) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;

/** Anti-aliased edges between flat colours, as in a share image. */
const FLAT = picture(
  '<rect width="120" height="63" fill="#fbf7f0"/><circle cx="30" cy="30" r="21" fill="#0b5c5f"/>' +
    '<rect y="50" width="120" height="13" fill="#e07a5f"/>',
);

function decoded(png: Buffer, width: number, height: number): Buffer {
  const href = `data:image/png;base64,${png.toString("base64")}`;
  return pixelsOf(
    picture(`<image width="${width}" height="${height}" href="${href}"/>`, width, height),
  ).pixels;
}

const colourType = (png: Buffer) => png[25];

/** The pixels of an RGBA PNG whose rows all use filter 0, read back with zlib alone. */
function rgbaRows(png: Buffer, width: number, height: number): Buffer {
  const idat = png.indexOf("IDAT");
  const data = zlib.inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const start = y * (width * 4 + 1);
    expect(data[start]).toBe(0);
    rows.push(data.subarray(start + 1, start + 1 + width * 4));
  }
  return Buffer.concat(rows);
}

describe("encodePng", () => {
  it("writes a flat picture as a palette PNG that keeps every pixel exactly", () => {
    const { width, height, pixels } = pixelsOf(FLAT);
    const png = encodePng(rowsOf(width, height, pixels));
    expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
    expect(colourType(png)).toBe(3);
    expect(decoded(png, width, height).equals(pixels)).toBe(true);
  });

  it("gives the same bytes for the same pixels", () => {
    const { width, height, pixels } = pixelsOf(FLAT);
    expect(
      encodePng(rowsOf(width, height, pixels)).equals(encodePng(rowsOf(width, height, pixels))),
    ).toBe(true);
  });

  it("takes its rows from anywhere: a frame and a band give the PNG of the joined picture", () => {
    const frame = pixelsOf(FLAT);
    const band = pixelsOf(picture('<rect width="120" height="63" fill="#e07a5f"/>'));
    const { width, height } = frame;
    const row = width * 4;
    const joined = Buffer.concat([
      frame.pixels.subarray(0, 20 * row),
      band.pixels.subarray(0, 23 * row),
      frame.pixels.subarray(43 * row),
    ]);
    // A copy that starts at an odd address, as a slice of a larger buffer may.
    const unaligned = Buffer.alloc(joined.length + 1).subarray(1);
    joined.copy(unaligned);
    const fromParts = encodePng({
      width,
      height,
      row: (y) =>
        y >= 20 && y < 43
          ? band.pixels.subarray((y - 20) * row, (y - 19) * row)
          : frame.pixels.subarray(y * row, (y + 1) * row),
    });
    expect(fromParts.equals(encodePng(rowsOf(width, height, joined)))).toBe(true);
    expect(fromParts.equals(encodePng(rowsOf(width, height, unaligned)))).toBe(true);
    expect(decoded(fromParts, width, height).equals(joined)).toBe(true);
  });

  it("writes RGBA, just as exactly, with transparency or more than 256 colours", () => {
    const seeThrough = pixelsOf(picture('<circle cx="30" cy="30" r="21" fill="#0b5c5f"/>'));
    // 300 × 2 pixels, each its own opaque colour.
    const many = Buffer.alloc(300 * 2 * 4);
    for (let x = 0; x < 600; x++) many.set([x % 256, Math.floor(x / 256), 200, 255], x * 4);
    for (const { width, height, pixels } of [seeThrough, { width: 300, height: 2, pixels: many }]) {
      const png = encodePng(rowsOf(width, height, pixels));
      expect(colourType(png)).toBe(6);
      expect(rgbaRows(png, width, height).equals(Buffer.from(pixels))).toBe(true);
    }
  });
});
