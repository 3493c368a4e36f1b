// `npm run preview-check` (the workflow preview-check.yml, on every pull request): checks the
// content of the checkout as a preview build does, and reports the result on GitHub as a check run
// of the pull request's last commit (GITHUB_TOKEN, GITHUB_REPOSITORY, HEAD_SHA), in the content
// check's words, so the editor shows why a preview could not be built. Exits 1 on a problem.
import { ContentError, contentDirFromEnv, loadContent, publishingFromEnv } from "../app/build-api";
import { contentCheckRun } from "./lib/preview-check-run";

function problemsOf(contentDir: string): string[] {
  try {
    loadContent(contentDir, { ...publishingFromEnv(), preview: true });
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const problems = problemsOf(contentDirFromEnv());
const run = contentCheckRun(problems);
const { GITHUB_TOKEN, GITHUB_REPOSITORY, HEAD_SHA } = process.env;
if (GITHUB_TOKEN && GITHUB_REPOSITORY && HEAD_SHA) {
  const response = await fetch(`https://api.github.com/repos/${GITHUB_REPOSITORY}/check-runs`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${GITHUB_TOKEN}`,
      Accept: "application/vnd.github+json",
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ ...run, head_sha: HEAD_SHA, status: "completed" }),
  });
  if (!response.ok) console.error(`GitHub answered ${response.status}: ${await response.text()}`);
}
console.log(`${run.output.title}${run.output.text ? `\n${run.output.text}` : ""}`);
process.exit(problems.length === 0 ? 0 : 1);
