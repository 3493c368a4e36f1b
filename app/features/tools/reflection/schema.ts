// The parenting reflection's words (content/tools/reflection.yaml). Answers are stored by prompt
// id in the parent's browser, so ids must stay the same when the words are reworded or translated.
import { z } from "zod";
import { slugId, text, uniqueIds } from "../../../content/schema-fields";
import { choices, toolPageFields } from "../schemas";

export const REFLECTION_TOPICS = ["warmth", "routines", "choice", "feelings", "rest"] as const;

export const reflectionSchema = z.strictObject({
  ...toolPageFields,
  /** The answers every prompt offers, from "most days" to "not yet". The first is the best. */
  scale: choices(),
  topics: z.strictObject(
    Object.fromEntries(REFLECTION_TOPICS.map((topic) => [topic, text])) as Record<
      (typeof REFLECTION_TOPICS)[number],
      typeof text
    >,
  ),
  prompts: z
    .array(
      z.strictObject({
        id: slugId,
        topic: z.enum(REFLECTION_TOPICS),
        text,
        /** Shown when the answer is not the scale's first. */
        suggestion: text,
        /** Slugs of articles that help; only published ones are linked. */
        articles: z.array(slugId).default([]),
      }),
    )
    .min(1)
    .superRefine(uniqueIds("prompt")),
  safety: z.strictObject({
    legend: text,
    options: choices(),
    /** The options (ids) that show the helplines at once. */
    showHelpFor: z.array(slugId).min(1),
    heading: text,
    text,
    /** Helpline ids from site.yaml. */
    helplines: z.array(slugId).min(1),
  }),
  results: z.strictObject({ heading: text, intro: text, allWell: text, readMore: text }),
  chooseTopics: z.strictObject({ legend: text, hint: text }),
  save: text,
  clear: text,
  cleared: text,
  printHeading: text,
  printEmpty: text,
});

export type ReflectionWords = z.infer<typeof reflectionSchema>;
export type ReflectionTopic = (typeof REFLECTION_TOPICS)[number];
