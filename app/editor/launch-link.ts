// The editor's link to its page of what is left before the site goes live (/admin/launch/), in a
// bar of its own along the bottom of every view of Decap's (whose own menus have no place for a link
// of ours). The bar's height is kept free of Decap's page (page-layout.ts), so the link covers none
// of Decap's controls, at any width. Plain DOM, like the editor's notice, in the site's palette.
import { PALETTE } from "../lib/palette";

const ID = "sahaj-launch-link";
const BAR_ID = "sahaj-launch-bar";
/** The bar's height, which Decap's page leaves free. */
export const LAUNCH_BAR_HEIGHT = "52px";

// Below Decap's toolbar (300) and view controls (299, put in the bar on a phone) and its dialogs.
const STYLE = `
#${BAR_ID} { position: fixed; left: 0; right: 0; bottom: 0; z-index: 200; height: ${LAUNCH_BAR_HEIGHT};
  box-sizing: border-box; display: flex; align-items: center; padding: 0 1rem; background: ${PALETTE.white};
  border-top: 1px solid ${PALETTE.line}; }
#${ID} { padding: 0.45rem 0.9rem; border-radius: 999px; background: ${PALETTE.teal}; color: ${PALETTE.white};
  font: 600 14px/1.4 system-ui, sans-serif; text-decoration: none; white-space: nowrap; }
#${ID}:focus-visible { outline: 3px solid ${PALETTE.sun}; outline-offset: 2px; }
`;

/** Shows the link (once). */
export function showLaunchLink({ text, href }: { text: string; href: string }): void {
  if (document.getElementById(ID)) return;
  const style = document.createElement("style");
  style.textContent = STYLE;
  const bar = document.createElement("div");
  bar.id = BAR_ID;
  const link = document.createElement("a");
  link.id = ID;
  link.href = href;
  link.textContent = text;
  bar.append(link);
  document.head.append(style);
  document.body.append(bar);
}
