// What each Resources tool's island is given: its words and the shared ones. Server-only, so a
// tool page's HTML carries exactly what its island needs and nothing else.
import { tools } from "~/content/content.server";
import type { ToolId } from "~/lib/tools";
import type { DiaryProps } from "~/tools/diary/Diary";

export type ToolData = { id: "diary"; props: DiaryProps };

export function toolData(id: ToolId): ToolData {
  switch (id) {
    case "diary":
      return { id, props: { shared: tools.shared, words: tools.diary } };
  }
}

/** The words at the top of a tool's page. */
export function toolPage(id: ToolId) {
  const { title, description, heading, intro } = tools[id];
  return { title, description, heading, intro };
}
