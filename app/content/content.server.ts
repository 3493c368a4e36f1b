// The one way routes reach content: the checked data of the build (virtual:content), with every
// article's and page's body already rendered to HTML. Routes shape it for their components.
import content from "virtual:content";
import type { Article } from "./load";

export const publishing = content.publishing;
export const site = content.site;
export const pages = content.pages;
export const services = content.services;
export const team = content.team;
/** Articles this build shows in lists, newest first (in a preview, drafts and scheduled ones too). */
export const articles: Article[] = content.articles;
/** What search engines and feed readers see: published articles only, even in a preview. */
export const publishedArticles = articles.filter((article) => article.status === "published");

export const categories = pages.resources.categories;
export const ageGroups = pages.resources.ageGroups;

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

export function categoryOf(article: Article) {
  return categories.find((category) => category.id === article.category)!;
}

export function ageGroupsOf(article: Article) {
  return ageGroups.filter((group) => article.ageGroups.includes(group.id));
}

export const articlesInCategory = (id: string) =>
  articles.filter((article) => article.category === id);
export const articlesForAgeGroup = (id: string) =>
  articles.filter((article) => article.ageGroups.includes(id));

/**
 * Up to `count` other articles a reader of `article` may want next: the same topic counts most,
 * then each shared age group; newest first among equals.
 */
export function relatedArticles(article: Article, count = 3): Article[] {
  const score = (other: Article) =>
    (other.category === article.category ? 2 : 0) +
    other.ageGroups.filter((group) => article.ageGroups.includes(group)).length;
  return articles
    .filter((other) => other.slug !== article.slug && score(other) > 0)
    .map((other, index) => ({ other, index, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other);
}

/** An absolute address on the live site, from the site URL in content/site.yaml. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
}
