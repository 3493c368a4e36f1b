// Links and pictures: a link leads to this site, a heading of the same text, the web, e-mail or a
// phone (a link to this site is handed on: whether its page exists is checked once every file is
// read); a picture is a file of this site that exists and has a description.
import type { Nodes } from "mdast";
import { HELP_BOX_ID } from "../../../lib/paths";
import { PAGE_ADDRESS } from "../../field-links";
import { didYouMean } from "../../suggest";
import { idsOf } from "../headings";
import type { CheckContext } from "./context";
import { checkHelplineLink } from "./helplines";

/** Links may lead to a page of this site, a part of the article, the web, e-mail or a phone. */
const ALLOWED_LINK = /^(?:\/(?![/\\])|#.|https?:\/\/|mailto:|tel:)/i;

export const LINK_RULE =
  "A link may lead to a page of this site (/contact), a heading of this article (#when-to-seek-help), " +
  "a website (https://…), an e-mail address (mailto:…) or a phone number (tel:…).";

/** A picture is a file of this site, under /images/. */
const PICTURE = /^\/images\/(?!(?:.*\/)?\.\.(?:\/|$))/;

/** An address with its %-escapes read, so "%2e%2e" is seen as the ".." it becomes. */
function decoded(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}

export function checkLink(context: CheckContext, node: Nodes & { url: string }) {
  if (!ALLOWED_LINK.test(node.url)) {
    context.report(node, `the link "${node.url.slice(0, 60)}" is not allowed. ${LINK_RULE}`);
    return;
  }
  // A link copied from the browser's address bar has its Devanagari %-escaped: #%E0%A4%A8…
  if (node.url.startsWith("#"))
    context.fragmentLinks.push({ node, id: decoded(node.url.slice(1)) });
  else if (PAGE_ADDRESS.test(node.url)) {
    context.options.linkToSite?.(node.url, context.source.at(node.position?.start.offset ?? 0));
  }
  checkHelplineLink(context, node);
}

/**
 * How many broken #links get a "Did you mean" (each compares the link with every heading): more
 * would make a text of thousands of headings and links cost time in the square of its size.
 */
export const MAX_LINK_SUGGESTIONS = 20;

/** After the walk, when every heading is known: each #link leads to one. */
export function checkFragmentLinks(context: CheckContext) {
  const ids = new Set(idsOf(context.headings));
  const headingIds = [...ids];
  let suggested = 0;
  for (const { node, id } of context.fragmentLinks) {
    // The help box is at the foot of every page, so every article may link to it.
    if (!ids.has(id) && id !== HELP_BOX_ID) {
      const suggestion =
        suggested++ < MAX_LINK_SUGGESTIONS
          ? didYouMean(id, headingIds, (match) => `#${match}`)
          : "";
      context.report(
        node,
        `the link #${id.slice(0, 60)} leads to no heading of this text.` +
          (suggestion ||
            " Link to a heading with its words in lowercase, joined by dashes: ## When to seek help is #when-to-seek-help."),
      );
    }
  }
}

export function checkPicture(
  context: CheckContext,
  node: Nodes & { url: string; alt?: string | null },
) {
  const { report, options } = context;
  const src = node.url;
  if (!node.alt?.trim()) {
    report(
      node,
      `the picture ${src} has no description. Write one between the square brackets: ![What the picture shows](${src}).`,
    );
  }
  if (!PICTURE.test(src) || !PICTURE.test(decoded(src))) {
    report(
      node,
      `the picture ${src} must be a file of this site, with an address starting with /images/ (put the file in public/images/articles/).`,
    );
  } else if (!options.pictureExists(src)) {
    report(
      node,
      `the picture ${src} does not exist. Upload it to public${src}, or correct the address.`,
    );
  }
}
