// `npm run screenshots`: full-page screenshots of the key pages at 390 px and 1280 px into
// screenshots/, from a running server (BASE_URL, default http://localhost:3000); addresses given
// after `--` are added.
import fs from "node:fs";
import { chromium } from "@playwright/test";
import {
  contentDirFromEnv,
  loadContent,
  paths,
  publishingFromEnv,
  SITE_PAGES,
} from "../app/build-api";
import { UNKNOWN_PATH } from "./export/render-site";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";

/**
 * Every fixed page, the list of all articles, and the newest article and its topic, read from the
 * content the server was built from (CONTENT_DIR), so the list never names an article that is gone.
 */
function pagesToShow(): string[] {
  const content = loadContent(contentDirFromEnv(), publishingFromEnv());
  const [newest] = content.articles;
  return [
    ...SITE_PAGES.map((page) => page.path),
    paths.allArticles(),
    ...(newest ? [paths.topic(newest.category), paths.article(newest.slug)] : []),
    UNKNOWN_PATH,
  ];
}
const WIDTHS = [390, 1280];

async function main() {
  // Any other addresses given on the command line are shown too.
  const addresses = [...pagesToShow(), ...process.argv.slice(2)];
  fs.mkdirSync("screenshots", { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    for (const path of addresses) {
      await page.goto(BASE_URL + path);
      const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    }
    await page.close();
  }
  await browser.close();
}

await main();
