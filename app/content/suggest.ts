// "Did you mean …?" for near misses of a fixed list: categories, age groups, icons, component,
// attribute and helpline names.

/** Edits (insert, delete, change or swap two letters) from a to b, or more than `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1);
      }
    }
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/**
 * The one candidate closest to what was written, if it is close enough to be a slip: the same
 * word in other capitals, or one edit away per four letters ("behaviour" → "behavior").
 */
export function closest(written: string, candidates: readonly string[]): string | undefined {
  // Only short words are compared: a long text is no near miss, and the cost stays small.
  if (written.length > 40) return undefined;
  const word = written.toLowerCase();
  const limit = Math.max(1, Math.floor(word.length / 4));
  let best: { candidate: string; edits: number } | undefined;
  for (const candidate of candidates) {
    const edits = distance(word, candidate.toLowerCase(), limit);
    if (edits <= limit && (!best || edits < best.edits)) best = { candidate, edits };
  }
  return best?.candidate;
}

/** " Did you mean "behavior"?" or nothing; `show` writes the candidate as the message needs it. */
export function didYouMean(
  written: string,
  candidates: readonly string[],
  show = (candidate: string) => `"${candidate}"`,
): string {
  const match = closest(written, candidates);
  return match && match !== written ? ` Did you mean ${show(match)}?` : "";
}
