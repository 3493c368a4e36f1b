// The reflection's saved answers: the scale's id for each prompt's id, and the topics the parent
// chose for a first visit. Read back through the current words, so an answer to a prompt or a
// scale step that no longer exists (or a hand-edited import) is left out.
import type { ReflectionTopic, ReflectionWords } from "./schema";

export type ReflectionNotes = { answers: Record<string, string>; topics: ReflectionTopic[] };

export const EMPTY_REFLECTION: ReflectionNotes = { answers: {}, topics: [] };

export function parseReflection(value: unknown, words: ReflectionWords): ReflectionNotes {
  if (typeof value !== "object" || value === null) return EMPTY_REFLECTION;
  const { answers, topics } = value as { answers?: unknown; topics?: unknown };
  const scale = new Set(words.scale.map((step) => step.id));
  const kept: Record<string, string> = {};
  if (typeof answers === "object" && answers !== null) {
    for (const prompt of words.prompts) {
      const choice = (answers as Record<string, unknown>)[prompt.id];
      if (typeof choice === "string" && scale.has(choice)) kept[prompt.id] = choice;
    }
  }
  const known = Object.keys(words.topics) as ReflectionTopic[];
  return {
    answers: kept,
    topics: Array.isArray(topics) ? known.filter((topic) => topics.includes(topic)) : [],
  };
}
