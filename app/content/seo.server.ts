// Builds each page's PageMeta (title, canonical, Open Graph, JSON-LD) from content/, so the
// practice's name, address and URL that search engines read are the ones the page shows.
import { fill } from "~/lib/format";
import type { PageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { absoluteUrl, categoryOf, publishing, site } from "./content.server";
import type { Article } from "./load";

/** "About Us | Practice name": the format is content/site.yaml's. */
export const titled = (title: string) => fill(site.labels.pageTitle, { title, name: site.name });

export function pageMeta(page: {
  /** The whole document title; most pages use titled(...). */
  title: string;
  description: string;
  path: string;
  type?: PageMeta["type"];
  image?: string;
  imageAlt?: string;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
}): PageMeta {
  return {
    title: page.title,
    description: page.description,
    url: absoluteUrl(page.path),
    image: absoluteUrl(page.image ?? paths.siteShareImage()),
    imageAlt: page.imageAlt ?? `${site.name}: ${site.tagline}`,
    type: page.type ?? "website",
    siteName: site.name,
    locale: site.locale,
    noindex: publishing.preview || page.noindex === true,
    jsonLd: page.jsonLd,
  };
}

/** The practice as schema.org sees it: the same name, phone, address and URL the site shows. */
export function practiceJsonLd(): Record<string, unknown> {
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
export function articleJsonLd(article: Article): Record<string, unknown> {
  const url = absoluteUrl(paths.article(article.slug));
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
    image: absoluteUrl(paths.articleShareImage(article.slug)),
    inLanguage: site.locale,
    articleSection: categoryOf(article).title,
    wordCount: article.wordCount,
    datePublished: article.date,
    ...(article.updated ? { dateModified: article.updated } : {}),
    author: practice,
    publisher: practice,
    ...(article.reviewedBy ? { reviewedBy: { "@type": "Person", name: article.reviewedBy } } : {}),
    ...(article.lastReviewed ? { lastReviewed: article.lastReviewed } : {}),
  };
}
