// The last step of a save: every line the change did not touch, byte for byte as the file had it.
// The yaml package writes a changed document with its comments and order, but in its own layout
// where the file had another (`[a]` becomes `[ a ]`). So the document is written twice in that
// layout, as read and as changed; the lines that differ between those two are the change, and
// every other line is taken from the file itself.

/** The pairs of equal lines of `a` and `b` (a longest common subsequence), in order. */
function commonLines(a: readonly string[], b: readonly string[]): [number, number][] {
  const width = b.length + 1;
  // lengths[i * width + j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const pairs: [number, number][] = [];
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) i++;
    else j++;
  }
  return pairs;
}

/**
 * Which line of the file each line of `laidOut` (the file as the yaml package writes it) is:
 * equal lines pair up, and between two pairs, lines pair in order when both runs are as long
 * (a line the package wrote differently). Undefined where the layouts do not line up.
 */
function fileLineOf(file: readonly string[], laidOut: readonly string[]): (number | undefined)[] {
  const lineOf: (number | undefined)[] = laidOut.map(() => undefined);
  const pairs = [...commonLines(file, laidOut), [file.length, laidOut.length] as [number, number]];
  let [i, j] = [0, 0];
  for (const [nextI, nextJ] of pairs) {
    if (nextI - i === nextJ - j) for (let k = 0; k < nextJ - j; k++) lineOf[j + k] = i + k;
    if (nextJ < laidOut.length) lineOf[nextJ] = nextI;
    [i, j] = [nextI + 1, nextJ + 1];
  }
  return lineOf;
}

/**
 * The changed file: `before` and `after` are the document as read and as changed, both written
 * by the yaml package; the lines they share are the file's own, the others are `after`'s.
 * When the file and `before` do not line up, `after` is the best there is.
 */
export function keepUnchangedLines(file: string, before: string, after: string): string {
  if (before === after) return file;
  const [fileLines, beforeLines, afterLines] = [file, before, after].map((text) =>
    text.split("\n"),
  );
  const lineOf = fileLineOf(fileLines, beforeLines);
  if (lineOf.includes(undefined)) return after;
  const out: string[] = [];
  let next = 0;
  for (const [i, j] of commonLines(beforeLines, afterLines)) {
    out.push(...afterLines.slice(next, j), fileLines[lineOf[i]!]);
    next = j + 1;
  }
  out.push(...afterLines.slice(next));
  return out.join("\n");
}
