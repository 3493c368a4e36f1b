// What each Resources tool's island is given: its words and the shared ones. Server-only, so a
// tool page's HTML carries exactly what its island needs and nothing else.
import { findArticle, type ContentInLanguage } from "~/content/content.server";
import { fill, telHref } from "~/lib/format";
import { ageName } from "~/features/tools/milestones/rules";
import { paths } from "~/lib/paths";
import type { ToolId } from "~/features/tools/registry";
import type { LanguageTools } from "~/features/tools/content";
import type { MilestoneChecklist } from "~/features/tools/milestones/content";
import type { DiaryProps } from "~/features/tools/diary/Diary";
import type { ChecklistProps } from "~/features/tools/milestones/Checklist";
import type { ReflectionProps } from "~/features/tools/reflection/Reflection";

export type ToolData =
  | { id: "diary"; props: DiaryProps }
  | { id: "milestones"; props: ChecklistProps }
  | { id: "reflection"; props: ReflectionProps };

/** A language that has the tool: its words (content/<code>/tools/), its site and its addresses. */
type ToolLanguage = ContentInLanguage & { tools: LanguageTools };

/**
 * A tool's island props in the route's language; `age` is the milestone checklist's age page
 * ("9-months"), if any. 404 when the language has not translated the tool.
 */
export function toolData(local: ContentInLanguage, id: ToolId, age?: string): ToolData {
  if (!local.tools?.words[id]) throw new Response("Not found", { status: 404 });
  const language = local as ToolLanguage;
  switch (id) {
    case "diary":
      return { id, props: { shared: language.tools.shared, words: language.tools.words.diary! } };
    case "milestones":
      return { id, props: checklistProps(language, age) };
    case "reflection":
      return { id, props: reflectionProps(language) };
  }
}

/** The page header's words, which the route shows and the checklist's island does not need. */
const PAGE_HEADER: readonly string[] = ["title", "description", "heading", "intro"];

/** The age in months of a checklist page's address segment ("9-months"); 404 for any other. */
function checklistAge({ ages }: MilestoneChecklist, segment: string): number {
  const age = ages.find(
    ({ months }) => paths.milestoneAge(months) === `${paths.tool("milestones")}/${segment}`,
  );
  if (!age) throw new Response("Not found", { status: 404 });
  return age.months;
}

/**
 * What the checklist shows: the words below the page header, every age's page, and the items of
 * this page's age only (the first page has none), so no page carries every age's skills.
 */
function checklistProps(local: ToolLanguage, segment?: string): ChecklistProps {
  const checklist = local.tools.words.milestones!;
  const words = {
    ...Object.fromEntries(
      Object.entries(checklist.page).filter(([key]) => !PAGE_HEADER.includes(key)),
    ),
    locale: local.site.locale,
  } as ChecklistProps["words"];
  const current = segment === undefined ? undefined : checklistAge(checklist, segment);
  return {
    shared: local.tools.shared,
    words,
    ages: checklist.ages.map(({ months, items }) => ({
      months,
      href: local.paths.milestoneAge(months),
      items: months === current ? items.map(({ id, area, text }) => ({ id, area, text })) : [],
    })),
    current,
    contactHref: local.paths.contactForm(),
  };
}

function reflectionProps(local: ToolLanguage): ReflectionProps {
  const words = local.tools.words.reflection!;
  // Only articles this build publishes are linked (a draft has no page on the live site); an
  // article the language has not translated is linked in English, marked as English.
  const slugs = new Set(words.prompts.flatMap((prompt) => prompt.articles));
  const linked = [...slugs].flatMap((slug) => {
    const article = findArticle(local, slug) ?? englishArticle(local, slug);
    if (!article) return [];
    const href = local.articleHref(article);
    return [[slug, { title: article.title, href, lang: article.lang }] as const];
  });
  return {
    shared: local.tools.shared,
    words,
    helplines: words.safety.helplines.flatMap((id) => {
      const line = local.site.helplines.find((each) => each.id === id);
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
    bookHref: local.paths.contactForm(),
  };
}

/** An article of the list that the language has not translated: the English one, marked. */
const englishArticle = (local: ContentInLanguage, slug: string) =>
  local.articles.find((article) => article.slug === slug && article.lang);

/**
 * The words at the top of a tool's page, and its address in the first language (`path`, which
 * the language switch and hreflang map to each language) and in the page's (`localPath`).
 */
export function toolPage(local: ContentInLanguage, tool: ToolData) {
  const { words } = (local as ToolLanguage).tools;
  if (tool.id === "milestones" && tool.props.current !== undefined) {
    const { page } = words.milestones!;
    const age = { age: ageName(tool.props.current, page.ageNames, local.site.locale) };
    const heading = fill(page.age.pageTitle, age);
    return {
      title: heading,
      description: fill(page.age.showing, age),
      heading,
      intro: page.intro,
      path: paths.milestoneAge(tool.props.current),
      localPath: local.paths.milestoneAge(tool.props.current),
    };
  }
  const { title, description, heading, intro } =
    tool.id === "milestones" ? words.milestones!.page : words[tool.id]!;
  return {
    title,
    description,
    heading,
    intro,
    path: paths.tool(tool.id),
    localPath: local.paths.tool(tool.id),
  };
}
