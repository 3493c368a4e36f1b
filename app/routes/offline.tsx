// The offline page of a language (paths.offline): what the service worker shows for a page never
// read, asked for without a connection (features/offline/). Never linked, never indexed; the
// layout around it still has the helplines, which a phone calls without the internet.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OfflinePage } from "~/components/ErrorPages";
import { localContent } from "~/content/content.server";
import { errorMetaTags } from "~/seo/meta";

export function loader({ params }: LoaderFunctionArgs) {
  const local = localContent(params);
  return {
    site: { name: local.site.name },
    words: local.words,
    errors: local.pages.errors,
    feed: local.paths.feed(),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? errorMetaTags(data.site, data.words.labels, data.errors.offline, data.feed) : [];

export default function Offline() {
  const { words, errors } = useLoaderData<typeof loader>();
  return <OfflinePage words={words} errors={errors} />;
}
