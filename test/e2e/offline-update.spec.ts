// A new build replacing the one a parent has offline. The second build is the fixture build with
// an article's and the diary's page changed and the diary's island's script renamed (the old name
// gone, as a new deploy removes it), and its service worker written again by the export's own code
// from those files. Both are served in turn at one address by a small server of this test (the
// origin must stay the same for the browser to update its worker; npm start's server is shared
// with every other test, so its build cannot be swapped here). A second test starts from the site
// before this worker, when each language's tool pages had a worker of their own.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Page } from "@playwright/test";
import { contentType } from "mime-types";
import { expect, test } from "./csp.fixture";
import { articles, waitForTool } from "./helpers";
import { keeps } from "./offline";
import { paths } from "../../app/lib/paths";
import { cacheControlFor, NO_CACHE } from "../../server/headers.js";
import { readPage } from "../../scripts/export/html";
import { siteWorkers, workerLayout } from "../../scripts/export/site-worker";
import { fileFor } from "../../scripts/export/render-site";

test.use({ serviceWorkers: "allow" });
// One after the other, each on the one port this file has (E2E_PORT + 3 is test:counsellor-pr's).
test.describe.configure({ mode: "serial" });

const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const STATIC = path.resolve("build/static");
const DIARY = paths.tool("diary");
const ARTICLE = paths.article(articles[0].slug);
const WORKER = paths.worker();
/** What the second build adds to the diary's and the article's heading. */
const NEW_WORDS = " (the new build)";

type Build = Map<string, Buffer | undefined>;

const firstBuild = (address: string) => {
  const file = path.join(STATIC, fileFor(address));
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
};

/** What the worker file keeps (its first line: `const OFFLINE={…};`). */
const offlineOf = (worker: Buffer) =>
  JSON.parse(/^const OFFLINE=(.*);$/m.exec(worker.toString())![1]) as {
    version: string;
    offline: Record<string, string>;
    tools: string[];
  };

/** The second build: what differs from the first (undefined: the file is gone). */
async function secondBuild(): Promise<Build> {
  const changed: Build = new Map();
  const html = firstBuild(DIARY)!.toString();
  const script = readPage(html).scripts.find((address) => /\/diary-[\w-]+\.js$/.test(address))!;
  const renamed = script.replace(/\.js$/, "-2.js");
  changed.set(script, undefined);
  changed.set(renamed, firstBuild(script));
  changed.set(
    DIARY,
    Buffer.from(html.replaceAll(script, renamed).replace("</h1>", `${NEW_WORDS}</h1>`)),
  );
  const article = firstBuild(ARTICLE)!.toString();
  changed.set(ARTICLE, Buffer.from(article.replace("</h1>", `${NEW_WORDS}</h1>`)));
  const first = offlineOf(firstBuild(WORKER)!);
  // The diary in the other languages loads the same script: by its new name now.
  for (const other of first.tools.filter((address) => address !== DIARY)) {
    const text = firstBuild(other)!.toString();
    if (text.includes(script)) changed.set(other, Buffer.from(text.replaceAll(script, renamed)));
  }
  const read = (address: string) =>
    changed.has(address) ? changed.get(address) : firstBuild(address);
  const prefixes = Object.keys(first.offline)
    .filter((prefix) => prefix !== "")
    .map((prefix) => prefix.slice(1));
  const pages = [...Object.values(first.offline), ...first.tools].map((pathname) => {
    const body = read(pathname)!;
    return { pathname, body, page: readPage(body.toString()) };
  });
  for (const worker of await siteWorkers(
    pages,
    (address) => read(address)!,
    workerLayout(prefixes),
  ))
    changed.set(worker.pathname, worker.body);
  return changed;
}

/**
 * Serves the first build with `changes` over it (deploy: another build's). `fetched` lists the
 * addresses asked for by a script (a worker's fetch) rather than by a visit, since the last call.
 */
function serve(port: number, changes: Build) {
  const origin = `http://localhost:${port}`;
  let current = changes;
  const fetched: string[] = [];
  const server = http.createServer((request, response) => {
    const address = new URL(request.url!, origin).pathname;
    if (request.headers["sec-fetch-mode"] !== "navigate") fetched.push(address);
    const body = current.has(address) ? current.get(address) : firstBuild(address);
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, {
      "Content-Type": contentType(path.extname(fileFor(address))) || "text/html",
      "Cache-Control":
        address.endsWith(".js") && !address.startsWith("/assets/")
          ? NO_CACHE
          : cacheControlFor(address),
    });
    response.end(body);
  });
  return {
    origin,
    start: () => new Promise<void>((resolve) => server.listen(port, "localhost", resolve)),
    deploy: (build: Build) => (current = build),
    fetched: () => fetched.splice(0),
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Resolves when a worker of the registration for `scope` reaches `state` ("installed": it waits),
 * told by the worker's own events: the worker installing or waiting now, the active one unless
 * `next`, or else the next one the browser finds. No budget of its own: the browser looks for a
 * new worker by itself only once a visit's requests have stopped (Chromium: a second later), then
 * installs it, fetching every page it keeps, as long as the machine takes. Fails at once when
 * there is no registration or the worker fails.
 */
const workerReaches = (page: Page, scope: string, state: "installed" | "activated", next = false) =>
  page.evaluate(
    async ({ scope, state, next }) => {
      const registration = await navigator.serviceWorker.getRegistration(scope);
      if (!registration) throw new Error(`No service worker is registered for ${scope}.`);
      const order = ["installing", "installed", "activating", "activated"];
      await new Promise<void>((resolve, reject) => {
        const follow = (worker: ServiceWorker | null) => {
          if (!worker) return false;
          const check = () => {
            if (worker.state === "redundant") reject(new Error(`${scope}'s new worker failed.`));
            else if (order.indexOf(worker.state) >= order.indexOf(state)) resolve();
          };
          worker.addEventListener("statechange", check);
          check();
          return true;
        };
        const now = registration.installing ?? registration.waiting;
        if (!follow(now ?? (next ? null : registration.active)))
          registration.addEventListener("updatefound", () => follow(registration.installing));
      });
    },
    { scope, state, next },
  );

/** The page's registrations and caches, once every worker is active with nothing installing. */
const settled = (page: Page) =>
  page.evaluate(async () => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    if (registrations.some((each) => each.installing || each.active?.state !== "activated"))
      return null;
    return {
      scopes: registrations.map((each) => new URL(each.scope).pathname).sort(),
      waiting: registrations.some((each) => each.waiting !== null),
      caches: (await caches.keys()).sort(),
    };
  });

test("a new build: the next visit gets it, offline too, the pages read are fetched again and the old version is removed", async ({
  page,
  context,
}) => {
  const second = await secondBuild();
  const [first, next] = [firstBuild(WORKER)!, second.get(WORKER)!].map(offlineOf);
  expect(next.version).not.toBe(first.version);
  const host = serve(PORT, new Map());
  const cacheOf = (version: string) => `sahaj-site ${host.origin}/ ${version}`;
  await host.start();
  try {
    await page.goto(`${host.origin}${ARTICLE}`);
    await expect
      .poll(() => settled(page))
      .toEqual({ scopes: [paths.home()], waiting: false, caches: [cacheOf(first.version)] });
    await page.goto(`${host.origin}${DIARY}`);
    // Every tool page, kept with the diary: nothing of the first build is fetched after it.
    await expect.poll(() => keeps(page, [ARTICLE, ...first.tools])).toBe(true);

    host.fetched();
    host.deploy(second);
    // Online, the page comes from the network; the new worker installs and waits for the old
    // one's pages to close. Offline meanwhile, the old worker's copy of the page is the new one,
    // with the renamed script that the first build never had.
    await expectNewPage(page, `${host.origin}${DIARY}`);
    await waitForTool(page);
    await workerReaches(page, paths.home(), "installed", true);
    expect(await settled(page)).toMatchObject({ waiting: true });
    // The install fetched again each page kept, once (a parent's data: the tool pages came twice).
    const pages = host.fetched().filter((address) => !/\.\w+$/.test(address));
    expect(pages.sort()).toEqual(
      [...new Set([...Object.values(first.offline), ARTICLE, ...first.tools])].sort(),
    );
    await context.setOffline(true);
    await expectNewPage(page, `${host.origin}${DIARY}`);
    await waitForTool(page);
    await context.setOffline(false);

    // Its last page closed, the old worker gives way, and its cache goes with it.
    await page.close();
    const later = await context.newPage();
    await later.goto(`${host.origin}${paths.tool("reflection")}`);
    await expect
      .poll(() => settled(later))
      .toEqual({ scopes: [paths.home()], waiting: false, caches: [cacheOf(next.version)] });
    // The article read under the first build, never read again since: the new build's, offline.
    await context.setOffline(true);
    await expectNewPage(later, `${host.origin}${ARTICLE}`);
    await expectNewPage(later, `${host.origin}${DIARY}`);
    await waitForTool(later);
  } finally {
    await context.setOffline(false);
    await host.stop();
  }
});

async function expectNewPage(page: Page, address: string) {
  await page.goto(address);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(NEW_WORDS);
}

/**
 * The tool pages' worker before this one, as far as this test needs it: it kept the diary in its
 * own cache and answered its folder's pages from it offline.
 */
const OLD_TOOLS_WORKER = `
const CACHE = "sahaj-tools " + registration.scope + " old";
addEventListener("install", (event) => event.waitUntil(caches.open(CACHE).then((cache) => cache.add(${JSON.stringify(DIARY)}))));
addEventListener("fetch", (event) => {
  if (event.request.mode === "navigate")
    event.respondWith(fetch(event.request).catch(() => caches.match(event.request, { ignoreVary: true })));
});`;

test("the tool pages' old worker gives way to the site's at the next visit to a tool page", async ({
  page,
}) => {
  const host = serve(PORT, new Map());
  const before: Build = new Map([
    [WORKER, undefined],
    [paths.retiredToolsWorker(), Buffer.from(OLD_TOOLS_WORKER)],
  ]);
  host.deploy(before);
  await host.start();
  try {
    await page.goto(`${host.origin}${DIARY}`);
    await page.evaluate(
      (worker) => navigator.serviceWorker.register(worker),
      paths.retiredToolsWorker(),
    );
    await expect.poll(() => settled(page)).toMatchObject({ scopes: [paths.tool("")] });
    expect((await settled(page))!.caches).toEqual([
      `sahaj-tools ${host.origin}${paths.tool("")} old`,
    ]);

    host.deploy(new Map());
    await page.goto(`${host.origin}${paths.tool("reflection")}`);
    // The retiring worker, found by the browser a second after the visit, deletes the old cache
    // and unregisters itself as it activates; the page has registered the site's meanwhile.
    await workerReaches(page, paths.tool(""), "activated", true);
    await workerReaches(page, paths.home(), "activated");
    expect(await settled(page)).toMatchObject({ scopes: [paths.home()], waiting: false });
    expect((await settled(page))!.caches.filter((name) => name.startsWith("sahaj-tools"))).toEqual(
      [],
    );
    await page.goto(`${host.origin}${DIARY}`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${host.origin}${WORKER}`,
    );
  } finally {
    await host.stop();
  }
});
