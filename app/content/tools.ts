// The Resources tools' words: content/tools/shared.yaml and one file per tool. Choices are stored
// by id in the parent's browser, so the files' ids are part of what a parent has saved.
import type { z } from "zod";
import { diarySchema, toolsSharedSchema } from "./tool-schemas";

type ReadYaml = <S extends z.ZodType>(file: string, schema: S) => z.output<S> | undefined;

export function readTools(readYaml: ReadYaml) {
  return {
    shared: readYaml("tools/shared.yaml", toolsSharedSchema),
    diary: readYaml("tools/diary.yaml", diarySchema),
  };
}

export type ToolsContent = {
  [K in keyof ReturnType<typeof readTools>]: NonNullable<ReturnType<typeof readTools>[K]>;
};

/** The tools' words, when every file was read (the problems were reported otherwise). */
export function completeTools(tools: ReturnType<typeof readTools>): ToolsContent | undefined {
  return Object.values(tools).every((value) => value !== undefined)
    ? (tools as ToolsContent)
    : undefined;
}
