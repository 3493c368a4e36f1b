// The one way routes reach content: checked data from the build (virtual:content) and article and
// page bodies compiled by MDX. Bodies render to HTML on the server, so no page ships their code.
import type { MDXContent } from "mdx/types";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import content from "virtual:content";
import type { ArticleSummary } from "~/components/ArticleCard";
import { paths } from "~/lib/paths";
import type { Article } from "./load";

type MdxModule = { default: MDXContent };

const bodies = import.meta.glob<MdxModule>([
  "/content/articles/*.{md,mdx}",
  "/content/pages/about.md",
  "/content/pages/privacy.md",
]);

const htmlByFile = new Map<string, Promise<string>>();

/** The HTML of a Markdown file's body, rendered once per server process. */
function bodyHtml(file: string): Promise<string> {
  let html = htmlByFile.get(file);
  if (!html) {
    const load = bodies[`/${file}`];
    if (!load) throw new Error(`No compiled body for ${file}`);
    html = load().then((module) => renderToStaticMarkup(createElement(module.default)));
    htmlByFile.set(file, html);
  }
  return html;
}

export const publishing = content.publishing;
export const site = content.site;
export const pages = content.pages;
export const services = content.services;
/** Articles this build shows in lists, newest first (in a preview, drafts and scheduled ones too). */
export const articles: Article[] = content.articles;
/** What search engines and feed readers see: published articles only, even in a preview. */
export const publishedArticles = articles.filter((article) => article.status === "published");

export const categories = pages.resources.categories;
export const ageGroups = pages.resources.ageGroups;

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

export const articleHtml = (article: Article) => bodyHtml(article.file);
export const pageHtml = (page: "about" | "privacy") => bodyHtml(`content/pages/${page}.md`);

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

/** An article as a card in a list shows it. */
export function articleSummary(article: Article): ArticleSummary {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    readTime: article.readTime,
    category: categoryOf(article).title,
    href: paths.article(article.slug),
    status: article.status,
    date: article.date,
  };
}
