// Hugo on the same posts, in the same run, as the yardstick of a first build: a Hugo site (one
// post per synthetic article and translation, the same Markdown, the same topics and age groups
// as taxonomies, paged lists, related posts, feeds and a sitemap) built three times into an empty
// folder. Hugo is Debian's (`apt-get install -y hugo`).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { median, timed, type Run } from "./timed";

export const hugoInstalled = () => spawnSync("hugo", ["version"]).status === 0;

const RUNS = 3;

const CONFIG = (codes: string[]) => `baseURL = "https://example.org/"
title = "Synthetic site"
defaultContentLanguage = "en"
paginate = 12
enableRobotsTXT = true
[taxonomies]
  category = "categories"
  age = "ages"
[languages]
${["en", ...codes]
  .map(
    (code, index) =>
      `  [languages.${code}]\n    weight = ${index + 1}\n    contentDir = "content/${code}"`,
  )
  .join("\n")}
`;

const BASE = `<!doctype html><html lang="{{ .Site.Language.Lang }}"><head><meta charset="utf-8">
<title>{{ .Title }} | {{ .Site.Title }}</title><meta name="description" content="{{ .Description }}">
<link rel="canonical" href="{{ .Permalink }}">{{ range .Translations }}<link rel="alternate" hreflang="{{ .Lang }}" href="{{ .Permalink }}">{{ end }}
<link rel="stylesheet" href="/site.css"></head><body>
<header><a href="{{ .Site.Home.RelPermalink }}">{{ .Site.Title }}</a><nav>{{ range .Site.Taxonomies.categories }}<a href="{{ .Page.RelPermalink }}">{{ .Page.Title }}</a> {{ end }}</nav></header>
<main>{{ block "main" . }}{{ end }}</main><footer>{{ .Site.Title }} · {{ now.Year }}</footer></body></html>
`;
const CARD = `<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> <time>{{ .Date.Format "2 January 2006" }}</time> <span>{{ .ReadingTime }} min</span><p>{{ .Description }}</p></li>`;
const LAYOUTS: Record<string, string> = {
  "_default/baseof.html": BASE,
  "_default/single.html": `{{ define "main" }}<article><h1>{{ .Title }}</h1><p>{{ .Date.Format "2 January 2006" }} · {{ .ReadingTime }} min{{ range .Params.categories }} · <a href="{{ "categories/" | relLangURL }}{{ . | urlize }}/">{{ . }}</a>{{ end }}</p>{{ .Content }}</article>
<ul>{{ range first 3 (.Site.RegularPages.Related .) }}${CARD}{{ end }}</ul>{{ end }}`,
  "_default/list.html": `{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range (.Paginate .Pages).Pages }}${CARD}{{ end }}</ul>{{ template "_internal/pagination.html" . }}{{ end }}`,
  "index.html": `{{ define "main" }}<h1>{{ .Site.Title }}</h1><ul>{{ range first 12 .Site.RegularPages }}${CARD}{{ end }}</ul>{{ end }}`,
};

/** YAML reads 2024-01-01 as a Date: Hugo takes it as written. */
const isoDate = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

/** A post: the article's own front matter, its topic and age groups as taxonomies. */
function post(source: string, english: Record<string, unknown> | undefined): string {
  const [, head, ...body] = source.split(/^---$/m);
  const own = yaml.load(head) as Record<string, unknown>;
  const facts = english ?? own;
  const frontmatter = {
    title: own.title,
    description: own.description,
    date: isoDate(own.translatedFrom ?? facts.date),
    categories: [facts.category],
    ages: facts.ageGroups,
  };
  return `---\n${yaml.dump(frontmatter)}---\n${body.join("---")}`;
}

/** Writes the Hugo site of a scratch project's content/ into `site`. */
function writeHugoSite(contentDir: string, site: string): void {
  fs.rmSync(site, { recursive: true, force: true });
  const languages = yaml.load(fs.readFileSync(path.join(contentDir, "languages.yaml"), "utf8")) as {
    code: string;
  }[];
  const codes = languages.slice(1).map(({ code }) => code);
  const facts = new Map<string, Record<string, unknown>>();
  for (const code of ["en", ...codes]) {
    const from = path.join(contentDir, ...(code === "en" ? [] : [code]), "articles");
    const to = path.join(site, "content", code, "posts");
    fs.mkdirSync(to, { recursive: true });
    if (!fs.existsSync(from)) continue;
    for (const name of fs.readdirSync(from).filter((file) => /\.mdx?$/.test(file))) {
      const source = fs.readFileSync(path.join(from, name), "utf8");
      if (code === "en") facts.set(name, yaml.load(source.split(/^---$/m)[1]) as never);
      const target = path.join(to, name.replace(/\.mdx$/, ".md"));
      fs.writeFileSync(target, post(source, code === "en" ? undefined : facts.get(name)));
    }
  }
  fs.writeFileSync(path.join(site, "hugo.toml"), CONFIG(codes));
  for (const [file, text] of Object.entries(LAYOUTS)) {
    fs.mkdirSync(path.dirname(path.join(site, "layouts", file)), { recursive: true });
    fs.writeFileSync(path.join(site, "layouts", file), text);
  }
}

/** Hugo's median run of three on the posts of `contentDir`, each into an empty folder. */
export function timedHugo(contentDir: string, scratch: string): Run {
  const site = path.join(scratch, "hugo");
  writeHugoSite(contentDir, site);
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) {
    const out = path.join(scratch, `hugo-public-${run}`);
    const log = path.join(scratch, `hugo-${run}.log`);
    runs.push(timed(["hugo", "--quiet", "-s", site, "-d", out], { cwd: scratch, log }));
  }
  return median(runs);
}
