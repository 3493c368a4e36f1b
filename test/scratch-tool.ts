// A throwaway fourth Resources tool, added to a scratch project the way the README says a tool is
// added: a folder in app/features/tools/, its words in content/tools/, and one line in the
// registry (with its import). The build must then give it a page, an island and a sitemap entry
// (static-export.test.ts), and the project must type-check and lint with nothing else changed
// (scratch-tool.test.ts).
import fs from "node:fs";
import path from "node:path";

export const SCRATCH_TOOL = {
  id: "tally",
  /** Its title, which is also its page's heading and its card's name. */
  title: "A Tally Written by the Test",
  note: "Every word here comes from content/tools/tally.yaml.",
};

const FILES: Record<string, string> = {
  "tool.ts": `import { z } from "zod";
import { text } from "../../../content/schema-fields";
import { defineTool, wordsFile } from "../define-tool";

export const tallySchema = z.strictObject({
  title: text,
  description: text,
  intro: text,
  note: text,
});

export const tool = defineTool({ id: "tally", ...wordsFile("tally", tallySchema) });
`,
  "page.server.ts": `import type { z } from "zod";
import { definePage, headerOf, onePage } from "../define-page";
import type { tallySchema } from "./tool";

export const page = definePage<z.output<typeof tallySchema>, { note: string }>({
  props: (words, part) => {
    onePage(part);
    return { note: words.note };
  },
  header: (words) => headerOf("tally", words),
});
`,
  "view.tsx": `export function View({ note }: { note: string }) {
  return <p className="tally-note">{note}</p>;
}
`,
  "island.tsx": `import { hydrateIsland } from "../../../islands/hydrate";
import { View } from "./view";

hydrateIsland<{ note: string }>("tally", (props) => <View {...props} />);
`,
};

/** The tool's folder in a project, and the registry, the one file outside it that names it. */
export const scratchToolFolder = (project: string) =>
  path.join(project, "app/features/tools", SCRATCH_TOOL.id);
export const registryFile = (project: string) =>
  path.join(project, "app/features/tools/registry.ts");

/** The files of the tool's folder in a project. */
export const scratchToolFiles = (project: string) =>
  Object.keys(FILES).map((name) => path.join(scratchToolFolder(project), name));

/** Adds the tool to the project at `project`: its folder, its words and its registry line. */
export function addScratchTool(project: string): void {
  const folder = scratchToolFolder(project);
  fs.mkdirSync(folder);
  for (const [name, text] of Object.entries(FILES)) fs.writeFileSync(path.join(folder, name), text);
  fs.writeFileSync(
    path.join(project, "content/tools", `${SCRATCH_TOOL.id}.yaml`),
    [
      `title: "${SCRATCH_TOOL.title}"`,
      `description: "A tool the test adds."`,
      `intro: "It shows one sentence."`,
      `note: "${SCRATCH_TOOL.note}"`,
      "",
    ].join("\n"),
  );
  const registry = registryFile(project);
  const code = fs.readFileSync(registry, "utf8");
  const list = /export const TOOLS = \[([^\]]*)\] as const;/;
  if (!list.test(code)) throw new Error("The registry's TOOLS list has changed shape.");
  fs.writeFileSync(
    registry,
    code
      .replace(list, (_, tools: string) => `export const TOOLS = [${tools}, tally] as const;`)
      .replace(
        /^(import { tool as \w+ } from "\.\/\w+\/tool";\n)(?!import { tool)/m,
        `$1import { tool as tally } from "./tally/tool";\n`,
      ),
  );
}
