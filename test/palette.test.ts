// One palette: the stylesheet's colours and the share images' come from app/lib/palette.ts, so
// they cannot drift apart again.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PALETTE, PALETTE_STYLESHEET, paletteCss } from "../app/lib/palette";

// The site's stylesheet: site.css and the parts in app/styles/site/ that it imports.
const css = ["site.css", ...fs.readdirSync("app/styles/site").map((part) => `site/${part}`)]
  .map((file) => fs.readFileSync(path.join("app/styles", file), "utf8"))
  .join("\n");
const defined = (text: string) => new Set([...text.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));

describe("the palette", () => {
  it("defines every custom property the stylesheet reads and does not define itself", () => {
    const own = defined(css);
    const palette = defined(paletteCss());
    const read = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]));
    const missing = [...read].filter((name) => !own.has(name) && !palette.has(name));
    expect(missing).toEqual([]);
    expect(palette).toContain("--teal-dark");
    expect(paletteCss()).toContain(`--teal-dark: ${PALETTE.tealDark};`);
  });

  it("is the only place the stylesheet's brand colours are written", () => {
    const brand = Object.values(PALETTE).filter((colour) => colour !== PALETTE.white);
    const written = brand.filter((colour) => css.toLowerCase().includes(colour.toLowerCase()));
    expect(written).toEqual([]);
    for (const name of defined(paletteCss())) expect(defined(css)).not.toContain(name);
    // Nor does any code in app/ (the share images, the dev server's problem page) write one.
    const code = fs
      .readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && file !== path.join("lib", "palette.ts"));
    const writing = code.filter((file) => {
      const text = fs.readFileSync(path.join("app", file), "utf8").toLowerCase();
      return brand.some((colour) => text.includes(colour.toLowerCase()));
    });
    expect(writing).toEqual([]);
  });

  it("is added to the stylesheet's text, not to the module that only names its URL", () => {
    expect(PALETTE_STYLESHEET.test("/project/app/styles/site.css")).toBe(true);
    expect(PALETTE_STYLESHEET.test("/project/app/styles/site.css?direct")).toBe(true);
    expect(PALETTE_STYLESHEET.test("/project/app/styles/site.css?url")).toBe(false);
  });
});
