// Link-preview images (WhatsApp, social sites): one for the site and one per article in each of its
// languages, drawn from the title and category. The static export saves them as PNG files, so they
// are made once a build.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { categoryOf, findArticle, localContent } from "~/content/content.server";
import { notFound } from "~/lib/responses";
import { renderShareImage } from "~/seo/share-image.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const local = localContent(params);
  const { site } = local;
  const domain = new URL(site.url).hostname.replace(/^www\./, "");
  let image: Buffer;
  if (params.file === undefined) {
    image = await renderShareImage({
      title: site.tagline,
      kicker: site.address.city,
      siteName: site.name,
      footer: domain,
    });
  } else {
    const article = findArticle(local, params.file.replace(/\.png$/, ""));
    if (!article || !params.file.endsWith(".png")) {
      throw notFound();
    }
    image = await renderShareImage({
      title: article.title,
      kicker: categoryOf(local, article).title,
      siteName: site.name,
      footer: domain,
    });
  }
  return new Response(new Uint8Array(image), { headers: { "Content-Type": "image/png" } });
}
