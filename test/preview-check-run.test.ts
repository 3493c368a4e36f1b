// The check run a pull request's preview reports (scripts/lib/preview-check-run.ts): what the
// editor shows when a preview cannot be built, in the content check's own words.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { problemReport } from "../app/content/problems";
import { contentCheckRun } from "../scripts/lib/preview-check-run";
import { copyOfFixture, problemsIn, problemsWithChange } from "./fixture-tree";

const contentDir = copyOfFixture();
afterAll(() => fs.rmSync(path.dirname(contentDir), { recursive: true, force: true }));

describe("the preview's content check run", () => {
  it("fails with every problem in the check's words, titled as the check titles its report", () => {
    const problems = problemsWithChange(
      contentDir,
      "articles/every-kind-of-formatting.mdx",
      (text) => text.replace("This fixture article", "I <3 this. 5 < 10.\n\nThis fixture article"),
    );
    expect(problems.length).toBeGreaterThan(0);
    const run = contentCheckRun(problems);
    expect(run).toMatchObject({ name: "content check", conclusion: "failure" });
    expect(run.output.text!.split("\n")).toEqual(problems);
    expect(run.output.title).toBe(problemReport(problems).split("\n")[0]);
  });

  it("succeeds when the content is fine", () => {
    expect(problemsIn(contentDir)).toEqual([]);
    expect(contentCheckRun([])).toMatchObject({ conclusion: "success" });
  });
});
