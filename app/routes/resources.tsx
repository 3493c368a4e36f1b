// The Resources page (/resources in each language): the newest articles, topics, age groups and
// the tools.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArrowRight } from "~/lib/icons";
import { ArticleCards } from "~/components/ArticleListPage";
import { Icon } from "~/components/Icon";
import { LinkedCard } from "~/components/LinkedCard";
import { PageHeader, Section, Stats } from "~/components/PageBlocks";
import { publishedInLanguage } from "~/content/content.server";
import { statsToShow } from "~/content/stats";
import { metaTags } from "~/seo/meta";
import { PAGE_PARTS, paths } from "~/lib/paths";
import { articleSummary } from "./article-lists.server";
import { fixedPage } from "./fixed-page.server";
import { keepTogether } from "~/lib/typography";
import { toolTitle } from "~/features/tools/page-by-id.server";
import { isToolId } from "~/features/tools/registry";

/** The Resources page shows the newest six articles (the specification's six cards). */
const ARTICLES_ON_RESOURCES = 6;

export function loader({ params }: LoaderFunctionArgs) {
  const { local, page, shown } = fixedPage(params, "resources", paths.resources());
  const { articles } = local;
  return {
    page,
    stats: statsToShow(
      page.stats,
      { articles: publishedInLanguage(local).length },
      local.site.locale,
    ),
    articles: articles
      .slice(0, ARTICLES_ON_RESOURCES)
      .map((article) => articleSummary(local, article)),
    categories: page.categories.map((category) => ({
      ...category,
      href: local.paths.topic(category.id),
    })),
    ageGroups: page.ageGroups.map((group) => ({
      ...group,
      href: local.paths.ageGroup(group.id),
    })),
    tools: page.tools.map((tool) => ({
      ...tool,
      // The page's schema took the registry's ids (PageLists): a card's id is a tool's.
      ...(tool.id && isToolId(tool.id) ? toolTitle(local, tool.id) : { title: tool.title ?? "" }),
      href: tool.id && local.paths.tool(tool.id),
    })),
    allArticlesHref: local.paths.allArticles(),
    labels: local.words.labels,
    ...shown,
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
      <Section id={PAGE_PARTS.resources.topics} heading={page.categoriesHeading}>
        <ul className="card-grid card-grid-4">
          {categories.map((category) => (
            <LinkedCard
              key={category.id}
              icon={category.icon}
              title={category.title}
              href={category.href}
              description={category.description}
            />
          ))}
        </ul>
      </Section>
      <Section id={PAGE_PARTS.resources.ageGroups} heading={page.ageGroupsHeading} tone="tinted">
        <ul className="card-grid card-grid-3">
          {ageGroups.map((group) => (
            <LinkedCard
              key={group.id}
              icon={group.icon}
              title={group.title}
              href={group.href}
              kicker={keepTogether(group.ages)}
              description={group.description}
            />
          ))}
        </ul>
      </Section>
      <Section id={PAGE_PARTS.resources.articles} heading={page.articlesHeading}>
        <ArticleCards articles={articles} labels={labels} headingLevel={3} />
        <p className="section-more">
          <a className="button button-secondary" href={allArticlesHref}>
            {labels.seeAllArticles}
            <ArrowRight className="icon" aria-hidden="true" />
          </a>
        </p>
      </Section>
      <Section
        id={PAGE_PARTS.resources.tools}
        heading={page.toolsHeading}
        intro={page.toolsIntro}
        tone="tinted"
      >
        <ul className="card-grid card-grid-3">
          {tools.map((tool) => (
            <li className={`card tool-card${tool.href ? " card-linked" : ""}`} key={tool.title}>
              <Icon name={tool.icon} className="icon icon-badge" />
              <h3 className="card-title">
                {tool.href ? (
                  // A tool the language has not translated opens in English, named in English.
                  <a className="card-link" href={tool.href} lang={tool.lang} hrefLang={tool.lang}>
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
