// A Resources tool's page (/resources/tools/<id> in each language, and its other pages): the
// tool's island, found in its folder by id (app/features/tools).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { searchRegion } from "~/features/search/region";
import { useLoaderData } from "@remix-run/react";
import { Island } from "~/islands/Island";
import { PageHeader } from "~/components/PageBlocks";
import { localContent } from "~/content/content.server";
import { languagesOf, pageMeta, titled } from "~/seo/page-meta.server";
import { metaTags } from "~/seo/meta";
import { notFound } from "~/lib/responses";
import { paths as englishPaths } from "~/lib/paths";
import { TOOL_PAGE_POLICY } from "~/features/tools/define-page";
import { isToolId, type ToolId } from "~/features/tools/registry";
import { toolPage } from "~/features/tools/page-by-id.server";
import { stylesheetOf, viewOf } from "~/features/tools/view-by-id";
import toolsPrintStylesheet from "~/styles/tools-print.css?url";

// Each tool is an island, hydrated with only its own script and the shared React file; in
// `npm run dev`, which has no built island, the page hydrates through Remix instead.
export const handle = { hydrate: import.meta.env.DEV };

// Also answers a tool's other pages (the checklist's ages: paths.milestoneAge), by param "part".
export function loader({ params }: LoaderFunctionArgs) {
  const id = params.tool ?? "";
  if (!isToolId(id)) throw notFound();
  // 404 for a language that is not built, or that has not translated this tool.
  const local = localContent(params);
  const { header: page, ...tool } = toolPage(local, id, params.part);
  // A language without this tool: its Resources page's tools, where it has that page.
  const languages = languagesOf(page.path, (other) => other.translatedTools.includes(id), {
    nearest: (other) =>
      other.translatedPages.includes("resources")
        ? englishPaths.resourcesTools()
        : englishPaths.home(),
  });
  return {
    page,
    privacy: local.tools!.shared.privacy,
    privacyHref: local.paths.privacy(),
    // The tool's own styles (what every tool shares, and its own: no page waits for another
    // tool's), and the printed summary's, which apply to print only and hold up no paint.
    stylesheets: [{ href: stylesheetOf(id) }, { href: toolsPrintStylesheet, media: "print" }],
    tool,
    // The tools' words shown after an action, which a tool loads as it starts: kept offline too.
    laterWords: local.paths.toolsLaterWords(),
    ...languages,
    meta: pageMeta(local, {
      title: titled(local, page.title),
      description: page.description,
      path: page.path,
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
  const { page, privacy, privacyHref, tool, laterWords } = useLoaderData<typeof loader>();
  return (
    <div {...searchRegion("tool")}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <section className="section section-tight">
        <div className="container narrow-left">
          {/* One line above the questions, so the first question is on a phone's first screen;
              the whole paragraph is one tap away. */}
          <details className="tool-privacy">
            <summary>{privacy.heading}</summary>
            <p>
              {privacy.text} <a href={privacyHref}>{privacy.linkText}</a>
            </p>
          </details>
          <ToolIsland tool={tool} later={[laterWords]} />
        </div>
      </section>
    </div>
  );
}

function ToolIsland({ tool, later }: { tool: { id: ToolId; props: unknown }; later: string[] }) {
  const View = viewOf(tool.id);
  const props = tool.props as Record<string, unknown>;
  return (
    <Island name={tool.id} props={props} later={later}>
      <View {...props} />
    </Island>
  );
}
