// What the parenting reflection's island is given: its words, the helplines and the articles its
// prompts name (only those this build publishes: a draft has no page on the live site).
import type { ComponentProps } from "react";
import { articleOnPage, type ContentInLanguage } from "~/content/content.server";
import { telHref } from "~/lib/contact-links";
import { definePage, headerOf, onePage } from "../define-page";
import type { ReflectionWords } from "./schema";
import type { View } from "./view";

type Props = ComponentProps<typeof View>;

export const page = definePage<ReflectionWords, Props>({
  props: (words, part, { local, shared }) => {
    onePage(part);
    return {
      shared,
      words,
      helplines: helplinesOf(words, local),
      articles: linkedArticles(words, local),
      bookHref: local.paths.contactForm(),
    };
  },
  header: (words) => headerOf("reflection", words),
});

function helplinesOf(words: ReflectionWords, local: ContentInLanguage): Props["helplines"] {
  return words.safety.helplines.flatMap((id) => {
    const line = local.site.helplines.find((each) => each.id === id);
    return line
      ? [
          {
            id,
            name: line.name,
            number: line.number,
            href: telHref(line.number),
            description: line.description,
          },
        ]
      : [];
  });
}

/** In the page's language; one it has not translated in English (marked), inside its pages. */
function linkedArticles(words: ReflectionWords, local: ContentInLanguage): Props["articles"] {
  const slugs = new Set(words.prompts.flatMap((prompt) => prompt.articles));
  const linked = [...slugs].flatMap((slug) => {
    const article = articleOnPage(local, slug);
    if (!article) return [];
    const link = { title: article.title, href: local.articleHref(article), lang: article.lang };
    return [[slug, link] as const];
  });
  return Object.fromEntries(linked);
}
