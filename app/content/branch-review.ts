// What a preview build tells its reviewers besides the pages themselves: the content files this
// branch changes against main (from Git, where the build has the history: scripts/lib/
// branch-review.ts finds them), and the lists of `npm run check:launch` (claims and placeholders to
// confirm, translations nobody has reviewed). Made once at build time, in a preview only; the page
// /preview/changes shows it.
import type { Placeholder } from "./launch-check";

export type FileChange = {
  /** Relative to content/: "articles/exam-stress.mdx". */
  file: string;
  status: "added" | "changed" | "deleted";
};

/** Where the comparison starts, or why there is none. */
export type History =
  | { available: true; base: string; commit: string; branch: string }
  | { available: false; reason: string };

export type BranchReview = {
  history: History;
  /** The content files the branch adds, changes or deletes, in name order. */
  changes: FileChange[];
  markers: Placeholder[];
  /** Translations and milestone files with no reviewer yet, as `content/mr/pages/home.md`. */
  unreviewed: string[];
};
