// The checklist's items are in the page once: as the form the server rendered (every age, for
// printing without the script). The island reads them back from that form instead of receiving a
// second copy in its JSON props, which kept the page over its 60 KB first-view budget.
import { MILESTONE_AREAS, type MilestoneArea } from "~/lib/milestones";
import type { ChecklistAge } from "./parts";

/** Every age's items, in the order of the form: <details data-months>, <div data-area>, fieldsets. */
export function agesFromPage(root: ParentNode): ChecklistAge[] {
  return [...root.querySelectorAll<HTMLElement>("details[data-months]")].map((details) => ({
    months: Number(details.dataset.months),
    items: [...details.querySelectorAll<HTMLElement>("[data-area]")].flatMap((group) => {
      const area = group.dataset.area as MilestoneArea;
      if (!MILESTONE_AREAS.includes(area)) return [];
      return [...group.querySelectorAll("fieldset")].flatMap((fieldset) => {
        const id = fieldset.querySelector("input")?.name;
        const text = fieldset.querySelector("legend")?.textContent;
        return id && text ? [{ id, area, text }] : [];
      });
    }),
  }));
}
