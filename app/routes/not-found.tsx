import { data as withStatus, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NotFoundPage } from "~/components/ErrorPages";
import { pages, site } from "~/content/content.server";

// Any path no other route matches: the 404 page inside the layout, sent with status 404.
export function loader() {
  return withStatus({ site, errors: pages.errors }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.errors.notFound.title} | ${data.site.name}` },
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function NotFound() {
  const { site, errors } = useLoaderData<typeof loader>();
  return <NotFoundPage site={site} errors={errors} />;
}
