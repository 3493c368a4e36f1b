// The Contact page's questions before booking. An answer is either written in contact.md or taken
// from the Services page ("from: fees"), so a fact such as the fees or the languages lives once.
import type { ContactPage, ServicesPage } from "../../content/schemas";
import { rupeesIn } from "../../lib/practice-facts";

export type FaqAnswer = {
  question: string;
  text: string;
  /** Numbered steps (what happens at the first session). */
  steps?: string[];
  /** Short tags (the languages). */
  tags?: string[];
  /** Terms and details (the fees). */
  facts?: { term: string; detail: string }[];
};

/** The answers, with the fees written in `locale`. */
export function faqAnswers(
  faq: ContactPage["faq"],
  services: ServicesPage,
  locale: string,
): FaqAnswer[] {
  return faq.items.map(({ question, answer, from }) => {
    switch (from) {
      case "online":
      case "wait":
        return { question, text: services[from].text };
      case "languages":
        return { question, text: services.languages.text, tags: services.languages.items };
      case "firstSession":
        return { question, text: services.firstSession.intro, steps: services.firstSession.steps };
      case "fees":
        return {
          question,
          text: services.fees.text,
          facts: services.fees.items?.map((item) => ({
            term: item.title,
            detail: rupeesIn(item.amount, locale),
          })),
        };
      default:
        return { question, text: answer ?? "" };
    }
  });
}
