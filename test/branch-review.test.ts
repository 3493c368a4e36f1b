// The reviewers' list of a preview build (app/features/preview/branch-review.ts) on a scratch Git repository
// with main and a branch: a changed English page, a changed translation, a deleted article and an
// added draft are listed against main, uncommitted edits included, each changed file with its
// changed sentences in its language (a file whose marks alone changed has none); each file maps to
// its own page (a checklist age's file to that age's page, whatever its name); a copy without Git
// history says so. One repository for the file: a few git commands, well under a second.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { pageOfFile } from "../app/content/content-types";
import { branchChanges, type FileChange } from "../app/features/preview/branch-review";
import { paths } from "../app/lib/paths";

let repo: string;
/** The About page's body: a heading, a list and a paragraph with a link and bold words. */
const ABOUT =
  "## Our days\n\n- We open at ten.\n- We close at six.\n\nWe meet on **Saturday** too. [Write to us](/contact) any day.";
const AGE = 'months: 12\nreviewedBy: ""\nitems:\n  - id: 1y-waves\n    text: "Waves bye-bye"\n';
const LANGUAGES = [
  { code: "en", locale: "en-IN" },
  { code: "mr", locale: "mr-IN" },
];

/** A file's changed sentences written as text: [-removed-] and {+added+}. */
const shown = (change: FileChange) =>
  change.text?.map((parts) =>
    parts
      .map(({ text, change: kind }) =>
        kind === "removed" ? `[-${text}-]` : kind === "added" ? `{+${text}+}` : text,
      )
      .join(""),
  );
const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: repo, stdio: "pipe", encoding: "utf8" });
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  fs.writeFileSync(path.join(repo, file), text);
};

beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "branch-review-"));
  git("init", "--quiet", "--initial-branch=main");
  git("config", "user.email", "test@example.in");
  git("config", "user.name", "Test");
  write("content/pages/services.md", "---\ntitle: Services\n---\n");
  write("content/mr/pages/services.md", "---\ntitle: सेवा\n---\n");
  write("content/articles/old.mdx", "---\ntitle: Old\n---\n\nText.\n");
  write("content/pages/about.md", `---\ntitle: About\n---\n\n${ABOUT}\n`);
  write("content/tools/milestones/1-year.yaml", AGE);
  write("app/code.ts", "export {};\n");
  git("add", ".");
  git("commit", "--quiet", "-m", "main");
  git("checkout", "--quiet", "-b", "branch");
  write("content/pages/services.md", "---\ntitle: Our services\n---\n");
  write(
    "content/pages/about.md",
    `---\ntitle: About\n---\n\n${ABOUT.replace("**Saturday**", "**Sunday**")}\n`,
  );
  write(
    "content/tools/milestones/1-year.yaml",
    `${AGE}marks:\n  - field: reviewedBy\n    kind: confirm\n    note: "Ask Dr Rao."\n`,
  );
  git("rm", "--quiet", "content/articles/old.mdx");
  write("app/code.ts", "export const changed = 1;\n");
  git("commit", "--quiet", "-am", "branch");
  // Not committed yet, as in a local PREVIEW=true build.
  write("content/mr/pages/services.md", "---\ntitle: आमच्या सेवा\n---\n");
  write("content/articles/new-draft.mdx", "---\ntitle: New\ndraft: true\n---\n\nText.\n");
});

describe("a preview build's list of changes", () => {
  it("lists the content files the branch adds, changes and deletes against main", () => {
    const { history, changes } = branchChanges(path.join(repo, "content"), LANGUAGES);
    expect(history).toMatchObject({ available: true, branch: "branch" });
    expect(changes.map(({ file, status }) => ({ file, status }))).toEqual([
      { file: "articles/new-draft.mdx", status: "added" },
      { file: "articles/old.mdx", status: "deleted" },
      { file: "mr/pages/services.md", status: "changed" },
      { file: "pages/about.md", status: "changed" },
      { file: "pages/services.md", status: "changed" },
      { file: "tools/milestones/1-year.yaml", status: "changed" },
    ]);
  });

  it("shows each changed file's changed sentences, as plain text, in its language", () => {
    const changes = branchChanges(path.join(repo, "content"), LANGUAGES).changes;
    const of = (file: string) => changes.find((change) => change.file === file)!;
    expect(shown(of("pages/services.md"))).toEqual(["[-Services-]{+Our services+}"]);
    expect(shown(of("mr/pages/services.md"))).toEqual(["{+आमच्या +}सेवा"]);
    // The body's paragraph without its Markdown marks; the list and heading unchanged, not shown.
    expect(shown(of("pages/about.md"))).toEqual(["We meet on [-Saturday-]{+Sunday+} too."]);
    // Only a mark added: no words of the page changed.
    expect(of("tools/milestones/1-year.yaml").text).toEqual([]);
    expect(of("articles/new-draft.mdx").text).toBeUndefined();
  });

  it("maps each file to its page, a translation beside its English page", () => {
    expect(pageOfFile("pages/services.md", ["mr"])).toEqual({ path: "/services" });
    expect(pageOfFile("mr/pages/services.md", ["mr"])).toEqual({
      path: "/mr/services",
      english: "/services",
      code: "mr",
    });
    expect(pageOfFile("articles/new-draft.mdx", ["mr"], { articleSlug: () => "own-slug" })).toEqual(
      {
        path: "/resources/own-slug",
      },
    );
    expect(pageOfFile("pages/errors.md", ["mr"])).toBeUndefined();
  });

  it("maps each checklist age's file to that age's page, in years or months", () => {
    expect(pageOfFile("tools/milestones/9-months.yaml", ["mr"])?.path).toBe(paths.milestoneAge(9));
    expect(pageOfFile("tools/milestones/1-year.yaml", ["mr"])?.path).toBe(paths.milestoneAge(12));
    expect(pageOfFile("mr/tools/milestones/5-years.yaml", ["mr"])).toEqual({
      path: `/mr${paths.milestoneAge(60)}`,
      english: paths.milestoneAge(60),
      code: "mr",
    });
    // The checked content's `months` first; a name that says no age, the checklist's first page.
    const months = (file: string) => (file.endsWith("first-words.yaml") ? 18 : undefined);
    expect(
      pageOfFile("tools/milestones/first-words.yaml", [], { milestoneMonths: months })?.path,
    ).toBe(paths.milestoneAge(18));
    expect(pageOfFile("tools/milestones/other.yaml", [])?.path).toBe(paths.tool("milestones"));
    expect(pageOfFile("tools/shared.yaml", [])?.path).toBe(paths.resources());
  });

  it("says plainly when the build has no Git history", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "no-history-"));
    fs.cpSync(path.join(repo, "content"), path.join(copy, "content"), { recursive: true });
    expect(branchChanges(path.join(copy, "content"))).toEqual({
      history: { available: false, reason: "no-repository" },
      changes: [],
    });
  });
});
