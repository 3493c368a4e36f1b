// A new build replacing the one a parent has offline. The second build is the fixture build with
// the diary's page changed and its island's script renamed (the old name gone, as a new deploy
// removes it), and its service worker written again by the export's own code from those files.
// Both are served in turn at one address by a small server of this test (the origin must stay
// the same for the browser to update its worker; npm start's server is shared with every other
// test, so its build cannot be swapped here).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Page } from "@playwright/test";
import { contentType } from "mime-types";
import { expect, test } from "./csp.fixture";
import { waitForTool } from "./helpers";
import { paths } from "../../app/lib/paths";
import { cacheControlFor, NO_CACHE } from "../../server/headers.js";
import { readPage } from "../../scripts/export/html";
import { offlineWorkers } from "../../scripts/export/offline-worker";
import { fileFor } from "../../scripts/export/render-site";

test.use({ serviceWorkers: "allow" });

const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const ORIGIN = `http://localhost:${PORT}`;
const STATIC = path.resolve("build/static");
const DIARY = paths.tool("diary");
const WORKER = paths.toolsWorker();
/** What the second build adds to the diary's heading. */
const NEW_WORDS = " (the new build)";

const firstBuild = (address: string) => {
  const file = path.join(STATIC, fileFor(address));
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
};

/** What a worker file keeps (its first line: `const OFFLINE={…};`). */
const offlineOf = (worker: Buffer) =>
  JSON.parse(/^const OFFLINE=(.*);$/m.exec(worker.toString())![1]) as {
    version: string;
    pages: string[];
  };

/** The second build: what differs from the first (undefined: the file is gone). */
async function secondBuild(): Promise<Map<string, Buffer | undefined>> {
  const changed = new Map<string, Buffer | undefined>();
  const html = firstBuild(DIARY)!.toString();
  const script = readPage(html).scripts.find((address) => /\/diary-[\w-]+\.js$/.test(address))!;
  const renamed = script.replace(/\.js$/, "-2.js");
  changed.set(script, undefined);
  changed.set(renamed, firstBuild(script));
  changed.set(
    DIARY,
    Buffer.from(html.replaceAll(script, renamed).replace("</h1>", `${NEW_WORDS}</h1>`)),
  );
  const read = (address: string) =>
    changed.has(address) ? changed.get(address) : firstBuild(address);
  const pages = offlineOf(firstBuild(WORKER)!).pages.map((pathname) => {
    const body = read(pathname)!;
    return { pathname, body, page: readPage(body.toString()) };
  });
  for (const worker of await offlineWorkers(pages, (address) => read(address)!)) {
    changed.set(worker.pathname, worker.body);
  }
  return changed;
}

/** Serves the first build, or the second once `changes` is set. */
function serve(): {
  server: http.Server;
  deploy: (changes: Map<string, Buffer | undefined>) => void;
} {
  let changes = new Map<string, Buffer | undefined>();
  const server = http.createServer((request, response) => {
    const address = new URL(request.url!, ORIGIN).pathname;
    const body = changes.has(address) ? changes.get(address) : firstBuild(address);
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, {
      "Content-Type": contentType(path.extname(fileFor(address))) || "text/html",
      "Cache-Control": address === WORKER ? NO_CACHE : cacheControlFor(address),
    });
    response.end(body);
  });
  return { server, deploy: (second) => (changes = second) };
}

/** The first language's tool folder, whose worker this test updates. */
const FOLDER_CACHE = `sahaj-tools ${ORIGIN}${paths.tool("")} `;

/**
 * The page's worker caches, once its worker is active with nothing installing. Every language's
 * tool folder has its own worker and caches, registered from any tool page: only this folder's
 * are compared.
 */
const settledCaches = (page: Page) =>
  page.evaluate(async (prefix) => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration?.active?.state !== "activated" || registration.installing) return null;
    const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
    return { waiting: registration.waiting !== null, caches: names };
  }, FOLDER_CACHE);

async function expectNewDiary(page: Page) {
  await page.goto(`${ORIGIN}${DIARY}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(NEW_WORDS);
  await waitForTool(page);
}

test("a new build: the next visit gets it, offline too, and the old version is removed", async ({
  page,
  context,
}) => {
  const second = await secondBuild();
  const [first, next] = [firstBuild(WORKER)!, second.get(WORKER)!].map(offlineOf);
  expect(next.version).not.toBe(first.version);
  const cacheOf = (version: string) => `${FOLDER_CACHE}${version}`;
  const { server, deploy } = serve();
  await new Promise<void>((resolve) => server.listen(PORT, "localhost", resolve));
  try {
    await page.goto(`${ORIGIN}${DIARY}`);
    await expect
      .poll(() => settledCaches(page))
      .toEqual({ waiting: false, caches: [cacheOf(first.version)] });

    deploy(second);
    // Online, the page comes from the network; the new worker installs and waits for the old
    // one's pages to close. Offline meanwhile, the old worker's copy of the page is the new one,
    // with the renamed script that the first build never had.
    await expectNewDiary(page);
    await expect.poll(async () => (await settledCaches(page))?.waiting).toBe(true);
    await context.setOffline(true);
    await expectNewDiary(page);
    await context.setOffline(false);

    // Its last page closed, the old worker gives way, and its cache goes with it.
    await page.close();
    const later = await context.newPage();
    await later.goto(`${ORIGIN}${paths.tool("reflection")}`);
    await expect
      .poll(() => settledCaches(later))
      .toEqual({ waiting: false, caches: [cacheOf(next.version)] });
    await context.setOffline(true);
    await expectNewDiary(later);
  } finally {
    await context.setOffline(false);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
