import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARE_IMAGE_SIZE } from "../app/lib/meta";
import { renderShareImage, type ShareImageInput } from "../app/lib/share-image.server";

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

describe("the share-image cache", () => {
  let buildCache: string;
  let cacheDir: string;
  const pngsIn = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith(".png"));

  beforeAll(() => {
    buildCache = fs.mkdtempSync(path.join(os.tmpdir(), "build-cache-"));
    cacheDir = path.join(buildCache, "share-images");
    process.env.BUILD_CACHE_DIR = buildCache;
  });
  afterAll(() => {
    delete process.env.BUILD_CACHE_DIR;
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
