// Where a field is written in a YAML text, so that a message about it names its line. The YAML is
// read again by the `yaml` package's parseDocument, which keeps each node's place in the text;
// the data itself comes from the reader's own YAML parser, so this only ever points.
import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
import type { Point } from "./problems";

/** The top of the text: where a field that is missing altogether belongs. */
const TOP: Point = { line: 1, column: 1 };

/**
 * Finds fields in one YAML text, read once: `at(path)` is the line and column of the deepest part
 * of `path` that the YAML has (the field itself when it is there, else the group it is missing
 * from, else the top of the text).
 */
export function fieldLines(yamlText: string) {
  const lineCounter = new LineCounter();
  let contents: unknown;
  try {
    contents = parseDocument(yamlText, { lineCounter, uniqueKeys: false }).contents;
  } catch {
    // Nested deeper than the parser's stack: the top is the only place to name.
    contents = undefined;
  }
  return function at(path: readonly PropertyKey[]): Point {
    let node = contents;
    let offset: number | undefined;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find(
          (item) => isScalar(item.key) && String(item.key.value) === String(key),
        );
        if (!pair || !isNode(pair.key)) break;
        offset = pair.key.range?.[0];
        node = pair.value;
      } else if (isSeq(node) && typeof key === "number" && isNode(node.items[key])) {
        node = node.items[key];
        offset = isNode(node) ? node.range?.[0] : undefined;
      } else break;
    }
    if (offset === undefined) return TOP;
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
}
