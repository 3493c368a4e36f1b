// What a Resources tool is made of, as the build sees it: how its words are read from content/,
// what they must agree with elsewhere, and the pages it has. Each tool's folder defines one
// (its tool.ts); the registry lists them. The page parts (what its island is given, and the
// component it renders) are in the same folder: page.server.ts and view.tsx.
import type { z } from "zod";

type ReadYaml = <S extends z.ZodType>(file: string, schema: S) => z.output<S> | undefined;

/** Where a tool reads its words: content/tools/ through the content reader, which keeps problems. */
export type ToolSource = { contentDir: string; readYaml: ReadYaml; problems: string[] };

/** What a tool's words may name elsewhere in the content. */
export type ToolContext = {
  helplineIds: string[];
  /** Every article's address; undefined when some could not be read (their problems say why). */
  articleSlugs: string[] | undefined;
};

/** A file of a tool's words in content/, or a folder of such files, and the schema of each. */
export type ToolFile = ({ file: string } | { folder: string }) & { schema: z.ZodType };

export type ToolDefinition<Id extends string, Words> = {
  /** Its address (paths.tool(id)), its folder (app/features/tools/<id>/) and its notes' key. */
  id: Id;
  /** Its words, checked; undefined when they have problems (added to source.problems). */
  read: (source: ToolSource) => Words | undefined;
  /** Where its words are: the editor at /admin makes a form of each file from its schema. */
  files: readonly ToolFile[];
  /** Plain messages for what its words name but the content does not have. */
  check?: (words: Words, context: ToolContext) => string[];
  /** Its pages after paths.tool(id), for the sitemap (the checklist's age pages). */
  morePages?: (words: Words) => string[];
};

export const defineTool = <Id extends string, Words>(tool: ToolDefinition<Id, Words>) => tool;

/** A tool whose words are one file, content/tools/<id>.yaml, checked by `schema`. */
export function wordsFile<S extends z.ZodType>(id: string, schema: S) {
  const file = `tools/${id}.yaml`;
  return {
    read: ({ readYaml }: ToolSource) => readYaml(file, schema),
    files: [{ file, schema }],
  };
}
