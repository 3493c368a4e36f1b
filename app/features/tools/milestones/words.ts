// The checklist's words and how it names an age: the page's words (the page header has its own),
// one age's checklist and its items.
import type { MilestonePage } from "~/features/tools/milestones/content";
import { fill } from "~/lib/format";
import { ageName, type AgeCounts, type MilestoneArea } from "~/features/tools/milestones/rules";

/**
 * The page's words the checklist shows: not the page header's (its title, description and
 * introduction, an age page's title), which the route shows. Ages are written with ageCounts,
 * made from the content's ageNames where the page is built.
 */
export type ChecklistWords = Omit<
  MilestonePage,
  "title" | "description" | "heading" | "intro" | "age" | "overFive" | "ageNames"
> & {
  age: Omit<MilestonePage["age"], "pageTitle" | "tooYoung" | "open">;
  /**
   * On the first page, whose form shows the part about five before the script starts; an age
   * page's island has them from the later file (ui/later-words.ts).
   */
  afterAnAge?: AfterAnAge;
  ageCounts: AgeCounts;
};

/**
 * What the checklist says only once a parent has given an age: what the practice looks at after
 * five, that no checklist fits a child so young, the link to the age given.
 */
export type AfterAnAge = { overFive: MilestonePage["overFive"]; tooYoung: string; open: string };

export type ChecklistItem = { id: string; area: MilestoneArea; text: string };
/** One age's checklist: its page, and its items when they are this page's. */
export type ChecklistAge = { months: number; href: string; items: ChecklistItem[] };

/** "9 months", with the content's words for ages. */
export const ageText = (words: ChecklistWords, months: number) => ageName(months, words.ageCounts);

/** "Skills most children have by 9 months." */
export const showingText = (words: ChecklistWords, months: number) =>
  fill(words.age.showing, { age: ageText(words, months) });
