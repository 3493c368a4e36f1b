import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArrowRight } from "lucide-react";
import { ArticleMeta } from "~/components/ArticleMeta";
import { Icon } from "~/components/Icon";
import { PageHeader, Section, Stats } from "~/components/ui";
import { articles, categoryOf, pages, site } from "~/content/content.server";
import { metaTags, pageMeta } from "~/lib/meta";

export function loader() {
  const page = pages.resources;
  return {
    page,
    articles: articles.map((article) => ({
      slug: article.slug,
      title: article.title,
      description: article.description,
      readTime: article.readTime,
      category: categoryOf(article).title,
    })),
    labels: site.labels,
    meta: pageMeta(site.name, page.title, page.description),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export default function Resources() {
  const { page, articles, labels } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <section className="section section-tight" aria-label={page.heading}>
        <div className="container">
          <Stats stats={page.stats} />
        </div>
      </section>
      <Section id="topics" heading={page.categoriesHeading}>
        <ul className="card-grid card-grid-4">
          {page.categories.map((category) => (
            <li className="card" key={category.id}>
              <Icon name={category.icon} className="icon icon-badge" />
              <h3 className="card-title">{category.title}</h3>
              <p>{category.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="age-groups" heading={page.ageGroupsHeading} tone="tinted">
        <ul className="card-grid card-grid-3">
          {page.ageGroups.map((group) => (
            <li className="card" key={group.id}>
              <Icon name={group.icon} className="icon icon-badge" />
              <h3 className="card-title">{group.title}</h3>
              <p className="card-kicker">{group.ages}</p>
              <p>{group.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="articles" heading={page.articlesHeading}>
        <ul className="card-grid card-grid-3">
          {articles.map((article) => (
            <li className="card article-card" key={article.slug}>
              <ArticleMeta category={article.category} readTime={article.readTime} />
              <h3 className="card-title">{article.title}</h3>
              <p>{article.description}</p>
              <a
                className="text-link card-footer"
                href={`/resources/${article.slug}`}
                aria-label={`${labels.readMore}: ${article.title}`}
              >
                {labels.readMore}
                <ArrowRight className="icon" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="tools" heading={page.toolsHeading} intro={page.toolsIntro} tone="tinted">
        <ul className="card-grid card-grid-3">
          {page.tools.map((tool) => (
            <li className="card tool-card" key={tool.title}>
              <Icon name={tool.icon} className="icon icon-badge" />
              <h3 className="card-title">{tool.title}</h3>
              <p>{tool.description}</p>
              <p className="badge badge-muted card-footer">{labels.comingSoon}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
