// The meta tags of a page (title, description, Open Graph, hreflang), and of the error pages.
import type { MetaDescriptor } from "@remix-run/node";
import { fill } from "../lib/format";

/** Everything a page tells browsers, search engines and link previews about itself. */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute canonical address. */
  url: string;
  /** Absolute address of the link-preview image. */
  image: string;
  imageAlt: string;
  type: "website" | "article";
  siteName: string;
  /** The page's language and region, "en-IN". */
  locale: string;
  /** Drafts, scheduled articles and every page of a preview build stay out of search engines. */
  noindex: boolean;
  jsonLd?: Record<string, unknown>;
  /** The RSS feed of the page's language. */
  feed: string;
  /** The page in each language that has it, and x-default; empty when only one has it. */
  alternates: { hreflang: string; href: string }[];
};

/** Open Graph writes a locale with an underscore: "mr_IN". */
const ogLocale = (locale: string) => locale.replace("-", "_");

/** Link-preview images: the size WhatsApp and social sites show best. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

export function metaTags(meta: PageMeta | undefined): MetaDescriptor[] {
  if (!meta) return [];
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: meta.url },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", href: meta.feed },
    ...meta.alternates.map((each) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: each.hreflang,
      href: each.href,
    })),
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: meta.url },
    { property: "og:type", content: meta.type },
    { property: "og:site_name", content: meta.siteName },
    { property: "og:locale", content: ogLocale(meta.locale) },
    ...meta.alternates
      .filter((each) => each.hreflang !== "x-default" && each.hreflang !== meta.locale)
      .map((each) => ({ property: "og:locale:alternate", content: ogLocale(each.hreflang) })),
    { property: "og:image", content: meta.image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: meta.imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: meta.image },
    ...(meta.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(meta.jsonLd ? [{ "script:ld+json": meta.jsonLd }] : []),
  ];
}

/** Error pages: their own title (in the format of every page's) and description, never indexed. */
export function errorMetaTags(
  site: { name: string },
  labels: { pageTitle: string },
  copy: { title: string; text: string },
  feed: string,
): MetaDescriptor[] {
  return [
    { title: fill(labels.pageTitle, { title: copy.title, name: site.name }) },
    { name: "description", content: copy.text },
    { name: "robots", content: "noindex" },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", href: feed },
  ];
}
