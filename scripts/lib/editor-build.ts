// The counsellors' editor at /admin, written by every build into build/client/admin (and by
// `npm run cms` into a folder of its own): the page, its script (app/editor/setup.ts, bundled),
// config.json (generated from the schemas and content/), and Decap CMS's standalone bundle.
//
// The bundle comes from the npm package decap-cms, pinned below by version and by the digest of
// its tarball. It is fetched with `npm pack` (from npm's cache when it has it) and only its
// bundle files are kept, in node_modules/.cache: installing the package would bring 730 packages
// (390 MB) into every install for one file the site never imports.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  ARTICLES_FOLDER,
  buildCache,
  configAndLabels,
  type ConfigAndLabels,
  type Content,
  type ContentSnapshot,
  EDITOR_FILES,
  editorData,
  type EditorData,
  type EditorInput,
  editorPage,
  editorWordsOf,
  entryLabeller,
  englishDigestOf,
  fileMemo,
  codeDigest,
  fieldsOfContentFile,
  LANGUAGES_FILE,
  type LaunchViews,
} from "../../app/build-api";
import { editorScript, editorStylesheet, launchScript } from "./editor-bundle";

export const DECAP_CMS = {
  name: "decap-cms",
  version: "3.16.3",
  integrity:
    "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==",
};

/** The bundle and its lazily loaded chunks (the package also has a copy named cms.js). */
const BUNDLE_FILE = /^(?:\d+\.)?decap-cms\.js$/;

const cacheDir = (root: string) =>
  path.join(root, "node_modules", ".cache", `${DECAP_CMS.name}-${DECAP_CMS.version}`);

function sha512(file: string): string {
  return `sha512-${createHash("sha512").update(fs.readFileSync(file)).digest("base64")}`;
}

/**
 * Moves a finished folder to `dir`, where builds running at the same time may be putting the same
 * files or reading them: a `dir` that already holds `marker` is complete, so it is kept and never
 * removed under a build that reads it. A `dir` without it (something else left there) is replaced.
 */
export function moveIntoPlace(finished: string, dir: string, marker: string): void {
  const complete = () => fs.existsSync(path.join(dir, marker));
  if (!complete()) {
    const left = `${dir}.left-${process.pid}`;
    try {
      fs.renameSync(dir, left);
    } catch {
      // No folder there, or another build moved it aside first.
    }
    fs.rmSync(left, { recursive: true, force: true });
    try {
      fs.renameSync(finished, dir);
    } catch (error) {
      // Another build put its copy there first: the same files.
      if (!complete()) throw error;
    }
  }
  fs.rmSync(finished, { recursive: true, force: true });
}

/** The folder holding the pinned bundle's files, fetched and unpacked on first use. */
export function decapBundle(root = process.cwd()): string {
  const dir = cacheDir(root);
  if (fs.existsSync(path.join(dir, "decap-cms.js"))) return dir;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "decap-cms-"));
  try {
    const spec = `${DECAP_CMS.name}@${DECAP_CMS.version}`;
    execFileSync(
      "npm",
      ["pack", spec, "--prefer-offline", "--silent", "--pack-destination", scratch],
      {
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    const tarball = fs.readdirSync(scratch).find((name) => name.endsWith(".tgz"));
    if (!tarball || sha512(path.join(scratch, tarball)) !== DECAP_CMS.integrity) {
      throw new Error(`${spec} from npm is not the pinned package (its digest differs).`);
    }
    execFileSync("tar", ["-xzf", tarball, "--wildcards", "package/dist/*decap-cms.js"], {
      cwd: scratch,
    });
    const unpacked = path.join(scratch, "package", "dist");
    const partial = `${dir}.tmp-${process.pid}`;
    fs.mkdirSync(partial, { recursive: true });
    for (const name of fs.readdirSync(unpacked).filter((each) => BUNDLE_FILE.test(each))) {
      fs.copyFileSync(path.join(unpacked, name), path.join(partial, name));
    }
    moveIntoPlace(partial, dir, "decap-cms.js");
    return dir;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** The code that reads a content file's fields and English words. */
const FILE_READERS = ["app/editor/source-formats.ts", "app/i18n/english-text.ts"];

/**
 * What the configuration takes from each content file (its fields, its English words' digest),
 * kept in the build cache by the file's text and the code that reads it: a build reads again only
 * the files that changed.
 */
function fileReadings(root = process.cwd()) {
  const codes = FILE_READERS.map((file) => codeDigest(file, root));
  const code = codes.includes(undefined) ? undefined : codes.join(" ");
  return fileMemo("editor-files", code);
}

/** The configuration, from checked content and the English files of `contentDir` (englishDigests). */
export const editorDataOf = (contentDir: string, content: Content): EditorData =>
  editorOf(contentDir, content).data;

/**
 * The configuration and every content file's fields, read once for both: config.json and the
 * names the page of what is left before launch gives files and fields (entryLabellerOf).
 */
export function editorOf(contentDir: string, content: Content) {
  const readings = fileReadings();
  const files = contentFields(contentDir, readings);
  // A language that cannot be built yet: the editor speaks English in it.
  const wordsIn = (code: string) => content.translations[code]?.words ?? content.words;
  const input: EditorInput = {
    site: content.site,
    words: content.languages.map(({ code, locale }) => ({
      code,
      words: editorWordsOf(wordsIn(code), locale),
    })),
    forms: Object.fromEntries(
      content.languages.map(({ code }) => [code, wordsIn(code).editorForms]),
    ),
    resources: content.pages.resources,
    languages: content.languages,
    files,
    englishDigests: englishDigests(contentDir, content, readings),
  };
  const data = editorData(input, keptConfigAndLabels(input));
  readings.save();
  return { data, files };
}

/**
 * The configuration and its words in each language (configAndLabels), kept in the build cache by
 * everything they are made from: their code and their input but the English words' digests,
 * which config.json carries beside them and every edit of an English text changes. Making them
 * (the configuration once a language) was about 0.15 CPU s of every build or more; an article's
 * text changes none of their inputs (its fields do).
 */
function keptConfigAndLabels(input: EditorInput, root = process.cwd()): ConfigAndLabels {
  const cache = buildCache("editor-config", codeDigest("app/editor/config.ts", root));
  const key = cache.key({ ...input, englishDigests: undefined });
  const kept = key === undefined ? undefined : cache.read(key);
  if (kept) {
    try {
      return JSON.parse(kept.toString("utf8")) as ConfigAndLabels;
    } catch {
      // damaged: made again
    }
  }
  const made = configAndLabels(input);
  if (key !== undefined) cache.write(key, JSON.stringify(made));
  return made;
}

/**
 * The editor's names of content files and their fields (app/editor/entry-labels.ts), as the page of
 * what is left before launch shows them, for a content folder. They come from the configuration,
 * which only the practice's facts, pages and languages shape, never which articles are published:
 * a build passes the editor it made for its published content (`editor`).
 */
export function entryLabellerOf(
  contentDir: string,
  content: Content,
  editor: ReturnType<typeof editorOf> = editorOf(contentDir, content),
) {
  return entryLabeller(
    editor.data,
    (file) => editor.files[file],
    content.languages.slice(1).map((language) => language.code),
  );
}

type FileReadings = ReturnType<typeof fileReadings>;

/** Every content file's fields (a Markdown file's frontmatter), by its path in content/. */
function contentFields(
  contentDir: string,
  readings: FileReadings,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    contentFiles(contentDir).map((file) => {
      const text = fs.readFileSync(path.join(contentDir, file), "utf8");
      return [file, readings.get(`fields ${file}`, text, () => fieldsOfContentFile(text))];
    }),
  );
}

/**
 * Whether a file of content/ ("pages/home.md") is an English one a translation may be made from:
 * outside the languages' folders (`codes`), and not content/languages.yaml.
 */
export const isEnglishFile = (file: string, codes: readonly string[]) =>
  /\.(ya?ml|mdx?)$/.test(file) && file !== LANGUAGES_FILE && !codes.includes(file.split("/")[0]);

/** Every content file of content/ but languages.yaml, as "pages/home.md". */
function contentFiles(contentDir: string): string[] {
  return fs
    .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => isEnglishFile(file, []) && fs.statSync(path.join(contentDir, file)).isFile());
}

/**
 * The digests of the words of the English files a translation may be made from (editorDataOf), by
 * their paths in content/. Of the articles, only those `content` publishes: a production build
 * names no draft or scheduled article, here as anywhere else.
 */
export function englishDigests(
  contentDir: string,
  content: Content,
  readings: FileReadings = fileReadings(),
): EditorData["englishDigests"] {
  const published = new Set(content.articles.map((article) => path.basename(article.file)));
  const codes = content.languages.slice(1).map((language) => language.code);
  const digests: EditorData["englishDigests"] = {};
  for (const file of contentFiles(contentDir).filter((each) => isEnglishFile(each, codes))) {
    if (file.startsWith(`${ARTICLES_FOLDER}/`) && !published.has(path.basename(file))) continue;
    const text = fs.readFileSync(path.join(contentDir, file), "utf8");
    // null, not undefined, for a file without words: JSON keeps it.
    const digest = readings.get(`english ${file}`, text, () => englishDigestOf(file, text) ?? null);
    if (digest) digests[file] = digest;
  }
  return digests;
}

/** The address of an editor file as a path in the folder the site is written to. */
const fileIn = (dir: string, address: string) => path.join(dir, ...address.split("/"));

/**
 * Writes the editor's page and files into `siteDir` (build/client, or npm run cms's folder): its
 * configuration `data`, `tree`, the content a save is checked against, and `launch`, what is
 * left before launch (npm run cms makes it at each load instead).
 */
export async function writeEditor(
  siteDir: string,
  content: Content,
  { data, tree, launch }: { data: EditorData; tree: ContentSnapshot; launch?: LaunchViews },
  root = process.cwd(),
): Promise<void> {
  const page = fileIn(
    siteDir,
    path.posix.join(path.posix.dirname(EDITOR_FILES.script), "index.html"),
  );
  const folder = path.dirname(page);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  const bundle = decapBundle(root);
  for (const name of fs.readdirSync(bundle)) {
    fs.copyFileSync(path.join(bundle, name), path.join(folder, name));
  }
  fs.writeFileSync(page, editorPage(content.site.name));
  // The page of what is left before launch: the same empty page, with its own script.
  const launchPage = fileIn(siteDir, `${EDITOR_FILES.launch}index.html`);
  fs.mkdirSync(path.dirname(launchPage), { recursive: true });
  fs.writeFileSync(launchPage, editorPage(content.site.name, EDITOR_FILES.launchScript));
  fs.writeFileSync(fileIn(siteDir, EDITOR_FILES.launchScript), await launchScript(root));
  if (launch) fs.writeFileSync(fileIn(siteDir, EDITOR_FILES.launchViews), JSON.stringify(launch));
  // Compact: it is read by the editor alone, and its words in each language make it large.
  fs.writeFileSync(fileIn(siteDir, EDITOR_FILES.config), JSON.stringify(data));
  fs.writeFileSync(fileIn(siteDir, EDITOR_FILES.content), JSON.stringify(tree));
  fs.writeFileSync(fileIn(siteDir, EDITOR_FILES.script), await editorScript(root));
  fs.writeFileSync(fileIn(siteDir, EDITOR_FILES.styles), await editorStylesheet(root));
}
