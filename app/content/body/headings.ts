// Every heading gets an address, so "#when-to-seek-help" can link to it: GitHub's rule
// (github-slugger), which keeps every letter and vowel sign of any script ("## बच्चों की नींद" is
// #बच्चों-की-नींद), and gives a second heading with the same words "-1".
import GithubSlugger from "github-slugger";
import type { Heading, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";

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
