// What the milestone checklist's island is given: the words below the page header, every age's
// page, and the items of this page's age only (the first page has none), so no page carries
// every age's skills. Each age has a page of its own (paths.milestoneAge), with its own heading.
import type { ComponentProps } from "react";
import { fill } from "~/lib/format";
import { paths } from "~/lib/paths";
import { definePage, headerOf, notFound } from "../page";
import type { MilestoneChecklist, MilestonePage } from "./content";
import { ageName } from "./rules";
import type { View } from "./view";

type Props = ComponentProps<typeof View>;

/** The page header's words, which the route shows and the checklist's island does not need. */
const PAGE_HEADER: readonly string[] = ["title", "description", "intro"];

export const page = definePage<MilestoneChecklist, Props>({
  props: (checklist, part, { local, shared }) => {
    const words = {
      ...Object.fromEntries(
        Object.entries(checklist.page).filter(([key]) => !PAGE_HEADER.includes(key)),
      ),
      age: withoutPageTitle(checklist.page.age),
      locale: local.site.locale,
    } as Props["words"];
    const current = part === undefined ? undefined : ageOf(checklist, part);
    return {
      shared,
      words,
      ages: checklist.ages.map(({ months, items }) => ({
        months,
        href: local.paths.milestoneAge(months),
        items: months === current ? items.map(({ id, area, text }) => ({ id, area, text })) : [],
      })),
      current,
      contactHref: local.paths.contactForm(),
    };
  },
  header: ({ page }, { current }, language) => {
    if (current === undefined) return headerOf("milestones", page);
    const { local } = language;
    const age = { age: ageName(current, page.ageNames, local.site.locale) };
    const heading = fill(page.age.pageTitle, age);
    return {
      title: heading,
      description: fill(page.age.showing, age),
      heading,
      intro: page.intro,
      path: paths.milestoneAge(current),
    };
  },
});

/** An age page's title is its header's: the island never shows it. */
const withoutPageTitle = ({ pageTitle: _shownByThePageHeader, ...age }: MilestonePage["age"]) =>
  age;

/** The age in months of an age page's address segment ("9-months"); 404 for any other. */
function ageOf(checklist: MilestoneChecklist, segment: string): number {
  const age = checklist.ages.find(
    ({ months }) => paths.milestoneAge(months) === `${paths.tool("milestones")}/${segment}`,
  );
  if (!age) throw notFound();
  return age.months;
}
