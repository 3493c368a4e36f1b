// The behaviour diary: its words are content/tools/diary.yaml.
import { defineTool, wordsFile } from "../define-tool";
import { diarySchema } from "./schema";

export const tool = defineTool({ id: "diary", ...wordsFile("diary", diarySchema) });
