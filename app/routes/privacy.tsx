import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Prose } from "~/components/ui";
import { pageHtml, pages, site } from "~/content/content.server";
import { metaTags, pageMeta } from "~/lib/meta";

export async function loader() {
  const page = pages.privacy;
  return {
    heading: page.heading,
    html: await pageHtml("privacy"),
    meta: pageMeta(site.name, page.title, page.description),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export default function Privacy() {
  const { heading, html } = useLoaderData<typeof loader>();
  return (
    <section className="section">
      <div className="container narrow">
        <h1>{heading}</h1>
        <Prose html={html} />
      </div>
    </section>
  );
}
