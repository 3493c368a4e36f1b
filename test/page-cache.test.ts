// The export's cache of rendered pages (scripts/export/page-cache.ts): a page is taken from it only
// when the server build's code, its address and every loader's data are what they were when it
// was kept; anything else renders it again. The whole build with and without it:
// test/static-export.test.ts ("two builds of the same content").
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_KEY_HEADER, pageCache, serverBuildDigest } from "../scripts/export/page-cache";
import { CONTENT_FILE } from "../app/build-api";

let buildCache: string;

beforeEach(() => {
  buildCache = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-"));
  vi.stubEnv("BUILD_CACHE_DIR", buildCache);
});
afterEach(() => {
  // Back to the run's own (BUILD_CACHE_DIR may be set for the whole run).
  vi.unstubAllEnvs();
  fs.rmSync(buildCache, { recursive: true, force: true });
});

type Handle = ServerBuild["entry"]["module"]["default"];

/** A server build whose renderer counts its renders and draws the loaders' data as the page. */
function fakeBuild() {
  const rendered: string[] = [];
  const render: Handle = (request, status, _headers, context) => {
    const html = `<p>${JSON.stringify(context.staticHandlerContext.loaderData)}</p>`;
    rendered.push(new URL(request.url).pathname);
    return new Response(html, { status, headers: { "Content-Type": "text/html" } });
  };
  const build = { entry: { module: { default: render } } } as unknown as ServerBuild;
  return { build, rendered };
}

/** Answers `pathname` with these loaders' data through the cache; keeps what was rendered. */
async function answer(
  cache: ReturnType<typeof pageCache>,
  build: ServerBuild,
  pathname: string,
  loaderData: unknown,
  status = 200,
) {
  const context = { staticHandlerContext: { loaderData, actionData: null, errors: null } };
  const handle = cache.build(build).entry.module.default;
  const response = await handle(
    new Request(`http://localhost${pathname}`),
    status,
    new Headers(),
    context as unknown as Parameters<Handle>[3],
    {},
  );
  const key = response.headers.get(PAGE_KEY_HEADER) ?? undefined;
  const kept = key === undefined ? undefined : cache.take(key);
  if (kept) return { key, body: kept.body.toString() };
  const body = await response.text();
  if (key !== undefined) {
    cache.keep(key, {
      contentType: "text/html",
      body: Buffer.from(body),
      page: { inlineScripts: [] } as never,
    });
  }
  return { key, body };
}

describe("the page cache", () => {
  it("gives a page kept for the same code, address and data, without rendering it", async () => {
    const { build, rendered } = fakeBuild();
    const first = await answer(pageCache("code"), build, "/about", { root: { year: 2026 } });
    const again = await answer(pageCache("code"), build, "/about", { root: { year: 2026 } });
    expect(rendered).toEqual(["/about"]);
    expect(again.body).toBe(first.body);
    expect(again.key).toBe(first.key);
  });

  it("renders again when the data, the address or the code differ", async () => {
    const { build, rendered } = fakeBuild();
    await answer(pageCache("code"), build, "/about", { root: { year: 2026 } });
    const changed = await answer(pageCache("code"), build, "/about", { root: { year: 2027 } });
    expect(changed.body).toContain("2027");
    await answer(pageCache("code"), build, "/services", { root: { year: 2026 } });
    await answer(pageCache("other code"), build, "/about", { root: { year: 2026 } });
    expect(rendered).toEqual(["/about", "/about", "/services", "/about"]);
  });

  it("never keeps an error page, nor data that JSON would lose", async () => {
    const { build, rendered } = fakeBuild();
    for (let run = 0; run < 2; run++) {
      await answer(pageCache("code"), build, "/gone", { root: {} }, 404);
      await answer(pageCache("code"), build, "/map", { root: { seen: new Map([["a", 1]]) } });
    }
    expect(rendered).toEqual(["/gone", "/map", "/gone", "/map"]);
  });

  it("renders again a page whose kept copy is damaged", async () => {
    const { build, rendered } = fakeBuild();
    await answer(pageCache("code"), build, "/about", { root: {} });
    const dir = path.join(buildCache, "pages");
    for (const file of fs.readdirSync(dir)) fs.writeFileSync(path.join(dir, file), "no line");
    const again = await answer(pageCache("code"), build, "/about", { root: {} });
    expect(rendered).toEqual(["/about", "/about"]);
    expect(again.body).toBe('<p>{"root":{}}</p>');
  });
});

describe("the server build's digest", () => {
  it("follows the code, not the content beside it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "server-build-"));
    fs.writeFileSync(path.join(dir, "index.js"), "export const a = 1;");
    fs.writeFileSync(path.join(dir, CONTENT_FILE), "{}");
    const first = serverBuildDigest(dir);
    fs.writeFileSync(path.join(dir, CONTENT_FILE), '{"articles":[]}');
    expect(serverBuildDigest(dir)).toBe(first);
    fs.writeFileSync(path.join(dir, "index.js"), "export const a = 2;");
    expect(serverBuildDigest(dir)).not.toBe(first);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
