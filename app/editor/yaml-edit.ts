// Changes a YAML document to hold new data while keeping every byte that did not change: the
// editor saves a file by setting what the form gives onto the document the file was read into.
// A value equal to the one there leaves its node alone (its comments, quotes and layout); a
// changed scalar keeps its node (its comment and quote style); a map keeps its keys' order and
// adds a new key after the one before it in the form; a list keeps the node of each item the form
// kept, wherever it moved (so a mark's comment follows its item), and drops the removed ones.
import {
  Document,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  YAMLMap,
  YAMLSeq,
  type Node,
  type Pair,
} from "yaml";
import { isRecord } from "../lib/is-record";

/** YAML 1.2 core: "2026-11-25" stays text and "no" stays text, as the content check reads them. */
export const YAML_OPTIONS = { version: "1.2", schema: "core" } as const;
/** No folding of long lines, double quotes where quotes are needed: as the files are written. */
export const STRINGIFY_OPTIONS = { lineWidth: 0, minContentWidth: 0, singleQuote: false } as const;

/** How a map's fields are written: their order in the form, and which are kept when empty. */
export type MapRules = {
  /** The form's order of the fields: a new field goes after the one before it here. */
  order?: readonly string[];
  /** Written even when empty ("" until someone fills it in). */
  keepEmpty?: readonly string[];
};

/** What the form gives for a field left empty: the field is left out of the file. */
export const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const jsonOf = (node: unknown): unknown =>
  node && typeof node === "object" && "toJSON" in node
    ? (node as { toJSON: () => unknown }).toJSON()
    : node;

/** The document of a YAML text, or a new empty one. */
export function documentOf(source: string | undefined): Document {
  return typeof source === "string" && source.trim() !== ""
    ? parseDocument(source, YAML_OPTIONS)
    : new Document({}, YAML_OPTIONS);
}

/** The text of a document: "" for one that holds nothing. */
export function textOf(doc: Document): string {
  const contents = doc.contents;
  const empty =
    isMap(contents) && contents.items.length === 0 && !doc.commentBefore && !doc.comment;
  return empty ? "" : doc.toString(STRINGIFY_OPTIONS);
}

/**
 * A new node for `value`, written like `like` (the node it replaces, or a sibling of the same
 * kind) where the shapes agree: a string double-quoted where that one is, a block list or map.
 */
function newNode(doc: Document, value: unknown, like: unknown): Node {
  const node = doc.createNode(value) as Node;
  styleLike(node, like);
  return node;
}

function styleLike(node: unknown, like: unknown) {
  if (isScalar(node)) {
    if (isScalar(like) && typeof like.value === typeof node.value && like.type)
      node.type = like.type;
    else if (typeof node.value === "string" && /\s/.test(node.value))
      node.type = Scalar.QUOTE_DOUBLE;
    return;
  }
  if (isMap(node)) {
    node.flow = false;
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? pair.key.value : pair.key;
      styleLike(pair.value, isMap(like) ? like.get(key, true) : undefined);
    }
  } else if (isSeq(node)) {
    node.flow = false;
    const first = isSeq(like) ? like.items[0] : undefined;
    for (const item of node.items) styleLike(item, first);
  }
}

/**
 * Sets `value` at `node`: in place where the kinds agree (a scalar keeps its comment and quotes),
 * else as a new node with the old one's comments. Returns the node to keep there.
 */
function setNode(doc: Document, node: unknown, value: unknown): Node {
  if (node !== undefined && same(jsonOf(node), value)) return node as Node;
  if (isScalar(node) && (value === null || typeof value !== "object")) {
    node.value = value;
    return node;
  }
  if (isMap(node) && isRecord(value)) {
    setMap(doc, node, value, {});
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    setSeq(doc, node, value);
    return node;
  }
  const replacement = newNode(doc, value, node);
  if (node && typeof node === "object" && "commentBefore" in node) {
    const old = node as Node;
    Object.assign(replacement, { commentBefore: old.commentBefore, comment: old.comment });
  }
  return replacement;
}

const keyOf = (pair: Pair) => (isScalar(pair.key) ? pair.key.value : pair.key);

/** Sets a map's fields to `value`'s: a field the form left empty or out goes, a new one comes in order. */
export function setMap(
  doc: Document,
  map: YAMLMap,
  value: Record<string, unknown>,
  rules: MapRules,
): void {
  const { order = [], keepEmpty = [] } = rules;
  const keys = [
    ...order.filter((key) => Object.hasOwn(value, key)),
    ...Object.keys(value).filter((key) => !order.includes(key)),
  ];
  for (const pair of [...map.items]) {
    const key = String(keyOf(pair));
    // An empty value the file has ("articles: []") stays; one the form emptied goes.
    const emptied =
      isEmpty(value[key]) && !keepEmpty.includes(key) && !same(jsonOf(pair.value), value[key]);
    if (!Object.hasOwn(value, key) || emptied) map.items.splice(map.items.indexOf(pair), 1);
  }
  keys.forEach((key, index) => {
    const fieldValue = isEmpty(value[key]) && keepEmpty.includes(key) ? "" : value[key];
    const pair = map.items.find((each) => String(keyOf(each)) === key);
    if (pair) {
      pair.value = setNode(doc, pair.value, fieldValue);
      return;
    }
    // A field the form left empty, or a box left unticked, is not written.
    if (isEmpty(fieldValue) && !keepEmpty.includes(key)) return;
    if (fieldValue === false) return;
    const before = keys
      .slice(0, index)
      .reverse()
      .map((earlier) => map.items.findIndex((each) => String(keyOf(each)) === earlier))
      .find((at) => at !== -1);
    const like = map.items[0]?.value;
    const added = doc.createPair(key, null);
    added.value = newNode(doc, fieldValue, isScalar(like) ? like : undefined);
    map.items.splice(before === undefined ? map.items.length : before + 1, 0, added);
  });
  if (map.items.length > 0) map.flow = false;
}

/** How alike two items are: the fields they share with equal values (0 for unequal scalars). */
function likeness(a: unknown, b: unknown): number {
  if (!isRecord(a) || !isRecord(b)) return 0;
  return Object.keys(a).filter((key) => Object.hasOwn(b, key) && same(a[key], b[key])).length;
}

/**
 * Sets a list's items to `value`. An item equal to one there keeps that node, wherever it moved;
 * an item with the id of one there keeps that node and changes inside it; an edited item keeps the
 * node it is most like (the most fields unchanged, then the nearest), the others the nodes left
 * in order. New items are new nodes, written like the first one; nodes no item kept are dropped.
 */
function setSeq(doc: Document, seq: YAMLSeq, value: unknown[]) {
  const old = [...seq.items];
  const olds = old.map((node) => jsonOf(node));
  const match = new Map<number, number>();
  const free = (at: number) => ![...match.values()].includes(at);
  const pairBy = (test: (item: unknown, json: unknown) => boolean) =>
    value.forEach((item, index) => {
      if (match.has(index)) return;
      const found = olds.findIndex((json, at) => free(at) && test(item, json));
      if (found !== -1) match.set(index, found);
    });
  pairBy(same);
  pairBy(
    (item, json) =>
      isRecord(item) && isRecord(json) && item.id !== undefined && item.id === json.id,
  );
  const candidates = value
    .flatMap((item, index) =>
      olds.map((json, at) => ({
        index,
        at,
        score: likeness(item, json),
        distance: Math.abs(index - at),
      })),
    )
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.distance - b.distance);
  for (const { index, at } of candidates) if (!match.has(index) && free(at)) match.set(index, at);
  pairBy((item, json) => isRecord(item) === isRecord(json));
  seq.items = value.map((item, index) => {
    const at = match.get(index);
    return at === undefined ? newNode(doc, item, old[0]) : setNode(doc, old[at], item);
  });
}
