// Words for the search tests, taken from the fixture's files (never typed here): a word of one
// article's body that the fewest other texts have, so that the article is among the first results.
import type { Page } from "@playwright/test";
import { SEARCH_IDS } from "../../app/features/search/props";
import { paragraphs } from "./helpers";

/** A word of letters (any script, with its marks), five letters or more. */
const WORD = /\p{L}[\p{L}\p{M}]{4,}/gu;

/** The words of a Markdown body's paragraphs, once each, in order. */
export function bodyWords(markdown: string): string[] {
  return [...new Set(paragraphs(markdown).join(" ").match(WORD) ?? [])];
}

/**
 * The word of `body` that the fewest of `others` contain (the longest among equals), and that
 * `notIn` does not contain.
 */
export function rarestWord(body: string, others: string[], notIn = ""): string {
  const lower = others.map((text) => text.toLowerCase());
  const count = (word: string) => lower.filter((text) => text.includes(word.toLowerCase())).length;
  const [word] = bodyWords(body)
    .filter((each) => !notIn.toLowerCase().includes(each.toLowerCase()))
    .sort((a, b) => count(a) - count(b) || b.length - a.length);
  if (!word) throw new Error("The fixture article has no word to search for.");
  return word;
}

/** The word without its Devanagari vowel signs (as a parent types it in a hurry). */
export const withoutVowelSigns = (word: string) => word.replace(/[\u093e-\u094c]/g, "");

/** Types the query into the search page's field. */
export async function search(page: Page, query: string): Promise<void> {
  await page.locator(`#${SEARCH_IDS.field}`).fill(query);
  // Typed before the page's script started, it is searched as the script starts.
  await page.locator(".search-ready").waitFor();
}

/** The results' links (title and address), once the search page has shown some. */
export const resultLinks = (page: Page) => page.locator(`#${SEARCH_IDS.results} li h2 a`);
