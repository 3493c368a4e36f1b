// The feed of articles (/rss.xml, and each other language's /<code>/rss.xml).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { rssXml } from "~/seo/feeds.server";
import { localContent } from "~/content/content.server";

/** /rss.xml, and /<code>/rss.xml of each other language: that language's articles. */
export function loader({ params }: LoaderFunctionArgs) {
  return new Response(rssXml(localContent(params)), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
