// The privacy page (/privacy in each language).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { searchRegion } from "~/features/search/region";
import { useLoaderData } from "@remix-run/react";
import { Prose } from "~/components/PageBlocks";
import { metaTags } from "~/seo/meta";
import { paths } from "~/lib/paths";
import { fixedPage } from "./fixed-page.server";

export function loader({ params }: LoaderFunctionArgs) {
  const { page, shown } = fixedPage(params, "privacy", paths.privacy());
  return { heading: page.heading, html: page.html, ...shown };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export default function Privacy() {
  const { heading, html } = useLoaderData<typeof loader>();
  return (
    <section className="section" {...searchRegion("page")}>
      <div className="container narrow">
        <h1>{heading}</h1>
        <Prose html={html} />
      </div>
    </section>
  );
}
