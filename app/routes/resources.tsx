import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArrowRight } from "~/lib/icons";
import { ArticleCard } from "~/components/ArticleCard";
import { Icon } from "~/components/Icon";
import { PageHeader, Section, Stats } from "~/components/ui";
import { articles, pages, publishedArticles, site } from "~/content/content.server";
import { pageMeta, titled } from "~/content/seo.server";
import { statsToShow } from "~/content/stats";
import { metaTags } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { articleSummary } from "./article-lists.server";
import { keepTogether } from "~/lib/typography";

/** The Resources page shows the newest six articles (the specification's six cards). */
const ARTICLES_ON_RESOURCES = 6;

export function loader() {
  const page = pages.resources;
  return {
    page,
    stats: statsToShow(page.stats, { articles: publishedArticles.length }, site.locale),
    articles: articles.slice(0, ARTICLES_ON_RESOURCES).map(articleSummary),
    categories: page.categories.map((category) => ({
      ...category,
      href: paths.topic(category.id),
    })),
    ageGroups: page.ageGroups.map((group) => ({ ...group, href: paths.ageGroup(group.id) })),
    tools: page.tools.map((tool) => ({ ...tool, href: tool.id && paths.tool(tool.id) })),
    allArticlesHref: paths.allArticles(),
    labels: site.labels,
    meta: pageMeta({
      title: titled(page.title),
      description: page.description,
      path: paths.resources(),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export default function Resources() {
  const { page, stats, articles, categories, ageGroups, tools, allArticlesHref, labels } =
    useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <section className="section section-tight" aria-label={page.heading}>
        <div className="container">
          <Stats stats={stats} />
        </div>
      </section>
      <Section id="topics" heading={page.categoriesHeading}>
        <ul className="card-grid card-grid-4">
          {categories.map((category) => (
            <li className="card card-linked" key={category.id}>
              <Icon name={category.icon} className="icon icon-badge" />
              <h3 className="card-title">
                <a className="card-link" href={category.href}>
                  {category.title}
                </a>
              </h3>
              <p>{category.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="age-groups" heading={page.ageGroupsHeading} tone="tinted">
        <ul className="card-grid card-grid-3">
          {ageGroups.map((group) => (
            <li className="card card-linked" key={group.id}>
              <Icon name={group.icon} className="icon icon-badge" />
              <h3 className="card-title">
                <a className="card-link" href={group.href}>
                  {group.title}
                </a>
              </h3>
              <p className="card-kicker">{keepTogether(group.ages)}</p>
              <p>{group.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="articles" heading={page.articlesHeading}>
        <ul className="card-grid card-grid-3">
          {articles.map((article) => (
            <ArticleCard key={article.slug} article={article} labels={labels} />
          ))}
        </ul>
        <p className="section-more">
          <a className="button button-secondary" href={allArticlesHref}>
            {labels.seeAllArticles}
            <ArrowRight className="icon" aria-hidden="true" />
          </a>
        </p>
      </Section>
      <Section id="tools" heading={page.toolsHeading} intro={page.toolsIntro} tone="tinted">
        <ul className="card-grid card-grid-3">
          {tools.map((tool) => (
            <li className={`card tool-card${tool.href ? " card-linked" : ""}`} key={tool.title}>
              <Icon name={tool.icon} className="icon icon-badge" />
              <h3 className="card-title">
                {tool.href ? (
                  <a className="card-link" href={tool.href}>
                    {tool.title}
                  </a>
                ) : (
                  tool.title
                )}
              </h3>
              <p>{tool.description}</p>
              {!tool.href && <p className="badge badge-muted card-footer">{labels.comingSoon}</p>}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
