// The build's pictures: every picture uploaded to public/images/ (team photos, pictures in
// articles) is made into the sizes and formats the pages draw it at, with sharp (libvips), so a
// phone camera's 5 MB photo never reaches a parent's phone: AVIF and WebP at a few widths, and
// the picture's own format as the fallback, which also replaces the upload at its own address.
// Photos are turned upright by their EXIF orientation and written without their metadata (a
// phone's photo can carry where it was taken). Each file made is kept in the build cache under the
// digest of the upload and of how it is made, so a picture is encoded once, not at every build.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type Sharp from "sharp";
import { paths } from "../lib/paths";
import type { PictureSet, Pictures } from "../lib/pictures";
import { buildCache, digestOf } from "../lib/build-cache.server";

/** Where an uploaded picture is below public/ (and served from, paths.picture). */
const IMAGES_FOLDER = "images";
const PICTURE_FILE = /\.(jpe?g|png|webp)$/i;

/**
 * The widths made, in CSS pixels at one, two and three device pixels each: a team photo is drawn
 * 5rem (80 px) wide and square; a picture in an article's text at most 46rem (736 px).
 */
const KINDS = {
  team: { widths: [80, 160, 240], square: true },
  text: { widths: [360, 720, 1080, 1440], square: false },
};
/** team/ holds the team's photos; every other folder of images/ holds pictures shown in text. */
const kindOf = (file: string) => (file.startsWith("team/") ? KINDS.team : KINDS.text);

type Format = "avif" | "webp" | "jpeg" | "png";
const TYPES: Record<Format, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};
const EXTENSIONS: Record<Format, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };
/** Each format's settings: a photo on a phone's screen at a size no parent sees artefacts in. */
const SETTINGS = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 75 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9 },
};

/** The fallback: a photo stays JPEG, a PNG (often a drawing, or transparent) PNG, WebP WebP. */
function ownFormat(file: string): Format {
  if (/\.png$/i.test(file)) return "png";
  return /\.webp$/i.test(file) ? "webp" : "jpeg";
}

let loaded: Promise<typeof Sharp> | undefined;
/** sharp, loaded at the first picture: a site without pictures never pays its load (~0.1 CPU s). */
const loadSharp = () => (loaded ??= import("sharp").then((module) => module.default));

let cache: ReturnType<typeof buildCache> | undefined;
/** Files made are kept under the digest of this module's code and of sharp's and libvips's versions. */
async function pictureCache() {
  if (cache) return cache;
  const sharp = await loadSharp();
  let code: string | undefined;
  try {
    code = digestOf(
      fs.readFileSync(fileURLToPath(import.meta.url)),
      JSON.stringify(sharp.versions),
    );
  } catch {
    code = undefined; // no source beside a bundle: nothing is kept
  }
  return (cache = buildCache("pictures", code));
}

/** The picture's upright size, and the square it is cut to when its kind is square. */
async function shapeOf(bytes: Buffer, square: boolean) {
  const sharp = await loadSharp();
  const meta = await sharp(bytes).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const side = Math.min(width, height);
  return square ? { width: side, height: side } : { width, height };
}

/** One file made: the picture at `width`, in `format`, from the cache or encoded now. */
async function made(bytes: Buffer, digest: string, width: number, format: Format, square: boolean) {
  const kept = await pictureCache();
  const key = kept.key(digest, width, format, square);
  const cached = key === undefined ? undefined : kept.read(key);
  if (cached) return cached;
  const sharp = await loadSharp();
  const resized = sharp(bytes)
    .rotate()
    .resize(square ? { width, height: width, fit: "cover" } : { width, withoutEnlargement: true });
  const output = await resized.toFormat(format, SETTINGS[format]).toBuffer();
  if (key !== undefined) kept.write(key, output);
  return output;
}

/**
 * Makes one picture's files into `outDir` (the build's client folder) and returns how pages draw
 * it; `file` is its path under public/images/ ("team/asha-rao.jpg").
 */
async function makePicture(publicDir: string, outDir: string, file: string): Promise<PictureSet> {
  const bytes = fs.readFileSync(path.join(publicDir, paths.picture(file)));
  const digest = digestOf(bytes);
  const { widths, square } = kindOf(file);
  const shape = await shapeOf(bytes, square);
  // Never wider than the upload: a small picture is made at its own width only.
  const sizes = [...new Set(widths.map((width) => Math.min(width, shape.width)))];
  const largest = sizes.at(-1)!;
  // Its folder in the name too: a team photo and a text's picture from the same upload differ.
  const name = file.replace(PICTURE_FILE, "").split(path.posix.sep).join("-");
  const fallback = ownFormat(file);
  const srcsets = new Map<Format, string[]>();
  for (const format of ["avif", "webp", fallback] as Format[]) {
    for (const width of sizes) {
      const output = await made(bytes, digest, width, format, square);
      const served = paths.pictureSize(name, digest.slice(0, 8), width, EXTENSIONS[format]);
      writeFile(path.join(outDir, served), output);
      srcsets.set(format, [...(srcsets.get(format) ?? []), `${served} ${width}w`]);
      // The upload's own address serves the fallback at its largest size, never the upload.
      if (format === fallback && width === largest) {
        writeFile(path.join(outDir, paths.picture(file)), output);
      }
    }
  }
  const height = Math.round((shape.height / shape.width) * largest);
  return {
    src: paths.picture(file),
    width: largest,
    height,
    sources: (["avif", "webp"] as Format[])
      .filter((format) => format !== fallback)
      .map((format) => ({ type: TYPES[format], srcset: srcsets.get(format)!.join(", ") })),
    srcset: srcsets.get(fallback)!.join(", "),
  };
}

function writeFile(target: string, bytes: Buffer) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, bytes);
}

/** Every picture of public/images/, made into `outDir`; by the address content names it with. */
export async function makePictures(publicDir: string, outDir: string): Promise<Pictures> {
  const folder = path.join(publicDir, IMAGES_FOLDER);
  if (!fs.existsSync(folder)) return {};
  const files = fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join(path.posix.sep))
    .filter((file) => PICTURE_FILE.test(file))
    .sort();
  const pictures: Pictures = {};
  for (const file of files) {
    pictures[paths.picture(file)] = await makePicture(publicDir, outDir, file);
  }
  return pictures;
}
