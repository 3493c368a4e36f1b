// content/pages/search.md: the words of the search page (/search), and of its results. {count}
// and {query} are filled in by the page; keep them as they are.
import { z } from "zod";
import { plural, text } from "../schema-fields";
import { pageFields } from "./parts";

export const searchPageSchema = z.strictObject({
  ...pageFields,
  heading: text,
  intro: text,
  /** The search field's label and its button. */
  label: text,
  button: text,
  /** What a result is, shown beside its title. */
  kinds: z.strictObject({ article: text, service: text, tool: text, page: text }),
  /** Above the results, in the form for that count: "1 page found for “{query}”", "{count} pages …". */
  found: plural("count", "query"),
  /** When nothing matches: a heading, a sentence, and the words before the topics and the contact link. */
  noResults: z.strictObject({ heading: text, text, topics: text, contact: text }),
  /** When the search cannot load (no connection): what the parent can do instead. */
  offline: text,
  /** The list of every article by topic, below the search (all of the page without JavaScript). */
  browseHeading: text,
});

export type SearchPage = z.infer<typeof searchPageSchema>;
