// content/articles/<name>.mdx: an article's frontmatter, checked against the topics and age groups
// of the Resources page.
import { z } from "zod";
import { calendarDate, isCalendarDate, slugId, text, withHelp } from "../schema-fields";

/** Articles are checked against the categories and age groups that the Resources page defines. */
export function articleSchema(
  categoryIds: [string, ...string[]],
  ageGroupIds: [string, ...string[]],
) {
  return z
    .strictObject({
      title: withHelp(text, {
        description: "the big heading of the article, its card's title and the browser tab",
        example: 'title: "Sleep and Bedtime Routines"',
      }),
      description: withHelp(text, {
        description:
          "one sentence: the text on the article's card and the snippet search engines show",
        example: 'description: "Why sleep matters, and how a calm routine helps."',
      }),
      category: withHelp(z.enum(categoryIds), {
        description: "the topic the article is listed under on Resources",
        example: `category: ${categoryIds[0]}`,
      }),
      ageGroups: withHelp(z.array(z.enum(ageGroupIds)).min(1), {
        // What it is, not how its lines are written: the editor shows it too (a file's message
        // has the example's lines).
        description: "the age groups the advice fits, one or more",
        example: `ageGroups:\n  - ${ageGroupIds[0]}`,
      }),
      /**
       * The publication date. A date in the future keeps the article unpublished until then.
       * Without FieldHelp: every date field is the one calendarDate, and the editor knows it so.
       */
      date: calendarDate,
      /** A draft is shown only in preview builds, never on the live site. */
      draft: z.boolean().default(false),
      /** When a published article was last revised. */
      updated: calendarDate.optional(),
      /** Who checked the article (name and role), and when. Shown as "Reviewed by … on …". */
      reviewedBy: withHelp(text, {
        description: 'who checked the article, with their role, shown as "Reviewed by"',
        example: 'reviewedBy: "Dr. A. Sharma, Child Psychologist"',
      }).optional(),
      lastReviewed: calendarDate.optional(),
      slug: slugId.optional(),
    })
    .superRefine((article, context) => {
      // Compared only when both are real dates; a mistake in either has its own message.
      const bothDates = [article.date, article.updated ?? ""].every(isCalendarDate);
      if (article.updated && bothDates && article.updated < article.date) {
        context.addIssue({
          code: "custom",
          path: ["updated"],
          message: `is ${article.updated}, which is before the article's date (${article.date}). Use a date on or after it`,
        });
      }
      if (article.lastReviewed && !article.reviewedBy) {
        context.addIssue({
          code: "custom",
          path: ["reviewedBy"],
          message: `is missing. Add who reviewed the article, since "lastReviewed" says when`,
        });
      }
    });
}

export type ArticleFrontmatter = z.infer<ReturnType<typeof articleSchema>>;
