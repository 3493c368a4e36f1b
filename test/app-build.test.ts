// The app build is kept by a digest of what Vite reads: it must change with the code, the packages,
// the pictures and Vite's settings, and stay the same when only the content changes (so a
// counsellor's edit reuses it). test/static-export.test.ts builds with a reused app build.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appBuildKey } from "../scripts/lib/app-build";

let root: string;
let contentDir: string;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "app-build-"));
  contentDir = path.join(root, "content");
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
  it("stays the same when only the content changes", () => {
    const before = appBuildKey(root, contentDir);
    write("content/articles/first.mdx", "---\ntitle: First, reworded\n---\n\nOther text.\n");
    write("content/articles/second.mdx", "---\ntitle: Second\n---\n\nNew.\n");
    expect(appBuildKey(root, contentDir)).toBe(before);
  });

  for (const [what, change] of [
    ["a file of the app", () => write("app/root.tsx", "export default function App() { }")],
    ["a new file of the app", () => write("app/routes/new.tsx", "")],
    ["a picture in public/", () => write("public/images/articles/new.png", "png")],
    ["the installed packages", () => write("node_modules/.package-lock.json", '{"a":1}')],
    ["the lockfile", () => write("package-lock.json", '{"a":1}')],
    ["Vite's configuration", () => write("vite.config.ts", "export default { a: 1 };")],
    ["a .env file", () => write(".env.production", "VITE_A=1")],
    ["a VITE_ variable", () => (process.env.VITE_EXAMPLE = "1")],
  ] as const) {
    it(`changes with ${what}`, () => {
      const before = appBuildKey(root, contentDir);
      change();
      expect(appBuildKey(root, contentDir)).not.toBe(before);
    });
  }

  it("is the same for the same public/ files wherever that folder sits", () => {
    const before = appBuildKey(root, contentDir);
    // The fixture tree's layout: test/fixtures/content with test/fixtures/public beside it.
    fs.mkdirSync(path.join(root, "fixtures"));
    fs.renameSync(path.join(root, "public"), path.join(root, "fixtures/public"));
    fs.renameSync(contentDir, path.join(root, "fixtures/content"));
    expect(appBuildKey(root, path.join(root, "fixtures/content"))).toBe(before);
  });

  it("tells a file's name from its neighbour's bytes", () => {
    write("app/a.ts", "xy");
    write("app/b.ts", "");
    const before = appBuildKey(root, contentDir);
    write("app/a.ts", "x");
    write("app/b.ts", "y");
    expect(appBuildKey(root, contentDir)).not.toBe(before);
  });
});
