// What esbuild made is kept by the files it was made from (app/lib/kept-build.js): taken again
// while none changed, made again when an import's bytes change, when a file that the import could
// resolve to appears beside it, or when the configuration esbuild reads changes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { keptBuild } from "../app/lib/kept-build.js";

let root: string;
let cache: string;

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

/** The entry's bundle, and whether it was taken from the cache (its record says "kept"). */
async function bundle() {
  const made = await keptBuild(cache, "entry", root, {
    entryPoints: [path.join(root, "src/entry.ts")],
    bundle: true,
    format: "esm",
    logLevel: "silent",
  });
  const record = path.join(cache, "entry.json");
  // Marks the kept record, so the next call shows whether it was taken from the cache.
  const kept = JSON.parse(fs.readFileSync(record, "utf8")) as { text: string };
  fs.writeFileSync(record, JSON.stringify({ ...kept, text: `${kept.text}// kept\n` }));
  return { text: made.text, fromCache: made.text.endsWith("// kept\n") };
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "kept-build-"));
  cache = path.join(root, ".cache");
  write("package.json", '{ "type": "module" }\n');
  write("tsconfig.json", "{}\n");
  write("node_modules/.package-lock.json", "{}\n");
  write("src/entry.ts", 'import { word } from "./word";\nconsole.log(word);\n');
  write("src/word.ts", 'export const word = "first";\n');
});

describe("a kept build", () => {
  it("is taken while no file it was made from changed", async () => {
    expect((await bundle()).fromCache).toBe(false);
    const again = await bundle();
    expect(again.fromCache).toBe(true);
    expect(again.text).toContain('"first"');
  });

  it("is made again when an imported file changes", async () => {
    await bundle();
    write("src/word.ts", 'export const word = "second";\n');
    const changed = await bundle();
    expect(changed.fromCache).toBe(false);
    expect(changed.text).toContain('"second"');
  });

  it("is made again when a file the import may now resolve to appears beside it", async () => {
    await bundle();
    write("src/word.tsx", 'export const word = "shadowing";\n');
    const changed = await bundle();
    expect(changed.fromCache).toBe(false);
    expect(changed.text).toContain('"shadowing"');
  });

  it("is made again when the project's configuration or libraries change", async () => {
    await bundle();
    write("tsconfig.json", '{ "compilerOptions": { "strict": true } }\n');
    expect((await bundle()).fromCache).toBe(false);
    expect((await bundle()).fromCache).toBe(true);
    write("node_modules/.package-lock.json", '{ "packages": {} }\n');
    expect((await bundle()).fromCache).toBe(false);
  });

  it("is made again when a stylesheet it imports changes (the editor's site.css)", async () => {
    write("src/site.css", '@import "./part.css";\n');
    write("src/part.css", "p { color: red }\n");
    const stylesheet = () =>
      keptBuild(cache, "styles", root, {
        entryPoints: [path.join(root, "src/site.css")],
        bundle: true,
        minify: true,
        logLevel: "silent",
      });
    const first = await stylesheet();
    expect(first.text).toContain("red");
    expect((await stylesheet()).digest).toBe(first.digest);
    write("src/part.css", "p { color: blue }\n");
    const changed = await stylesheet();
    expect(changed.text).toContain("#00f");
    expect(changed.digest).not.toBe(first.digest);
  });

  it("is made again when an input is gone", async () => {
    await bundle();
    write("src/entry.ts", 'console.log("alone");\n');
    fs.rmSync(path.join(root, "src/word.ts"));
    const changed = await bundle();
    expect(changed.fromCache).toBe(false);
    expect(changed.text).toContain('"alone"');
  });
});
