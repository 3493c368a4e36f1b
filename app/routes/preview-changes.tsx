// /preview/changes (and /mr/preview/changes …), in preview builds only: the reviewers' list of
// what this branch changes (app/features/preview).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/seo/page-meta.server";
import { languageLinks, localContent } from "~/content/content.server";
import { metaTags } from "~/seo/meta";
import { paths } from "~/lib/paths";
import { ChangesPage } from "~/features/preview/ChangesPage";
import { previewChanges } from "~/features/preview/changes.server";

export function loader({ params }: LoaderFunctionArgs) {
  const changes = previewChanges(params);
  return {
    ...changes,
    meta: pageMeta(localContent(params), {
      title: changes.words.title,
      description: changes.words.intro,
      path: paths.previewChanges(),
      noindex: true,
      languages: languageLinks(paths.previewChanges(), () => true),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export default function PreviewChanges() {
  return <ChangesPage data={useLoaderData<typeof loader>()} />;
}
