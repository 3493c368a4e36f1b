// The one way routes reach content: the checked data of the build (virtual:content), with every
// article's and page's body already rendered to HTML. Routes shape it for their components.
import content from "virtual:content";
import type { Article } from "./load";

export const publishing = content.publishing;
export const site = content.site;
export const pages = content.pages;
export const services = content.services;
export const team = content.team;
/** The Resources tools' words (content/tools/). */
export const tools = content.tools;
/** The milestone checklist: its words and one checklist per age (content/tools/milestones/). */
export const milestones = content.milestones;
/** Articles this build shows in lists, newest first (in a preview, drafts and scheduled ones too). */
export const articles: Article[] = content.articles;
/** What search engines and feed readers see: published articles only, even in a preview. */
export const publishedArticles = articles.filter((article) => article.status === "published");

export const categories = pages.resources.categories;
export const ageGroups = pages.resources.ageGroups;

const articlesBySlug = new Map(articles.map((article) => [article.slug, article]));

export function findArticle(slug: string): Article | undefined {
  return articlesBySlug.get(slug);
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
  // One pass keeping the best few (every article page asks, so no sort of all the articles).
  const best: { other: Article; score: number }[] = [];
  for (const other of articles) {
    if (other.slug === article.slug) continue;
    const value = score(other);
    if (value === 0 || (best.length === count && value <= best[count - 1].score)) continue;
    // After the last one with at least this score: among equals, the newer article stays first.
    const at = best.findIndex((entry) => entry.score < value);
    best.splice(at === -1 ? best.length : at, 0, { other, score: value });
    if (best.length > count) best.pop();
  }
  return best.map(({ other }) => other);
}

/** An absolute address on the live site, from the site URL in content/site.yaml. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
}
