// The Resources tools' words: content/tools/shared.yaml and one file per tool. Choices are stored
// by id in the parent's browser, so the files' ids are part of what a parent has saved.
import type { z } from "zod";
import { diarySchema, reflectionSchema, toolsSharedSchema, type ReflectionWords } from "./schemas";
import { readMilestones } from "./milestones/content";

type ReadYaml = <S extends z.ZodType>(file: string, schema: S) => z.output<S> | undefined;

export function readTools(readYaml: ReadYaml) {
  return {
    shared: readYaml("tools/shared.yaml", toolsSharedSchema),
    diary: readYaml("tools/diary.yaml", diarySchema),
    reflection: readYaml("tools/reflection.yaml", reflectionSchema),
  };
}

type Read = ReturnType<typeof readTools>;
export type ToolsContent = { [K in keyof Read]: NonNullable<Read[K]> };

/** The tools' words, when every file was read (the problems were reported otherwise). */
export function completeTools(tools: Read): ToolsContent | undefined {
  return Object.values(tools).every((value) => value !== undefined)
    ? (tools as ToolsContent)
    : undefined;
}

/**
 * What the reflection names elsewhere must exist: its helplines in site.yaml, its articles in
 * content/articles/, and the answers that show the helplines among the safety question's
 * options. Returns a plain message for each mistake.
 */
export function reflectionProblems(
  words: ReflectionWords,
  helplineIds: string[],
  /** Every article's address; undefined when some could not be read (their problems say why). */
  articleSlugs: string[] | undefined,
): string[] {
  const file = "content/tools/reflection.yaml";
  const problems: string[] = [];
  words.prompts.forEach((prompt, index) => {
    const unknown = prompt.articles.filter((each) => articleSlugs && !articleSlugs.includes(each));
    for (const slug of unknown) {
      problems.push(
        `${file}: The field "prompts → item ${index + 1} → articles" names "${slug}", but no article has that address. Use the address of an article in content/articles/ (its file name without .mdx), or remove it.`,
      );
    }
  });
  for (const id of words.safety.helplines.filter((each) => !helplineIds.includes(each))) {
    problems.push(
      `${file}: The field "safety → helplines" names "${id}", but content/site.yaml has no helpline with that id. Use one of: ${helplineIds.join(", ")}.`,
    );
  }
  const options = words.safety.options.map((option) => option.id);
  for (const id of words.safety.showHelpFor.filter((each) => !options.includes(each))) {
    problems.push(
      `${file}: The field "safety → showHelpFor" names "${id}", which is not one of the safety question's options (${options.join(", ")}).`,
    );
  }
  return problems;
}

/** How each tool reads its words: the same code reads English and, through a translating readYaml, every language. */
export function toolReaders(contentDir: string, problems: string[]) {
  return {
    milestones: (readYaml: ReadYaml) => readMilestones(contentDir, readYaml, problems),
    diary: (readYaml: ReadYaml) => readYaml("tools/diary.yaml", diarySchema),
    reflection: (readYaml: ReadYaml) => readYaml("tools/reflection.yaml", reflectionSchema),
  };
}

export type ToolReaders = ReturnType<typeof toolReaders>;
export type TranslatedToolId = keyof ToolReaders;
/** A language's tools: the shared words and each tool it has translated completely. */
export type LanguageTools = {
  shared: ToolsContent["shared"];
  words: { [K in TranslatedToolId]?: NonNullable<ReturnType<ToolReaders[K]>> };
};
