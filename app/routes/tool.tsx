import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Island } from "~/islands/Island";
import { PageHeader } from "~/components/PageBlocks";
import { localContent } from "~/content/content.server";
import { languagesOf, pageMeta, titled } from "~/seo/page-meta.server";
import { metaTags } from "~/seo/meta";
import { isToolId, TOOL_PAGE_POLICY } from "~/features/tools/registry";
import { Diary } from "~/features/tools/diary/Diary";
import { Checklist } from "~/features/tools/milestones/Checklist";
import { Reflection } from "~/features/tools/reflection/Reflection";
import toolsStylesheet from "~/styles/tools.css?url";
import { toolData, toolPage, type ToolData } from "../features/tools/props.server";

// Each tool is an island, hydrated with only its own script and the shared React file; in
// `npm run dev`, which has no built island, the page hydrates through Remix instead.
export const handle = { hydrate: import.meta.env.DEV };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: toolsStylesheet }];

// Also answers the milestone checklist's age pages (paths.milestoneAge), whose param is "age".
export function loader({ params }: LoaderFunctionArgs) {
  const id = params.age === undefined ? (params.tool ?? "") : "milestones";
  if (!isToolId(id)) throw new Response("Not found", { status: 404 });
  // 404 for a language that is not built, or that has not translated this tool.
  const local = localContent(params);
  const tool = toolData(local, id, params.age);
  const page = toolPage(local, tool);
  const languages = languagesOf(local, page.path, (other) => other.translatedTools.includes(id));
  return {
    page,
    privacy: local.tools!.shared.privacy,
    privacyHref: local.paths.privacy(),
    tool,
    ...languages,
    meta: pageMeta(local, {
      title: titled(local, page.title),
      description: page.description,
      path: page.localPath,
      languages: languages.languages,
    }),
  };
}

// A tool page may connect nowhere: the browser refuses any fetch, whatever the host sends.
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { httpEquiv: "Content-Security-Policy", content: TOOL_PAGE_POLICY },
  ...metaTags(data?.meta),
];

export default function ToolRoute() {
  const { page, privacy, privacyHref, tool } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <section className="section section-tight">
        <div className="container narrow-left">
          <aside className="tool-privacy" aria-labelledby="tool-privacy-heading">
            <h2 id="tool-privacy-heading">{privacy.heading}</h2>
            <p>
              {privacy.text} <a href={privacyHref}>{privacy.linkText}</a>
            </p>
          </aside>
          <ToolIsland tool={tool} />
        </div>
      </section>
    </>
  );
}

function ToolIsland({ tool }: { tool: ToolData }) {
  switch (tool.id) {
    case "diary":
      return (
        <Island name="diary" props={tool.props}>
          <Diary {...tool.props} />
        </Island>
      );
    case "milestones":
      return (
        <Island name="milestones" props={tool.props}>
          <Checklist {...tool.props} />
        </Island>
      );
    case "reflection":
      return (
        <Island name="reflection" props={tool.props}>
          <Reflection {...tool.props} />
        </Island>
      );
  }
}
