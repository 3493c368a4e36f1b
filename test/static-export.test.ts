// The whole build, in a scratch copy of the project with the fixture content tree: a draft made
// with `npm run new:article`, a scheduled article, enough articles to need a third page, and a
// topic with no articles. First a build refused for content that tries to run code
// (test/hostile-content.ts); once those files are gone, a production build, with beside it a
// preview build after a change to the code; then from a copy of the production build's cache,
// without its share images, a second production build. Each is read from build/static. Which
// articles a day publishes is tested on the content a build reads (test/publishing.test.ts), and
// a kept page rendered again when its loaders' data changes in test/page-cache.test.ts.
// Builds run as child processes without blocking the worker: the first two through npm, as a
// counsellor runs them, the others as the one Node process npm's script starts. The builds of this
// code take their app build from the project's build cache, as the suite's other builds do (one
// Vite run for all of them, whichever build comes first); only the preview runs Vite again.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  childEnv,
  fixtureProject,
  run,
  runPackageScript,
  STACK_TRACE,
  type Run,
} from "./fixture-tree";
import { plantHostile, REFUSALS } from "./hostile-content";
import { addScratchTool, SCRATCH_TOOL } from "./scratch-tool";
import {
  crawlPseudoLanguage,
  factsOf,
  launchChromium,
  PSEUDO,
  serveFolder,
} from "./pseudo-language";
import { buildCacheDir } from "../app/lib/build-cache.server";
import { paths, SITE_PAGES } from "../app/lib/paths";
import { newArticle } from "../scripts/new-article";
import type { DiaryWords } from "../app/features/tools/diary/schema";

const TODAY = "2026-11-22";
/** After TODAY, and before the machine's clock: left out, the article proves BUILD_DATE is read. */
const SCHEDULED_DAY = "2026-12-05";
const DRAFT_TITLE = "Bedtime Worries in Young Children";
const DRAFT_SLUG = "bedtime-worries-in-young-children";
const SCHEDULED_SLUG = "scheduled-article";
/** Added to the fixture's articles, so that the list of all articles needs a third page. */
const EXTRA_ARTICLES = 4;
/** A picture of the fixture's, and the files the build makes of it (pictures.server.ts). */
const PICTURE = "images/articles/calm-corner.png";
const PICTURE_MADE = { prefix: "articles-calm-corner-", count: 6 };
/** The menu's class in the header's code, what a change to the code makes it, and its HTML. */
const MENU_CLASS = 'className="site-menu"';
const CHANGED_MENU_CLASS = 'className="site-menu changed"';
const CHANGED_MENU_HTML = 'class="site-menu changed"';

/** The scratch project of the production builds; the preview runs in a copy of it. */
let project: string;
/**
 * What the second production build finds in its copy of the first one's cache: all but the share
 * images, which it draws anew, and the app builds (the project's, linked).
 */
const NOT_KEPT_FOR_THE_SECOND = ["share-images", "app"];

const ENV = { BUILD_DATE: TODAY, PREVIEW: "", CONTENT_DIR: "" };

function succeeded(what: string, result: Run): string {
  if (result.code !== 0) throw new Error(`${what} failed:\n${result.stderr}`);
  return result.stdout;
}

/** What each build printed, and the folder of its build cache, by name. */
const printed = new Map<string, string>();
const caches = new Map<string, string>();

/**
 * `start`: "npm", `npm run build` itself, or "node", the one Node process it runs
 * (runPackageScript), without npm's and tsx's own (about 0.6 CPU s a build).
 */
type BuildOptions = {
  env?: Record<string, string>;
  ownAppBuilds?: boolean;
  start?: "npm" | "node";
};

/**
 * Runs `npm run build` in a scratch project (`dir`), as `name`. Each build has a build cache of its
 * own: empty, so that it renders every body and draws every share image, unless the test put a
 * copy of the first build's there (or names that one). Its app builds are the project's own (a
 * link to them), unless `ownAppBuilds`.
 */
function runBuild(
  dir: string,
  name: string,
  { env = {}, ownAppBuilds = false, start = "node" }: BuildOptions,
): Promise<Run> {
  const cache = env.BUILD_CACHE_DIR ?? path.join(dir, `.cache-${name}`);
  if (!ownAppBuilds && !fs.existsSync(path.join(cache, "app"))) shareAppBuilds(cache);
  caches.set(name, cache);
  const options = { cwd: dir, env: { ...ENV, ...env, BUILD_CACHE_DIR: cache } };
  return start === "npm"
    ? run("npm", ["run", "build"], options)
    : runPackageScript("build", options);
}

/** A build that must succeed (runBuild): returns its build/static folder, kept under `name`. */
async function build(dir: string, name: string, options: BuildOptions = {}): Promise<string> {
  const result = await runBuild(dir, name, options);
  printed.set(name, succeeded(`npm run build (${name})`, result));
  const kept = path.join(dir, name);
  fs.renameSync(path.join(dir, "build/static"), kept);
  return kept;
}

/**
 * A copy of the scratch project, as it is before its first build, in a new folder: a build
 * writes build/ where it runs, so two builds at once need a project each. Its libraries are the
 * project's, through the same link.
 */
function copyOfProject(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "static-export-"));
  fs.cpSync(project, copy, { recursive: true });
  return copy;
}

/**
 * Makes the app builds of a build's cache those of the project's cache (a link), where the suite's
 * other builds of the same code put theirs: a build takes the app build made by another, or waits
 * for the one making it, or runs Vite and keeps its result there.
 */
function shareAppBuilds(cache: string): void {
  const shared = path.join(buildCacheDir(), "app");
  fs.mkdirSync(shared, { recursive: true });
  fs.mkdirSync(cache, { recursive: true });
  fs.symlinkSync(shared, path.join(cache, "app"));
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

/** Every file below dir whose path or text mentions `needle`. */
function filesMentioning(dir: string, needle: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => {
    const full = path.join(dir, file);
    if (fs.statSync(full).isDirectory()) return file.includes(needle);
    return file.includes(needle) || fs.readFileSync(full, "latin1").includes(needle);
  });
}

const articlesDir = () => path.join(project, "content/articles");

function article(slug: string, frontmatter: string): void {
  fs.writeFileSync(
    path.join(articlesDir(), `${slug}.mdx`),
    `---\n${frontmatter.trim()}\n---\n\nA short article written by the test, with a [link](/contact).\n`,
  );
}

/** How many articles a production build on TODAY publishes (not drafts, not dated later). */
function publishedCount(): number {
  return fs.readdirSync(articlesDir()).filter((file) => {
    const text = read(articlesDir(), file);
    const date = /^date: (\S+)$/m.exec(text)?.[1] ?? "";
    return !/^draft: true$/m.test(text) && date <= TODAY;
  }).length;
}

let production: string;
let productionFromCache: string;
let preview: string;
/** The build of the project with the hostile files, before the production build. */
let refused: Run;
let buildFolderAfterRefusal: boolean;
/** Where the hostile files' payloads would have written, had they run. */
let payloads: string[];
let published: number;
/** The fixture's articlesPerPage (site.yaml). */
let perPage: number;

beforeAll(async () => {
  project = fixtureProject();

  // In this process, as the script's entry runs it (test/new-article.test.ts runs it as a command).
  newArticle([DRAFT_TITLE], childEnv({ ...ENV, CONTENT_DIR: path.join(project, "content") }));
  article(
    SCHEDULED_SLUG,
    `title: "A Scheduled Article"\ndescription: "Not out yet."\ncategory: behavior\nageGroups:\n  - school-age\ndate: ${SCHEDULED_DAY}`,
  );
  for (let index = 1; index <= EXTRA_ARTICLES; index++) {
    const day = String(index).padStart(2, "0");
    article(
      `extra-${day}`,
      `title: "Extra Article ${day}"\ndescription: "One of many."\ncategory: learning\nageGroups:\n  - school-age\ndate: 2020-01-${day}`,
    );
  }
  // No article is about parenting: its topic page is empty.
  for (const file of fs.readdirSync(articlesDir())) {
    const text = read(articlesDir(), file);
    fs.writeFileSync(
      path.join(articlesDir(), file),
      text.replace("category: parenting", "category: behavior"),
    );
  }
  published = publishedCount();
  perPage = (parse(read(project, "content/site.yaml")) as { articlesPerPage: number })
    .articlesPerPage;
  // Each build in its own copy of the project. The preview starts at once: its Vite run goes on
  // while the production build waits for the project's app build (or makes it).
  const previewBuilt = buildAfterCodeChange(copyOfProject());
  previewBuilt.catch(() => undefined); // its failure is reported where it is awaited
  // In the project and the build cache of the production build, which follows once they are gone.
  const planted = plantHostile(path.join(project, "content"));
  payloads = Object.values(planted);
  refused = await runBuild(project, "production", { start: "npm" });
  buildFolderAfterRefusal = fs.existsSync(path.join(project, "build"));
  for (const name of Object.keys(planted)) fs.rmSync(path.join(articlesDir(), name));
  production = await build(project, "production", { start: "npm" });
  // The app build, bodies, pictures and pages come from the first build's cache; a new process
  // draws every share image anew, which must give the very bytes the first build kept.
  const first = path.join(project, ".cache-production");
  for (const folder of fs.readdirSync(first)) {
    if (NOT_KEPT_FOR_THE_SECOND.includes(folder)) continue;
    const copy = path.join(project, ".cache-production-from-cache", folder);
    fs.cpSync(path.join(first, folder), copy, { recursive: true });
  }
  [productionFromCache, preview] = await Promise.all([
    build(project, "production-from-cache"),
    previewBuilt,
  ]);
}, 600_000);

/**
 * The preview is built after a change to the code, which its app build must not come from the
 * cache for (an engineer's pull request is previewed the same way), with an empty cache of its
 * own: a new process renders every body anew, which must give the very bytes the first build kept
 * (the change is not to the renderer's code). Its app build is kept in its own cache, not the
 * project's. The change: the header's menu class, and a fourth Resources tool (a folder and a
 * registry line).
 */
function buildAfterCodeChange(dir: string): Promise<string> {
  addScratchTool(dir);
  const header = path.join(dir, "app/components/SiteHeader.tsx");
  const code = fs.readFileSync(header, "utf8");
  expect(code).toContain(MENU_CLASS);
  fs.writeFileSync(header, code.replace(MENU_CLASS, CHANGED_MENU_CLASS));
  return build(dir, "preview", { env: { PREVIEW: "true" }, ownAppBuilds: true });
}

describe("npm run build on content that tries to run code", () => {
  it("stops before anything runs: every form named with its file and line, no stack trace, no build", () => {
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain("The site cannot be built: 3 problems in content/.");
    for (const refusal of Object.values(REFUSALS)) {
      expect(refused.stderr).toMatch(new RegExp(`  ✗ ${refusal.source.slice(1)}`, "m"));
    }
    expect(refused.stderr).not.toMatch(STACK_TRACE);
    expect(buildFolderAfterRefusal).toBe(false);
    for (const file of payloads) expect(fs.existsSync(file), `${file} was written`).toBe(false);
  });

  it("builds ordinary Markdown once they are gone", () => {
    const page = read(production, "resources/every-kind-of-formatting/index.html");
    for (const element of [
      "<h2 id=",
      "<table>",
      "<blockquote>",
      "<ol>",
      '<div class="callout" role="note">',
    ]) {
      expect(page).toContain(element);
    }
    expect(page).toContain('<a href="tel:1098" class="helpline-link">');
    expect(page).toContain('<a href="mailto:hello@fixture.example.in">');
    expect(page).toContain('<img src="/images/articles/calm-corner.png"');
    expect(fs.existsSync(path.join(production, "images/articles/calm-corner.png"))).toBe(true);
  });
});

describe("a production build", () => {
  it("has the draft nowhere: no page, list, sitemap, feed or share image", () => {
    expect(filesMentioning(production, DRAFT_SLUG)).toEqual([]);
    expect(filesMentioning(production, DRAFT_TITLE)).toEqual([]);
  });

  it("leaves a scheduled article out until its day", () => {
    expect(filesMentioning(production, SCHEDULED_SLUG)).toEqual([]);
  });

  it("writes every page as index.html, with 404.html, sitemap, feed and robots", () => {
    for (const file of [
      "index.html",
      "about/index.html",
      "resources/extra-01/index.html",
      "resources/topics/behavior/index.html",
      "404.html",
      "sitemap.xml",
      "rss.xml",
      "robots.txt",
      "og/site.png",
      "og/articles/extra-01.png",
    ]) {
      expect(fs.existsSync(path.join(production, file)), file).toBe(true);
    }
    expect(read(production, "robots.txt")).toMatch(/^Allow: \/$/m);
  });

  it("splits long lists into pages, newest first, linked both ways", () => {
    const count = (html: string) => html.match(/class="card article-card"/g)?.length ?? 0;
    const pages = Math.ceil(published / perPage);
    expect(pages).toBeGreaterThanOrEqual(3);
    const page = (n: number) =>
      read(production, `resources/articles/${n === 1 ? "" : `${n}/`}index.html`);
    for (let n = 1; n < pages; n++) expect(count(page(n))).toBe(perPage);
    expect(count(page(pages))).toBe(published - perPage * (pages - 1));
    expect(fs.existsSync(path.join(production, `resources/articles/${pages + 1}`))).toBe(false);
    expect(page(1)).toContain('href="/resources/articles/2" rel="next"');
    expect(page(2)).toContain('href="/resources/articles" rel="prev"');
    expect(page(2)).toContain(`Page 2 of ${pages}`);
    // The oldest extra article is last of all.
    expect(page(pages)).toContain("Extra Article 01");
  });

  it("says kindly when a topic has no articles", () => {
    const html = read(production, "resources/topics/parenting/index.html");
    expect(html).not.toContain('class="card article-card"');
    expect(html).toContain("There are no articles here yet.");
  });
});

describe("two builds of the same content", () => {
  /** Every file below dir with its bytes, by path. */
  const filesOf = (dir: string) =>
    Object.fromEntries(
      fs
        .readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => fs.statSync(path.join(dir, file)).isFile())
        .sort()
        .map((file) => [file, fs.readFileSync(path.join(dir, file)).toString("base64")]),
    );

  it("render every body and draw every share image to the same bytes in a new process, so caches stay valid", () => {
    const kept = (build: string, folder: string) => path.join(caches.get(build)!, folder);
    // Each body is kept under a digest of its file and the code, in one JSON file per folder.
    const bodies = (build: string) =>
      Object.assign(
        {},
        ...fs
          .readdirSync(kept(build, "bodies"))
          .filter((file) => file !== "last-read")
          .map((file) => JSON.parse(read(kept(build, "bodies"), file))),
      ) as Record<string, unknown>;
    const [first, anew] = [bodies("production"), bodies("preview")];
    const both = Object.keys(first).filter((key) => key in anew);
    expect(both.length).toBe(Object.keys(first).length);
    for (const key of both) expect(anew[key]).toEqual(first[key]);
    // Each share image is kept under a digest of what it shows and the code that draws it.
    const images = fs.readdirSync(kept("production", "share-images"));
    expect(images.length).toBeGreaterThan(published);
    for (const image of images) {
      const drawn = fs.readFileSync(
        path.join(kept("production-from-cache", "share-images"), image),
      );
      expect(
        drawn.equals(fs.readFileSync(path.join(kept("production", "share-images"), image))),
      ).toBe(true);
    }
  });

  it("are byte-identical when the second takes its app build, bodies, pictures and pages from the cache", () => {
    expect(printed.get("production-from-cache")).toContain("Vite skipped");
    // Every page rendered by the first is taken from the cache by the second, none rendered.
    const [, pages] = /Static export: (\d+) pages/.exec(printed.get("production")!) ?? [];
    expect(printed.get("production")).toContain(" 0 pages kept from an earlier build");
    expect(printed.get("production-from-cache")).toContain(
      ` ${pages} pages kept from an earlier build`,
    );
    expect(filesOf(productionFromCache)).toEqual(filesOf(production));
  });

  it("run Vite again once the code has changed, and show the change", () => {
    expect(printed.get("preview")).not.toContain("Vite skipped");
    expect(read(preview, "about/index.html")).toContain(CHANGED_MENU_HTML);
    expect(read(productionFromCache, "about/index.html")).not.toContain(CHANGED_MENU_HTML);
  });
});

describe("a tool added as a folder, its words and one registry line", () => {
  const page = () => read(preview, `resources/tools/${SCRATCH_TOOL.id}/index.html`);

  it("has its page, with its words rendered in its island and its props beside it", () => {
    expect(page()).toContain(`<h1>${SCRATCH_TOOL.title}</h1>`);
    expect(page()).toMatch(
      new RegExp(
        `<div id="${SCRATCH_TOOL.id}-island"><p class="tally-note">${SCRATCH_TOOL.note}</p></div>`,
      ),
    );
    expect(page()).toContain(
      `id="${SCRATCH_TOOL.id}-island-props">{"note":"${SCRATCH_TOOL.note}"}`,
    );
  });

  it("has its own island script, which the page loads, and a place in the sitemap", () => {
    const script = new RegExp(`/assets/${SCRATCH_TOOL.id}-[\\w-]+\\.js`);
    const loaded = script.exec(page())?.[0];
    expect(loaded).toBeDefined();
    expect(fs.existsSync(path.join(preview, loaded!))).toBe(true);
    expect(read(preview, "sitemap.xml")).toContain(`/resources/tools/${SCRATCH_TOOL.id}</loc>`);
  });

  it("is in no build from before it was added", () => {
    expect(filesMentioning(production, SCRATCH_TOOL.note)).toEqual([]);
  });
});

describe("a preview build", () => {
  const draftPage = () => read(preview, `resources/${DRAFT_SLUG}/index.html`);
  /** The preview served as a static host serves it, and one Chromium for the tests that load it. */
  let server: Awaited<ReturnType<typeof serveFolder>>;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([serveFolder(preview), launchChromium()]);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it("shows the draft with a Draft banner, (Draft) in its title, and noindex", () => {
    const html = draftPage();
    expect(html).toContain("Draft: this article is shown only in previews.");
    expect(html).toMatch(new RegExp(`<title>${DRAFT_TITLE} \\(Draft\\) \\| [^<]+</title>`));
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("marks the scheduled article with its date", () => {
    const html = read(preview, `resources/${SCHEDULED_SLUG}/index.html`);
    expect(html).toContain("Scheduled for 5 December 2026: this article is shown only in previews");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("marks drafts in lists", () => {
    const list = read(preview, "resources/index.html");
    const cards = list.split('<li class="card article-card">').slice(1);
    const draftCard = cards.find((card) => card.includes(DRAFT_TITLE));
    const scheduledCard = cards.find((card) => card.includes("A Scheduled Article"));
    expect(draftCard).toContain('<p class="badge badge-draft">Draft</p>');
    expect(scheduledCard).toContain(
      '<p class="badge badge-draft">Scheduled for 5 December 2026</p>',
    );
  });

  it("has the reviewers' banner on every page and their list, which says this copy has no Git history", () => {
    const words = parse(read(project, "content/interface-words.yaml")) as {
      labels: { preview: { changes: string } };
      reviewPage: { noHistory: string; drafts: string };
    };
    expect(read(preview, "about/index.html")).toContain(
      `<a href="/preview/changes">${words.labels.preview.changes}</a>`,
    );
    const list = read(preview, "preview/changes/index.html");
    expect(list).toContain(words.reviewPage.noHistory.replace(/'/g, "&#x27;"));
    expect(list).toContain(`href="/resources/${DRAFT_SLUG}"`);
    expect(list).toContain('<meta name="robots" content="noindex"/>');
    expect(fs.existsSync(path.join(production, "preview"))).toBe(false);
    expect(read(production, "about/index.html")).not.toContain("preview-banner");
  });

  it("keeps drafts out of the sitemap and feed, and lets no search engine index anything", () => {
    expect(read(preview, "sitemap.xml")).not.toContain(DRAFT_SLUG);
    expect(read(preview, "rss.xml")).not.toContain(DRAFT_SLUG);
    expect(read(preview, "robots.txt")).toMatch(/^Disallow: \/$/m);
    expect(read(preview, "about/index.html")).toContain('<meta name="robots" content="noindex"/>');
  });

  // Every word a visitor sees comes from content/. The pseudo-language (built in
  // previews) marks each word of its files; English outside the marks was written by the code.
  it("shows no English from the code on any page of the pseudo-language", async () => {
    const { pages, english } = await crawlPseudoLanguage(
      browser,
      server.url,
      factsOf(path.join(project, "content")),
    );
    for (const page of SITE_PAGES) {
      expect(pages).toContain(`/${PSEUDO}${page.path}`.replace(/\/$/, ""));
    }
    expect(english).toEqual([]);
  }, 120_000);
  // Hindi is built in previews only (the fixture's unpublished language): its diary's CSV opens
  // in Excel with Devanagari intact, its column names in Hindi.
  it("downloads the Hindi diary as CSV with a byte-order mark and Hindi column names", async () => {
    const page = await browser.newPage();
    try {
      const words = parse(
        fs.readFileSync(path.join(project, "content/hi/tools/diary.yaml"), "utf8"),
      ) as DiaryWords;
      await page.goto(`${server.url}/hi${paths.tool("diary")}`);
      // The island has started once its "Download a copy" button shows (test/e2e/helpers.ts).
      const shared = parse(
        fs.readFileSync(path.join(project, "content/hi/tools/shared.yaml"), "utf8"),
      ) as { keepCopy: { download: string } };
      await page.getByRole("button", { name: shared.keepCopy.download, exact: true }).waitFor();
      const button = page.getByRole("button", { name: words.csv.button, exact: true });
      const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
      const csv = fs.readFileSync((await download.path())!, "utf8");
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const header = csv.slice(1).split("\r\n")[0];
      const { form } = words;
      const columns = [form.date, form.time, form.where.legend, form.before.legend];
      expect(header.startsWith(columns.map((column) => `"${column}"`).join(","))).toBe(true);
      expect(header).toMatch(/\p{Script=Devanagari}/u);
    } finally {
      await page.close();
    }
  }, 60_000);
});

describe("the pictures of a build that reused the app build", () => {
  it("are made into their sizes, the upload's address serving one in its format and size", async () => {
    expect(printed.get("production-from-cache")).toContain("Vite skipped");
    const [served, upload] = await Promise.all(
      [path.join(productionFromCache, PICTURE), path.join(project, "public", PICTURE)].map((file) =>
        sharp(file).metadata(),
      ),
    );
    expect(served).toMatchObject({
      format: upload.format,
      width: upload.width,
      height: upload.height,
    });
    const made = fs.readdirSync(path.join(productionFromCache, "assets/pictures"));
    expect(made.filter((file) => file.startsWith(PICTURE_MADE.prefix))).toHaveLength(
      PICTURE_MADE.count,
    );
  });
});
