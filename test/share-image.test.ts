import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SHARE_IMAGE_SIZE } from "../app/seo/meta";
import { PALETTE } from "../app/lib/palette";
import {
  renderShareImage,
  titleFontSize,
  type ShareImageInput,
} from "../app/seo/share-image.server";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const article: ShareImageInput = {
  title: "Exam Stress: How to Support Your Child Through Board Exams",
  kicker: "Behavior & Emotions",
  siteName: "Sahaj Child Development Centre",
  footer: "sahajchildcentre.in",
};

/** The IHDR chunk always comes first: signature (8), length (4), "IHDR" (4), width, height. */
function pngSize(png: Buffer) {
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("renderShareImage", () => {
  it("makes a 1200×630 PNG", async () => {
    const png = await renderShareImage(article);
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(SHARE_IMAGE_SIZE).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(150_000);
  });

  it("draws the title", async () => {
    // Same length, so the font size is the same and only the drawn text can differ.
    const [one, other] = await Promise.all([
      renderShareImage(article),
      renderShareImage({ ...article, title: article.title.replace("Board", "Final") }),
    ]);
    expect(one.equals(other)).toBe(false);
  });

  it("renders a very long title, quotes, dashes and text the font lacks", async () => {
    const title =
      "When “Won’t” Is Really “Can’t”: Understanding Meltdowns, Shutdowns & Sensory Overload — A Guide for Parents";
    expect(title.length).toBeGreaterThan(100);
    for (const input of [
      { ...article, title },
      { ...article, title: "बच्चों की परवरिश: 'Parenting' \"tips\" <together>" },
    ]) {
      const png = await renderShareImage(input);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      expect(png.length).toBeLessThan(150_000);
    }
  });
});

/** The image's pixels, decoded by resvg (which draws the PNG into an SVG of its size). */
function pixelsOf(png: Buffer): Uint8Array {
  const { width, height } = SHARE_IMAGE_SIZE;
  const href = `data:image/png;base64,${png.toString("base64")}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="${href}"/></svg>`;
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
}

/** The columns where the title's ink (the text colour, nothing else is drawn in it) begins and ends. */
function inkColumns(png: Buffer) {
  const { width, height } = SHARE_IMAGE_SIZE;
  const pixels = pixelsOf(png);
  const ink = [1, 3, 5].map((start) => parseInt(PALETTE.ink.slice(start, start + 2), 16));
  let first = width;
  let last = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const distance = ink.reduce((sum, value, i) => sum + Math.abs(pixels[at + i] - value), 0);
      if (distance > 60) continue;
      first = Math.min(first, x);
      last = Math.max(last, x);
    }
  }
  return { first, last, width: last - first + 1 };
}

describe("share images in Marathi and Hindi", () => {
  const marathi: ShareImageInput = {
    title: "परीक्षेच्या काळात मुलांना कसा आधार द्यावा: पालकांसाठी सोप्या गोष्टी",
    kicker: "शिक्षण",
    siteName: "सहज बाल विकास केंद्र",
    footer: "sahajchildcentre.in",
  };

  it("draw Devanagari letters, not one box for every letter the font lacks", async () => {
    // Words of as many code points, swapped: a box for each missing letter gives the same picture.
    const [one, other] = await Promise.all([
      renderShareImage({ ...marathi, title: "रात की बात" }),
      renderShareImage({ ...marathi, title: "बात की रात" }),
    ]);
    expect(one.equals(other)).toBe(false);
    expect(inkColumns(one).width).toBeGreaterThan(300);
  });

  it("join conjuncts into one letter, as a reader writes them", async () => {
    // क्ष is one conjunct letter; with a zero-width non-joiner the same letters stay apart, क्‌ष.
    // Drawn letter by letter, without shaping, both would be the same three glyphs.
    const [joined, apart] = await Promise.all([
      renderShareImage({ ...marathi, title: "क्ष" }),
      renderShareImage({ ...marathi, title: "क्\u200cष" }),
    ]);
    const conjunct = inkColumns(joined);
    const separate = inkColumns(apart);
    expect(conjunct.width).toBeGreaterThan(20);
    expect(conjunct.width).toBeLessThan(separate.width * 0.8);
  });

  it("size titles by their letters as drawn (graphemes), not by code points", () => {
    // 67 code points, but 35 letters with their signs: two lines at the size of a 45-letter title.
    expect([...marathi.title]).toHaveLength(67);
    expect(titleFontSize(marathi.title)).toBe(titleFontSize("x".repeat(45)));
    expect(titleFontSize(marathi.title)).toBeGreaterThan(titleFontSize("x".repeat(67)));
    // English titles keep their sizes.
    expect(titleFontSize(article.title)).toBe(60);
  });

  it("draw the whole of a long Marathi title", async () => {
    const title = `${marathi.title}, घरी आणि शाळेत रोज करता येतील अशा गोष्टी`;
    const [whole, lastWordChanged] = await Promise.all([
      renderShareImage({ ...marathi, title }),
      renderShareImage({ ...marathi, title: title.replace(/गोष्टी$/, "सवयी") }),
    ]);
    // The last word is drawn: a line clamp cutting the title short would hide the change.
    expect(whole.equals(lastWordChanged)).toBe(false);
  });
});

describe("the share-image cache", () => {
  let buildCache: string;
  let cacheDir: string;
  const pngsIn = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith(".png"));

  beforeAll(() => {
    buildCache = fs.mkdtempSync(path.join(os.tmpdir(), "build-cache-"));
    cacheDir = path.join(buildCache, "share-images");
    vi.stubEnv("BUILD_CACHE_DIR", buildCache);
  });
  afterAll(() => {
    // Back to the run's own (BUILD_CACHE_DIR may be set for the whole run).
    vi.unstubAllEnvs();
    fs.rmSync(buildCache, { recursive: true, force: true });
  });

  it("keeps each drawn image and gives the same bytes when asked again", async () => {
    const first = await renderShareImage(article);
    expect(pngsIn(cacheDir)).toHaveLength(1);
    const again = await renderShareImage(article);
    expect(again.equals(first)).toBe(true);
    expect(pngsIn(cacheDir)).toHaveLength(1);
  });

  it("serves a kept image without drawing it, and draws a changed title anew", async () => {
    const [kept] = pngsIn(cacheDir);
    const marker = Buffer.from("kept image");
    fs.writeFileSync(path.join(cacheDir, kept), marker);
    expect((await renderShareImage(article)).equals(marker)).toBe(true);

    const changed = await renderShareImage({ ...article, title: `${article.title}!` });
    expect([...changed.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngsIn(cacheDir)).toHaveLength(2);
  });
});
