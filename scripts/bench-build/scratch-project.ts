// The benchmark's scratch projects: a copy of this project's code (its node_modules linked) with
// content/ copied and, for a synthetic site, its articles replaced by N synthetic ones. Every
// language of content/languages.yaml is published as at launch, with its real pages and a
// translation of every tenth article made of the words of its real translations; English only
// leaves the other languages out.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import GithubSlugger from "github-slugger";
import yaml from "js-yaml";
import { articleName, wordCount, writeArticles } from "./synthetic-articles";

const ROOT = process.cwd();
/** What a build reads; content/ is copied apart. */
const COPIED = [
  "app",
  "scripts",
  "server",
  "public",
  "package.json",
  "vite.config.ts",
  "tsconfig.json",
];
/** A translation of every tenth article into each language. */
const TRANSLATED_EVERY = 10;

/** A copy of the project (and of content/) in a new scratch folder, sharing node_modules. */
function copyProject(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-build-${name}-`));
  for (const each of COPIED)
    fs.cpSync(path.join(ROOT, each), path.join(dir, each), { recursive: true });
  fs.cpSync(path.join(ROOT, "content"), path.join(dir, "content"), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

/** The practice's own site: the project with its real content/. */
export const realProject = () => copyProject("real");

/**
 * A scratch project with N synthetic articles (and their translations, unless English only);
 * `translated` says how many articles each other language has.
 */
export function syntheticProject(count: number, englishOnly: boolean) {
  const dir = copyProject(String(count));
  const content = path.join(dir, "content");
  writeArticles(content, count);
  suggestSyntheticArticles(content);
  if (englishOnly) return { dir, translated: leaveOutTranslations(content) };
  return { dir, translated: writeTranslations(content, count) };
}

/**
 * The parenting check-in's suggestions name the first synthetic article (the real ones are gone),
 * in its English file and in each translation, which repeats the English fact.
 */
function suggestSyntheticArticles(contentDir: string): void {
  const languages = fs
    .readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(contentDir, entry.name));
  for (const dir of [contentDir, ...languages]) {
    const file = path.join(dir, "tools/reflection.yaml");
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, "utf8");
    const synthetic = source.replace(
      /^(\s*articles:) \[[^\]]+\]$/gm,
      `$1 [${articleName(0).replace(/\.mdx$/, "")}]`,
    );
    fs.writeFileSync(file, synthetic);
  }
}

/** English only: content/languages.yaml keeps its first language, and the others' folders go. */
function leaveOutTranslations(contentDir: string): Record<string, number> {
  const languagesFile = path.join(contentDir, "languages.yaml");
  const languages = yaml.load(fs.readFileSync(languagesFile, "utf8")) as { code: string }[];
  for (const { code } of languages.slice(1))
    fs.rmSync(path.join(contentDir, code), { recursive: true, force: true });
  fs.writeFileSync(languagesFile, yaml.dump(languages.slice(0, 1)));
  return {};
}

/**
 * The other languages of content/languages.yaml, published as at launch, each with a translation
 * of every tenth article; its real article translations go (their English files are gone). The
 * words are the paragraphs and headings of the real translations, so the build draws, counts and
 * shapes real Marathi and Hindi. Returns how many articles each language has.
 */
function writeTranslations(contentDir: string, count: number): Record<string, number> {
  const languagesFile = path.join(contentDir, "languages.yaml");
  const source = fs.readFileSync(languagesFile, "utf8");
  const codes = (yaml.load(source) as { code: string }[]).slice(1).map(({ code }) => code);
  fs.writeFileSync(languagesFile, source.replaceAll("published: false", "published: true"));
  const translated: Record<string, number> = {};
  for (const code of codes) {
    const articles = path.join(contentDir, code, "articles");
    const words = wordsOf(articles);
    fs.rmSync(articles, { recursive: true, force: true });
    fs.mkdirSync(articles, { recursive: true });
    translated[code] = 0;
    for (let index = 0; index < count; index += TRANSLATED_EVERY) {
      const name = articleName(index);
      const english = fs.readFileSync(path.join(contentDir, "articles", name), "utf8");
      const date = /^date: (\S+)$/m.exec(english)![1];
      const frontmatter = [
        "---",
        `translationOf: articles/${name}`,
        `translatedFrom: ${date}`,
        'reviewedBy: ""',
        `title: ${JSON.stringify(`${words.titles[index % words.titles.length]} ${index + 1}`)}`,
        `description: ${JSON.stringify(words.paragraphs[index % words.paragraphs.length].slice(0, 150))}`,
        "---",
        "",
      ].join("\n");
      fs.writeFileSync(
        path.join(articles, name),
        `${frontmatter}\n${translatedBody(words, index)}\n`,
      );
      translated[code]++;
    }
  }
  return translated;
}

/** Text with no Markdown or MDX: no link, emphasis, component, expression or table. */
const PLAIN = /^[^[\]()<>{}*_`|\\#]+$/;

/** The plain paragraphs, headings and titles of a language's article translations. */
function wordsOf(articlesDir: string) {
  const files = fs.readdirSync(articlesDir).filter((name) => name.endsWith(".mdx"));
  if (files.length === 0)
    throw new Error(`${articlesDir} has no translated article to take words from.`);
  const titles: string[] = [];
  const headings: string[] = [];
  const paragraphs: string[] = [];
  for (const file of files) {
    const [, frontmatter, body] = fs
      .readFileSync(path.join(articlesDir, file), "utf8")
      .split(/^---$/m);
    titles.push((yaml.load(frontmatter) as { title: string }).title);
    for (const block of body.split(/\n\n+/).map((each) => each.trim())) {
      if (/^## /.test(block) && PLAIN.test(block.slice(3))) headings.push(block.slice(3));
      else if (/^\p{L}/u.test(block) && PLAIN.test(block)) paragraphs.push(block);
    }
  }
  return { titles, headings, paragraphs };
}

/** About 1,200 words: headings, each with paragraphs, and a #link to the first heading. */
function translatedBody(words: ReturnType<typeof wordsOf>, index: number): string {
  const { headings, paragraphs } = words;
  const parts: string[] = [];
  let at = index;
  const first = headings[index % headings.length];
  while (wordCount(parts.join(" ")) < 1_150) {
    const heading = headings[at % headings.length];
    if (!parts.includes(`## ${heading}`)) parts.push(`## ${heading}`);
    parts.push(paragraphs[at % paragraphs.length], paragraphs[(at + 1) % paragraphs.length]);
    at += 1;
  }
  parts.push(`[${first}](#${new GithubSlugger().slug(first)})`);
  return parts.join("\n\n");
}

/** Every article must have its page, or the figures measure a smaller site. */
export function checkArticlePages(
  dir: string,
  count: number,
  translated: Record<string, number>,
): void {
  const sitemap = fs.readFileSync(path.join(dir, "build/static/sitemap.xml"), "utf8");
  const pagesIn = (prefix: string) =>
    sitemap.match(
      new RegExp(`<loc>https?://[^/<]+${prefix}/resources/synthetic-article-\\d+<`, "g"),
    )?.length ?? 0;
  const pages = pagesIn("");
  if (pages !== count)
    throw new Error(`The build of ${count} articles published ${pages} of them.`);
  for (const [code, written] of Object.entries(translated)) {
    const built = pagesIn(`/${code}`);
    if (built !== written)
      throw new Error(
        `The build published ${built} of the ${written} articles translated to ${code}.`,
      );
  }
}
