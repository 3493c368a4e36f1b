// What the behaviour diary's island is given: its words and the shared ones.
import type { ComponentProps } from "react";
import { tools } from "~/content/content.server";
import { definePage, headerOf, onePage } from "../page";
import type { DiaryWords } from "./schema";
import type { View } from "./view";

export const page = definePage<DiaryWords, ComponentProps<typeof View>>({
  props: (words, part) => {
    onePage(part);
    return { shared: tools.shared, words };
  },
  header: (words) => headerOf("diary", words),
});
