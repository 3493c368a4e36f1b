// All articles, one topic's articles, or one age group's: app/routes.ts mounts this module three
// times, and the parameter that is present says which list it is.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleListPage } from "~/components/ArticleListPage";
import { ageGroupsIn, categoriesOf, localContent, translatedPage } from "~/content/content.server";
import { articleListData } from "./article-lists.server";
import { metaTags } from "~/seo/meta";
import { paths } from "~/lib/paths";
import { notFound } from "~/lib/responses";

export function loader({ params }: LoaderFunctionArgs) {
  const local = localContent(params);
  // The lists are part of the Resources page: a language has them once that page is translated.
  translatedPage(local, "resources");
  const { articles } = local;
  const pageParam = params.page;
  if (params.topic !== undefined) {
    const category = categoriesOf(local).find((category) => category.id === params.topic);
    if (!category) throw notFound();
    return articleListData(local, {
      heading: category.title,
      intro: category.description,
      articles: articles.filter((article) => article.category === category.id),
      pathOf: (page) => paths.topic(category.id, page),
      pageParam,
    });
  }
  if (params.ageGroup !== undefined) {
    const group = ageGroupsIn(local).find((group) => group.id === params.ageGroup);
    if (!group) throw notFound();
    return articleListData(local, {
      heading: `${group.title} (${group.ages})`,
      intro: group.description,
      articles: articles.filter((article) => article.ageGroups.includes(group.id)),
      pathOf: (page) => paths.ageGroup(group.id, page),
      pageParam,
    });
  }
  return articleListData(local, {
    heading: local.words.labels.allArticles,
    intro: local.words.labels.allArticlesIntro,
    articles,
    pathOf: paths.allArticles,
    pageParam,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export default function ArticleList() {
  return <ArticleListPage {...useLoaderData<typeof loader>()} />;
}
