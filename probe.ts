import { execFileSync } from "node:child_process";
import fs from "node:fs"; import os from "node:os"; import path from "node:path";
import { chromium } from "@playwright/test";
import { loadContent } from "./app/content/load";
import { startLocalEditor } from "./scripts/lib/local-editor";
const repo = fs.mkdtempSync(path.join(os.tmpdir(), "probe-"));
fs.cpSync("test/fixtures/content", path.join(repo, "content"), { recursive: true });
fs.cpSync("test/fixtures/public", path.join(repo, "public"), { recursive: true });
execFileSync("sh", ["-c", "git init -q -b main && git add -A && git -c user.name=a -c user.email=a@b commit -qm x"], { cwd: repo });
const content = loadContent(path.join(repo, "content"), { preview: true, today: "2026-11-24" });
const editor = await startLocalEditor({ repository: repo, content, port: 5480, proxyPort: 5481 });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on("console", (m) => { if (!/decap|CMS_MANUAL|Looking|Detected/.test(m.text())) console.log("console:", m.text().slice(0, 300)); });
try {
  await page.goto(`${editor.url}#/collections/${process.argv[2] ?? "articles/entries/every-kind-of-formatting"}`);
  await page.getByRole("button", { name: /login/i }).click();
  await page.waitForTimeout(6000);
  await page.screenshot({ path: "/tmp/probe-preview.png" });
  const frame = page.frameLocator("iframe").first();
  console.log((await frame.locator("body").innerText()).slice(0, 600));
} finally { await browser.close(); await editor.stop(); fs.rmSync(repo, { recursive: true, force: true }); }
