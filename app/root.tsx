// The document every page is drawn in: head, layout (header, footer, help box, action bar),
// the layout's data in the page's language, and the error screens (404, unexpected, offline).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { ActionBar } from "~/components/ActionBar";
import { NotFoundPage, UnexpectedErrorPage } from "~/components/ErrorPages";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { HelpBox } from "~/components/HelpBox";
import type { LayoutData } from "~/components/layout-data";
import { TranslationNotices, type LeafData } from "~/components/TranslationNotices";
import { PreviewBanner } from "~/features/preview/PreviewBanner";
import { previewBanner } from "~/features/preview/banner.server";
import { languageLinks, layoutContent, publishing } from "~/content/content.server";
import { JS_FLAG_SCRIPT, layoutScript } from "~/lib/layout-script";
import { errorMetaTags } from "~/seo/meta";
import { PALETTE } from "~/lib/palette";
import { paths, pathsIn } from "~/lib/paths";
import stylesheet from "~/styles/site.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: paths.favicon(), type: "image/svg+xml" },
];

/** The site's service worker, which every page registers; `npm run dev` has none (the export writes it). */
const WORKER = import.meta.env.DEV ? undefined : paths.worker();

export function loader({ params, request }: LoaderFunctionArgs) {
  const local = layoutContent(params);
  return {
    /** In a preview build only: the reviewers' banner for this page. */
    preview: previewBanner(params, new URL(request.url).pathname),
    site: local.site,
    words: local.words,
    services: local.services.map(({ slug, title, lang }) => ({ slug, title, lang })),
    errors: local.pages.errors,
    language: {
      prefix: local.prefix,
      pages: local.translatedPages,
      locale: local.language.locale,
    },
    /** Where the switch leads from a page that does not say (an error page): each home. */
    homes: languageLinks(paths.home(), () => true),
    year: Number(publishing.today.slice(0, 4)),
  } satisfies LayoutData & Record<string, unknown>;
}

/** Only the error screens get their title here; every page route sets its own. */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error || !data) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const copy = notFound ? data.errors.notFound : data.errors.unexpected;
  return errorMetaTags(data.site, data.words.labels, copy, pathsIn(data.language).feed());
};

type Handle = { hydrate?: boolean; hasHelpBox?: boolean; share?: boolean } | undefined;

/**
 * Whether a route's `handle` says so: `hydrate` (the contact form), `hasHelpBox` (its own),
 * `share` (an article's Share box, which the layout's script wakes).
 */
function useHandle(flag: keyof NonNullable<Handle>): boolean {
  return useMatches().some((match) => (match.handle as Handle)?.[flag] === true);
}

/** The data of the page's own route: its languages, and a translation's notice. */
function useLeafData(): LeafData | undefined {
  return useMatches().at(-1)?.data as LeafData | undefined;
}

/** A stylesheet of one page's own, which its data names (a route's links cannot depend on data). */
type PageStylesheet = { href: string; media?: string };

/**
 * The page's own stylesheets (a tool's): in the head after the site's, which they build on, in
 * the order the page gives them.
 */
function PageStylesheets() {
  const data = useMatches().at(-1)?.data as { stylesheets?: PageStylesheet[] } | undefined;
  return (data?.stylesheets ?? []).map(({ href, media }) => (
    <link key={href} rel="stylesheet" href={href} media={media} />
  ));
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const leaf = useLeafData();
  const { pathname } = useLocation();
  const hydrate = useHandle("hydrate");
  const hasHelpBox = useHandle("hasHelpBox");
  const share = useHandle("share");
  return (
    <html lang={data?.language.locale ?? "en"} className="no-js" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={PALETTE.teal} />
        <script dangerouslySetInnerHTML={{ __html: JS_FLAG_SCRIPT }} />
        <Meta />
        <Links />
        <PageStylesheets />
      </head>
      <body>
        {data ? (
          <>
            <a className="skip-link" href="#main">
              {data.words.labels.skipToContent}
            </a>
            {data.preview && <PreviewBanner preview={data.preview} />}
            <SiteHeader
              site={data.site}
              words={data.words}
              currentPath={pathname}
              languages={leaf?.languages ?? data.homes}
              locale={data.language.locale}
            />
            <main id="main" tabIndex={-1}>
              <TranslationNotices leaf={leaf} labels={data.words.labels} />
              {children}
            </main>
            {!hasHelpBox && (
              <div className="help-band">
                <div className="container">
                  <HelpBox
                    site={data.site}
                    labels={data.words.labels}
                    heading={data.words.help.heading}
                    text={data.words.help.text}
                  />
                </div>
              </div>
            )}
            <SiteFooter
              site={data.site}
              words={data.words}
              services={data.services}
              year={data.year}
            />
            <script dangerouslySetInnerHTML={{ __html: layoutScript(WORKER, { share }) }} />
            {/* Last on the page: it sticks to the foot of the screen and ends below the footer. */}
            <ActionBar site={data.site} words={data.words} />
          </>
        ) : (
          <main id="main">{children}</main>
        )}
        {hydrate && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  // The root loader only hands out the build's checked content, so it fails only with a bug in
  // the code: the export then fails on the 500 (render-site), and no visitor ever sees a page
  // without the content's words. Remix's own error screen shows the bug in `npm run dev`.
  if (!data) throw error;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage words={data.words} errors={data.errors} />;
  }
  return <UnexpectedErrorPage words={data.words} errors={data.errors} />;
}
