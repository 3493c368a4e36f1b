// The behaviour diary's words (content/tools/diary.yaml). Its choices are stored by id in the
// parent's browser, so ids must stay the same when the words are reworded or translated.
import { z } from "zod";
import { plural, slugId, template, text } from "../../../content/schema-fields";
import { field, toolPageFields, question } from "../schemas";

export const diarySchema = z.strictObject({
  ...toolPageFields,
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
  /**
   * When the same moment was changed in two tabs: the later change is the moment, the other kept
   * as a copy beside it. Shown only then: in the later file (page.server.ts), not in the page.
   */
  versions: z.strictObject({
    /** Beside the copy in the list. */
    copy: text,
    /** Said in the tab whose save kept the other tab's version as a copy. */
    kept: text,
  }),
});

/** The diary's words as content/ writes them. */
export type DiaryContentWords = z.infer<typeof diarySchema>;

/**
 * The words its island is given: not the title, description and introduction, which the page's
 * header shows, nor the words about two versions of a moment, which come later (DiaryLaterWords).
 */
export type DiaryWords = Omit<DiaryContentWords, "title" | "description" | "intro" | "versions">;

/** The diary's part of the later file (ui/later-words.ts): said only once two versions were kept. */
export type DiaryLaterWords = DiaryContentWords["versions"];
