// The search page (/search in each language): app/features/search.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SearchPage } from "~/features/search/SearchPage";
import { searchPageData } from "~/features/search/search.server";
import { paths } from "~/lib/paths";
import { metaTags } from "~/seo/meta";
import searchStylesheet from "~/styles/search.css?url";
import { fixedPage } from "./fixed-page.server";

export function loader({ params }: LoaderFunctionArgs) {
  const { local, page, shown } = fixedPage(params, "search", paths.search());
  // Its own styles, which no other page needs (the layout links a page's stylesheets).
  return { ...searchPageData(local, page), ...shown, stylesheets: [{ href: searchStylesheet }] };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export default function Search() {
  return <SearchPage {...useLoaderData<typeof loader>()} />;
}
