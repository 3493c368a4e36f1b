// A fourth Resources tool (test/scratch-tool.ts), added to a scratch project as the README says a
// tool is added: its folder, its words, one line in the registry. Nothing else may need a line for
// it, so the project must type-check and lint with those alone: the tool's own files, and every
// file of the app that imports the registry (where a table by tool id, a switch on it, or a list
// of the tools would ask for the new one), checked by TypeScript as `npm run typecheck` does; the
// tool's folder and the registry linted as `npm run lint` does. The build gives it a page, an
// island and a sitemap entry (static-export.test.ts).
import fs from "node:fs";
import path from "node:path";
import type { ESLint } from "eslint";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureProject, run } from "./fixture-tree";
import { addScratchTool, registryFile, scratchToolFiles } from "./scratch-tool";

let project: string;

beforeAll(() => {
  project = fixtureProject(undefined, ["eslint.config.js"]);
  addScratchTool(project);
});

/** The app's TypeScript files under `dir`, declarations included. */
function appFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Every file of the app whose imports name the tools' registry. */
function registryImporters(): string[] {
  const registry = registryFile(project);
  return appFiles(path.join(project, "app")).filter((file) => {
    const code = fs.readFileSync(file, "utf8");
    return [...code.matchAll(/from "([^"]*\/registry)"/g)].some(([, specifier]) => {
      const target = specifier.startsWith("~/")
        ? path.join(project, "app", specifier.slice(2))
        : path.resolve(path.dirname(file), specifier);
      return `${target}.ts` === registry;
    });
  });
}

/** TypeScript's errors in `files`, with the project's own configuration (tsconfig.json). */
function typeErrors(files: string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(project, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  // The declarations every file sees (virtual modules, Remix's future flags in vite.config.ts).
  const ambient = config.fileNames.filter(
    (file) => file.endsWith(".d.ts") || path.basename(file) === "vite.config.ts",
  );
  const program = ts.createProgram([...files, ...ambient], config.options);
  return files
    .flatMap((file) => {
      const source = program.getSourceFile(file)!;
      return [
        ...program.getSyntacticDiagnostics(source),
        ...program.getSemanticDiagnostics(source),
      ];
    })
    .map((diagnostic) => {
      const where =
        diagnostic.file && diagnostic.start !== undefined
          ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
          : undefined;
      const file = diagnostic.file ? path.relative(project, diagnostic.file.fileName) : "";
      const at = where ? `${file}:${where.line + 1}:${where.character + 1}` : file;
      return `${at} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`;
    });
}

describe("a fourth tool, added as one folder and one registry line", () => {
  it("type-checks: its own files, and every file of the app that imports the registry", () => {
    const importers = registryImporters();
    // The tools' route and their shared code are among them, or the check would prove little.
    expect(importers.map((file) => path.relative(project, file))).toEqual(
      expect.arrayContaining([
        "app/routes/tool.tsx",
        "app/features/tools/notes/old-notes.ts",
        "app/features/tools/pages.server.ts",
      ]),
    );
    expect(typeErrors([...scratchToolFiles(project), ...importers])).toEqual([]);
  });

  it("passes the lint: its folder and the registry", async () => {
    // In a process of its own: the import resolver keeps what it found of a project for the
    // process, which would then answer other tests' lint (layers.test.ts) from this project.
    const files = [...scratchToolFiles(project), registryFile(project)];
    const eslint = path.join(project, "node_modules/.bin/eslint");
    const lint = await run(eslint, ["--format", "json", ...files], { cwd: project });
    const results = JSON.parse(lint.stdout) as ESLint.LintResult[];
    expect(results.map((result) => result.filePath).sort()).toEqual([...files].sort());
    const problems = results.flatMap((result) =>
      result.messages.map(
        (message) =>
          `${path.relative(project, result.filePath)}:${message.line} ${message.ruleId}: ${message.message}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
