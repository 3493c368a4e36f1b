// `npx tsx scripts/editor-screenshots.ts`: the pictures of the counsellors' guide
// (docs/counsellors-guide.md), taken at 1280 px in headless Chromium from the editor `npm run cms`
// serves, on a scratch Git repository made from the fixture tree (so no real branch is made and
// no real words are shown), and written as WebP into docs/images/. CMS_PORT chooses the ports
// (it and the next one; 8080 by default).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { loadContent } from "../app/build-api";
import { startLocalEditor } from "./lib/local-editor";

const FIXTURE = path.resolve("test/fixtures");
const OUT = path.resolve("docs/images");
const PORT = Number(process.env.CMS_PORT ?? 8080);

const repository = fs.mkdtempSync(path.join(os.tmpdir(), "guide-editor-"));
for (const folder of ["content", "public"]) {
  fs.cpSync(path.join(FIXTURE, folder), path.join(repository, folder), { recursive: true });
}
const git = (...args: string[]) => execFileSync("git", args, { cwd: repository, stdio: "pipe" });
git("init", "-q", "-b", "main");
git("add", "-A");
git("-c", "user.name=Fixture", "-c", "user.email=fixture@example.in", "commit", "-qm", "fixture");
const content = loadContent(path.join(repository, "content"));
const editor = await startLocalEditor({ repository, content, port: PORT, proxyPort: PORT + 1 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: ["--no-sandbox", "--disable-gpu"],
});

/** The page as it is now, as a WebP of docs/images/. */
async function shoot(page: Page, name: string) {
  await page.waitForTimeout(800); // Decap's notices and menus finish opening
  const png = await page.screenshot();
  await sharp(png)
    .webp({ quality: 72 })
    .toFile(path.join(OUT, `${name}.webp`));
  console.log(`docs/images/${name}.webp`);
}

try {
  fs.mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${editor.url}#/collections/articles`);
  const login = page.getByRole("button", { name: /login/i });
  await login.waitFor();
  await shoot(page, "editor-sign-in");
  await login.click();
  // The collection's "new" button, named by the collection's label.
  await page.locator('a[href$="/collections/articles/new"]').waitFor();
  await shoot(page, "editor-collections");

  await page.goto(`${editor.url}#/collections/articles/new`);
  await page.getByLabel("Title", { exact: true }).first().fill("Moving House: Helping Your Child");
  await page.getByLabel("Description").fill("How to help a child settle after a move.");
  // A topic and an age group chosen (react-select: opened by a click), so that Decap's own check
  // of required fields passes and the save reaches the content check, which refuses the "<3".
  const { categories, ageGroups } = content.pages.resources;
  for (const [label, option] of [
    ["Topic", categories[0].title],
    ["Age groups", ageGroups[0].title],
  ]) {
    await page.getByLabel(label, { exact: true }).click();
    await page.getByRole("option", { name: option, exact: true }).click();
  }
  const body = page.locator('[data-slate-editor="true"]');
  await body.click();
  await page.keyboard.insertText("A move can unsettle a child. I <3 this routine.");
  await shoot(page, "editor-article");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("alert").filter({ hasText: content.words.editor.refused }).waitFor();
  await shoot(page, "editor-refused-save");

  await page.goto("about:blank");
  await page.goto(`${editor.url}#/collections/practice/entries/site`);
  await page
    .getByText(/not filled in yet|has not confirmed/i)
    .first()
    .scrollIntoViewIfNeeded();
  await shoot(page, "editor-facts-marks");

  await page.goto("about:blank");
  await page.goto(`${editor.url}#/collections/mr/entries/pages-home`);
  await page.getByLabel("Title", { exact: true }).first().waitFor();
  await shoot(page, "editor-translations");

  await page.goto(`${editor.url.replace(/\/admin\/?$/, "")}/admin/launch/`);
  await page.waitForLoadState("networkidle");
  await shoot(page, "editor-launch");
} finally {
  await browser.close();
  await editor.stop();
  fs.rmSync(repository, { recursive: true, force: true });
}
