import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { ArticleMeta } from "~/components/ArticleMeta";
import { Prose } from "~/components/ui";
import { ageGroupsOf, articleHtml, categoryOf, findArticle, site } from "~/content/content.server";
import { metaTags, pageMeta } from "~/lib/meta";

export async function loader({ params }: LoaderFunctionArgs) {
  const article = findArticle(params.slug ?? "");
  if (!article) throw new Response("Not found", { status: 404 });
  return {
    article: {
      title: article.title,
      date: article.date,
      readTime: article.readTime,
      category: categoryOf(article).title,
      ageGroups: ageGroupsOf(article).map((group) => `${group.title} (${group.ages})`),
    },
    html: await articleHtml(article),
    site: { navigation: site.navigation, labels: site.labels },
    meta: pageMeta(site.name, article.title, article.description),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export default function ArticlePage() {
  const { article, html, site } = useLoaderData<typeof loader>();
  return (
    <article className="section article">
      <div className="container narrow">
        <a className="text-link back-link" href="/resources">
          <ArrowLeft className="icon" aria-hidden="true" />
          {site.labels.backToResources}
        </a>
        <header className="article-header">
          <h1>{article.title}</h1>
          <ArticleMeta
            category={article.category}
            readTime={article.readTime}
            date={article.date}
          />
          <p className="article-ages">{article.ageGroups.join(" · ")}</p>
        </header>
        <Prose html={html} />
        <aside className="cta-box" aria-labelledby="article-cta">
          <h2 id="article-cta">{site.labels.articleCtaHeading}</h2>
          <p>{site.labels.articleCtaText}</p>
          <a className="button button-primary" href="/contact">
            {site.navigation.book}
          </a>
        </aside>
        <a className="text-link back-link" href="/resources">
          <ArrowLeft className="icon" aria-hidden="true" />
          {site.labels.backToResources}
        </a>
      </div>
    </article>
  );
}
