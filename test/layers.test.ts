// The layers ESLint holds (eslint.config.js, LAYERS): an import from a layer above fails the lint,
// a type import too; an import from a layer below passes. The planted files are linted as if they
// stood at these paths, without being written there. server/ imports nothing of app/ or scripts/
// (the export imports what they share from server/), and app/ nothing of either. Inside the tools, the shared code
// (notes/ below ui/) imports no tool's own folder.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's configuration, running the one rule the tests read: the others add time and no
// finding read here.
const LAYER_RULE = "import-x/no-restricted-paths";
const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => ruleId === LAYER_RULE,
});

async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages
    .filter((message) => message.ruleId === LAYER_RULE)
    .map((message) => message.message);
}

describe("the layers", () => {
  it.each([
    [
      "app/content/planted.ts",
      'import { TOOL_IDS } from "../features/tools/registry";\nexport const ids = TOOL_IDS;\n',
    ],
    [
      "app/content/planted.ts",
      'import type { ToolId } from "~/features/tools/registry";\nexport type Id = ToolId;\n',
    ],
    [
      "app/lib/planted.ts",
      'import { SITE_FILE } from "../content/content-types";\nexport const file = SITE_FILE;\n',
    ],
    [
      "app/i18n/planted.ts",
      'import { loadContent } from "../build-time/load-content";\nexport const load = loadContent;\n',
    ],
    [
      "app/features/planted.ts",
      'import { metaTags } from "../seo/meta";\nexport const x = metaTags;\n',
    ],
  ])("refuses an upward import in %s", async (file, code) => {
    const problems = await layerProblems(file, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("imports only from the layers below it");
  });

  it.each([
    [
      "app/features/planted.ts",
      'import { SITE_FILE } from "../content/content-types";\nexport const file = SITE_FILE;\n',
    ],
    [
      "app/content/planted.ts",
      'import type { Language } from "./schemas";\nimport { paths } from "~/lib/paths";\nexport const x = paths;\nexport type L = Language;\n',
    ],
    [
      "app/build-time/planted.ts",
      'import { TOOL_IDS } from "../features/tools/registry";\nexport const ids = TOOL_IDS;\n',
    ],
  ])("accepts a downward import in %s", async (file, code) => {
    expect(await layerProblems(file, code)).toEqual([]);
  });
});

describe("server/ and app/ beside the scripts", () => {
  it.each([
    [
      "server/planted.js",
      'import { openRelease } from "../scripts/export/open-release";\nexport const open = openRelease;\n',
      "server/ serves the export",
    ],
    [
      "server/planted.js",
      'import { paths } from "../app/lib/paths";\nexport const home = paths.home;\n',
      "server/ serves the export",
    ],
    [
      "app/build-time/planted.ts",
      'import { hostFiles } from "../../scripts/export/host-files";\nexport const files = hostFiles;\n',
      "app/ imports nothing of scripts/",
    ],
    [
      "app/lib/planted.ts",
      'import { securityHeaders } from "../../server/headers.js";\nexport const headers = securityHeaders;\n',
      "app/ imports nothing of scripts/",
    ],
  ])("refuses %s importing %s", async (file, code, message) => {
    const problems = await layerProblems(file, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it("accepts the export importing the release's lifecycle from server/", async () => {
    const code =
      'import { publishRelease } from "../../server/release-lifecycle.js";\nexport const publish = publishRelease;\n';
    expect(await layerProblems("scripts/export/planted.ts", code)).toEqual([]);
  });
});

describe("the tools' shared code", () => {
  it.each([
    [
      "app/features/tools/ui/planted.ts",
      'import { parseDiary } from "../diary/entries";\nexport const parse = parseDiary;\n',
      "imports no tool's folder",
    ],
    [
      "app/features/tools/notes/planted.ts",
      'import type { DiaryEntry } from "~/features/tools/diary/entries";\nexport type E = DiaryEntry;\n',
      "imports no tool's folder",
    ],
    [
      "app/features/tools/notes/planted.ts",
      'import { pageLang } from "../ui/dates";\nexport const lang = pageLang;\n',
      "is below ui/",
    ],
  ])("refuses %s importing %s", async (file, code, message) => {
    const problems = await layerProblems(file, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it.each([
    [
      "app/features/tools/ui/planted.ts",
      'import { readNotes } from "../notes/storage";\nimport type { ToolId } from "../registry";\nexport const read = (id: ToolId) => readNotes(id);\n',
    ],
    [
      "app/features/tools/diary/planted.ts",
      'import { ToolFrame } from "../ui/ToolFrame";\nimport { mergeNotes } from "../notes/notes-merge";\nexport const x = [ToolFrame, mergeNotes];\n',
    ],
  ])("accepts %s importing from below", async (file, code) => {
    expect(await layerProblems(file, code)).toEqual([]);
  });
});
