// A reviewer's preview of one branch of a scratch repository, made as a deploy preview is made:
// `npm run build`'s command with PREVIEW=true on the branch's own checkout (a detached worktree, so that
// decap-server, which checks branches out in the repository itself, is never in its way), then
// served by `npm start`'s server (one process, on this machine only). The build runs in a
// scratch project whose code is this project's (linked), so the app build that the suite's own
// build kept in the build cache is reused: only the content is checked and the pages exported.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runPackageScript } from "../fixture-tree";

/**
 * What a build reads of the project besides the content: linked, never copied or written. The
 * server is copied: it serves the releases beside its own real path.
 */
const SERVER = "server";
const CODE = [
  "app",
  "scripts",
  "node_modules",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "vite.config.ts",
];

/** What scripts/build.ts prints when it takes the kept app build, and before that, checked content. */
const REUSED = "its app build is reused";
const CHECKED = "Content is fine";

export type BranchPreview = {
  url: string;
  /** What the build printed. */
  output: string;
  stop: () => Promise<void>;
};

/** Resolves once the server answers; throws if it stops first. */
async function listening(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (server.exitCode !== null) throw new Error(`npm start stopped (${server.exitCode}).`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error("The preview's server did not start within 10 seconds.");
}

async function stopped(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

/**
 * `npm run build` in the project, run as the one Node process npm's script starts (npm's and tsx's
 * own command cost about 0.6 CPU s a build; static-export.test.ts runs the build through npm). It
 * must reuse the app build (Vite cannot build through links).
 */
async function build(project: string, env: NodeJS.ProcessEnv): Promise<string> {
  const { code, stdout, stderr } = await runPackageScript("build", { cwd: project, env });
  if (code === 0) return stdout;
  // A build stopped by the content check never came to the app build.
  const hint =
    stdout.includes(REUSED) || !stdout.includes(CHECKED)
      ? ""
      : "\nNo app build of this code was kept to reuse: build the fixture tree first " +
        "(CONTENT_DIR=test/fixtures/content npm run build), as npm run test:e2e does.";
  throw new Error(`The preview build failed.${hint}\n${stdout}\n${stderr}`);
}

/**
 * Builds and serves the preview of `branch` of `repository` on 127.0.0.1:`port` (with
 * `preview: false`, its production build).
 */
export async function previewBranch(
  repository: string,
  branch: string,
  port: number,
  { preview = true }: { preview?: boolean } = {},
): Promise<BranchPreview> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "branch-preview-"));
  const checkout = path.join(scratch, "checkout");
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: repository, stdio: ["ignore", "ignore", "pipe"] });
  const remove = () => {
    git("worktree", "remove", "--force", checkout);
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  git("worktree", "add", "--quiet", "--detach", checkout, branch);
  try {
    const built = await previewOf(path.join(checkout, "content"), port, { preview });
    return {
      ...built,
      async stop() {
        await built.stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * Builds and serves a preview of the content tree at `contentDir` (PREVIEW=true: drafts,
 * scheduled articles and unpublished languages built, and marked) on 127.0.0.1:`port`; with
 * `preview: false`, its production build.
 */
export async function previewOf(
  contentDir: string,
  port: number,
  { preview = true }: { preview?: boolean } = {},
): Promise<BranchPreview> {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "preview-project-"));
  for (const name of CODE) fs.symlinkSync(path.resolve(name), path.join(project, name));
  fs.cpSync(path.resolve(SERVER), path.join(project, SERVER), { recursive: true });
  const remove = () => fs.rmSync(project, { recursive: true, force: true });
  let server: ChildProcess | undefined;
  let output = "";
  try {
    // As `npm run build` from a shell: the build sets NODE_ENV itself, and the app build's key has it.
    const env = { ...process.env, PREVIEW: "true", CONTENT_DIR: contentDir };
    Reflect.deleteProperty(env, "NODE_ENV");
    // A production build of the branch instead (as a deploy of main makes).
    if (!preview) Reflect.deleteProperty(env, "PREVIEW");
    output = await build(project, env);
    server = spawn(process.execPath, ["server/index.js"], {
      cwd: project,
      env: { ...env, HOST: "127.0.0.1", PORT: String(port), WEB_CONCURRENCY: "1" },
      stdio: "ignore",
    });
    await listening(`http://127.0.0.1:${port}/`, server);
  } catch (error) {
    if (server) await stopped(server);
    remove();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    output,
    async stop() {
      if (server) await stopped(server);
      remove();
    },
  };
}
