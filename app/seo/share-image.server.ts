// The share image of each page (what link previews show): drawn with satori and resvg at build
// time, kept in the build cache.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { ReactElement } from "react";
import type { Font } from "satori";
import { buildCache, codeDigest } from "../lib/build-cache.server";
import { SHARE_IMAGE_SIZE } from "./meta";
import { PALETTE } from "../lib/palette";
import { encodePng, rowsOf } from "../lib/png.server";

/** The usual Open Graph image size (1.91:1), which link previews are designed around. */

export type ShareImageInput = {
  title: string;
  /** Short label above the title, e.g. an article's category. */
  kicker: string;
  siteName: string;
  /** One line at the bottom, e.g. the site's domain. */
  footer: string;
};

/** The site's own colours (the stylesheet reads the same palette). */
const COLORS = {
  background: PALETTE.cream,
  brand: PALETTE.teal,
  kicker: PALETTE.terracotta,
  accent: PALETTE.terracotta,
  text: PALETTE.ink,
  onBrand: PALETTE.white,
};

const FONT_FAMILY = "Noto Sans";
/** satori takes the glyphs Noto Sans lacks (Marathi and Hindi) from the next font that has them. */
const FONT_FILES = [
  {
    family: FONT_FAMILY,
    file: (weight: number) => `noto-sans/files/noto-sans-latin-${weight}-normal.woff`,
  },
  {
    family: "Noto Sans Devanagari",
    file: (weight: number) =>
      `noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
  },
];
const PADDING_X = 80;

// Resolved at run time from node_modules: the module also runs from the Vite SSR bundle in
// build/, where a relative path or an asset import would point somewhere else. The fonts are read
// at build time only; no page ever loads them.
const nodeRequire = createRequire(import.meta.url);
let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    FONT_FILES.flatMap(({ family, file }) =>
      ([400, 700] as const).map(async (weight) => ({
        name: family,
        weight,
        style: "normal" as const,
        data: await readFile(nodeRequire.resolve(`@fontsource/${file(weight)}`)),
      })),
    ),
  );
  return fonts;
}

type Style = Record<string, string | number>;
type Child = ReactElement | string;

// satori takes React-element-like objects, so no JSX (or React) is needed here.
function el(type: string, props: Record<string, unknown>, ...children: Child[]): ReactElement {
  return { type, key: null, props: { ...props, children } };
}

function box(style: Style, ...children: Child[]): ReactElement {
  return el("div", { style: { display: "flex", ...style } }, ...children);
}

// satori only applies lineClamp to block boxes holding plain text.
function text(style: Style, content: string): ReactElement {
  return el("div", { style: { display: "block", ...style } }, content);
}

/** The favicon's mark: a white heart in a teal circle. */
function mark(size: number): ReactElement {
  return el(
    "svg",
    { width: size, height: size, viewBox: "0 0 32 32" },
    el("circle", { cx: 16, cy: 16, r: 16, fill: COLORS.brand }),
    el("path", {
      fill: COLORS.onBrand,
      d: "M16 25c-4-3-8-6-8-10a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 4-4 7-8 10z",
    }),
  );
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * A title's width in Latin letters: bold Noto Sans runs about 0.57em a letter, and a Devanagari
 * letter with its signs and conjuncts (one grapheme: "स्क्री" is one) about 0.75em, 1.3 letters.
 */
function widthInLetters(title: string): number {
  let width = 0;
  for (const { segment } of graphemes.segment(title)) width += DEVANAGARI.test(segment) ? 1.3 : 1;
  return width;
}

/**
 * These sizes keep titles of up to ~110 Latin letters (~85 Devanagari) within four lines of the
 * 1040px text column; the line clamp is the last guard against a longer title running into the
 * footer.
 */
export function titleFontSize(title: string): number {
  const length = widthInLetters(title);
  if (length <= 30) return 84;
  if (length <= 55) return 70;
  if (length <= 80) return 60;
  return 54;
}

/**
 * Devanagari's vowel signs reach far above and below the letters, so its lines need more room
 * (at 1.15, ृ and ँ touch the next line), and spacing letters apart breaks the headline that
 * joins them. Latin text keeps the style it is given.
 */
function forScript(text: string, latin: Style): Style {
  return DEVANAGARI.test(text) ? { ...latin, lineHeight: 1.45, letterSpacing: 0 } : latin;
}

/** The header (mark and site name) and footer (the domain on a teal bar), the same on every image. */
const HEADER_HEIGHT = 112;
const FOOTER_HEIGHT = 88;
/** The band between them changes: the label and the title. */
const BAND_HEIGHT = SHARE_IMAGE_SIZE.height - HEADER_HEIGHT - FOOTER_HEIGHT;

const page = (...children: Child[]) =>
  box(
    {
      width: "100%",
      height: "100%",
      flexDirection: "column",
      backgroundColor: COLORS.background,
      fontFamily: FONT_FAMILY,
      color: COLORS.text,
    },
    ...children,
  );

/** The same for every image of a site: the mark and name above, the domain in the teal bar below. */
function frame({ siteName, footer }: ShareImageInput): ReactElement {
  return page(
    box(
      // 56 px of margin and the 56 px mark: HEADER_HEIGHT.
      { alignItems: "center", gap: 20, padding: `56px ${PADDING_X}px 0` },
      mark(56),
      text(
        forScript(siteName, { fontSize: 30, fontWeight: 700, color: COLORS.brand, lineClamp: 1 }),
        siteName,
      ),
    ),
    box({ flexGrow: 1 }),
    box(
      {
        alignItems: "center",
        height: FOOTER_HEIGHT,
        padding: `0 ${PADDING_X}px`,
        backgroundColor: COLORS.brand,
        color: COLORS.onBrand,
        fontSize: 28,
      },
      text(forScript(footer, { lineClamp: 1 }), footer),
    ),
  );
}

const KICKER_SIZE = 24;
const BAR_HEIGHT = 6;

/** The label (an article's topic) and the title, centred in the band. */
function bandOf({ title, kicker }: ShareImageInput): ReactElement {
  const kickerStyle = forScript(kicker, {
    fontSize: KICKER_SIZE,
    fontWeight: 700,
    lineHeight: 1.35,
    color: COLORS.kicker,
    textTransform: "uppercase",
    letterSpacing: 2,
    lineClamp: 2,
  });
  const kickerLine = KICKER_SIZE * Number(kickerStyle.lineHeight);
  return page(
    box(
      {
        flexGrow: 1,
        flexDirection: "column",
        justifyContent: "center",
        padding: `0 ${PADDING_X}px`,
      },
      // A long kicker (the tagline) wraps to a second line, so the bar sits by the first one.
      box(
        { alignItems: "flex-start", gap: 16, marginBottom: 20 },
        box({
          flexShrink: 0,
          width: 40,
          height: BAR_HEIGHT,
          marginTop: Math.floor((kickerLine - BAR_HEIGHT) / 2),
          borderRadius: 3,
          backgroundColor: COLORS.accent,
        }),
        text(kickerStyle, kicker),
      ),
      text(
        forScript(title, {
          fontSize: titleFontSize(title),
          fontWeight: 700,
          lineHeight: 1.15,
          // Not "balance": with lineClamp, satori then squeezes long titles into a narrow column.
          textWrap: "pretty",
          lineClamp: 4,
        }),
        title,
      ),
    ),
  );
}

/**
 * satori and resvg, loaded once an image is drawn: a rebuild that keeps every image spent about
 * half a CPU second loading satori alone.
 */
let drawingLibraries: Promise<[typeof import("satori"), typeof import("@resvg/resvg-js")]>;

/** RGBA pixels of a satori drawing; satori draws text as paths, so resvg needs no fonts. */
async function draw(element: ReactElement, height: number) {
  const { width } = SHARE_IMAGE_SIZE;
  drawingLibraries ??= Promise.all([import("satori"), import("@resvg/resvg-js")]);
  const [{ default: satori }, { Resvg }] = await drawingLibraries;
  const svg = await satori(element, { width, height, fonts: await loadFonts() });
  const image = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false },
  }).render();
  return image.pixels;
}

/** The frame's pixels, drawn once per site name and domain. */
const frames = new Map<string, Promise<Buffer>>();

/**
 * Drawn images are kept in the build cache by what they show (the input) and everything that draws
 * them: the code this module runs (in a build, the server bundle it is part of) and the installed
 * libraries and fonts. A rebuild after a counsellor's edit draws only the images whose words
 * changed; any change to the code or the libraries draws them all again.
 */
let kept: ReturnType<typeof buildCache> | undefined;

/** The image's name in the build cache; undefined when the code is unknown (nothing is kept). */
function keptAs({ title, kicker, siteName, footer }: ShareImageInput) {
  kept ??= buildCache("share-images", codeDigest(fileURLToPath(import.meta.url)));
  const key = kept.key(title, kicker, siteName, footer);
  return key && { images: kept, file: `${key}.png` };
}

/** A PNG link-preview (Open Graph) image, made at build time. */
export async function renderShareImage(input: ShareImageInput): Promise<Buffer> {
  const kept = keptAs(input);
  const cached = kept && kept.images.read(kept.file);
  if (cached) return cached;
  // Only the band is drawn for each image: the frame is a third of the card, the same on all.
  const frameKey = JSON.stringify([input.siteName, input.footer]);
  if (!frames.has(frameKey)) frames.set(frameKey, draw(frame(input), SHARE_IMAGE_SIZE.height));
  const whole = await frames.get(frameKey)!;
  const band = await draw(bandOf(input), BAND_HEIGHT);
  const { width, height } = SHARE_IMAGE_SIZE;
  const frameRows = rowsOf(width, height, whole);
  const bandRows = rowsOf(width, BAND_HEIGHT, band);
  const png = encodePng({
    width,
    height,
    row: (y) =>
      y >= HEADER_HEIGHT && y < HEADER_HEIGHT + BAND_HEIGHT
        ? bandRows.row(y - HEADER_HEIGHT)
        : frameRows.row(y),
  });
  if (kept) kept.images.write(kept.file, png);
  return png;
}
