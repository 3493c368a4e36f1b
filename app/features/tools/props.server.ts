// What each Resources tool's island is given: its words and the shared ones. Server-only, so a
// tool page's HTML carries exactly what its island needs and nothing else.
import { findArticle, localContent, milestones, site, tools } from "~/content/content.server";
import { fill, telHref } from "~/lib/format";
import { ageName } from "~/features/tools/milestones/rules";
import { paths } from "~/lib/paths";
import type { ToolId } from "~/features/tools/registry";
import type { DiaryProps } from "~/features/tools/diary/Diary";
import type { ChecklistProps } from "~/features/tools/milestones/Checklist";
import type { ReflectionProps } from "~/features/tools/reflection/Reflection";

export type ToolData =
  | { id: "diary"; props: DiaryProps }
  | { id: "milestones"; props: ChecklistProps }
  | { id: "reflection"; props: ReflectionProps };

/** A tool's island props; `age` is the milestone checklist's age page ("9-months"), if any. */
export function toolData(id: ToolId, age?: string): ToolData {
  switch (id) {
    case "diary":
      return { id, props: { shared: tools.shared, words: tools.diary } };
    case "milestones":
      return { id, props: checklistProps(age) };
    case "reflection":
      return { id, props: reflectionProps() };
  }
}

/** The page header's words, which the route shows and the checklist's island does not need. */
const PAGE_HEADER: readonly string[] = ["title", "description", "intro"];

/** The age in months of a checklist page's address segment ("9-months"); 404 for any other. */
function checklistAge(segment: string): number {
  const age = milestones.ages.find(
    ({ months }) => paths.milestoneAge(months) === `${paths.tool("milestones")}/${segment}`,
  );
  if (!age) throw new Response("Not found", { status: 404 });
  return age.months;
}

/**
 * What the checklist shows: the words below the page header, every age's page, and the items of
 * this page's age only (the first page has none), so no page carries every age's skills.
 */
function checklistProps(segment?: string): ChecklistProps {
  const words = {
    ...Object.fromEntries(
      Object.entries(milestones.page).filter(([key]) => !PAGE_HEADER.includes(key)),
    ),
    locale: site.locale,
  } as ChecklistProps["words"];
  const current = segment === undefined ? undefined : checklistAge(segment);
  return {
    shared: tools.shared,
    words,
    ages: milestones.ages.map(({ months, items }) => ({
      months,
      href: paths.milestoneAge(months),
      items: months === current ? items.map(({ id, area, text }) => ({ id, area, text })) : [],
    })),
    current,
    contactHref: paths.contactForm(),
  };
}

function reflectionProps(): ReflectionProps {
  const words = tools.reflection;
  // Only articles this build publishes are linked (a draft has no page on the live site).
  const slugs = new Set(words.prompts.flatMap((prompt) => prompt.articles));
  const linked = [...slugs].flatMap((slug) => {
    const article = findArticle(localContent({}), slug);
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

/** The words at the top of a tool's page, and its address. */
export function toolPage(tool: ToolData) {
  if (tool.id === "milestones" && tool.props.current !== undefined) {
    const { page } = milestones;
    const age = { age: ageName(tool.props.current, page.ageNames, site.locale) };
    const heading = fill(page.age.pageTitle, age);
    return {
      title: heading,
      description: fill(page.age.showing, age),
      heading,
      intro: page.intro,
      path: paths.milestoneAge(tool.props.current),
    };
  }
  const { title, description, intro } = tool.id === "milestones" ? milestones.page : tools[tool.id];
  return { title, description, heading: title, intro, path: paths.tool(tool.id) };
}

/** A tool's name: its page's title and heading, and its card's name on Resources. */
export const toolTitle = (id: ToolId): string =>
  id === "milestones" ? milestones.page.title : tools[id].title;
