// Rendered bodies are kept between runs: a second read of unchanged content serves them from the
// cache, a changed file is rendered again, and what the cache cannot know (a picture deleted
// since) is still checked.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { copyOfFixture, PREVIEW, problemsIn, runScript } from "./fixture-tree";

const ARTICLE = "articles/every-kind-of-formatting.mdx";
const PICTURE = "images/articles/calm-corner.png";

let buildCache: string;
let contentDir: string;

beforeEach(() => {
  buildCache = fs.mkdtempSync(path.join(os.tmpdir(), "build-cache-"));
  vi.stubEnv("BUILD_CACHE_DIR", buildCache);
  contentDir = copyOfFixture();
});
afterEach(() => {
  // Back to the run's own (BUILD_CACHE_DIR may be set for the whole run).
  vi.unstubAllEnvs();
  fs.rmSync(buildCache, { recursive: true, force: true });
  fs.rmSync(path.dirname(contentDir), { recursive: true, force: true });
});

/** The one cache file of the content folder (beside the last read's), and its entries. */
function cacheFile() {
  const dir = path.join(buildCache, "bodies");
  const [file] = fs.readdirSync(dir).filter((name) => name !== "last-read");
  const full = path.join(dir, file);
  return {
    entries: JSON.parse(fs.readFileSync(full, "utf8")) as Record<string, { html: string }>,
    write: (entries: Record<string, { html: string }>) =>
      fs.writeFileSync(full, JSON.stringify(entries)),
  };
}

const htmlOf = (slug: string) =>
  loadContent(contentDir, PREVIEW).articles.find((article) => article.slug === slug)!.html;

describe("the cache of rendered bodies", () => {
  it("serves an unchanged body from the cache, and renders a changed one again", () => {
    const first = htmlOf("every-kind-of-formatting");
    const { entries, write } = cacheFile();
    const key = Object.keys(entries).find((each) => entries[each].html === first)!;
    expect(key).toBeDefined();
    // A marker in place of the kept body shows the next read took it from the cache.
    write({ ...entries, [key]: { ...entries[key], html: "<p>kept</p>" } });
    expect(htmlOf("every-kind-of-formatting")).toBe("<p>kept</p>");

    const file = path.join(contentDir, ARTICLE);
    fs.appendFileSync(file, "\nOne more sentence, added by the test.\n");
    const changed = htmlOf("every-kind-of-formatting");
    expect(changed).toContain("One more sentence, added by the test.");
    expect(changed).not.toContain("kept");
  });

  it("keeps only what the last read used", () => {
    loadContent(contentDir, PREVIEW);
    const before = Object.keys(cacheFile().entries).length;
    fs.rmSync(path.join(contentDir, ARTICLE));
    loadContent(contentDir, PREVIEW);
    expect(Object.keys(cacheFile().entries)).toHaveLength(before - 1);
  });

  it("still reports a picture deleted since the body was kept", () => {
    expect(problemsIn(contentDir)).toEqual([]);
    fs.rmSync(path.join(contentDir, "../public", PICTURE));
    const problems = problemsIn(contentDir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(ARTICLE);
    expect(problems[0]).toContain(PICTURE);
  });
});

describe("the cache of rendered bodies, when the code changes", { timeout: 120_000 }, () => {
  let project: string;
  beforeEach(() => {
    // A scratch copy of the code, so the test can change it (with the scripts' runner, which keeps
    // what it compiles in the copy); the libraries are the project's.
    project = fs.mkdtempSync(path.join(os.tmpdir(), "renderer-code-"));
    for (const name of ["app", "scripts/run.mjs", "package.json", "tsconfig.json"])
      fs.cpSync(name, path.join(project, name), { recursive: true });
    fs.symlinkSync(path.resolve("node_modules"), path.join(project, "node_modules"));
    fs.writeFileSync(
      path.join(project, "read.ts"),
      `import { loadContent } from "./app/build-time/load-content";
      const { articles } = loadContent(${JSON.stringify(contentDir)}, ${JSON.stringify(PREVIEW)});
      console.log(articles.find((article) => article.slug === "every-kind-of-formatting")!.html);`,
    );
  });
  afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

  /**
   * The article's HTML, as a new run of the scratch copy's code renders or keeps it. A child process
   * each time, not this one: a process digests the code once and never loads a module twice, so
   * only a new one reads the cache anew and runs the code as it is now.
   */
  async function html(script = "read.ts"): Promise<string> {
    const result = await runScript(script, [], { cwd: project });
    expect(result.stderr).toBe("");
    return result.stdout;
  }

  it("gives a new process reading a copy of the content the last read's bodies, kept once", async () => {
    const first = await html();
    const { entries, write } = cacheFile();
    const key = Object.keys(entries).find((each) => `${entries[each].html}\n` === first)!;
    write({ ...entries, [key]: { ...entries[key], html: "<p>kept</p>" } });
    // The folder's bodies are in its own file only: the last read is named, not copied.
    const named = fs.readFileSync(path.join(buildCache, "bodies", "last-read"), "utf8");
    expect(fs.existsSync(path.join(buildCache, "bodies", named))).toBe(true);
    expect(fs.readdirSync(path.join(buildCache, "bodies"))).toEqual(["last-read", named].sort());

    const copy = copyOfFixture();
    try {
      fs.writeFileSync(
        path.join(project, "read-copy.ts"),
        fs
          .readFileSync(path.join(project, "read.ts"), "utf8")
          .replace(JSON.stringify(contentDir), JSON.stringify(copy)),
      );
      expect(await html("read-copy.ts")).toBe("<p>kept</p>\n");
    } finally {
      fs.rmSync(path.dirname(copy), { recursive: true, force: true });
    }
  });

  it("renders every body again when any code the renderer reaches changes (telHref)", async () => {
    const first = await html();
    expect(first).toContain('href="tel:');
    // A marker in place of the kept body shows that unchanged code takes it from the cache.
    const { entries, write } = cacheFile();
    const key = Object.keys(entries).find((each) => `${entries[each].html}\n` === first)!;
    write({ ...entries, [key]: { ...entries[key], html: "<p>kept</p>" } });
    expect(await html()).toBe("<p>kept</p>\n");

    // telHref lives in app/lib/contact-links.ts, outside the content code: its new links must show.
    const format = path.join(project, "app/lib/contact-links.ts");
    const code = fs.readFileSync(format, "utf8");
    expect(code).toContain("export function telHref(");
    fs.writeFileSync(
      format,
      `${code.replace("export function telHref(", "function telHrefBefore(")}
      export const telHref = (phone: string) => \`\${telHrefBefore(phone)};changed-by-test\`;\n`,
    );
    const changed = await html();
    expect(changed).not.toContain("kept");
    expect(changed).toContain(';changed-by-test"');
  });
});
