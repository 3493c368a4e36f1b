// What the parenting reflection's island is given: its words, the helplines and the articles its
// prompts name (only those this build publishes: a draft has no page on the live site).
import type { ComponentProps } from "react";
import { findArticle, localContent, site, tools } from "~/content/content.server";
import { telHref } from "~/lib/format";
import { paths } from "~/lib/paths";
import { definePage, headerOf, onePage } from "../page";
import type { ReflectionWords } from "./schema";
import type { View } from "./view";

type Props = ComponentProps<typeof View>;

export const page = definePage<ReflectionWords, Props>({
  props: (words, part) => {
    onePage(part);
    return {
      shared: tools.shared,
      words,
      helplines: helplinesOf(words),
      articles: linkedArticles(words),
      bookHref: paths.contactForm(),
    };
  },
  header: (words) => headerOf("reflection", words),
});

function helplinesOf(words: ReflectionWords): Props["helplines"] {
  return words.safety.helplines.flatMap((id) => {
    const line = site.helplines.find((each) => each.id === id);
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

function linkedArticles(words: ReflectionWords): Props["articles"] {
  const slugs = new Set(words.prompts.flatMap((prompt) => prompt.articles));
  const linked = [...slugs].flatMap((slug) => {
    const article = findArticle(localContent({}), slug);
    return article ? [[slug, { title: article.title, href: paths.article(slug) }] as const] : [];
  });
  return Object.fromEntries(linked);
}
