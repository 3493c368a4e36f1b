// /sitemap.xml.
import { sitemapXml } from "~/seo/feeds.server";

export function loader() {
  return new Response(sitemapXml(), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
