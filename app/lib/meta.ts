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
