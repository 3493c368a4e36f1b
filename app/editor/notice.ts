// The editor's own notice, over Decap's page at the top right: a refused save's problems, or a
// preview build that failed. Decap's own notices close by themselves after a few seconds; this one
// stays until the counsellor closes it or the next save goes through. Plain DOM: Decap's React
// is its own. Its colours are the site's palette; its red is the editor's own.
import { PALETTE } from "../lib/palette";

const ID = "sahaj-notice";

const STYLE = `
#${ID} { position: fixed; top: 4.5rem; right: 1rem; z-index: 10000; max-width: min(40rem, calc(100vw - 2rem));
  max-height: 60vh; overflow: auto; padding: 1rem 1.25rem; border-radius: 8px; border: 2px solid #b3261e;
  background: #fff; color: ${PALETTE.ink}; font: 15px/1.5 system-ui, sans-serif; box-shadow: 0 8px 24px rgb(0 0 0 / 20%); }
#${ID} h2 { font-size: 1.05rem; margin: 0 2rem 0.5rem 0; color: #8c1d18; }
#${ID} ul { margin: 0; padding-left: 1.25rem; }
#${ID} li { margin: 0.4rem 0; }
#${ID} .where { display: block; color: #52606d; font-size: 0.85em; overflow-wrap: anywhere; }
#${ID} button { position: absolute; top: 0.5rem; right: 0.5rem; border: 0; background: none;
  font-size: 1.4rem; line-height: 1; cursor: pointer; padding: 0.25rem 0.5rem; color: inherit; }
#${ID} a { color: ${PALETTE.teal}; }
`;

export type NoticeItem = { label?: string; text: string; where?: string };

export type NoticeContent = {
  heading: string;
  items: NoticeItem[];
  /** A link under the list (a preview's log). */
  link?: { href: string; text: string };
};

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  return made;
}

/**
 * Shows the notice (replacing one already shown), its close button named by `close`. Text only:
 * nothing in it is read as HTML.
 */
export function showNotice({ heading, items, link }: NoticeContent, close: string): void {
  if (!document.getElementById(`${ID}-style`)) {
    const style = element("style", STYLE);
    style.id = `${ID}-style`;
    document.head.append(style);
  }
  hideNotice();
  const box = element("section");
  box.id = ID;
  box.setAttribute("role", "alert");
  box.setAttribute("aria-labelledby", `${ID}-heading`);
  const title = element("h2", heading);
  title.id = `${ID}-heading`;
  const closeButton = element("button", "×");
  closeButton.type = "button";
  closeButton.setAttribute("aria-label", close);
  closeButton.addEventListener("click", hideNotice);
  const list = element("ul");
  for (const { label, text, where } of items) {
    const item = element("li");
    if (label) item.append(element("strong", `${label}: `));
    item.append(text);
    if (where) {
      const place = element("span", where);
      place.className = "where";
      item.append(place);
    }
    list.append(item);
  }
  box.append(title, closeButton, list);
  if (link) {
    const anchor = element("a", link.text);
    anchor.href = link.href;
    anchor.target = "_blank";
    anchor.rel = "noopener noreferrer";
    const line = element("p");
    line.append(anchor);
    box.append(line);
  }
  document.body.append(box);
}

export function hideNotice(): void {
  document.getElementById(ID)?.remove();
}
