import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import type { ReactElement } from "react";
import satori, { type Font } from "satori";
import { SHARE_IMAGE_SIZE } from "./meta";

/** The usual Open Graph image size (1.91:1), which link previews are designed around. */

export type ShareImageInput = {
  title: string;
  /** Short label above the title, e.g. an article's category. */
  kicker: string;
  siteName: string;
  /** One line at the bottom, e.g. the site's domain. */
  footer: string;
};

const COLORS = {
  cream: "#fbf7f0",
  darkTeal: "#0b5c5f",
  teal: "#127a7e",
  coral: "#e07a5f",
  text: "#1f2933",
  white: "#ffffff",
};

const FONT_FAMILY = "Noto Sans";
const PADDING_X = 80;

// Resolved at run time from node_modules: the module also runs from the Vite SSR bundle in
// build/, where a relative path or an asset import would point somewhere else.
const nodeRequire = createRequire(import.meta.url);
let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: FONT_FAMILY,
      weight,
      style: "normal" as const,
      data: await readFile(
        nodeRequire.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`),
      ),
    })),
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
    el("circle", { cx: 16, cy: 16, r: 16, fill: COLORS.darkTeal }),
    el("path", {
      fill: COLORS.white,
      d: "M16 25c-4-3-8-6-8-10a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 4-4 7-8 10z",
    }),
  );
}

/**
 * Bold Noto Sans runs about 0.57em a character (more with many W and M), so these sizes keep
 * titles of up to ~110 characters within four lines of the 1040px text column; the line clamp
 * is the last guard against a longer title running into the footer.
 */
function titleFontSize(title: string): number {
  const length = [...title].length;
  if (length <= 30) return 84;
  if (length <= 55) return 70;
  if (length <= 80) return 60;
  return 54;
}

function layout({ title, kicker, siteName, footer }: ShareImageInput): ReactElement {
  return box(
    {
      width: "100%",
      height: "100%",
      flexDirection: "column",
      backgroundColor: COLORS.cream,
      fontFamily: FONT_FAMILY,
      color: COLORS.text,
    },
    box(
      { alignItems: "center", gap: 20, padding: `56px ${PADDING_X}px 0` },
      mark(56),
      text({ fontSize: 30, fontWeight: 700, color: COLORS.darkTeal, lineClamp: 1 }, siteName),
    ),
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
          height: 6,
          marginTop: 13,
          borderRadius: 3,
          backgroundColor: COLORS.coral,
        }),
        text(
          {
            fontSize: 24,
            fontWeight: 700,
            lineHeight: 1.35,
            color: COLORS.teal,
            textTransform: "uppercase",
            letterSpacing: 2,
            lineClamp: 2,
          },
          kicker,
        ),
      ),
      text(
        {
          fontSize: titleFontSize(title),
          fontWeight: 700,
          lineHeight: 1.15,
          // Not "balance": with lineClamp, satori then squeezes long titles into a narrow column.
          textWrap: "pretty",
          lineClamp: 4,
        },
        title,
      ),
    ),
    box(
      {
        alignItems: "center",
        height: 88,
        padding: `0 ${PADDING_X}px`,
        backgroundColor: COLORS.darkTeal,
        color: COLORS.white,
        fontSize: 28,
      },
      text({ lineClamp: 1 }, footer),
    ),
  );
}

/**
 * Drawn images, kept by a digest of the SVG they are drawn from, in a folder outside build/ (which
 * every build deletes): a rebuild draws only the images whose title, labels, layout or fonts
 * changed, and saves resvg's time and memory on the rest. node_modules/.cache is kept between
 * builds by CI and Netlify's build cache; SHARE_IMAGE_CACHE_DIR puts it elsewhere. Deleting the
 * folder is always safe.
 */
function cacheDir(): string {
  return path.resolve(process.env.SHARE_IMAGE_CACHE_DIR || "node_modules/.cache/share-images");
}

const RESVG_VERSION = (nodeRequire("@resvg/resvg-js/package.json") as { version: string }).version;

function cacheFileFor(svg: string): string {
  const digest = createHash("sha256")
    .update(`resvg ${RESVG_VERSION} ${SHARE_IMAGE_SIZE.width}\n`)
    .update(svg)
    .digest("hex");
  return path.join(cacheDir(), `${digest}.png`);
}

/** Saved by a rename, so a build running at the same time never reads half a file. */
async function saveToCache(file: string, png: Buffer): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}-${randomUUID()}.tmp`;
    await writeFile(temporary, png);
    await rename(temporary, file);
  } catch {
    // A cache that cannot be written only costs time.
  }
}

/** A PNG link-preview (Open Graph) image, made at build time. */
export async function renderShareImage(input: ShareImageInput): Promise<Buffer> {
  const svg = await satori(layout(input), { ...SHARE_IMAGE_SIZE, fonts: await loadFonts() });
  const cached = cacheFileFor(svg);
  try {
    return await readFile(cached);
  } catch {
    // Not drawn yet.
  }
  // satori draws text as paths, so resvg needs no fonts; skipping the system scan saves time.
  const png = new Resvg(svg, {
    fitTo: { mode: "width", value: SHARE_IMAGE_SIZE.width },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  await saveToCache(cached, png);
  return png;
}
