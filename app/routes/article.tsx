// An article's page (/resources/<slug> in each language): its text, who reviewed it, related
// articles, and its share buttons.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArrowLeft } from "~/lib/icons";
import { ArticleCard } from "~/components/ArticleCard";
import { ArticleMeta } from "~/components/ArticleMeta";
import { searchIgnored, searchRegion } from "~/features/search/region";
import { PublicationBanner, statusSuffix } from "~/components/PublicationNotice";
import { Prose } from "~/components/PageBlocks";
import { ShareArticle } from "~/components/ShareArticle";
import { useLocalPaths } from "~/components/layout-data";
import {
  absoluteUrl,
  ageGroupsOf,
  articleOnPage,
  categoryOf,
  findArticle,
  localContent,
} from "~/content/content.server";
import { relatedArticles } from "~/content/related-articles";
import { articleJsonLd, languagesOf, pageMeta, titled } from "~/seo/page-meta.server";
import { fillParts, formatDate } from "~/lib/format";
import { metaTags } from "~/seo/meta";
import { paths as englishPaths } from "~/lib/paths";
import { notFound } from "~/lib/responses";
import { articleSummary, readTimeText } from "./article-lists.server";

export function loader({ params }: LoaderFunctionArgs) {
  const local = localContent(params);
  const { site, words, paths } = local;
  // Its translation, or the English article inside this language's pages (marked with its lang).
  const article = articleOnPage(local, params.slug ?? "");
  if (!article) throw notFound();
  const english = localContent({});
  const englishOnly = article.lang !== undefined;
  const category = categoryOf(local, article);
  const englishPath = englishPaths.article(article.slug);
  // Every language has every article: a translation, or the English one inside its pages.
  const languages = languagesOf(
    englishPath,
    (other) => findArticle(other, article.slug) !== undefined,
    {
      translation: article.translation,
      nearest: () => englishPath,
    },
  );
  const publication = { status: article.status, date: formatDate(article.date, site.locale) };
  return {
    article: {
      title: article.title,
      date: { iso: article.date, text: publication.date },
      publication,
      // A stale translation does not say what it was made from: the English page's date is not its own.
      updated:
        article.updated && !article.translation?.stale
          ? formatDate(article.updated, site.locale)
          : undefined,
      // The reviewer as the article names them: in English where the article is (its lang).
      reviewed: article.reviewedBy
        ? {
            template: article.lastReviewed ? words.labels.reviewedByOn : words.labels.reviewedBy,
            name: article.reviewedBy,
            date: article.lastReviewed ? formatDate(article.lastReviewed, site.locale) : "",
          }
        : undefined,
      readTime: readTimeText(local, article.readTime),
      category: category.title,
      categoryHref: paths.topic(category.id),
      ageGroups: ageGroupsOf(local, article).map((group) => ({
        label: `${group.title} (${group.ages})`,
        href: paths.ageGroup(group.id),
      })),
    },
    html: article.html,
    // Shared at this page's own address: the article in the language the parent reads it in.
    share: { title: article.title, url: absoluteUrl(paths.article(article.slug)) },
    /** The article's own language where it is not the page's (English, not translated yet). */
    lang: article.lang,
    related: relatedArticles(local.articles, article).map((other) => articleSummary(local, other)),
    words: { navigation: words.navigation, labels: words.labels },
    ...languages,
    // An article in English only is the English page's copy: its address, picture and JSON-LD.
    meta: pageMeta(local, {
      title: titled(local, article.title + statusSuffix(publication, words.labels)),
      description: article.description,
      path: englishPath,
      type: "article",
      image: (englishOnly ? englishPaths : paths).articleShareImage(article.slug),
      imageAlt: `${article.title} (${category.title})`,
      noindex: article.status !== "published",
      jsonLd: articleJsonLd(englishOnly ? english : local, article),
      languages: languages.languages,
      ...(englishOnly ? { copyOf: { path: englishPath, locale: english.language.locale } } : {}),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

/** Its Share box is woken by the layout's script, which only an article's page carries whole. */
export const handle = { share: true };

export default function ArticlePage() {
  const { article, html, lang, share, related, words } = useLoaderData<typeof loader>();
  const { labels } = words;
  const paths = useLocalPaths();
  return (
    <article className="section article">
      <div className="container narrow">
        <PublicationBanner article={article.publication} labels={labels} />
        <a className="text-link back-link" href={paths.resources()}>
          <ArrowLeft className="icon" aria-hidden="true" />
          {labels.backToResources}
        </a>
        {/* Found by search when published: its title and body, not the links around them, nor
            the facts about it (topic, read time, ages, review), which would open its excerpt. */}
        <div {...searchRegion("article", article.publication.status === "published")}>
          <header className="article-header">
            {lang && (
              <p className="translation-notice" {...searchIgnored}>
                {labels.englishOnly}
              </p>
            )}
            <h1 lang={lang}>{article.title}</h1>
            <ArticleMeta
              category={article.category}
              categoryHref={article.categoryHref}
              readTime={article.readTime}
              date={article.date}
              marks={searchIgnored}
            />
            <p className="article-ages" {...searchIgnored}>
              {article.ageGroups.map((group, index) => (
                <span key={group.href}>
                  {index > 0 && " · "}
                  <a href={group.href}>{group.label}</a>
                </span>
              ))}
            </p>
            <ReviewLine article={article} lang={lang} updatedLabel={labels.updated} />
          </header>
          <Prose html={html} lang={lang} />
        </div>
        <ShareArticle title={share.title} url={share.url} words={labels.share} />
        <aside className="cta-box" aria-labelledby="article-cta">
          <h2 id="article-cta">{labels.articleCtaHeading}</h2>
          <p>{labels.articleCtaText}</p>
          <a className="button button-primary" href={paths.contactForm()}>
            {words.navigation.book}
          </a>
        </aside>
        {related.length > 0 && (
          <section className="related" aria-labelledby="related-heading">
            <h2 id="related-heading">{labels.relatedArticles}</h2>
            <ul className="card-grid">
              {related.map((other) => (
                <ArticleCard key={other.slug} article={other} labels={labels} />
              ))}
            </ul>
          </section>
        )}
        <a className="text-link back-link" href={paths.resources()}>
          <ArrowLeft className="icon" aria-hidden="true" />
          {labels.backToResources}
        </a>
      </div>
    </article>
  );
}

type ArticleData = ReturnType<typeof useLoaderData<typeof loader>>["article"];

/** When the article was updated and who reviewed it, when it says. */
function ReviewLine({
  article,
  lang,
  updatedLabel,
}: {
  article: ArticleData;
  lang: string | undefined;
  updatedLabel: string;
}) {
  if (!article.updated && !article.reviewed) return null;
  return (
    <p className="article-review" {...searchIgnored}>
      {article.updated && (
        <span>
          {updatedLabel} {article.updated}
        </span>
      )}
      {article.reviewed && (
        <span>
          {fillParts(article.reviewed.template, {
            name: lang ? (
              <span key="name" lang={lang}>
                {article.reviewed.name}
              </span>
            ) : (
              article.reviewed.name
            ),
            date: article.reviewed.date,
          })}
        </span>
      )}
    </p>
  );
}
