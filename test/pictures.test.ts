// The build's pictures (app/build-time/pictures.server.ts and app/content/pictures.ts): an upload
// is made into the sizes and formats pages draw it at, upright and without its metadata, never
// wider than drawn, the upload's address serving the largest fallback instead of the upload, each
// file kept in the build cache; and a text's <img> becomes a <picture> with them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePictures } from "../app/build-time/pictures.server";
import { picturesInHtml, withPictures } from "../app/content/pictures";
import type { Pictures } from "../app/lib/pictures";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "pictures-"));
const publicDir = path.join(scratch, "public");
const cacheBefore = process.env.BUILD_CACHE_DIR;

/** A smooth picture (quick to encode) of a size, with an EXIF orientation. */
async function photo(file: string, width: number, height: number, orientation = 1) {
  const target = path.join(publicDir, "images", file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 3) {
    const x = (index / 3) % width;
    pixels[index] = (x * 255) / width;
    pixels[index + 1] = 120;
    pixels[index + 2] = 200;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const typed = file.endsWith(".png") ? image.png() : image.jpeg({ quality: 95 });
  await typed.withMetadata({ orientation }).toFile(target);
}

const made = (out: string, address: string) => path.join(out, address);
const widthsIn = (srcset: string) =>
  srcset.split(", ").map((each) => Number(each.split(" ")[1].slice(0, -1)));

let pictures: Pictures;
let out: string;

beforeAll(async () => {
  process.env.BUILD_CACHE_DIR = path.join(scratch, "cache");
  // A phone's photo of a team member, taken on its side; a wide picture for an article's text.
  await photo("team/asha-rao.jpg", 2400, 1600, 6);
  await photo("articles/lamp.png", 600, 400);
  out = path.join(scratch, "out");
  pictures = await makePictures(publicDir, out);
});

afterAll(() => {
  // Assigning undefined would make it the text "undefined": a folder of that name in the project.
  if (cacheBefore === undefined) delete process.env.BUILD_CACHE_DIR;
  else process.env.BUILD_CACHE_DIR = cacheBefore;
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("the build's pictures", () => {
  it("makes a team photo square, upright, in AVIF, WebP and JPEG at the widths it is drawn at", async () => {
    const set = pictures["/images/team/asha-rao.jpg"];
    expect(set.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const srcset of [...set.sources.map((source) => source.srcset), set.srcset]) {
      expect(widthsIn(srcset)).toEqual([80, 160, 240]);
    }
    expect(set).toMatchObject({ src: "/images/team/asha-rao.jpg", width: 240, height: 240 });
    // The upload's address serves the largest JPEG made, without the photo's metadata.
    const served = made(out, set.src);
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 240, height: 240 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(fs.statSync(served).size).toBeLessThan(30_000);
  });

  it("makes a text's picture no wider than it is, keeping its shape, and keeps its format as the fallback", async () => {
    const set = pictures["/images/articles/lamp.png"];
    expect(widthsIn(set.srcset)).toEqual([360, 600]);
    expect(set).toMatchObject({ width: 600, height: 400 });
    const [avif] = set.sources;
    const smallest = avif.srcset.split(" ")[0];
    expect(smallest).toMatch(/^\/assets\/pictures\/articles-lamp-[0-9a-f]{8}-360\.avif$/);
    expect(await sharp(made(out, smallest)).metadata()).toMatchObject({ width: 360, height: 240 });
    expect((await sharp(made(out, set.src)).metadata()).format).toBe("png");
  });

  it("turns a photo taken on its side upright before sizing it", async () => {
    await photo("articles/sideways.jpg", 600, 400, 6);
    const again = await makePictures(publicDir, out);
    const set = again["/images/articles/sideways.jpg"];
    // 400 wide once upright.
    expect(widthsIn(set.srcset)).toEqual([360, 400]);
    expect(set).toMatchObject({ width: 400, height: 600 });
    expect(await sharp(made(out, set.src)).metadata()).toMatchObject({ width: 400, height: 600 });
  });

  it("takes a file it made before from the build cache", async () => {
    const cache = path.join(process.env.BUILD_CACHE_DIR!, "pictures");
    const kept = fs.readdirSync(cache);
    expect(kept.length).toBeGreaterThan(0);
    // Every kept file marked: a second build copies them, encoding nothing.
    for (const file of kept) fs.writeFileSync(path.join(cache, file), `kept ${file}`);
    const second = path.join(scratch, "second");
    const again = await makePictures(publicDir, second);
    const address = again["/images/articles/lamp.png"].srcset.split(" ")[0];
    expect(fs.readFileSync(made(second, address), "utf8")).toMatch(/^kept /);
  });
});

describe("pictures in a text", () => {
  const html =
    '<p><img src="/images/articles/lamp.png" alt="A lamp" loading="lazy"></p><p><img src="/images/articles/other.png" alt="Other" loading="lazy"></p>';

  it("draws each picture the build made as a <picture>, and leaves the others as they are", () => {
    const drawn = picturesInHtml(html, pictures);
    expect(drawn.match(/<picture>/g)).toHaveLength(1);
    expect(drawn).toContain('<source type="image/avif" srcset="/assets/pictures/articles-lamp-');
    expect(drawn).toMatch(
      /<img src="\/images\/articles\/lamp.png" alt="A lamp" loading="lazy" srcset="[^"]+ 600w" sizes="[^"]+" width="600" height="400" decoding="async"><\/picture>/,
    );
    expect(drawn).toContain(
      '<p><img src="/images/articles/other.png" alt="Other" loading="lazy"></p>',
    );
    expect(picturesInHtml(html, {})).toBe(html);
  });

  it("puts the pictures into every text of the content, and a photo's beside it", () => {
    const content = {
      articles: [{ html, title: "A" }],
      team: [
        { photo: "/images/team/asha-rao.jpg", html: "<p>Bio</p>" },
        { html: "<p>No photo</p>" },
      ],
    };
    const drawn = withPictures(content, pictures);
    expect(drawn.articles[0].html).toContain("<picture>");
    expect(drawn.team[0]).toMatchObject({
      picture: pictures["/images/team/asha-rao.jpg"],
      html: "<p>Bio</p>",
    });
    expect(drawn.team[1]).toEqual({ html: "<p>No photo</p>" });
  });
});
