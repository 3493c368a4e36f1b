// `npm run screenshots`: full-page screenshots of every page at 390 px and 1280 px into
// screenshots/, from a running server (BASE_URL, default http://localhost:3000).
import fs from "node:fs";
import { chromium } from "@playwright/test";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";
const PATHS = [
  "/",
  "/about",
  "/services",
  "/resources",
  "/resources/articles",
  "/resources/topics/behavior",
  "/resources/exam-stress",
  "/contact",
  "/privacy",
  "/no-such-page",
];
const WIDTHS = [390, 1280];

async function main() {
  const articles = process.argv.slice(2);
  fs.mkdirSync("screenshots", { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    for (const path of [...PATHS, ...articles]) {
      await page.goto(BASE_URL + path);
      const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    }
    await page.close();
  }
  await browser.close();
}

await main();
