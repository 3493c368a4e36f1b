// The one way routes reach content: checked data from the build (virtual:content) and article and
// page bodies compiled by MDX. Bodies render to HTML on the server, so no page ships their code.
import type { MDXContent } from "mdx/types";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import content from "virtual:content";
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

export const site = content.site;
export const pages = content.pages;
export const services = content.services;
export const articles: Article[] = content.articles;

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

export const articleHtml = (article: Article) => bodyHtml(article.file);
export const pageHtml = (page: "about" | "privacy") => bodyHtml(`content/pages/${page}.md`);

export function categoryOf(article: Article) {
  return pages.resources.categories.find((category) => category.id === article.category)!;
}

export function ageGroupsOf(article: Article) {
  return pages.resources.ageGroups.filter((group) => article.ageGroups.includes(group.id));
}
