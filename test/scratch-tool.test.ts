// A fourth Resources tool (test/scratch-tool.ts), added to a scratch project as the README says a
// tool is added: its folder, its words, one line in the registry. Nothing else may need a line for
// it, so the project must type-check and lint with those alone: the whole scratch project checked
// by `npm run typecheck` itself (where a table by tool id, a switch on it, or a list of the tools
// would ask for the new one), the tool's folder and the registry linted as `npm run lint` does.
// The build gives it a page, an island and a sitemap entry (static-export.test.ts).
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureProject, run } from "./fixture-tree";
import { addScratchTool, registryFile, scratchToolFiles } from "./scratch-tool";

let project: string;

beforeAll(() => {
  project = fixtureProject(undefined, ["eslint.config.js"]);
  addScratchTool(project);
});

describe("a fourth tool, added as one folder and one registry line", () => {
  it("type-checks: the whole project, its own files and the registry's importers among them", async () => {
    // `npm run typecheck` in the scratch project, listing the files it checked.
    const check = await run("npm", ["run", "--silent", "typecheck", "--", "--listFiles"], {
      cwd: project,
    });
    const lines = check.stdout.split("\n");
    const errors = lines.filter((line) => /error TS\d+/.test(line));
    expect(errors).toEqual([]);
    expect(check.code).toBe(0);
    // The tool's files and the files that take a table or list by tool id were among them, or the
    // check would prove little.
    const checked = lines.map((line) => path.relative(project, line.trim()));
    expect(checked).toEqual(
      expect.arrayContaining([
        ...scratchToolFiles(project).map((file) => path.relative(project, file)),
        "app/features/tools/registry.ts",
        "app/routes/tool.tsx",
        "app/features/tools/notes/old-notes.ts",
        "app/features/tools/page-by-id.server.ts",
      ]),
    );
  });

  it("passes the lint: its folder and the registry", async () => {
    // In this process, with the scratch project's configuration (ESLint loads the copy's own
    // eslint.config.js), as `npm run lint` run in the copy does.
    const files = [...scratchToolFiles(project), registryFile(project)];
    const results = await new ESLint({ cwd: project }).lintFiles(files);
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
