// What a preview build tells its reviewers besides the pages themselves, found at build time: the
// content files this branch adds, changes or deletes against main (from Git: a preview build on
// Netlify starts from a shallow clone, so main is fetched and the history deepened once; without
// it the page says so plainly), what changed in the words of each changed file (its sentences on
// main and here, compared word by word in its language), and the lists of `npm run check:launch` (claims and placeholders to
// confirm, translations nobody has reviewed). Made once, in a preview only; /preview/changes shows
// it (changes.server.ts).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { findMarks, type FoundMark, type LaunchList } from "../../content/launch-check";
import { changedSentences, sentencesOf, type TextChange } from "../../lib/word-diff";
import { textsOfFile } from "./page-text";

export type FileChange = {
  /** Relative to content/: "articles/exam-stress.mdx". */
  file: string;
  status: "added" | "changed" | "deleted";
  /** A changed file's changed sentences, its words marked (none when only bookkeeping changed). */
  text?: TextChange[];
};

/** A language as the build knows it: its folder in content/ (none for the first) and its locale. */
export type FileLanguage = { code: string; locale: string };

/** Where the comparison starts, or why there is none. */
export type History =
  | { available: true; base: string; commit: string; branch: string }
  | { available: false; reason: string };

export type BranchReview = {
  history: History;
  /** The content files the branch adds, changes or deletes, in name order. */
  changes: FileChange[];
  markers: FoundMark[];
  /** Translations and milestone files with no reviewer yet, as `content/mr/pages/home.md`. */
  unreviewed: string[];
  /** What is left before going live, counted as `npm run check:launch` counts it. */
  launch: LaunchCounts;
};

export type LaunchCounts = { placeholders: number; claims: number; reviews: number };

/** The go-live list's placeholders, claims and files to review, counted. */
function launchCounts(list: LaunchList): LaunchCounts {
  // A fact behind its English (the address) is a translation to bring up to date: one review.
  const files = list.translations.reduce(
    (sum, each) => sum + each.files.length + each.behind.length,
    0,
  );
  return {
    placeholders: list.marks.filter((mark) => mark.kind === "placeholder").length,
    claims: list.marks.filter((mark) => mark.kind === "confirm").length,
    reviews: list.milestones.length + files,
  };
}

/** The branches main may be known by, the remote's first (a CI clone may have no local main). */
const MAIN_REFS = ["origin/main", "main"];
/** Where a fetch of the remote's main is kept. */
const REMOTE_MAIN = "refs/remotes/origin/main";

function git(cwd: string, args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
    timeout: 60_000,
  }).trim();
}

function tryGit(cwd: string, args: string[]): string | undefined {
  try {
    return git(cwd, args);
  } catch {
    return undefined;
  }
}

/**
 * The commit this branch left main at. A shallow clone (Netlify's) lacks it: main is fetched
 * and the history deepened once; a clone that still lacks it gives undefined.
 */
function forkPoint(root: string): { base: string; ref: string } | undefined {
  const find = () => {
    for (const ref of MAIN_REFS) {
      if (tryGit(root, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]) === undefined)
        continue;
      const base = tryGit(root, ["merge-base", "HEAD", ref]);
      if (base) return { base, ref };
    }
    return undefined;
  };
  const found = find();
  if (found) return found;
  tryGit(root, ["fetch", "--quiet", "--no-tags", "origin", `+main:${REMOTE_MAIN}`]);
  if (tryGit(root, ["rev-parse", "--is-shallow-repository"]) === "true") {
    tryGit(root, ["fetch", "--quiet", "--no-tags", "--unshallow", "origin"]);
  }
  return find();
}

const STATUS: Record<string, FileChange["status"]> = { A: "added", D: "deleted" };

/** The locale of a file relative to content/: its language folder's, or the first language's. */
function localeOf(file: string, languages: readonly FileLanguage[]): string {
  const [first, ...others] = languages;
  return (others.find((each) => file.startsWith(`${each.code}/`)) ?? first).locale;
}

/** What changed in the words of `file` between `base` and the working tree. */
function textChanges(root: string, folder: string, base: string, file: string, locale: string) {
  const before = git(root, ["show", `${base}:${folder}/${file}`]);
  const after = fs.readFileSync(path.join(root, folder, file), "utf8");
  const sentences = (source: string) => sentencesOf(textsOfFile(file, source), locale);
  return changedSentences(sentences(before), sentences(after), locale);
}

/** The content files changed since `base`, in the working tree (uncommitted changes included). */
function changedFiles(
  root: string,
  contentDir: string,
  base: string,
  languages: readonly FileLanguage[],
): FileChange[] {
  const folder = path.relative(root, contentDir).split(path.sep).join(path.posix.sep);
  const inFolder = (file: string) => file.slice(folder.length + 1);
  const diff = git(root, ["diff", "--no-renames", "--name-status", "-z", base, "--", folder]);
  const fields = diff.split("\0").filter(Boolean);
  const changes: FileChange[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const status = STATUS[fields[index][0]] ?? "changed";
    const file = inFolder(fields[index + 1]);
    if (status !== "changed") {
      changes.push({ file, status });
      continue;
    }
    const text = textChanges(root, folder, base, file, localeOf(file, languages));
    changes.push({ file, status, text });
  }
  const untracked = git(root, ["ls-files", "-z", "--others", "--exclude-standard", "--", folder]);
  for (const file of untracked.split("\0").filter(Boolean)) {
    changes.push({ file: inFolder(file), status: "added" });
  }
  return changes.sort((a, b) => a.file.localeCompare(b.file));
}

/** English alone, when the caller names no languages. */
const ENGLISH: FileLanguage[] = [{ code: "en", locale: "en-IN" }];

/** The branch's changes to the content folder, or why they cannot be known. */
export function branchChanges(
  contentDir: string,
  languages: readonly FileLanguage[] = ENGLISH,
): { history: History; changes: FileChange[] } {
  const none = (reason: string) => ({
    history: { available: false as const, reason },
    changes: [],
  });
  const root = tryGit(contentDir, ["rev-parse", "--show-toplevel"]);
  if (!root) return none("no-repository");
  const fork = forkPoint(root);
  if (!fork) return none("no-main");
  const commit = git(root, ["rev-parse", "HEAD"]);
  const branch = tryGit(root, ["rev-parse", "--abbrev-ref", "HEAD"]) ?? "";
  return {
    history: { available: true, base: fork.base, commit, branch },
    changes: changedFiles(fs.realpathSync(root), fs.realpathSync(contentDir), fork.base, languages),
  };
}

/** Everything the reviewer's page lists that the checked content does not hold. */
export function branchReview(
  contentDir: string,
  unreviewed: string[],
  languages: readonly FileLanguage[],
  launch: LaunchList,
): BranchReview {
  return {
    ...branchChanges(contentDir, languages),
    markers: findMarks(contentDir),
    unreviewed,
    launch: launchCounts(launch),
  };
}
