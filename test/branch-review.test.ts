// The reviewers' list of a preview build (app/features/preview/branch-review.ts) on a scratch Git repository
// with main and a branch: a changed English page, a changed translation, a deleted article and an
// added draft are listed against main, uncommitted edits included; a copy without Git history says
// so. One repository for the file: a few git commands, well under a second.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { pageOfFile } from "../app/content/content-types";
import { branchChanges } from "../app/features/preview/branch-review";

let repo: string;
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
  write("app/code.ts", "export {};\n");
  git("add", ".");
  git("commit", "--quiet", "-m", "main");
  git("checkout", "--quiet", "-b", "branch");
  write("content/pages/services.md", "---\ntitle: Our services\n---\n");
  git("rm", "--quiet", "content/articles/old.mdx");
  write("app/code.ts", "export const changed = 1;\n");
  git("commit", "--quiet", "-am", "branch");
  // Not committed yet, as in a local PREVIEW=true build.
  write("content/mr/pages/services.md", "---\ntitle: आमच्या सेवा\n---\n");
  write("content/articles/new-draft.mdx", "---\ntitle: New\ndraft: true\n---\n\nText.\n");
});

describe("a preview build's list of changes", () => {
  it("lists the content files the branch adds, changes and deletes against main", () => {
    const { history, changes } = branchChanges(path.join(repo, "content"));
    expect(history).toMatchObject({ available: true, branch: "branch" });
    expect(changes).toEqual([
      { file: "articles/new-draft.mdx", status: "added" },
      { file: "articles/old.mdx", status: "deleted" },
      { file: "mr/pages/services.md", status: "changed" },
      { file: "pages/services.md", status: "changed" },
    ]);
  });

  it("maps each file to its page, a translation beside its English page", () => {
    expect(pageOfFile("pages/services.md", ["mr"])).toEqual({ path: "/services" });
    expect(pageOfFile("mr/pages/services.md", ["mr"])).toEqual({
      path: "/mr/services",
      english: "/services",
      code: "mr",
    });
    expect(pageOfFile("articles/new-draft.mdx", ["mr"], () => "own-slug")).toEqual({
      path: "/resources/own-slug",
    });
    expect(pageOfFile("pages/errors.md", ["mr"])).toBeUndefined();
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
