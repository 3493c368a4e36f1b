// The file of content/ an entry of the editor is, and its text as Decap will write it: what the
// check before a save (save-check.ts) and the preview (preview/) check. Decap hands its hooks an
// entry as an Immutable.js map; these read it.
import { DEFAULT_CONTENT_DIR } from "../content/folders";
import type { EditorData } from "./config";
import type { editorFormats } from "./formats";

type Formats = ReturnType<typeof editorFormats>;

/** What the hooks use of Decap's entry (an Immutable.js Map). */
export type DecapEntry = {
  get(key: string): unknown;
  getIn(keys: string[]): unknown;
};

type Collection = {
  name: string;
  folder?: string;
  extension?: string;
  format?: string;
  slug?: string;
  fields?: { name: string }[];
  files?: { name: string; file: string; fields?: { name: string }[] }[];
};

const toJS = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === "function"
    ? (value as { toJS: () => unknown }).toJS()
    : value;

/** "Moving House: Helping Your Child" → "moving-house-helping-your-child", as Decap names files. */
export function slugOf(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The name of a new entry's file: the collection's slug template filled in from its fields. */
function newName(collection: Collection, data: Record<string, unknown>): string {
  const template = collection.slug ?? "{{slug}}";
  return template.replace(/\{\{(?:fields\.)?([\w-]+)\}\}/g, (_, name: string) => {
    const value = name === "slug" ? data.title : data[name];
    return name === "slug" ? slugOf(String(value ?? "")) : String(value ?? "");
  });
}

const inContent = (repositoryPath: string) =>
  repositoryPath.startsWith(`${DEFAULT_CONTENT_DIR}/`)
    ? repositoryPath.slice(DEFAULT_CONTENT_DIR.length + 1)
    : undefined;

export type EntryFile = {
  /** Its path in content/ ("articles/x.mdx"), or undefined for a file outside content/. */
  file: string | undefined;
  text: string;
  /** The pictures uploaded with it, by their addresses. */
  pictures: string[];
};

/**
 * The entry as a file of content/. A new entry's name is made as Decap makes it (with -1, -2 …
 * when the name is taken, as Decap does), close enough for the check: the build checks the real one.
 */
export function entryFile(
  data: EditorData,
  formats: Formats,
  entry: DecapEntry,
  exists: (file: string) => boolean,
): EntryFile | undefined {
  const collections = data.config.collections as Collection[];
  const collection = collections.find((each) => each.name === entry.get("collection"));
  const format = formats.find((each) => each.name === collection?.format);
  if (!collection || !format) return undefined;
  const fields = toJS(entry.get("data")) as Record<string, unknown>;
  const slug = entry.get("slug");
  const ofFile = collection.files?.find((each) => each.name === slug);
  const order = (ofFile?.fields ?? collection.fields ?? []).map((field) => field.name);
  let file = inContent(String(entry.get("path") || ofFile?.file || ""));
  if (!file && collection.folder) {
    const folder = inContent(collection.folder);
    const name = newName(collection, fields);
    const extension = collection.extension ?? format.extension;
    const named = (suffix: string) => `${folder}/${name}${suffix}.${extension}`;
    file = named("");
    for (let n = 1; entry.get("newRecord") && exists(file); n++) file = named(`-${n}`);
  }
  const media = (toJS(entry.get("mediaFiles")) ?? []) as { path?: string }[];
  const pictures = media
    .map((each) => each.path ?? "")
    .filter((path) => path.startsWith("public/"))
    .map((path) => path.slice("public".length));
  return { file, text: format.formatter.toFile(fields, order), pictures };
}
