import type { MetaDescriptor } from "@remix-run/node";

export type PageMeta = { title: string; description: string };

/** "About Us | Practice name"; the home page puts the practice's name first. */
export function pageMeta(siteName: string, title: string, description: string): PageMeta {
  return { title: title === "Home" ? siteName : `${title} | ${siteName}`, description };
}

export function metaTags(meta: PageMeta | undefined): MetaDescriptor[] {
  if (!meta) return [];
  return [{ title: meta.title }, { name: "description", content: meta.description }];
}

/** Error pages: their own title and description, and never in a search index. */
export function errorMetaTags(
  siteName: string,
  copy: { title: string; text: string },
): MetaDescriptor[] {
  return [
    ...metaTags(pageMeta(siteName, copy.title, copy.text)),
    { name: "robots", content: "noindex" },
  ];
}
