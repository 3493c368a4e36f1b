// `npm run bench` (after `npm run build`): what each page costs a parent on a slow phone. Reads
// every page of the current release (what `npm start` and build/static serve) and counts the bytes
// of HTML, CSS, fonts and script its first view loads, as brotli sends them (the .br files beside
// each one), and the script it runs. Fails when a page breaks the budget below.
import fs from "node:fs";
import { paths } from "../app/export-api";
import { readPage } from "./export/html";
import { buildLayout, manifestFile, variantPath, type Manifest } from "../server/release.js";
import { isEditorPath } from "../server/headers.js";

const KB = 1024;
/**
 * Content pages run only the inline menu script and load no script file. The contact page and the
 * Resources tools load their island's own script and the React file every island shares; each
 * such page's first view stays under 62 KB (60 KB until 2026-12-07, when the header's search link,
 * the site-wide worker's registration and the diary's kept versions took a Marathi tool page 0.5 KB
 * over it: to be won back, see docs/performance.md), and a tool's own code (every script but React, with the
 * parts it loads only after a parent's action) under 15 KB, in every language. A tool page's print
 * stylesheet (media="print") is loaded with the page but holds up no paint: it is counted beside
 * the first view, with the tool's CSS budget. A Marathi or Hindi content page, its letters three
 * bytes each before compression, stays under 30 KB, any font included; an English page loads no font at all (the system's own faces draw
 * every language: a web font would have to be named only in a stylesheet of its language's pages).
 * Everything is counted as sent with brotli, headers aside. A search page loads its own script
 * (no React) after the page: its first view stays under 32 KB in every language, and a first
 * search (Pagefind's script, its WebAssembly, the language's meta, the largest chunk of its word
 * index and the ten largest page fragments: at most what a first query fetches) under 160 KB (the
 * real content's Marathi index reached 151 KB on its first day), of
 * which Pagefind's WebAssembly is about 55 KB.
 */
const BUDGET = {
  contentInlineScriptBytes: 1_024,
  islandWireBytes: 62 * KB,
  devanagariPageWireBytes: 30 * KB,
  englishFontWireBytes: 0,
  toolOwnScriptWireBytes: 15 * KB,
  toolCssWireBytes: 8 * KB,
  pageWireBytes: 20 * KB,
  searchPageWireBytes: 32 * KB,
  searchOwnScriptWireBytes: 5 * KB,
  firstSearchWireBytes: 160 * KB,
  htmlWireBytes: 14 * KB,
  cssWireBytes: 6 * KB,
};

const layout = buildLayout(process.cwd());
if (!fs.existsSync(layout.pointer)) {
  console.error("No release to measure: run `npm run build` first.");
  process.exit(1);
}
const { release } = JSON.parse(fs.readFileSync(layout.pointer, "utf8")) as { release: string };
const manifest = JSON.parse(fs.readFileSync(manifestFile(layout, release), "utf8")) as Manifest;

/** The bytes brotli sends for a file of the release (identity when it has no .br). */
function wireBytes(address: string): number {
  const entry = manifest.files[address];
  if (!entry) throw new Error(`The page loads ${address}, which the release does not have.`);
  return (entry.encodings.br ?? entry.encodings.identity).size;
}

/** Marathi and Hindi pages, by their <html lang>. */
const DEVANAGARI_LANG = /^(?:mr|hi)\b/;
const langOf = (html: string) => /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? "";

/** The page's address in the first language: /mr/contact (lang="mr-IN") is a /contact page. */
function unprefixed(route: string, lang: string): string {
  const prefix = `/${lang.split("-")[0]}`;
  if (route === prefix) return "/";
  return route.startsWith(`${prefix}/`) ? route.slice(prefix.length) : route;
}

/** Font files a page or its stylesheets name (@font-face sources, preloads): all it might load. */
const FONT_FILE = /(\/[^"'()\s]+\.(?:woff2?|ttf|otf))\b/g;
function fontsNamedIn(texts: string[]): Set<string> {
  return new Set(texts.flatMap((text) => [...text.matchAll(FONT_FILE)].map((m) => m[1])));
}

/** The text of a file of the release (one that wireBytes found). */
const fileText = (address: string) =>
  fs.readFileSync(variantPath(layout, release, manifest.files[address]), "utf8");

// The counsellors' editor (/admin) is no page of the site: it loads Decap CMS, for counsellors only.
const pages = [
  ...Object.entries(manifest.files).filter(
    ([address, entry]) => entry.type.startsWith("text/html") && !isEditorPath(address),
  ),
  ["(404 page)", manifest.notFound] as const,
  ...Object.entries(manifest.notFoundIn ?? {}).map(
    ([prefix, entry]) => [`(/${prefix} 404 page)`, entry] as const,
  ),
].map(([route, entry]) => ({
  route,
  html: fs.readFileSync(variantPath(layout, release, entry), "utf8"),
  htmlWire: (entry.encodings.br ?? entry.encodings.identity).size,
}));

/** The React file every island shares (app/build-time/islands-plugin.ts names it "react"). */
const REACT_RUNTIME = /^\/assets\/react-[\w-]+\.js$/;
/** A tool's page, or a page of one (the milestone checklist has one per age). */
const TOOL_PAGE = new RegExp(`^${paths.tool("[^/]+")}(?:/[^/]+)?$`);

function measure(html: string) {
  const page = readPage(html);
  const inlineScript = page.inlineScripts.join("");
  const scripts = new Set(page.scripts);
  const styles = page.stylesheets;
  const sum = (addresses: Iterable<string>) =>
    [...addresses].reduce((total, address) => total + wireBytes(address), 0);
  return {
    inlineScript: Buffer.byteLength(inlineScript),
    scriptFiles: scripts.size,
    scriptWire: sum(scripts),
    ownScriptWire: sum([...scripts].filter((address) => !REACT_RUNTIME.test(address))),
    laterWire: sum(page.later),
    cssWire: sum(styles),
    printCssWire: sum(page.printStylesheets),
    fontWire: sum(fontsNamedIn([html, ...styles.map(fileText)])),
  };
}

/** At most what a first search on a page of this language downloads (see BUDGET). */
function firstSearchBytes(language: string): number {
  const bundle = paths.searchIndex();
  const entry = JSON.parse(fileText(`${bundle}pagefind-entry.json`)) as {
    languages: Record<string, { hash: string; wasm: string | null }>;
  };
  const index = entry.languages[language];
  if (!index) throw new Error(`The search index has no ${language} part.`);
  const largest = (prefix: string, count: number) =>
    Object.keys(manifest.files)
      .filter((address) => address.startsWith(`${bundle}${prefix}${language}_`))
      .map(wireBytes)
      .sort((a, b) => b - a)
      .slice(0, count)
      .reduce((total, size) => total + size, 0);
  return [
    `${bundle}pagefind.js`,
    `${bundle}pagefind-entry.json`,
    `${bundle}pagefind.${index.hash}.pf_meta`,
    `${bundle}wasm.${index.wasm ?? "unknown"}.pagefind`,
  ].reduce(
    (total, address) => total + wireBytes(address),
    largest("index/", 1) + largest("fragment/", 10),
  );
}

const failures: string[] = [];
const rows = [];
const searches: { route: string; "first search br": number }[] = [];
for (const { route, html, htmlWire } of pages) {
  const m = measure(html);
  const total = htmlWire + m.cssWire + m.fontWire + m.scriptWire;
  const lang = langOf(html);
  rows.push({
    route,
    lang,
    "html br": htmlWire,
    "css br": m.cssWire,
    "print css br": m.printCssWire,
    "font br": m.fontWire,
    "inline script": m.inlineScript,
    "script files": m.scriptFiles,
    "script br": m.scriptWire,
    "own script br": m.ownScriptWire,
    "later br": m.laterWire,
    "first view br": total,
  });
  const over = (what: string, value: number, budget: number) => {
    if (value > budget) failures.push(`${route}: ${what} is ${value} bytes (budget ${budget})`);
  };
  const page = unprefixed(route, lang);
  const isTool = TOOL_PAGE.test(page);
  if (page === paths.search()) {
    over("the first view", total, BUDGET.searchPageWireBytes);
    over("the search page's own script", m.scriptWire, BUDGET.searchOwnScriptWireBytes);
    const first = firstSearchBytes(lang.split("-")[0]);
    searches.push({ route, "first search br": first });
    over("a first search", first, BUDGET.firstSearchWireBytes);
    if (m.scriptFiles === 0) failures.push(`${route}: loads no script, so it never searches`);
  } else if (page === paths.contact() || isTool) {
    over("the first view", total, BUDGET.islandWireBytes);
    if (isTool) {
      const ownScript = m.ownScriptWire + m.laterWire;
      over("the tool's own script", ownScript, BUDGET.toolOwnScriptWireBytes);
    }
    if (m.scriptFiles === 0) failures.push(`${route}: loads no script, so its island never wakes`);
  } else {
    over("the number of script files", m.scriptFiles, 0);
    over("the inline script", m.inlineScript, BUDGET.contentInlineScriptBytes);
    const devanagari = DEVANAGARI_LANG.test(lang);
    over(
      "the first view",
      total,
      devanagari ? BUDGET.devanagariPageWireBytes : BUDGET.pageWireBytes,
    );
  }
  if (!DEVANAGARI_LANG.test(lang)) over("the fonts", m.fontWire, BUDGET.englishFontWireBytes);
  over("the HTML", htmlWire, BUDGET.htmlWireBytes);
  const css = m.cssWire + m.printCssWire;
  over("the CSS", css, isTool ? BUDGET.toolCssWireBytes : BUDGET.cssWireBytes);
}

console.log(`Bytes each page's first view loads (release ${release}; br = as brotli sends it):\n`);
console.table(rows);
console.log("\nA first search on each search page downloads at most:\n");
console.table(searches);

/**
 * What the site's service worker downloads after a first visit, in the background, for use
 * offline: itself and each language's offline page from the start (at most: files the visit
 * loaded already come from the browser's cache), and the tool pages once one of them is read.
 */
const workers = pages.flatMap(({ html }) => readPage(html).workers);
for (const worker of [...new Set(workers)].sort()) {
  const offline = JSON.parse(/^const OFFLINE=(.*);$/m.exec(fileText(worker))![1]) as {
    offline: Record<string, string>;
    tools: string[];
    files: string[];
  };
  const withAssets = (addresses: string[]) => {
    const loaded = addresses.flatMap((address) => {
      const page = readPage(fileText(address));
      return [address, ...page.loads.filter((file) => file.startsWith("/assets/"))];
    });
    const unique = [...new Set(loaded)];
    return `${addresses.length} pages, ${unique.reduce((total, address) => total + wireBytes(address), 0)} bytes br with their assets`;
  };
  console.log(
    `${worker}: ${wireBytes(worker)} bytes br; from the start the offline pages (${withAssets(Object.values(offline.offline))}); once a tool is read the tool pages (${withAssets(offline.tools)}) and ${offline.files.length} more files`,
  );
}
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll pages within budget:", JSON.stringify(BUDGET));
