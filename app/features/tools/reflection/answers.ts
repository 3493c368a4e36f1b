// The reflection's answers: the scale's id for each prompt's id ("answers"), and the topics the
// parent chose for a first visit ("topics"). Read back through the current words, so an answer to a
// prompt or a scale step that no longer exists (or a hand-edited import) is not shown.
import type { ReflectionTopic, ReflectionWords } from "./schema";
import { liveValues, type Change, type NotesDoc } from "../notes/notes-merge";

export type ReflectionNotes = { answers: Record<string, string>; topics: ReflectionTopic[] };

const ANSWERS = "answers";
const TOPICS = "topics";

export function parseReflection(doc: NotesDoc, words: ReflectionWords): ReflectionNotes {
  const answers = liveValues(doc, ANSWERS);
  const chosen = liveValues(doc, TOPICS);
  const scale = new Set(words.scale.map((step) => step.id));
  const kept: Record<string, string> = {};
  for (const prompt of words.prompts) {
    const choice = answers[prompt.id];
    if (typeof choice === "string" && scale.has(choice)) kept[prompt.id] = choice;
  }
  const known = Object.keys(words.topics) as ReflectionTopic[];
  return { answers: kept, topics: known.filter((topic) => chosen[topic] === true) };
}

export const answerChange = (promptId: string, choice: string): Change => ({
  section: ANSWERS,
  id: promptId,
  value: choice,
});

/** A topic ticked (kept as true) or unticked (removed). */
export const topicChange = (topic: ReflectionTopic, on: boolean): Change => ({
  section: TOPICS,
  id: topic,
  value: on ? true : undefined,
});
