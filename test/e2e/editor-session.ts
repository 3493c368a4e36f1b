// A counsellor's session in the editor against decap-server in git mode on a scratch Git
// repository made from the fixture tree (scripts/lib/local-editor.ts), as editor.spec.ts and
// going-live.spec.ts both run it: the day and ports they read and serve on, the session's start
// and end, Git's view of the repository, and the editorial workflow's steps as a counsellor takes
// them (save, move to Ready, publish), each waited for in Git, where Decap writes it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, type Request } from "@playwright/test";
import { loadContent, type Content } from "../../app/build-time/load-content";
import { startLocalEditor, type LocalEditor } from "../../scripts/lib/local-editor";

const FIXTURE = path.resolve("test/fixtures");

/** The day the editor's tests read content on, as a preview build does (drafts shown). */
export const TODAY = { preview: true, today: "2026-11-24" };

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * Each editor test file's ports, above the browser tests' (E2E_PORT and the few after it):
 * decap-server's proxy, the editor's page, and a preview build of one of the repository's branches.
 */
export const SESSION_PORTS = {
  editor: { proxy: E2E_PORT + 50, editor: E2E_PORT + 52, preview: E2E_PORT + 53 },
  // And the production build of main, built beside its preview build.
  "going-live": {
    proxy: E2E_PORT + 54,
    editor: E2E_PORT + 55,
    preview: E2E_PORT + 56,
    production: E2E_PORT + 57,
  },
};

export type EditorSession = {
  /** The scratch repository's folder. */
  repository: string;
  /** Its content on main when the session started, read on TODAY. */
  fixture: Content;
  editor: LocalEditor;
  ports: (typeof SESSION_PORTS)[keyof typeof SESSION_PORTS];
  /** Stops the editor and removes the repository. */
  end(): Promise<void>;
};

/**
 * Sends decap-server a save as the editor's page does (its persistEntry action), from outside the
 * editor: a file changed on GitHub, or committed beside a session. Fails the test if refused.
 */
export async function persistEntry(session: EditorSession, params: Record<string, unknown>) {
  const response = await fetch(`http://127.0.0.1:${session.ports.proxy}/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action: "persistEntry", params: { assets: [], ...params } }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

/**
 * Starts the editor of one test file (`name`, which names its ports) on a scratch repository of
 * the fixture tree, `prepare`d first.
 */
export async function startEditorSession(
  name: keyof typeof SESSION_PORTS,
  prepare?: (folder: string) => void,
): Promise<EditorSession> {
  const ports = SESSION_PORTS[name];
  const repository = scratchRepository(`${name}-`, prepare);
  const remove = () => fs.rmSync(repository, { recursive: true, force: true });
  try {
    const fixture = loadContent(path.join(repository, "content"), TODAY);
    const editor = await startLocalEditor({
      repository,
      content: fixture,
      port: ports.editor,
      proxyPort: ports.proxy,
    });
    const end = async () => {
      await editor.stop();
      remove();
    };
    return { repository, fixture, editor, ports, end };
  } catch (error) {
    remove();
    throw error;
  }
}

/** A Git repository holding a copy of the fixture tree on main, `prepare`d first; its folder. */
export function scratchRepository(prefix: string, prepare: (folder: string) => void = () => {}) {
  const repository = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(path.join(FIXTURE, "content"), path.join(repository, "content"), { recursive: true });
  fs.cpSync(path.join(FIXTURE, "public"), path.join(repository, "public"), { recursive: true });
  prepare(repository);
  const git = gitIn(repository);
  execFileSync("sh", ["-c", "git init -q -b main && git add -A"], { cwd: repository });
  git("-c", "user.name=Fixture", "-c", "user.email=fixture@example.in", "commit", "-qm", "fixture");
  git("config", "user.name", "Fixture");
  git("config", "user.email", "fixture@example.in");
  return repository;
}

/** Git in a repository; what it says on stderr (a branch not made yet) is its error's. */
export const gitIn =
  (repository: string) =>
  (...args: string[]) =>
    execFileSync("git", args, { cwd: repository, encoding: "utf8", stdio: "pipe" }).trim();

/** The file on a branch, or undefined while the branch does not have it. */
export function fileOn(repository: string, branch: string, file: string): string | undefined {
  try {
    return execFileSync("git", ["show", `${branch}:${file}`], {
      cwd: repository,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return undefined;
  }
}

/**
 * Decap's notices (a save, a status, the publication) each play a progress bar for five seconds
 * before they close, and Chromium draws every frame of it. The editor's page plays its animations
 * a hundred times faster: each runs and ends as it would, only sooner.
 */
export async function playAnimationsFast(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Animation.setPlaybackRate", { playbackRate: 100 });
}

/** The number of commits `branch` has that main has not; 0 while there is no such branch. */
function commitsAhead(repository: string, branch: string): number {
  try {
    return Number(gitIn(repository)("rev-list", "--count", `main..${branch}`));
  } catch {
    return 0;
  }
}

/** Saves the entry open in the editor; resolves once its branch has the save's commit. */
export async function save(page: Page, repository: string, branch: string) {
  const before = commitsAhead(repository, branch);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // decap-server makes the branch from main first, then commits the file to it.
  await expect
    .poll(() => commitsAhead(repository, branch), { timeout: 20_000 })
    .toBeGreaterThan(before);
}

/** Moves the entry open in the editor to a status of the editorial workflow, as Git records it. */
export async function setStatus(
  page: Page,
  repository: string,
  branch: string,
  status: string,
  label: string,
) {
  await page.getByRole("button", { name: /^Status: / }).click();
  await page.getByRole("menuitem", { name: status, exact: true }).click();
  const recorded = () => {
    try {
      return gitIn(repository)("config", `branch.${branch}.description`);
    } catch {
      return "";
    }
  };
  await expect.poll(recorded, { timeout: 10_000 }).toBe(`decap-cms/${label}`);
}

/** Whether a request is the editor's ask to decap-server for one of `files` as main has it. */
function asksForEntry(request: Request, files: string[]) {
  if (request.method() !== "POST" || !request.url().endsWith("/api/v1")) return false;
  const body = request.postDataJSON() as { action?: string; params?: { path?: string } } | null;
  return body?.action === "getEntry" && files.includes(body.params?.path ?? "");
}

/**
 * Publishes the entry open in the editor, saved on `branch`: Ready, then "Publish now", as a
 * reviewer does; resolves once main has its commit (decap-server merges the branch and deletes it)
 * and Decap has loaded the published entry again. Decap then makes the form of whatever entry is
 * open from that answer: an entry opened before it arrives shows the published one's fields, and
 * "Save" stays off, as the fields the test fills already hold those values.
 */
export async function publish(page: Page, repository: string, branch: string) {
  await setStatus(page, repository, branch, "Ready", "pending_publish");
  const git = gitIn(repository);
  const tip = git("rev-parse", branch);
  const files = git("diff", "--name-only", `main...${branch}`).split("\n");
  const reloaded = page.waitForRequest((request) => asksForEntry(request, files), {
    timeout: 30_000,
  });
  reloaded.catch(() => {}); // awaited below, once main has the commit
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  const merged = () => {
    try {
      git("merge-base", "--is-ancestor", tip, "main");
      return true;
    } catch {
      return false;
    }
  };
  await expect.poll(merged, { timeout: 20_000 }).toBe(true);
  // Decap shows "Loading entry" from its ask until it has made the form of the answer.
  await (await (await reloaded).response())?.finished();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible();
}
