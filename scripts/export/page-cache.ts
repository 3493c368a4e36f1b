// Rendered pages kept in the build cache, so a rebuild renders only the pages whose inputs changed.
// A page is what React makes of its loaders' data for its address with the app's code: nothing
// that renders reads the clock, the environment or a file (lint holds that), and the content
// reaches components only through loaders. So a page is kept under a digest of the server build
// (every component, style and route module, and the client build's hashed names) and of its
// address, status and every loader's data, and is taken from the cache instead of rendered when
// that digest is the same. Each page's loaders still run, since their data is the key: in a
// rebuild through Remix's static handler first (finder), so that a kept page costs no document,
// turbo-stream or response; a page not kept then goes through Remix's handler as in a first build.
// What is kept is the page as the export writes it, with what the export read from it (its
// links, scripts and inline scripts: html.ts), so neither is done again. A changed article
// changes the data of its page, its lists, its translations' pages and the pages that show it
// as related; a changed component, style or word file changes every page that uses it.
import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { createStaticHandler } from "@remix-run/router";
// Remix's own routes for its static handler (server.js derive()): the loaders as its handler runs them.
import { createStaticHandlerDataRoutes } from "@remix-run/server-runtime/dist/routes.js";
import { buildCache, codeDigest, CONTENT_FILE, digestOf } from "../../app/build-api";
import type { Page } from "./html";

/** The internal header by which a rendered answer carries its key to the export (never written). */
export const PAGE_KEY_HEADER = "x-export-page-key";

/** A page as the export writes it: its type, its bytes and what was read from it. */
export type KeptPage = { contentType: string; body: Buffer; page: Page };

type HandleRequest = ServerBuild["entry"]["module"]["default"];
type EntryContext = Parameters<HandleRequest>[3];

/** The export's code that makes a kept page of a rendered one (html.ts reads it). */
const EXPORT_CODE = "scripts/export/render-site.ts";

/**
 * The digest of the code that makes a page: every file of build/server but the content, which
 * reaches pages only through their loaders' data, and the export's own code that reads each page
 * (undefined, so nothing is kept, when that cannot be read).
 */
export function serverBuildDigest(serverDir: string, root = process.cwd()): string | undefined {
  const exportCode = codeDigest(EXPORT_CODE, root);
  if (exportCode === undefined) return undefined;
  const files = fs
    .readdirSync(serverDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file !== CONTENT_FILE && fs.statSync(path.join(serverDir, file)).isFile())
    .sort();
  return digestOf(
    exportCode,
    ...files.flatMap((file) => [file, fs.readFileSync(path.join(serverDir, file))]),
  );
}

/**
 * The loaders' data as JSON, or undefined when it holds what JSON would lose (a Map, a Set, a
 * BigInt, a function): such a page is always rendered, never kept under a key that misses it.
 */
function dataKey(data: unknown): string | undefined {
  let faithful = true;
  const json = JSON.stringify(data, (_, value: unknown) => {
    if (
      value instanceof Map ||
      value instanceof Set ||
      typeof value === "bigint" ||
      typeof value === "function" ||
      typeof value === "symbol"
    ) {
      faithful = false;
    }
    return value;
  });
  return faithful ? json : undefined;
}

/** One kept page: a line of JSON (its type and what was read from it), then its bytes. */
function encodeEntry({ contentType, body, page }: KeptPage): Buffer {
  return Buffer.concat([Buffer.from(`${JSON.stringify({ contentType, page })}\n`), body]);
}

function decodeEntry(bytes: Buffer): KeptPage | undefined {
  const end = bytes.indexOf(10);
  if (end === -1) return undefined;
  try {
    const { contentType, page } = JSON.parse(bytes.subarray(0, end).toString("utf8")) as {
      contentType: string;
      page: Page;
    };
    return { contentType, page, body: bytes.subarray(end + 1) };
  } catch {
    return undefined; // damaged: rendered again
  }
}

/**
 * The page cache of one server build (`code`: serverBuildDigest). `build` gives the build whose
 * pages are taken from the cache when kept; `take` hands the export a kept page by the key its
 * answer carries, and `keep` keeps a rendered one.
 */
export function pageCache(code: string | undefined) {
  const cache = buildCache("pages", code);
  /** Pages found in the cache, until the export takes them. */
  const found = new Map<string, KeptPage>();
  // Beside the pages: that pages of this code were kept, so a build looks for them first.
  const marker = code === undefined ? undefined : `${digestOf(code)}.code`;
  const anyKept = marker !== undefined && cache.read(marker) !== undefined;
  let marked = false;

  /** A page's key: its address, status and loaders' data; none for an error or an action's answer. */
  function keyOf(
    request: Request,
    status: number,
    { loaderData, actionData, errors }: EntryContext["staticHandlerContext"],
  ): string | undefined {
    // Error pages (the 404s) are few, and their errors are not plain data: always rendered.
    if (status !== 200 || errors || actionData) return undefined;
    const data = dataKey(loaderData);
    return data === undefined ? undefined : cache.textKey(request.url, String(status), data);
  }

  return {
    /** The server build, whose document requests answer from the cache when it has the page. */
    build(build: ServerBuild): ServerBuild {
      const render = build.entry.module.default;
      const cached: HandleRequest = async (request, status, headers, context, load) => {
        const key = keyOf(request, status, context.staticHandlerContext);
        const kept = key === undefined ? undefined : cache.read(key);
        const entry = kept && decodeEntry(kept);
        if (key !== undefined && entry) {
          found.set(key, entry);
          return new Response(null, { status, headers: { [PAGE_KEY_HEADER]: key } });
        }
        const response = await render(request, status, headers, context, load);
        if (key !== undefined) response.headers.set(PAGE_KEY_HEADER, key);
        return response;
      };
      return {
        ...build,
        entry: { ...build.entry, module: { ...build.entry.module, default: cached } },
      };
    },
    /**
     * Finds a kept document before Remix's handler would make it: the page's loaders run as the
     * handler runs them (Remix's static handler over the same routes), and the page kept under
     * the key of their data is the answer, with no document, turbo-stream or response made. It
     * looks only when pages of this code were kept (not in a first build, where each would run
     * its loaders twice), and only for a page (a route with a component): a feed, an image or a
     * file is answered by the handler. Undefined: the handler answers, as without it.
     */
    finder(build: ServerBuild) {
      if (!anyKept) return undefined;
      const routes = createStaticHandlerDataRoutes(build.routes, build.future);
      const handler = createStaticHandler(routes, {
        basename: build.basename,
        future: {
          v7_relativeSplatPath: build.future?.v3_relativeSplatPath === true,
          v7_throwAbortReason: build.future?.v3_throwAbortReason === true,
        },
      });
      const isPage = (routeId: string | undefined) =>
        routeId !== undefined && Boolean(build.routes[routeId]?.module.default);
      return async (request: Request): Promise<KeptPage | undefined> => {
        // The handler matches the routes once (Remix's router flattens and ranks them on every
        // match): its data strategy sees the matches before any loader
        // runs, and runs none for a feed, an image or a file.
        let page: boolean | undefined;
        const context = await handler.query(request, {
          dataStrategy: async ({ matches }) => {
            page = isPage(matches.at(-1)?.route.id);
            if (!page) return {};
            const loading = matches.filter((match) => match.shouldLoad);
            const results = await Promise.all(loading.map((match) => match.resolve()));
            return Object.fromEntries(
              loading.map((match, index) => [match.route.id, results[index]]),
            );
          },
        });
        if (context instanceof Response) return undefined;
        // No loader to run: the strategy was not asked.
        page ??= isPage(context.matches.at(-1)?.route.id);
        if (!page) return undefined;
        const key = keyOf(request, context.statusCode, context);
        const kept = key === undefined ? undefined : cache.read(key);
        return kept && decodeEntry(kept);
      };
    },
    /** The kept page of an answer, if the cache had it (taken once). */
    take(key: string): KeptPage | undefined {
      const entry = found.get(key);
      found.delete(key);
      return entry;
    },
    keep(key: string, page: KeptPage): void {
      cache.write(key, encodeEntry(page));
      if (!marked && marker !== undefined) cache.write(marker, "");
      marked = true;
    },
  };
}

export type PageCache = ReturnType<typeof pageCache>;
