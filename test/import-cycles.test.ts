// No import cycles in app/ and scripts/: a module's imports are read before it, so a cycle makes
// one of them see the other half-loaded. The import graph is esbuild's, read once for every file
// (ESLint's import-x/no-cycle followed it again from each file: 5.5 CPU s of every lint). It is
// the graph of the built code: an import that vanishes from it (`import type`, or a name used only
// as a type) makes no cycle.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/** The TypeScript files below `dirs` of `root` (declarations left out), relative to it. */
function codeFiles(root: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
      .map((file) => path.join(dir, file)),
  );
}

/** Each file's imports of the project's own files, as esbuild resolves them (tsconfig's `~/`). */
async function importGraph(root: string, files: string[]): Promise<Map<string, string[]>> {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: files,
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "node",
    packages: "external",
    outdir: "out",
    logLevel: "silent",
    plugins: [
      {
        // Vite's virtual modules, and what is not code (styles, pictures, `?url` imports).
        name: "not-code",
        setup: (bundle) =>
          bundle.onResolve({ filter: /^virtual:|\?|\.(css|svg|png|webp|woff2?)$/ }, (args) => ({
            path: args.path,
            external: true,
          })),
      },
    ],
  });
  return new Map(
    Object.entries(metafile.inputs).map(([file, { imports }]) => [
      file,
      imports.filter((each) => !each.external).map((each) => each.path),
    ]),
  );
}

/**
 * Cycles of the graph, each as the files on it in turn: a walk depth first meets at least one
 * wherever there is one (a file met again on the walk's own path).
 */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  for (const start of [...graph.keys()].sort()) {
    const onPath: string[] = [];
    const visit = (file: string): void => {
      const at = onPath.indexOf(file);
      if (at >= 0) {
        found.push([...onPath.slice(at), file]);
        return;
      }
      if (done.has(file)) return;
      onPath.push(file);
      for (const next of graph.get(file) ?? []) visit(next);
      onPath.pop();
      done.add(file);
    };
    visit(start);
  }
  return found;
}

describe("the import graph of app/ and scripts/", () => {
  it("has no cycle", async () => {
    const root = process.cwd();
    const files = codeFiles(root, ["app", "scripts"]);
    const graph = await importGraph(root, files);
    // Every file was read, and the imports followed (the app's `~/` among them).
    expect(graph.size).toBeGreaterThanOrEqual(files.length);
    expect(graph.get("app/routes/tool.tsx")).toContain("app/features/tools/registry.ts");
    expect(cycles(graph).map((cycle) => cycle.join(" → "))).toEqual([]);
  });

  it("names a cycle, through `~/` too, but not one closed by a type import", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "import-cycles-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    fs.copyFileSync("tsconfig.json", path.join(root, "tsconfig.json"));
    write("app/lib/a.ts", 'import { b } from "~/lib/b";\nexport const a = () => b;\n');
    write("app/lib/b.ts", 'import { a } from "./a";\nexport const b = () => a;\n');
    write(
      "app/lib/c.ts",
      'import type { D } from "./d";\nexport type C = D;\nexport const c = 1;\n',
    );
    write(
      "app/lib/d.ts",
      'import { c } from "./c";\nexport type D = number;\nexport const d = c;\n',
    );
    const found = cycles(await importGraph(root, codeFiles(root, ["app"])));
    expect(found.map((cycle) => cycle.join(" → "))).toEqual([
      "app/lib/a.ts → app/lib/b.ts → app/lib/a.ts",
    ]);
  });
});
