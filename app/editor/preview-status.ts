// A preview that could not be built, shown as failed where the counsellor looks. Decap's "Check for
// Preview" reads the deploy's commit status and shows anything but success as not ready yet, so a
// failed build looks like one still building. When an entry of the editorial workflow is open (and
// when "Check for Preview" is pressed), this reads, for the entry's branch, the deploy's status and
// the content check's run (scripts/preview-check.ts), and shows a failure in the editor's notice
// with the content check's words and a link to the details. It asks GitHub with the counsellor's
// own sign-in, as Decap does; without one (the local editor), GitHub answers nothing and nothing shows.
import { CONTENT_CHECK_RUN } from "./check-run";
import type { EditorWords } from "./editor-words";
import { showNotice, type NoticeContent } from "./notice";
import { problemItems } from "./problems";

type Backend = { repo?: string; api_root?: string; preview_context?: string };
export type Status = { context: string; state: string; target_url?: string; description?: string };
export type CheckRun = {
  name: string;
  conclusion: string | null;
  html_url?: string;
  output?: { title?: string; text?: string };
};

/** The sign-in Decap keeps for the page (its GitHub token), if any. */
function token(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem("decap-cms-user") ?? "{}") as { token?: string };
    return user.token || undefined;
  } catch {
    return undefined;
  }
}

/** The entry open in the editor, from the page's address (#/collections/<name>/entries/<slug>). */
function openEntry(): { collection: string; slug: string } | undefined {
  const match = /^#\/collections\/([^/]+)\/entries\/(.+)$/.exec(location.hash);
  return match ? { collection: match[1], slug: decodeURIComponent(match[2]) } : undefined;
}

async function readJson<T>(address: string): Promise<T | undefined> {
  const signedIn = token();
  const response = await fetch(address, {
    headers: {
      Accept: "application/vnd.github+json",
      ...(signedIn && { Authorization: `token ${signedIn}` }),
    },
  });
  return response.ok ? ((await response.json()) as T) : undefined;
}

/**
 * What the counsellor is told of a branch's preview, from GitHub's answers: nothing while it is
 * building or once it is built (Decap shows those), else that it failed, in the content check's
 * words when its run failed (each problem, and a link to the whole report), else in the deploy's.
 */
export function failedPreviewNotice(
  statuses: Status[] | undefined,
  checkRuns: CheckRun[] | undefined,
  context: string,
  words: Pick<
    EditorWords,
    "previewFailed" | "previewFailedText" | "wholeReport" | "preview" | "locale"
  >,
): NoticeContent | undefined {
  const deploy = statuses?.find((status) => status.context.includes(context));
  const deployFailed = deploy?.state === "failure" || deploy?.state === "error";
  const run = checkRuns?.find((each) => each.name === CONTENT_CHECK_RUN);
  const checkFailed = run?.conclusion === "failure";
  if (!deployFailed && !checkFailed) return undefined;
  const problems = checkFailed ? (run?.output?.text ?? "").split("\n").filter(Boolean) : [];
  const details = (checkFailed ? run?.html_url : undefined) ?? deploy?.target_url;
  return {
    heading: checkFailed
      ? `${words.previewFailed}: ${run?.output?.title ?? ""}`
      : words.previewFailed,
    items:
      problems.length > 0
        ? problemItems(problems, "", "", [], words)
        : [{ text: deploy?.description || words.previewFailedText }],
    link: details ? { href: details, text: words.wholeReport } : undefined,
  };
}

/** Reads the preview's state of the open entry's branch; shows it when it failed. */
export async function showFailedPreview(backend: Backend, words: EditorWords): Promise<void> {
  const entry = openEntry();
  if (!entry || !backend.repo) return;
  const api = `${backend.api_root ?? "https://api.github.com"}/repos/${backend.repo}/commits/`;
  // Decap's branch for an entry of the editorial workflow.
  const branch = encodeURIComponent(`cms/${entry.collection}/${entry.slug}`);
  const [combined, checks] = await Promise.all([
    readJson<{ statuses: Status[] }>(`${api}${branch}/status`),
    readJson<{ check_runs: CheckRun[] }>(
      `${api}${branch}/check-runs?check_name=${encodeURIComponent(CONTENT_CHECK_RUN)}`,
    ),
  ]);
  const notice = failedPreviewNotice(
    combined?.statuses,
    checks?.check_runs,
    backend.preview_context ?? "deploy",
    words,
  );
  if (notice) showNotice(notice, words.close);
}

/** Checks on every entry opened, and each time "Check for Preview" is pressed. */
export function watchPreviews(backend: Backend, words: EditorWords): void {
  const check = () => void showFailedPreview(backend, words).catch(() => {});
  window.addEventListener("hashchange", check);
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest("button");
    if (button?.textContent?.includes("Check for Preview")) check();
  });
  check();
}
