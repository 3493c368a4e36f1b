// After a publication Decap loads the published entry again and makes the open form from the
// answer, whatever entry is open by then (its loadEntry ends in createDraftFromEntry): a counsellor
// who opened another entry before the answer came saw the published entry's values in that form,
// and "Save" would have written them. Two guards:
// - From "Publish" in an entry's form until that reload has made its form again (Decap shows
//   "Loading entry" until then), the page takes no click and says why: the next click waits for it.
//   A publication that fails ends the hold at once, with what happened and what to do.
// - A save of a form whose entry is not the one the page's address names is refused (the case the
//   first guard cannot hold: a publication from the workflow's board, then an entry opened).
import { PALETTE } from "../lib/palette";
import { fill } from "../lib/format";
import type { EditorWords } from "./editor-words";
import type { DecapEntry } from "./entry-file";
import { showNotice } from "./notice";

const ID = "sahaj-publishing";
/** Decap's "Loading entry" (StyledLoader, in the pinned bundle: page-layout.ts says why a class). */
const LOADER = ".ep2bezb0";
/**
 * Decap's notice of an error (react-toastify's class, in the pinned bundle): a failed publication
 * shows one ("Failed to publish: …"), and no reload follows.
 */
const ERROR_NOTICE = ".Toastify__toast--error";
/** The page is never held longer than this, whatever happens to the publication. */
const LONGEST_HOLD_MS = 60_000;

const STYLE = `
#${ID} { position: fixed; inset: 0; z-index: 100000; display: flex; align-items: center;
  justify-content: center; background: rgb(255 255 255 / 55%); cursor: progress; }
#${ID} p { margin: 1rem; padding: 0.75rem 1.25rem; border-radius: 8px; background: ${PALETTE.white}; color: ${PALETTE.ink};
  font: 600 15px/1.5 system-ui, sans-serif; box-shadow: 0 8px 24px rgb(0 0 0 / 20%); }
`;

/** The entry the page's address names: "#/collections/c/entries/slug", or a new one of `c`. */
export function entryOfAddress(hash: string): { collection: string; slug?: string } | undefined {
  const match = /^#\/collections\/([^/]+)\/(?:entries\/(.+)|new)$/.exec(hash.split("?")[0]);
  if (!match) return undefined;
  return {
    collection: decodeURIComponent(match[1]),
    slug: match[2] && decodeURIComponent(match[2]),
  };
}

/**
 * What is wrong when the entry Decap is about to save is not the one the address names (its form
 * was made from another entry's answer), or undefined.
 */
export function entryMismatch(
  entry: DecapEntry,
  hash: string,
  words: Pick<EditorWords, "otherEntry">,
): string | undefined {
  const open = entryOfAddress(hash);
  if (!open) return undefined;
  const collection = entry.get("collection");
  const slug = entry.get("slug");
  const matches =
    collection === open.collection &&
    (open.slug === undefined ? entry.get("newRecord") === true : slug === open.slug);
  if (matches) return undefined;
  return fill(words.otherEntry, { slug: String(slug) });
}

/** Holds the page from a publication in an entry's form until Decap has loaded it again. */
export function holdWhilePublishing(words: EditorWords): () => void {
  return () => {
    if (!entryOfAddress(location.hash)?.slug || document.getElementById(ID)) return;
    const hold = document.createElement("div");
    hold.id = ID;
    const status = document.createElement("p");
    status.setAttribute("role", "status");
    status.textContent = words.publishing;
    const style = document.createElement("style");
    style.textContent = STYLE;
    hold.append(style, status);
    document.body.append(hold);
    let reloading = false;
    const release = () => {
      observer.disconnect();
      clearTimeout(timer);
      hold.remove();
    };
    // An error notice already shown is not this publication's.
    const before = new Set(document.querySelectorAll(ERROR_NOTICE));
    const failure = () =>
      [...document.querySelectorAll(ERROR_NOTICE)].find((notice) => !before.has(notice));
    // Decap's loader shows once the publication is done and the entry is asked for again; its
    // form replaces it once the answer is in. A failed publication shows an error instead.
    const observer = new MutationObserver(() => {
      const failed = reloading ? undefined : failure();
      if (failed) {
        release();
        const said = failed.textContent?.trim();
        const where = said ? fill(words.editorSaid, { said }) : undefined;
        showNotice(
          { heading: words.notPublished, items: [{ text: words.notPublishedText, where }] },
          words.close,
        );
        return;
      }
      const loading = document.querySelector(LOADER) !== null;
      if (loading) reloading = true;
      else if (reloading) release();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(release, LONGEST_HOLD_MS);
  };
}
