// What the editor tells a counsellor of their branch's preview (app/editor/preview-status.ts), from
// what GitHub says of the branch: Decap's own "Check for Preview" shows a failed deploy as one
// still building, so a failure is told apart here, in the content check's words when its run
// failed (as the workflow reports it: scripts/lib/preview-check-run.ts), else in the deploy's.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { editorWordsOf } from "../app/editor/editor-words";
import { failedPreviewNotice, type CheckRun, type Status } from "../app/editor/preview-status";
import { contentCheckRun } from "../scripts/lib/preview-check-run";
import { copyOfFixture, FIXTURE_CONTENT_DIR, PREVIEW, problemsWithChange } from "./fixture-tree";

const contentDir = copyOfFixture();
afterAll(() => fs.rmSync(path.dirname(contentDir), { recursive: true, force: true }));

/** The editor's words in English, from the fixture tree's interface-words.yaml. */
const words = editorWordsOf(loadContent(FIXTURE_CONTENT_DIR, PREVIEW).words, "en-IN");
const CONTEXT = "deploy";
const deploy = (state: string, more: Partial<Status> = {}): Status => ({
  context: "deploy/netlify",
  state,
  ...more,
});
const checkRun = (problems: string[]): CheckRun => ({
  ...contentCheckRun(problems),
  html_url: "https://github.com/example/site/runs/7",
});

describe("a branch's preview, as the editor tells it", () => {
  it("says nothing while the preview is building, or once it is built: Decap shows those", () => {
    const running: CheckRun = { name: "content check", conclusion: null };
    expect(failedPreviewNotice([deploy("pending")], [running], CONTEXT, words)).toBeUndefined();
    expect(failedPreviewNotice([deploy("pending")], undefined, CONTEXT, words)).toBeUndefined();
    expect(
      failedPreviewNotice([deploy("success")], [checkRun([])], CONTEXT, words),
    ).toBeUndefined();
    // Nothing known of the branch (GitHub answered nothing: no sign-in, or no such branch yet).
    expect(failedPreviewNotice(undefined, undefined, CONTEXT, words)).toBeUndefined();
    // Another context's failure is not the preview's.
    expect(
      failedPreviewNotice(
        [deploy("success"), { context: "lint", state: "failure" }],
        [],
        CONTEXT,
        words,
      ),
    ).toBeUndefined();
  });

  it("says that a preview whose content check failed could not be built, in the check's words, even while the deploy still runs", () => {
    const problems = problemsWithChange(
      contentDir,
      "articles/every-kind-of-formatting.mdx",
      (text) => text.replace("This fixture article", "I <3 this.\n\nThis fixture article"),
    );
    expect(problems.length).toBeGreaterThan(0);
    const run = checkRun(problems);
    for (const state of ["pending", "failure"]) {
      const notice = failedPreviewNotice([deploy(state)], [run], CONTEXT, words)!;
      expect(notice.heading).toBe(`${words.previewFailed}: ${run.output!.title}`);
      // Each problem: the check's message, and where it is in the file.
      expect(notice.items).toEqual(
        problems.map((problem) => {
          const [, where, line, column, message] = /^(.+?):(\d+):(\d+): (.*)$/s.exec(problem)!;
          return {
            label: undefined,
            text: message,
            where: `${where}, line ${line}, column ${column}`,
          };
        }),
      );
      expect(notice.link).toEqual({ href: run.html_url, text: words.wholeReport });
    }
  });

  it("says that a preview whose deploy failed could not be built, in the deploy's words, when the content check found nothing", () => {
    for (const state of ["failure", "error"]) {
      const failed = deploy(state, {
        description: "Deploy failed: build script returned non-zero exit code",
        target_url: "https://app.netlify.com/sites/example/deploys/1",
      });
      for (const runs of [undefined, [checkRun([])]]) {
        expect(failedPreviewNotice([failed], runs, CONTEXT, words)).toEqual({
          heading: words.previewFailed,
          items: [{ text: failed.description }],
          link: { href: failed.target_url, text: words.wholeReport },
        });
      }
    }
    // A deploy that gave no words of its own.
    expect(failedPreviewNotice([deploy("failure")], undefined, CONTEXT, words)?.items).toEqual([
      { text: words.previewFailedText },
    ]);
  });
});
