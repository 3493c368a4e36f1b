// The checklist's items are in the page once: as the paper form the server rendered (every age, for
// printing without the script). The island reads them back from that form instead of receiving a
// second copy in its JSON props: with 159 items, that copy kept the page over its 60 KB first view.
import { MILESTONE_AREAS, type MilestoneArea } from "~/lib/milestones";
import type { ChecklistAge } from "./parts";

/** Every age's items, in the form's order: <details data-months>, <table data-area>, <tr data-id>. */
export function agesFromPage(root: ParentNode): ChecklistAge[] {
  return [...root.querySelectorAll<HTMLElement>("details[data-months]")].map((details) => ({
    months: Number(details.dataset.months),
    items: [...details.querySelectorAll<HTMLElement>("[data-area]")].flatMap((table) => {
      const area = table.dataset.area as MilestoneArea;
      if (!MILESTONE_AREAS.includes(area)) return [];
      return [...table.querySelectorAll<HTMLElement>("tr[data-id]")].map((row) => ({
        id: row.dataset.id!,
        area,
        text: row.querySelector("th")?.textContent ?? "",
      }));
    }),
  }));
}
