// Every heading gets an address, so "#when-to-seek-help" can link to it: GitHub's rule
// (github-slugger), which keeps every letter and vowel sign of any script ("## बच्चों की नींद" is
// #बच्चों-की-नींद), and gives a second heading with the same words "-1".
import GithubSlugger from "github-slugger";
import type { Heading, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { HEADING_ID_PREFIX } from "../../lib/paths";

/** The ids of these headings, given in the order of the text. */
export function idsOf(headings: Heading[]): string[] {
  const slugger = new GithubSlugger();
  return headings.map((heading) => slugger.slug(toString(heading)));
}

/** Each heading's id, for a tree that has passed the check (so its depth is bounded). */
export function headingIds(tree: Root): Map<Heading, string> {
  const headings: Heading[] = [];
  visit(tree, "heading", (heading) => {
    headings.push(heading);
  });
  const ids = idsOf(headings);
  return new Map(headings.map((heading, index) => [heading, ids[index]]));
}

/** A heading of a rendered body: its level (2 for h2) and its id as a link names it. */
export type HeadingMark = { depth: number; id: string };

/**
 * The headings of a rendered body (render.ts writes their ids), as a link from another page
 * names them: "/resources/x#when-to-seek-help" for id="user-content-when-to-seek-help".
 */
export function headingsInHtml(html: string): HeadingMark[] {
  const headings: HeadingMark[] = [];
  for (const [, depth, id] of html.matchAll(/<h([2-6])\s(?:[^>"]|"[^"]*")*?\bid="([^"]*)"/g)) {
    // hast-util-to-html writes a character an attribute cannot hold as a hex reference.
    const read = id.replace(/&#x([0-9a-f]+);/gi, (_all, hex: string) =>
      String.fromCodePoint(parseInt(hex, 16)),
    );
    if (read.startsWith(HEADING_ID_PREFIX))
      headings.push({ depth: Number(depth), id: read.slice(HEADING_ID_PREFIX.length) });
  }
  return headings;
}

/** The ids of a rendered body's headings, as a link from another page names them. */
export const headingIdsInHtml = (html: string): string[] =>
  headingsInHtml(html).map((heading) => heading.id);
