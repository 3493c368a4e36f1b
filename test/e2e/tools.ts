// Helpers the Resources tools' browser tests share: opening a tool once its script has started,
// the site's keys in localStorage, every request a page makes, and the pages of a printed PDF.
import type { Download, Page } from "@playwright/test";
import { expect } from "./csp.fixture";
import { toolsShared, waitForTool } from "./helpers";
import { LATER_FILES_ATTRIBUTE } from "../../app/islands/names";
import { paths } from "../../app/lib/paths";

/** Opens a tool and waits until its script has started (its "Keep a copy" buttons show). */
export async function openTool(page: Page, id: string): Promise<void> {
  await page.goto(paths.tool(id));
  await waitForTool(page);
}

/** The keys of the site's tools in this page's localStorage. */
export function siteKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("sahaj.")));
}

/** Every request the page makes from now on (blob: downloads included), as URLs. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

/**
 * The files the page names as loaded only after a parent's action (a tool's import question):
 * fetching one of them is the page getting its own code, not sending anything.
 */
export function laterFiles(page: Page): Promise<string[]> {
  return page.evaluate(
    (attribute) =>
      [...document.querySelectorAll(`script[${attribute}]`)].flatMap(
        (block) => JSON.parse(block.textContent ?? "[]") as string[],
      ),
    LATER_FILES_ATTRIBUTE,
  );
}

/** The requests that could carry something away: not a download, not the page's later files. */
export async function sendingRequests(page: Page, urls: string[]): Promise<string[]> {
  const later = await laterFiles(page);
  return urls.filter((url) => !url.startsWith("blob:") && !later.includes(new URL(url).pathname));
}

/** The text of a download. */
export async function downloadedText(download: Download): Promise<string> {
  const file = await download.path();
  const { readFile } = await import("node:fs/promises");
  return readFile(file, "utf8");
}

/** Clicks a button that downloads a file, and returns the download. */
export async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button, exact: true }).click(),
  ]);
  return file;
}

/** Chooses a file through the tool's "Import a copy" button (the tool then asks what to do). */
export async function chooseImport(page: Page, file: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: toolsShared.keepCopy.import, exact: true }).click(),
  ]);
  await chooser.setFiles(file);
}

/** Imports a file, adding it to the notes there (or replacing them), and waits until it is done. */
export async function importFile(
  page: Page,
  file: string,
  how: "add" | "replace" = "add",
): Promise<void> {
  await chooseImport(page, file);
  const { importAdd, importReplace, imported } = toolsShared.keepCopy;
  await page
    .getByRole("button", { name: how === "add" ? importAdd : importReplace, exact: true })
    .click();
  await expect(page.getByRole("status")).toHaveText(imported);
}

/** "Delete everything", answered yes. */
export async function deleteEverything(page: Page): Promise<void> {
  await page
    .getByRole("button", { name: toolsShared.deleteEverything.button, exact: true })
    .click();
  await page
    .getByRole("button", { name: toolsShared.deleteEverything.confirm, exact: true })
    .click();
  await expect(page.getByRole("status")).toHaveText(toolsShared.deleteEverything.done);
}

/**
 * Presses "Print or save as PDF" and expects it to open the browser's print dialog. The dialog
 * itself is left out (headless Chromium would hold the page "being printed"); page.pdf prints.
 */
export async function pressPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute("data-print-asked", "");
  });
  await page.getByRole("button", { name: toolsShared.keepCopy.print, exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-print-asked", "");
}

/** The number of pages of a PDF that Chromium printed (each page object names its type). */
export function pdfPages(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

/** A4 at 96 CSS pixels an inch. */
export const A4 = { width: "210mm", height: "297mm" };
