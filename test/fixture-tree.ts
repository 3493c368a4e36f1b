// Scratch copies of the fixture content tree (test/fixtures/content, with test/fixtures/public
// beside it), for tests that break or add one file; and a way to run a command without blocking
// the vitest worker.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { format } from "node:util";
import { ContentError, loadContent } from "../app/build-time/load-content";
import type { Publishing } from "../app/content/publishing";

export const FIXTURE_CONTENT_DIR = path.resolve("test/fixtures/content");
export const FIXTURE_PUBLIC_DIR = path.resolve("test/fixtures/public");

/** The day the tests build on: the fixture's scheduled article is still in the future. */
export const TODAY = "2026-11-24";
export const PREVIEW: Publishing = { preview: true, today: TODAY };

/** A copy of the fixture tree in a new folder: returns its content folder (public/ is beside it). */
export function copyOfFixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "fixture-content-"));
  fs.cpSync(FIXTURE_CONTENT_DIR, path.join(root, "content"), { recursive: true });
  fs.cpSync(FIXTURE_PUBLIC_DIR, path.join(root, "public"), { recursive: true });
  return path.join(root, "content");
}

/** What a scratch project copies beside the fixture tree: the app, its scripts and configuration. */
const PROJECT_FOLDERS = ["app", "scripts", "server"];
// The lockfile too: the app build's key reads it, so a scratch build reuses the app build of
// the project's own builds (same code) instead of running Vite again.
const PROJECT_FILES = ["package.json", "package-lock.json", "vite.config.ts", "tsconfig.json"];

/**
 * A scratch project in a new folder (under `dir` when given): the app with a copy of the fixture
 * tree as its content/ and public/, and the project's node_modules. Returns its folder.
 */
export function fixtureProject(dir?: string, extraFiles: string[] = []): string {
  const project = dir ?? path.dirname(copyOfFixture());
  if (dir) {
    fs.cpSync(FIXTURE_CONTENT_DIR, path.join(project, "content"), { recursive: true });
    fs.cpSync(FIXTURE_PUBLIC_DIR, path.join(project, "public"), { recursive: true });
  }
  for (const entry of PROJECT_FOLDERS) {
    fs.cpSync(entry, path.join(project, entry), { recursive: true });
  }
  for (const file of [...PROJECT_FILES, ...extraFiles]) {
    fs.copyFileSync(file, path.join(project, file));
  }
  fs.symlinkSync(path.resolve("node_modules"), path.join(project, "node_modules"));
  return project;
}

/** The problems loadContent reports for a content folder (none when it loads). */
export function problemsIn(contentDir: string, publishing: Publishing = PREVIEW): string[] {
  try {
    loadContent(contentDir, publishing);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/** The content check's problems with one file of `contentDir` changed by `change`; the file is put back. */
export function problemsWithChange(
  contentDir: string,
  file: string,
  change: (text: string) => string,
): string[] {
  const where = path.join(contentDir, file);
  const text = fs.readFileSync(where, "utf8");
  fs.writeFileSync(where, change(text));
  try {
    return problemsIn(contentDir);
  } finally {
    fs.writeFileSync(where, text);
  }
}

/** A valid article's frontmatter, with some fields replaced or added. */
export function frontmatter(fields: Record<string, string> = {}): string {
  const all: Record<string, string> = {
    title: '"A Test Article"',
    description: '"An article made by a test."',
    category: "behavior",
    ageGroups: "\n  - school-age",
    date: "2025-03-01",
    ...fields,
  };
  const lines = Object.entries(all).map(
    ([name, value]) => `${name}:${value.startsWith("\n") ? "" : " "}${value}`,
  );
  return `---\n${lines.join("\n")}\n---\n`;
}

/**
 * One scratch copy of the fixture tree for a whole test file, and a way to check one article in
 * it: `check("x.mdx", text)` writes content/articles/x.mdx, returns the problems, removes it.
 */
export function articleChecker() {
  const contentDir = copyOfFixture();
  return {
    contentDir,
    check(name: string, text: string, publishing: Publishing = PREVIEW): string[] {
      const file = path.join(contentDir, "articles", name);
      fs.writeFileSync(file, text);
      try {
        return problemsIn(contentDir, publishing);
      } finally {
        fs.rmSync(file);
      }
    },
  };
}

export type Run = { code: number | null; stdout: string; stderr: string };

/**
 * The environment for a command a test runs: this process's, without vitest's NODE_ENV=test (as a
 * person runs it). The app build's key reads NODE_ENV, so a build then reuses the app build of
 * `npm run test:e2e`'s fixture build instead of running Vite again.
 */
export function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env = Object.entries({ ...process.env, ...extra }).filter(([name]) => name !== "NODE_ENV");
  return Object.fromEntries(env) as NodeJS.ProcessEnv;
}

/** Runs a command to its end without blocking the worker (never spawnSync). */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: childEnv(options.env),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Runs a TypeScript script of the project in `cwd` (this one by default) as package.json's
 * `node scripts/run.mjs <script>` does: one JavaScript file made by esbuild, kept in the project's
 * .cache/scripts while none of its files changed (tsx compiled every module at every start: about
 * 2 CPU s more a run), without npm's own Node process.
 */
export function runScript(
  script: string,
  args: string[] = [],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<Run> {
  const runner = path.resolve(options.cwd ?? ".", "scripts/run.mjs");
  return run(process.execPath, [runner, script, ...args], options);
}

/**
 * Runs `npm run <name>`, a script of package.json written `tsx [Node options] <file>` or
 * `node [Node options] <file> [arguments]`, as one Node process with those options (and tsx's
 * loader for the first): npm (and tsx's own command) would start more Node processes first (about
 * 0.6 CPU s a run). A test runs each such command through npm at least once.
 */
export function runPackageScript(
  name: string,
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<Run> {
  const [command, ...args] = npmScript(name)?.split(" ") ?? [];
  if (command === "node" && args.length > 0) return run(process.execPath, args, options);
  const file = args.pop();
  if (command !== "tsx" || !file)
    throw new Error(`npm run ${name} is not "tsx <file>" nor "node …"`);
  return run(process.execPath, [...args, "--import", "tsx", file], options);
}

/**
 * Runs a command in this process, as its script's entry would: `main` is the function the entry
 * calls and returns the exit code. What it prints with console.log and console.error is returned
 * as stdout and stderr; an error it throws is thrown (a child would print its stack trace). A
 * child process costs about 1.9 CPU s (1.2 s of it loading the app's libraries), so each command
 * is run once as a child (its exit code, what it prints, package.json's line) and otherwise here.
 */
export function runInProcess(main: () => number): Run {
  const { log, error } = console;
  let stdout = "";
  let stderr = "";
  console.log = (...args: unknown[]) => (stdout += `${format(...args)}\n`);
  console.error = (...args: unknown[]) => (stderr += `${format(...args)}\n`);
  try {
    return { code: main(), stdout, stderr };
  } finally {
    Object.assign(console, { log, error });
  }
}

/** The command package.json runs for `npm run <name>`. */
export function npmScript(name: string): string | undefined {
  const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
    scripts: Record<string, string>;
  };
  return scripts[name];
}

/** A stack trace line, which a counsellor must never see. */
export const STACK_TRACE = /\n\s+at /;

/** "12:5": the line and column where `search` first matches in `text`, as problems name them. */
export function placeOf(text: string, search: RegExp): string {
  const match = search.exec(text);
  if (!match) throw new Error(`${search} is not in the text`);
  const before = text.slice(0, match.index).split("\n");
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

/** The place of `search` in a file of the fixture tree (a path relative to it). */
export const fixturePlace = (file: string, search: RegExp) =>
  placeOf(fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, file), "utf8"), search);
