// The last step of `npm run build`: renders every page of the production server build into a
// release (about/index.html, resources/<slug>/index.html, 404.html, sitemap.xml, rss.xml,
// robots.txt, share images) beside the hashed assets, so any static host or CDN serves the whole
// site from build/static. A link that leads nowhere stops the build before anything is published.
import fs from "node:fs";
import path from "node:path";
import { CONTENT_FILE, inLanguage, paths, slugFromFile, type Content } from "../../app/build-api";
import { boundHeap } from "./heap";
import { holdingPage } from "./holding-page";
import { isKeptByWorker, siteWorkers, workerLayout, type WorkerPage } from "./site-worker";
import type { Redirect } from "./host-files";
import { openRelease } from "./open-release";
import { openRenderer } from "./render-pool";
import { renderSite } from "./render-site";
import { searchIndex, searchIndexLine } from "./search-index";

/**
 * In a preview, an article whose address is not its file name (its `slug` field says another) is
 * reached by its file name too: the counsellors' editor links an entry's preview by file name,
 * since Decap's preview_path cannot say "the slug field, or else the file name"
 * (app/editor/config.ts). Static hosts send the file name's address on (302).
 */
export function fileAddressRedirects(content: Content): Redirect[] {
  if (!content.publishing.preview) return [];
  const lists = [
    { prefix: undefined as string | undefined, articles: content.articles },
    ...Object.entries(content.translations).map(([prefix, local]) => ({
      prefix,
      articles: local.articles,
    })),
  ];
  return lists.flatMap(({ prefix, articles }) => {
    const taken = new Set(articles.map((article) => article.slug));
    return articles.flatMap((article) => {
      const byFile = slugFromFile(article.file);
      if (byFile === "" || taken.has(byFile)) return [];
      const from = inLanguage(paths.article(byFile), prefix);
      return [{ from, to: inLanguage(paths.article(article.slug), prefix) }];
    });
  });
}

export async function exportSite(
  root = process.cwd(),
  /** The languages after the first that the build has ("mr"): each has its own 404 page. */
  languagePrefixes: string[] = [],
  /** Whether text files get their .br and .gz (not in a preview: openRelease). */
  { precompress = true } = {},
): Promise<void> {
  const content = JSON.parse(
    fs.readFileSync(path.join(root, "build/server", CONTENT_FILE), "utf8"),
  ) as Content;
  const redirects = fileAddressRedirects(content);
  const release = openRelease(root, { precompress, redirects });
  const keepHeapBounded = boundHeap();
  // The pages the service worker keeps (offline pages, tool pages): it is written after them.
  const layout = workerLayout(languagePrefixes);
  const workerPages: WorkerPage[] = [];
  // What each page marks for search: the index is made once every page is written.
  const search = searchIndex(languagePrefixes);
  // React's production build: the development one checks every element, at twice the cost.
  process.env.NODE_ENV = "production";
  const renderer = await openRenderer(root);
  const { pages, kept, files, problems } = await renderSite({
    render: renderer.render,
    inFlight: renderer.inFlight,
    write: async (file) => {
      await release.write(file);
      search.add(file);
      if (file.page && isKeptByWorker(file.pathname, layout)) {
        workerPages.push({ pathname: file.pathname, body: file.body, page: file.page });
      }
      keepHeapBounded();
    },
    exists: release.exists,
    languagePrefixes,
  }).finally(() => renderer.close());
  for (const worker of await siteWorkers(workerPages, release.bytesOf, layout)) {
    await release.write(worker);
  }
  const indexStart = performance.now();
  // Pagefind makes the index in a process of its own while this one reads, digests and
  // compresses the client build's files for the release.
  let indexMs = 0;
  const indexing = search.files().then((files) => {
    indexMs = performance.now() - indexStart;
    return files;
  });
  indexing.catch(() => undefined); // its failure is thrown where it is awaited
  await release.addClientFiles();
  const indexFiles = await indexing;
  for (const file of indexFiles) await release.write(file);
  // npm run bench:build reads this line.
  console.log(searchIndexLine(search.size, indexFiles, indexMs, search.made));

  if (problems.length > 0) {
    console.error(`\nThe static export found ${problems.length} broken link(s):\n`);
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    process.exit(1);
  }
  const id = await release.publish(holdingPage(content));
  console.log(
    `Static export: ${pages} pages and 404.html in build/static/ (${files} files, ${kept} pages kept from an earlier build), release ${id}.`,
  );
}
