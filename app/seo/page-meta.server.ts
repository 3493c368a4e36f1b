// Builds each page's PageMeta (title, canonical, Open Graph, JSON-LD) from content/, so the
// practice's name, address and URL that search engines read are the ones the page shows.
import { fill } from "~/lib/format";
import type { PageMeta } from "~/seo/meta";
import { inLanguage, paths } from "~/lib/paths";
import {
  absoluteUrl,
  categoryOf,
  languageLinks,
  type NearestPage,
  publishing,
  site,
  type ContentInLanguage,
} from "../content/content.server";
import type { Article } from "../content/articles";
import type { LanguageLink } from "../content/schemas";

/** "About Us | Practice name": the format is the language's interface words' (pageTitle). */
export const titled = (local: ContentInLanguage, title: string) =>
  fill(local.words.labels.pageTitle, { title, name: local.site.name });

/**
 * What every page of a language returns besides its own data: the page in each language (the
 * switch and hreflang) and, for a translation whose English words changed since, the notice's facts.
 * `englishPath` is the page's address in the first language; `has` whether a language has it, and
 * `nearest` where the switch leads in one that has not (languageLinks: its home by default).
 */
export function languagesOf(
  englishPath: string,
  has: (other: ContentInLanguage) => boolean,
  { translation, nearest }: { translation?: { stale: boolean }; nearest?: NearestPage } = {},
) {
  const languages = languageLinks(englishPath, has, nearest);
  const [first] = languages;
  const stale = translation?.stale && {
    english: englishPath,
    englishLocale: first.locale,
  };
  return { languages, ...(stale ? { stale } : {}) };
}

export function pageMeta(
  local: ContentInLanguage,
  page: {
    /** The whole document title; most pages use titled(...). */
    title: string;
    description: string;
    path: string;
    type?: PageMeta["type"];
    image?: string;
    imageAlt?: string;
    noindex?: boolean;
    jsonLd?: Record<string, unknown>;
    /** The page in every language (languagesOf): hreflang links between those that have it. */
    languages: LanguageLink[];
    /**
     * A page that shows another language's page inside this language's layout (an article not
     * translated yet): that page's address and locale. Canonical and og:url name it, and the
     * copy names no alternates of its own.
     */
    copyOf?: { path: string; locale: string };
  },
): PageMeta {
  const { site } = local;
  const { copyOf } = page;
  return {
    title: page.title,
    description: page.description,
    url: absoluteUrl(copyOf?.path ?? inLanguage(page.path, local.prefix)),
    image: absoluteUrl(page.image ?? paths.siteShareImage()),
    imageAlt: page.imageAlt ?? `${site.name}: ${site.tagline}`,
    type: page.type ?? "website",
    siteName: site.name,
    noindex: publishing.preview || page.noindex === true,
    jsonLd: page.jsonLd,
    locale: copyOf?.locale ?? local.language.locale,
    feed: local.paths.feed(),
    alternates: copyOf ? [] : alternatesOf(page.languages),
  };
}

/** hreflang: each language that has the page, itself included, and x-default (the first); none alone. */
function alternatesOf(languages: LanguageLink[]): PageMeta["alternates"] {
  const existing = languages.filter((language) => language.exists);
  if (existing.length < 2) return [];
  return [
    ...existing.map((language) => ({
      hreflang: language.locale,
      href: absoluteUrl(language.path),
    })),
    { hreflang: "x-default", href: absoluteUrl(existing[0].path) },
  ];
}

/** The practice as schema.org sees it: the same name, phone, address and URL the site shows. */
export function practiceJsonLd(local: ContentInLanguage): Record<string, unknown> {
  const { site } = local;
  return {
    "@context": "https://schema.org",
    "@type": "MedicalBusiness",
    "@id": `${absoluteUrl(paths.home())}#practice`,
    name: site.name,
    description: site.about,
    url: absoluteUrl(paths.home()),
    telephone: site.phone,
    email: site.email,
    image: absoluteUrl(paths.siteShareImage()),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.lines.join(", "),
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.postalCode,
      addressCountry: "IN",
    },
    ...(Object.values(site.social).length > 0 ? { sameAs: Object.values(site.social) } : {}),
  };
}

/** An article as a medical web page: dates are the calendar dates of its frontmatter, as written. */
export function articleJsonLd(local: ContentInLanguage, article: Article): Record<string, unknown> {
  const url = absoluteUrl(local.paths.article(article.slug));
  const practice = { "@type": "MedicalBusiness", name: site.name, url: absoluteUrl(paths.home()) };
  return {
    "@context": "https://schema.org",
    "@type": "MedicalWebPage",
    "@id": url,
    url,
    mainEntityOfPage: url,
    headline: article.title,
    name: article.title,
    description: article.description,
    image: absoluteUrl(local.paths.articleShareImage(article.slug)),
    inLanguage: local.language.locale,
    articleSection: categoryOf(local, article).title,
    wordCount: article.wordCount,
    datePublished: article.date,
    ...(article.updated ? { dateModified: article.updated } : {}),
    author: practice,
    publisher: practice,
    ...(article.reviewedBy ? { reviewedBy: { "@type": "Person", name: article.reviewedBy } } : {}),
    ...(article.lastReviewed ? { lastReviewed: article.lastReviewed } : {}),
  };
}
