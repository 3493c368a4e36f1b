// The words of the Resources tools (content/tools/*.yaml). Each choice a parent makes is stored by
// its id, so ids must stay the same when the words are reworded or translated.
import { z } from "zod";
import { plural, slugId, template, text, uniqueIds } from "../../content/schemas";

/** A tool's page: its title is its name everywhere (the page's heading, its tab, its card on Resources). */
const pageMeta = { title: text, description: text, intro: text };

/** A list of choices with stable ids: what the parent picks is stored as the id. */
const choices = (min = 2) =>
  z
    .array(z.strictObject({ id: slugId, label: text }))
    .min(min)
    .superRefine(uniqueIds("choice in this list"));

const question = z.strictObject({ legend: text, hint: text.optional(), options: choices() });
const field = z.strictObject({ label: text, hint: text.optional() });

/** Words every tool shares: the privacy paragraph, keeping a copy, deleting, the printed foot. */
export const toolsSharedSchema = z.strictObject({
  privacy: z.strictObject({ heading: text, text, linkText: text }),
  /** Shown until the tool's script has started (and always with JavaScript off). */
  noScript: text,
  saved: text,
  /** When the browser will not keep notes (storage full or switched off). */
  notSaved: text,
  /** While the browser has no room for the notes (QuotaExceededError). */
  storageFull: text,
  /** Notes that could not be read, kept aside. */
  unreadable: z.strictObject({ text, download: text, fileName: slugId }),
  keepCopy: z.strictObject({
    heading: text,
    print: text,
    download: text,
    import: text,
    imported: text,
    importFailed: text,
    importTooLarge: template("size"),
    importQuestion: template("date"),
    importAddCounts: template("added", "changed"),
    importReplaceCounts: template("added", "changed", "removed"),
    importAdd: text,
    importReplace: text,
    importCancel: text,
    /** The downloaded file's name, before the date: "sahaj-notes" → sahaj-notes-2026-11-25.json. */
    fileName: slugId,
  }),
  deleteEverything: z.strictObject({
    button: text,
    question: text,
    confirm: text,
    cancel: text,
    done: text,
  }),
  print: z.strictObject({
    /** At the foot of every printed summary. */
    disclaimer: text,
    notSent: text,
    printedOn: template("date"),
  }),
  bookConsultation: text,
});

export const diarySchema = z.strictObject({
  ...pageMeta,
  form: z.strictObject({
    addHeading: text,
    editHeading: text,
    date: text,
    time: text,
    where: question,
    before: question,
    behaviour: field,
    after: question,
    duration: question,
    /** How strong, 1 to 5: one label for each. */
    strength: z.strictObject({
      legend: text,
      hint: text.optional(),
      levels: z.array(text).length(5),
    }),
    note: field,
    add: text,
    save: text,
    cancel: text,
    incomplete: text,
  }),
  entries: z.strictObject({
    heading: text,
    empty: text,
    edit: text,
    delete: text,
    deleted: text,
  }),
  summary: z.strictObject({
    heading: text,
    intro: text,
    empty: text,
    dateRange: template("from", "to"),
    count: plural(),
    timeOfDay: z.strictObject({
      heading: text,
      morning: text,
      afternoon: text,
      evening: text,
      night: text,
    }),
    dayOfWeek: text,
    entriesColumn: text,
    topBefore: text,
    topAfter: text,
    strengthRange: template("low", "high"),
    lastEntries: text,
  }),
  csv: z.strictObject({ button: text, fileName: slugId }),
});

export const REFLECTION_TOPICS = ["warmth", "routines", "choice", "feelings", "rest"] as const;

export const reflectionSchema = z.strictObject({
  ...pageMeta,
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

export type ToolsShared = z.infer<typeof toolsSharedSchema>;
export type DiaryWords = z.infer<typeof diarySchema>;
export type ReflectionWords = z.infer<typeof reflectionSchema>;
export type ReflectionTopic = (typeof REFLECTION_TOPICS)[number];
