// `npm run bench:build -- 10 100 1000`: how `npm run build` grows with the number of articles.
// For each N it makes a scratch copy of the project whose content/ holds N synthetic articles
// (about 1,200 words each, with headings, lists, a quote and links, spread over every category
// and age group of content/pages/resources.md), runs `npm run build` there under GNU time
// (/usr/bin/time; Debian: `apt-get install -y time`), and prints wall time, CPU seconds (user +
// system of the whole process tree) and peak memory (the largest resident set of any one process
// in the tree) as a table. `--rebuild` then changes one article (its title and a paragraph, as a
// counsellor's edit would) and builds again, with the cache the first build filled. Every
// language of content/languages.yaml is built, published as at launch, with its real pages and a
// translation of every tenth article (made of the paragraphs and headings of content/<code>/
// articles); `--english-only` leaves the other languages out, to say what they cost. `--keep`
// leaves the scratch copies in place (to profile or look at them); `--runs 3` builds each N three
// times, each in a new copy (CPU seconds vary by a tenth from run to run on a shared machine).
// The copies are deleted after the last build, not between builds. This machine's file system
// (ext4 without a journal) searches a new file's inode past every inode freed in the last half
// minute, so a build that starts just after ten thousand files were deleted spends up to 8 more
// CPU seconds in the kernel: a cost of the benchmark's cleaning up, not of the build
// (docs/decisions/005-build-cost-and-share-images.md).
// It fails (exit 1) when a first build is over budget: 56 CPU s and 1.4 GB for up to 1,000
// articles, in proportion beyond.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import GithubSlugger from "github-slugger";
import yaml from "js-yaml";

const ROOT = process.cwd();
const TIME = "/usr/bin/time";
/** What a build reads; content/ is copied apart, with its articles replaced. */
const COPIED = [
  "app",
  "scripts",
  "server",
  "public",
  "package.json",
  "vite.config.ts",
  "tsconfig.json",
];

type Run = { wall: number; cpu: number; maxRssMb: number };

/**
 * The budget for a first build of 1,000 articles (the Astro blog starter's figures on this
 * machine), growing in proportion beyond that; smaller sites get the same budget as 1,000.
 */
const BUDGET = { cpu: 56, maxRssMb: 1400, articles: 1000 };

/** A small fixed pseudo-random sequence, so every run writes the same articles. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const SENTENCES = [
  "Many parents notice this first at home, in the small moments of an ordinary day.",
  "Your child is not being difficult on purpose; they are telling you something the only way they can.",
  "Children grow at different speeds, and a wide range of behaviour is normal at every age.",
  "Keep routines simple and predictable, so your child knows what comes next.",
  "Notice what happens just before the hard moment: hunger, tiredness, noise or a change of plan.",
  "Praise the effort you see, not only the result, and say exactly what you liked.",
  "Talk with your child's teacher, who sees them in a different setting and may notice other things.",
  "If the worry lasts for more than a few weeks, or gets in the way of daily life, ask for help.",
  "Grandparents and relatives often give different advice; agree as a family on one calm approach.",
  "Screens, late nights and skipped meals make every feeling bigger, for children and adults alike.",
  "Give your child words for feelings: angry, worried, disappointed, proud.",
  "Stay close and stay calm; your steady voice helps your child's body settle.",
  "Look after your own rest and support too, because a tired parent has less patience to give.",
  "Write down what you notice for a week: when, where, how long, and what helped.",
  "A short, warm conversation at bedtime is often when children share what is on their mind.",
  "Small steps, repeated every day, change more than one big talk.",
];

/** One paragraph of three to six sentences. */
function paragraph(random: () => number): string {
  const count = 3 + Math.floor(random() * 4);
  return Array.from(
    { length: count },
    () => SENTENCES[Math.floor(random() * SENTENCES.length)],
  ).join(" ");
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A realistic article body of about 1,200 words. */
function articleBody(index: number, total: number, random: () => number): string {
  const sibling = `synthetic-article-${String(((index + 1) % total) + 1).padStart(4, "0")}`;
  const parts = [
    paragraph(random),
    paragraph(random),
    "## What you might notice",
    paragraph(random),
    [
      "- **At home:** " + SENTENCES[0],
      "- **At school:** " + SENTENCES[6],
      "- **With friends:** " + SENTENCES[1],
    ].join("\n"),
    "## Why it happens",
    paragraph(random),
    `> ${SENTENCES[11]} ${SENTENCES[15]}`,
    paragraph(random),
    "### A closer look",
    paragraph(random),
    "## What helps",
    ["1. " + SENTENCES[3], "2. " + SENTENCES[4], "3. " + SENTENCES[5], "4. " + SENTENCES[10]].join(
      "\n",
    ),
    paragraph(random),
    `You may also find [this related article](/resources/${sibling}) useful, and the [World Health Organization's advice for parents](https://www.who.int/teams/social-determinants-of-health/parenting-for-lifelong-health) has more ideas.`,
    "## When to ask for help",
    paragraph(random),
    `If your child is in danger right now, call <Helpline name="emergency" /> — see [emergency support](/contact#emergency).`,
  ];
  // Fill with paragraphs under one more heading until the article reaches about 1,200 words.
  const tail = ["## Looking after yourself"];
  while (wordCount([...parts, ...tail].join(" ")) < 1_150) tail.push(paragraph(random));
  tail.push("If you would like to talk things through, [book a consultation](/contact).");
  return [...parts, ...tail].join("\n\n");
}

/** The ids of every category and age group the resources page lists. */
function resourceIds(contentDir: string) {
  const source = fs.readFileSync(path.join(contentDir, "pages/resources.md"), "utf8");
  const frontmatter = yaml.load(source.split(/^---$/m)[1]) as {
    categories: { id: string }[];
    ageGroups: { id: string }[];
  };
  return {
    categories: frontmatter.categories.map((category) => category.id),
    ageGroups: frontmatter.ageGroups.map((group) => group.id),
  };
}

function writeArticles(contentDir: string, count: number): void {
  const { categories, ageGroups } = resourceIds(contentDir);
  const articles = path.join(contentDir, "articles");
  fs.rmSync(articles, { recursive: true, force: true });
  fs.mkdirSync(articles);
  const random = randomFrom(count);
  for (let index = 0; index < count; index++) {
    const number = String(index + 1).padStart(4, "0");
    // One day apart, all in the past, so every article is published.
    const date = new Date(Date.UTC(2024, 0, 1) - index * 86_400_000).toISOString().slice(0, 10);
    const groups = [ageGroups[index % ageGroups.length]];
    if (index % 3 === 0) groups.push(ageGroups[(index + 1) % ageGroups.length]);
    const frontmatter = [
      "---",
      `title: "Helping Your Child Through Everyday Worries, Part ${index + 1}"`,
      `description: "Article ${index + 1} of ${count}: what parents might notice, why it happens, what helps at home and when to ask for help."`,
      `category: ${categories[index % categories.length]}`,
      "ageGroups:",
      ...groups.map((group) => `  - ${group}`),
      `date: ${date}`,
      ...(index % 4 === 0
        ? ['reviewedBy: "Dr. A. Sharma, Child Psychologist"', `lastReviewed: ${date}`]
        : []),
      "---",
      "",
    ].join("\n");
    fs.writeFileSync(
      path.join(articles, `synthetic-article-${number}.mdx`),
      `${frontmatter}\n${articleBody(index, count, random)}\n`,
    );
  }
}

/**
 * A scratch project with N articles (and their translations, unless English only), sharing this
 * project's node_modules.
 */
function scratchProject(count: number, englishOnly: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-build-${count}-`));
  for (const name of COPIED)
    fs.cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  const content = path.join(dir, "content");
  fs.cpSync(path.join(ROOT, "content"), content, { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  writeArticles(content, count);
  suggestSyntheticArticles(content);
  if (englishOnly) return { dir, translated: leaveOutTranslations(content) };
  return { dir, translated: writeTranslations(content, count) };
}

/** The parenting check-in's suggestions name the first synthetic article (the real ones are gone). */
function suggestSyntheticArticles(contentDir: string): void {
  const file = path.join(contentDir, "tools/reflection.yaml");
  const source = fs.readFileSync(file, "utf8");
  fs.writeFileSync(
    file,
    source.replace(/^(\s*articles:) \[[^\]]+\]$/gm, "$1 [synthetic-article-0001]"),
  );
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

/** Runs `npm run build` in dir under GNU time; the build's own output goes to build.log. */
function timedBuild(dir: string, log: string): Run {
  const times = path.join(dir, "time.txt");
  const env = { ...process.env };
  delete env.CONTENT_DIR; // the scratch copy's content/, whatever the caller's shell says
  // Its own build cache: node_modules is shared, and a first build starts with none.
  env.BUILD_CACHE_DIR = path.join(dir, ".cache");
  const result = spawnSync(TIME, ["-f", "%e %U %S %M", "-o", times, "npm", "run", "build"], {
    cwd: dir,
    env,
    stdio: ["ignore", fs.openSync(log, "w"), fs.openSync(log, "a")],
  });
  if (result.status !== 0) {
    throw new Error(`npm run build failed in ${dir}; its output is in ${log}.`);
  }
  // The last line: GNU time may add "Command exited with non-zero status" above it.
  const [wall, user, system, maxRssKb] = fs
    .readFileSync(times, "utf8")
    .trim()
    .split("\n")
    .at(-1)!
    .split(" ")
    .map(Number);
  return { wall, cpu: user + system, maxRssMb: maxRssKb / 1024 };
}

/** A counsellor's edit: the first article gets a new title and one more paragraph. */
function editOneArticle(contentDir: string): void {
  const file = path.join(contentDir, "articles/synthetic-article-0001.mdx");
  const source = fs.readFileSync(file, "utf8");
  const edited = source
    .replace(/^title: ".*"$/m, 'title: "Helping Your Child With Everyday Worries: A Fresh Look"')
    .replace("## What helps", `## What helps\n\n${SENTENCES[12]} ${SENTENCES[13]}`);
  if (edited === source) throw new Error(`Could not edit ${file}.`);
  fs.writeFileSync(file, edited);
}

/** Every article must have its page, or the figures measure a smaller site. */
function checkArticlePages(dir: string, count: number, translated: Record<string, number>): void {
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

/** A translation of every tenth article into each language. */
const TRANSLATED_EVERY = 10;

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
      const name = `synthetic-article-${String(index + 1).padStart(4, "0")}.mdx`;
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

const args = process.argv.slice(2);
const rebuild = args.includes("--rebuild");
const keep = args.includes("--keep");
const englishOnly = args.includes("--english-only");
const counts = args
  .filter((arg, index) => !arg.startsWith("--") && args[index - 1] !== "--runs")
  .map(Number);
if (counts.length === 0 || counts.some((count) => !Number.isInteger(count) || count < 1)) {
  console.error(
    "Usage: npm run bench:build -- [--rebuild] [--keep] [--english-only] [--runs 3] 10 100 1000",
  );
  process.exit(2);
}
if (!fs.existsSync(TIME)) {
  console.error(`${TIME} (GNU time) is missing: install it with "apt-get install -y time".`);
  process.exit(2);
}

const runsIndex = args.indexOf("--runs");
const runs = runsIndex === -1 ? 1 : Number(args[runsIndex + 1]);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs takes a whole number of runs, e.g. --runs 3");
  process.exit(2);
}

const rows: string[][] = [];
const overBudget: string[] = [];

/** Builds the scratch copy (first build, and the rebuild if asked); adds its rows to the table. */
function benchmark(count: number, dir: string, translated: Record<string, number>): void {
  const runs: [string, Run][] = [];
  console.log(`Building ${count} articles in ${dir} …`);
  const first = timedBuild(dir, path.join(dir, "build.log"));
  runs.push(["first build", first]);
  checkArticlePages(dir, count, translated);
  const scale = Math.max(1, count / BUDGET.articles);
  if (first.cpu > BUDGET.cpu * scale || first.maxRssMb > BUDGET.maxRssMb * scale) {
    overBudget.push(
      `${count} articles: ${first.cpu.toFixed(1)} CPU s and ${first.maxRssMb.toFixed(0)} MB, over the budget of ${(BUDGET.cpu * scale).toFixed(0)} CPU s and ${(BUDGET.maxRssMb * scale).toFixed(0)} MB.`,
    );
  }
  if (rebuild) {
    editOneArticle(path.join(dir, "content"));
    runs.push(["one article changed", timedBuild(dir, path.join(dir, "rebuild.log"))]);
    checkArticlePages(dir, count, translated);
  }
  for (const [kind, run] of runs) {
    rows.push([
      String(count),
      kind,
      run.wall.toFixed(1),
      run.cpu.toFixed(1),
      run.maxRssMb.toFixed(0),
    ]);
    console.log(`  ${kind}: ${run.wall.toFixed(1)} s wall, ${run.cpu.toFixed(1)} s CPU`);
  }
}

// Deleted after the last build (see the header).
const scratchDirs: string[] = [];
try {
  for (const count of counts.flatMap((count) => Array<number>(runs).fill(count))) {
    const { dir, translated } = scratchProject(count, englishOnly);
    scratchDirs.push(dir);
    benchmark(count, dir, translated);
  }
} finally {
  if (!keep) for (const dir of scratchDirs) fs.rmSync(dir, { recursive: true, force: true });
}

const header = ["Articles", "Build", "Wall (s)", "CPU (s)", "Peak RSS (MB)"];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column].length)),
);
const line = (cells: string[]) =>
  `| ${cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`;
console.log(`\n${line(header)}`);
console.log(`| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`);
for (const row of rows) console.log(line(row));
console.log(`\n${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), Node ${process.version}.`);

if (overBudget.length > 0) {
  console.error(`\nOver budget:\n${overBudget.map((line) => `  ✗ ${line}`).join("\n")}`);
  process.exit(1);
}
console.log(
  `Every first build within budget: ${BUDGET.cpu} CPU s and ${BUDGET.maxRssMb} MB for ${BUDGET.articles.toLocaleString("en-US")} articles, in proportion beyond.`,
);
