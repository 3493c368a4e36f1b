// The app build is kept by a digest of what Vite reads: it must change with the code, the packages
// and Vite's settings, and stay the same when only the content and its pictures change (so a
// counsellor's edit reuses it). test/static-export.test.ts builds with a reused app build, and sees
// a picture added since on the site. Builds of the same code at the same time make one app build
// between them: here with a stand-in for Vite, which writes its output after a pause.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Content } from "../app/build-api";
import { appBuildKey, buildApp, type ViteBuild } from "../scripts/lib/app-build";
import { STALE_MS } from "../scripts/lib/build-lock";

let root: string;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "app-build-"));
  write("package.json", "{}");
  write("package-lock.json", "{}");
  write("node_modules/.package-lock.json", "{}");
  write("vite.config.ts", "export default {};");
  write("app/root.tsx", "export default function App() {}");
  write("public/favicon.svg", "<svg/>");
  write("content/articles/first.mdx", "---\ntitle: First\n---\n\nText.\n");
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  delete process.env.VITE_EXAMPLE;
});

describe("the app build's key", () => {
  it("stays the same when only the content and its pictures change", () => {
    const before = appBuildKey(root);
    write("content/articles/first.mdx", "---\ntitle: First, reworded\n---\n\nOther text.\n");
    write("content/articles/second.mdx", "---\ntitle: Second\n---\n\nNew.\n");
    write("public/images/articles/new.png", "png");
    expect(appBuildKey(root)).toBe(before);
  });

  for (const [what, change] of [
    ["a file of the app", () => write("app/root.tsx", "export default function App() { }")],
    ["a new file of the app", () => write("app/routes/new.tsx", "")],
    ["the installed packages", () => write("node_modules/.package-lock.json", '{"a":1}')],
    ["the lockfile", () => write("package-lock.json", '{"a":1}')],
    ["Vite's configuration", () => write("vite.config.ts", "export default { a: 1 };")],
    ["a .env file", () => write(".env.production", "VITE_A=1")],
    ["a VITE_ variable", () => (process.env.VITE_EXAMPLE = "1")],
  ] as const) {
    it(`changes with ${what}`, () => {
      const before = appBuildKey(root);
      change();
      expect(appBuildKey(root)).not.toBe(before);
    });
  }

  it("tells a file's name from its neighbour's bytes", () => {
    write("app/a.ts", "xy");
    write("app/b.ts", "");
    const before = appBuildKey(root);
    write("app/a.ts", "x");
    write("app/b.ts", "y");
    expect(appBuildKey(root)).not.toBe(before);
  });
});

describe("builds of the same code", () => {
  const content = { site: "the content" } as unknown as Content;
  let cacheBefore: string | undefined;
  let runs: string[];

  /** Vite's stand-in: it takes a while, and its output names the project it was made in. */
  const vite: ViteBuild = async (project) => {
    runs.push(project);
    await sleep(300);
    for (const output of ["client", "server"]) {
      fs.mkdirSync(path.join(project, "build", output), { recursive: true });
      fs.writeFileSync(path.join(project, "build", output, "made-in"), project);
    }
  };

  /** A copy of the project (the same code), as a second build at the same time has. */
  const copy = () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "app-build-copy-"));
    fs.cpSync(root, other, { recursive: true });
    return other;
  };
  const build = (project: string) =>
    buildApp(project, path.join(project, "content"), content, vite);
  const madeIn = (project: string) =>
    fs.readFileSync(path.join(project, "build/server/made-in"), "utf8");
  const lockOf = (project: string) =>
    path.join(process.env.BUILD_CACHE_DIR!, "app", `${appBuildKey(project)}.lock`);

  beforeEach(() => {
    cacheBefore = process.env.BUILD_CACHE_DIR;
    process.env.BUILD_CACHE_DIR = path.join(root, ".cache");
    runs = [];
  });

  afterEach(() => {
    if (cacheBefore === undefined) delete process.env.BUILD_CACHE_DIR;
    else process.env.BUILD_CACHE_DIR = cacheBefore;
  });

  it("make one Vite run when they start together: the second waits and takes its app build", async () => {
    const other = copy();
    const made = await Promise.all([build(root), build(other)]);
    expect(made.sort()).toEqual(["built", "reused"]);
    expect(runs).toHaveLength(1);
    expect(madeIn(root)).toBe(runs[0]);
    expect(madeIn(other)).toBe(runs[0]);
    for (const project of [root, other]) {
      expect(fs.readFileSync(path.join(project, "build/server/content.json"), "utf8")).toBe(
        JSON.stringify(content),
      );
      expect(fs.existsSync(path.join(project, "build/client/favicon.svg"))).toBe(true);
    }
    expect(fs.existsSync(lockOf(root))).toBe(false);
    fs.rmSync(other, { recursive: true });
  });

  it("are not blocked by the lock of a build that died: it is taken over", async () => {
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    fs.mkdirSync(path.dirname(lockOf(root)), { recursive: true });
    fs.writeFileSync(lockOf(root), String(dead));
    expect(await build(root)).toBe("built");
    expect(runs).toEqual([root]);
    expect(fs.existsSync(lockOf(root))).toBe(false);
  });

  it("take over a lock whose process id is alive but has not been refreshed (given to another process since)", async () => {
    fs.mkdirSync(path.dirname(lockOf(root)), { recursive: true });
    fs.writeFileSync(lockOf(root), String(process.ppid));
    const then = new Date(Date.now() - STALE_MS - 1_000);
    fs.utimesSync(lockOf(root), then, then);
    expect(await build(root)).toBe("built");
    expect(runs).toEqual([root]);
  });

  it("still build, each with Vite, when the cache cannot be written", async () => {
    process.env.BUILD_CACHE_DIR = path.join(root, "package.json");
    expect(await build(root)).toBe("built");
    expect(await build(root)).toBe("built");
    expect(runs).toEqual([root, root]);
    expect(madeIn(root)).toBe(root);
  });
});
