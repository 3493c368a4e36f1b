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
  /** Light text on teal (a band's lead line). */
  onTealSoft: "#f1f5f4",
  /** A button that cannot be pressed. */
  disabled: "#8a8f91",
  /** Form fields' borders (3:1 against the background, as WCAG asks of controls). */
  fieldBorder: "#7d8b8f",
  /** The help box: a warm tint and its dividers. */
  alertTint: "#fff4ef",
  alertLine: "#efcfc2",
  /** The footer. */
  footer: "#183a3c",
  onFooter: "#e8efee",
  /** Draft and scheduled marks in preview builds. */
  previewTint: "#fdecc8",
  previewInk: "#6b3f00",
  previewInkDark: "#4a2c00",
  /** Words a branch removed and added, on its reviewers' list of changes (ink reads on both). */
  removedTint: "#fbe0da",
  addedTint: "#dcefe1",
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
