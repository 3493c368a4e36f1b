// content/pages/resources.md: the Resources page, its topics and age groups (which articles are
// filed under) and the cards of the tools.
import { z } from "zod";
import { slugId, text } from "../schema-fields";
import { icon, pageFields, stat } from "./parts";

/** The Resources page, its tool cards naming one of `toolIds` (the tools' registry). */
export function resourcesPageSchema<const Id extends string>(toolIds: readonly [Id, ...Id[]]) {
  return z.strictObject({
    ...pageFields,
    heading: text,
    intro: text,
    stats: z.array(stat).min(1),
    categoriesHeading: text,
    categories: z
      .array(z.strictObject({ id: slugId, title: text, icon, description: text }))
      .min(1),
    ageGroupsHeading: text,
    ageGroups: z
      .array(z.strictObject({ id: slugId, title: text, ages: text, icon, description: text }))
      .min(1),
    articlesHeading: text,
    toolsHeading: text,
    toolsIntro: text,
    /**
     * The tool cards; a card with a tool's id links to it and is named by the tool's own title
     * (content/tools/<id>.yaml), so the card and the page it opens never disagree. A card without an
     * id has its own title and says "Coming soon".
     */
    tools: z
      .array(
        z
          .strictObject({
            id: z.enum(toolIds).optional(),
            icon,
            title: text.optional(),
            description: text,
          })
          .superRefine((card, context) => {
            if (card.id && card.title !== undefined)
              context.addIssue({
                code: "custom",
                path: ["title"],
                message: `is not needed: this card takes its name from the title in content/tools/${card.id}.yaml. Delete the title line`,
              });
            if (!card.id && card.title === undefined)
              context.addIssue({
                code: "custom",
                path: ["title"],
                message: "is missing: a card without a tool's id needs a title",
              });
          }),
      )
      .length(3),
  });
}

export type ResourcesPage<Id extends string = string> = z.infer<
  ReturnType<typeof resourcesPageSchema<Id>>
>;
