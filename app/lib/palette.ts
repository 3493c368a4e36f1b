// The site's colours, in one place: the stylesheet gets them as CSS custom properties (--ink,
// --teal …, added to app/styles/site.css by the palette plugin in vite.config.ts), and the share
// images, the browser's theme colour and the favicon's mark use the same values. Every text
// colour meets WCAG AA on the backgrounds it is used on.
export const PALETTE = {
  ink: "#1d2b2f",
  muted: "#46565b",
  bg: "#fffdf9",
  cream: "#f7f0e6",
  teal: "#0b5c5f",
  tealDark: "#08464a",
  tealTint: "#e2efed",
  terracotta: "#a3401f",
  terracottaDark: "#85331a",
  sun: "#f2b84b",
  success: "#1b6e3c",
  line: "#e3d9cc",
  white: "#ffffff",
} as const;

/**
 * The stylesheet the palette is added to, whose rules read the colours as var(--ink) …: its own
 * text, not the `?url` module that only names it.
 */
export const PALETTE_STYLESHEET = /\/app\/styles\/site\.css(?:\?(?!url(?:&|$)).*)?$/;

/** The palette as CSS custom properties: tealDark → --teal-dark. */
export function paletteCss(): string {
  const properties = Object.entries(PALETTE).map(
    ([name, value]) =>
      `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`,
  );
  return `:root {\n  ${properties.join("\n  ")}\n}\n`;
}
