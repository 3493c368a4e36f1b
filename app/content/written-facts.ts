// A page's facts written into its words, once, as it is read (content-types.ts names the pages
// that have any): each text that says {length} gets its group's length in the page's language, so
// every route, the editor's preview and the reviewer's page read the same finished words.
import { withLength } from "../lib/practice-facts";
import type { ServicesPage } from "./schemas";

/** The Services page with its lengths of time written out in `locale`. */
export function servicesPageInWords(page: ServicesPage, locale: string): ServicesPage {
  const { supportOptions, firstSession, wait } = page;
  return {
    ...page,
    supportOptions: {
      ...supportOptions,
      items: supportOptions.items.map((option) => ({
        ...option,
        duration: withLength(option.duration, option.length, locale),
      })),
    },
    firstSession: {
      ...firstSession,
      steps: firstSession.steps.map((step) => withLength(step, firstSession.length, locale)),
    },
    wait: { ...wait, text: withLength(wait.text, wait.length, locale) },
  };
}
