// What a route of one of the fixed pages (About, Services …) loads in its language: the page, or
// 404 where it is not translated, and what every page returns besides (its languages, a stale
// translation's notice, its meta tags).
import { localContent, translatedPage } from "~/content/content.server";
import type { PageName } from "~/content/content-types";
import { languagesOf, pageMeta, titled } from "~/seo/page-meta.server";

export function fixedPage<K extends PageName>(
  params: { lang?: string },
  name: K,
  englishPath: string,
) {
  const local = localContent(params);
  const page = translatedPage(local, name);
  const languages = languagesOf(englishPath, (other) => other.translatedPages.includes(name), {
    translation: page.translation,
  });
  const { title, description } = page as { title: string; description: string };
  const meta = pageMeta(local, {
    title: titled(local, title),
    description,
    path: englishPath,
    languages: languages.languages,
  });
  return { local, page, shown: { ...languages, meta } };
}
