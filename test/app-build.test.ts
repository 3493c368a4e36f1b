// The app build is kept by a digest of what Vite reads: it must change with the code, the packages
// and Vite's settings, and stay the same when only the content and its pictures change (so a
// counsellor's edit reuses it). test/static-export.test.ts builds with a reused app build, and sees
// a picture added since on the site.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appBuildKey } from "../scripts/lib/app-build";

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
