import { rssXml } from "~/content/feeds.server";

export function loader() {
  return new Response(rssXml(), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
