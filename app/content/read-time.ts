export const WORDS_PER_MINUTE = 200;

/** Words a reader reads: link targets, Markdown marks and punctuation are not words. */
export function countWords(markdown: string): number {
  const withoutLinkTargets = markdown.replace(/\]\([^)]*\)/g, "]");
  return withoutLinkTargets.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes, rounded up, at least one. */
export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}
