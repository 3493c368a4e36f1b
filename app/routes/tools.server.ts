// What each Resources tool's island is given: its words and the shared ones. Server-only, so a
// tool page's HTML carries exactly what its island needs and nothing else.
import { findArticle, milestones, site, tools } from "~/content/content.server";
import { telHref } from "~/lib/format";
import { paths } from "~/lib/paths";
import type { ToolId } from "~/lib/tools";
import type { DiaryProps } from "~/tools/diary/Diary";
import type { ChecklistProps } from "~/tools/milestones/Checklist";
import type { ReflectionProps } from "~/tools/reflection/Reflection";

export type ToolData =
  | { id: "diary"; props: DiaryProps }
  | { id: "milestones"; props: ChecklistProps }
  | { id: "reflection"; props: ReflectionProps };

export function toolData(id: ToolId): ToolData {
  switch (id) {
    case "diary":
      return { id, props: { shared: tools.shared, words: tools.diary } };
    case "milestones":
      return { id, props: checklistProps() };
    case "reflection":
      return { id, props: reflectionProps() };
  }
}

/** The page header's words, which the route shows and the checklist's island does not need. */
const PAGE_HEADER: readonly string[] = ["title", "description", "heading", "intro"];

/** What the checklist shows: the words below the page header, and each age's items. */
function checklistProps(): ChecklistProps {
  const words = Object.fromEntries(
    Object.entries(milestones.page).filter(([key]) => !PAGE_HEADER.includes(key)),
  ) as ChecklistProps["words"];
  return {
    shared: tools.shared,
    words,
    ages: milestones.ages.map(({ months, items }) => ({
      months,
      items: items.map(({ id, area, text }) => ({ id, area, text })),
    })),
    contactHref: paths.contactForm(),
  };
}

function reflectionProps(): ReflectionProps {
  const words = tools.reflection;
  // Only articles this build publishes are linked (a draft has no page on the live site).
  const slugs = new Set(words.prompts.flatMap((prompt) => prompt.articles));
  const linked = [...slugs].flatMap((slug) => {
    const article = findArticle(slug);
    return article ? [[slug, { title: article.title, href: paths.article(slug) }] as const] : [];
  });
  return {
    shared: tools.shared,
    words,
    helplines: words.safety.helplines.flatMap((id) => {
      const line = site.helplines.find((each) => each.id === id);
      return line
        ? [
            {
              id,
              name: line.name,
              number: line.number,
              href: telHref(line.number),
              description: line.description,
            },
          ]
        : [];
    }),
    articles: Object.fromEntries(linked),
    bookHref: paths.contactForm(),
  };
}

/** The words at the top of a tool's page. */
export function toolPage(id: ToolId) {
  const { title, description, heading, intro } = id === "milestones" ? milestones.page : tools[id];
  return { title, description, heading, intro };
}
