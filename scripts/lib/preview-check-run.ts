// What a pull request's preview says when its content cannot be built, where the counsellor looks:
// the editor's "Check for Preview" reads the commit's statuses, and finds only the deploy's, which
// says "failed" in no words of ours. The workflow preview-check.yml runs the content check on each
// pull request and reports it as a check run named CONTENT_CHECK_RUN, its output in the check's
// own words; the editor (app/editor/preview-status.ts) reads it beside the deploy's status.
import { CONTENT_CHECK_RUN, problemReport } from "../../app/build-api";

export type CheckRunResult = {
  name: string;
  conclusion: "success" | "failure";
  output: { title: string; summary: string; text?: string };
};

/** The check run for the content check's result: its problems, or none. */
export function contentCheckRun(problems: string[]): CheckRunResult {
  if (problems.length === 0) {
    return {
      name: CONTENT_CHECK_RUN,
      conclusion: "success",
      output: { title: "Content is fine", summary: "The content check found no problem." },
    };
  }
  // The report's first line ("The site cannot be built: 2 problems in content/."), then each problem.
  const [title] = problemReport(problems).split("\n");
  return {
    name: CONTENT_CHECK_RUN,
    conclusion: "failure",
    output: { title, summary: title, text: problems.join("\n") },
  };
}
