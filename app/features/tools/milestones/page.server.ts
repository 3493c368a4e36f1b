// What the milestone checklist's island is given: the words below the page header, every age's
// page, and the items of this page's age only (the first page has none), so no page carries
// every age's skills. Each age has a page of its own (paths.milestoneAge), with its own heading.
import type { ComponentProps } from "react";
import { fill } from "~/lib/format";
import { paths } from "~/lib/paths";
import { notFound } from "~/lib/responses";
import { definePage, headerOf } from "../define-page";
import type { MilestoneChecklist, MilestonePage } from "./content";
import { ageCounts, ageName } from "./rules";
import type { View } from "./view";
import type { AfterAnAge } from "./words";

type Props = ComponentProps<typeof View>;

/**
 * Words the checklist's island is not given: the page header's, which the route shows, what it
 * says after an age is given (afterAnAge: on the first page only), and the words for ages, which
 * it is given written out (ageCounts).
 */
const NOT_GIVEN: readonly string[] = ["title", "description", "intro", "overFive", "ageNames"];

/** The age words the island is given: not an age page's title (its header's), nor afterAnAge's. */
const givenAge = ({
  pageTitle: _shownByThePageHeader,
  tooYoung: _afterAnAge,
  open: _afterAnAgeToo,
  ...age
}: MilestonePage["age"]) => age;

/** What the checklist says once an age is given (in the later file for every age page). */
const afterAnAgeOf = ({ page }: MilestoneChecklist): AfterAnAge => ({
  overFive: page.overFive,
  tooYoung: page.age.tooYoung,
  open: page.age.open,
});

export const page = definePage<MilestoneChecklist, Props>({
  props: (checklist, part, { local, shared }) => {
    const current = part === undefined ? undefined : ageOf(checklist, part);
    const words = {
      ...Object.fromEntries(
        Object.entries(checklist.page).filter(([key]) => !NOT_GIVEN.includes(key)),
      ),
      age: givenAge(checklist.page.age),
      afterAnAge: current === undefined ? afterAnAgeOf(checklist) : undefined,
      ageCounts: ageCounts(checklist.page.ageNames, local.site.locale),
    } as Props["words"];
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
  later: afterAnAgeOf,
  header: ({ page }, { current }, language) => {
    if (current === undefined) return headerOf("milestones", page);
    const { local } = language;
    const age = { age: ageName(current, ageCounts(page.ageNames, local.site.locale)) };
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

/** The age in months of an age page's address segment ("9-months"); 404 for any other. */
function ageOf(checklist: MilestoneChecklist, segment: string): number {
  const age = checklist.ages.find(
    ({ months }) => paths.milestoneAge(months) === `${paths.tool("milestones")}/${segment}`,
  );
  if (!age) throw notFound();
  return age.months;
}
