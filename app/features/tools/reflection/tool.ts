// The parenting reflection: its words are content/tools/reflection.yaml, and the helplines and
// articles they name must exist.
import { defineTool, wordsFile, type ToolContext } from "../define-tool";
import { reflectionSchema, type ReflectionWords } from "./schema";

export const tool = defineTool({
  id: "reflection",
  ...wordsFile("reflection", reflectionSchema),
  check: reflectionProblems,
});

/**
 * What the reflection names elsewhere must exist: its helplines in site.yaml, its articles in
 * content/articles/, and the answers that show the helplines among the safety question's
 * options. Returns a plain message for each mistake.
 */
function reflectionProblems(
  words: ReflectionWords,
  { helplineIds, articleSlugs }: ToolContext,
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
