// The editor's link to its page of what is left before the site goes live (/admin/launch/), at
// the bottom left of every view of Decap's (whose own menus have no place for a link of ours).
// Plain DOM, like the editor's notice, in the site's palette.
import { PALETTE } from "../lib/palette";

const ID = "sahaj-launch-link";

const STYLE = `
#${ID} { position: fixed; left: 1rem; bottom: 1rem; z-index: 9999; padding: 0.5rem 0.9rem;
  border-radius: 999px; background: ${PALETTE.teal}; color: ${PALETTE.white}; font: 600 14px/1.4 system-ui, sans-serif;
  text-decoration: none; box-shadow: 0 4px 12px rgb(0 0 0 / 20%); }
#${ID}:focus-visible { outline: 3px solid ${PALETTE.sun}; outline-offset: 2px; }
`;

/** Shows the link (once). */
export function showLaunchLink({ text, href }: { text: string; href: string }): void {
  if (document.getElementById(ID)) return;
  const style = document.createElement("style");
  style.textContent = STYLE;
  const link = document.createElement("a");
  link.id = ID;
  link.href = href;
  link.textContent = text;
  document.head.append(style);
  document.body.append(link);
}
