// The Resources tools' words: content/tools/shared.yaml, and each tool's own, read and checked as
// its definition in the registry says, in English and in each language that translates them.
// Choices are stored by id in the parent's browser, so the files' ids are part of what a parent
// has saved.
import { translatedReadYaml } from "../../i18n/translated-words";
import type { TranslationContext } from "../../i18n/translation-fields";
import type { ToolContext, ToolSource } from "./define-tool";
import { TOOLS, type ToolId, type ToolWords } from "./registry";
import type { ToolFile } from "./define-tool";
import { toolsSharedSchema, type ToolsShared } from "./schemas";

/** The words every tool shares, and their schema. */
export const TOOLS_SHARED_FILE = {
  file: "tools/shared.yaml",
  schema: toolsSharedSchema,
} satisfies ToolFile;

export type ToolsContent = { shared: ToolsShared; words: ToolWords };

type Read = { shared: ToolsShared | undefined; words: Partial<ToolWords> };

/** Every tool's words; a tool whose files have problems (in source.problems) has none. */
export function readEnglishTools(source: ToolSource): Read {
  const shared = source.readYaml(TOOLS_SHARED_FILE.file, toolsSharedSchema);
  const words: Partial<Record<string, unknown>> = {};
  for (const tool of TOOLS) words[tool.id] = tool.read(source);
  return { shared, words: words as Partial<ToolWords> };
}

/** The tools' words, when every file was read (the problems were reported otherwise). */
export function completeTools({ shared, words }: Read): ToolsContent | undefined {
  const complete = TOOLS.every((tool) => words[tool.id] !== undefined);
  return shared && complete ? { shared, words: words as ToolWords } : undefined;
}

/** What the tools' words name elsewhere (helplines, articles) that the content does not have. */
export function toolProblems({ words }: Read, context: ToolContext): string[] {
  return TOOLS.flatMap((tool) => {
    const read = words[tool.id];
    // Each tool's check takes its own words: the registry pairs them by id.
    return read === undefined ? [] : (tool.check?.(read as never, context) ?? []);
  });
}

/** A language's tools: the shared words, and each tool it has translated completely. */
export type LanguageTools = { shared: ToolsShared; words: Partial<ToolWords> };

/** The English tools' files as read, by file, for each language's to be translated over. */
export type EnglishTools = { contentDir: string; read: Map<string, Record<string, unknown>> };

/**
 * The tools in a language: each tool's own reader (the registry's) run again, every file it reads
 * translated over the English. A tool with a file not translated yet is left out (its card leads
 * to the English tool, marked as English), with a note naming the files.
 */
export function readToolsInLanguage(
  context: TranslationContext,
  english: EnglishTools,
): LanguageTools | undefined {
  const { reader, language } = context;
  const shared = translatedReadYaml(context, english.read);
  const sharedWords = shared.readYaml(TOOLS_SHARED_FILE.file, toolsSharedSchema);
  if (shared.missing.length > 0) {
    reader.warnings.push(
      `${shared.missing[0]} is missing: the Resources tools in ${language.name} need its words. Until it is written, the cards in ${language.name} lead to the English tools.`,
    );
    return undefined;
  }
  const words: Partial<Record<ToolId, unknown>> = {};
  for (const tool of TOOLS) {
    const translated = translatedReadYaml(context, english.read);
    const source = { contentDir: english.contentDir, problems: reader.problems };
    const value = tool.read({ ...source, readYaml: translated.readYaml });
    if (translated.missing.length > 0) {
      const missing = translated.missing;
      reader.warnings.push(
        `The ${tool.id} tool is not in ${language.name} yet: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing. Until then, its card in ${language.name} leads to the English tool.`,
      );
    } else if (value !== undefined) words[tool.id] = value;
  }
  return sharedWords && { shared: sharedWords, words: words as LanguageTools["words"] };
}
