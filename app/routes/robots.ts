// /robots.txt.
import { robotsTxt } from "~/seo/feeds.server";

export function loader() {
  return new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
