import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Prose } from "~/components/ui";
import { pages } from "~/content/content.server";
import { pageMeta, titled } from "~/content/seo.server";
import { metaTags } from "~/lib/meta";
import { paths } from "~/lib/paths";

export function loader() {
  const page = pages.privacy;
  return {
    heading: page.heading,
    html: page.html,
    meta: pageMeta({
      title: titled(page.title),
      description: page.description,
      path: paths.privacy(),
    }),
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
