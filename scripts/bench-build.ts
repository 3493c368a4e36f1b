// `npm run bench:build -- 10 100 1000`: how `npm run build` grows with the number of articles,
// against Hugo on the same posts in the same run. For each N it makes a scratch copy of the
// project whose content/ holds N synthetic articles (scripts/bench-build/synthetic-articles.ts)
// and, unless `--english-only`, every language published with a translation of every tenth
// (scripts/bench-build/scratch-project.ts), runs `npm run build` there under GNU time with an
// empty build cache of its own, and gives the same posts to Hugo (scripts/bench-build/hugo.ts,
// the median of three runs). It prints wall time, CPU seconds (user + system of the whole process
// tree) and peak memory (the largest resident set of any one process) as a table.
//   --rebuild       then changes one article (its title and a paragraph) and builds again
//   --real          also builds the practice's own content/ twice: once, then after a paragraph
//                   is added to one article (the code unchanged)
//   --runs 3        builds each N three times, each in a new copy
//   --profile       profiles the first build (`--cpu-prof`, every process) and prints where its
//                   CPU time went, by stage (scripts/bench-build/profile.ts); slower than usual
//   --no-hugo       leaves Hugo out; --keep leaves the copies in place; --english-only as above
// The copies are deleted after the last build, not between builds: this machine's file system
// (ext4 without a journal) searches a new file's inode past every inode freed in the last half
// minute, so a build that starts just after ten thousand files were deleted pays for it
// (docs/decisions/005-build-cost-and-share-images.md).
// It fails (exit 1) when a target of docs/performance.md is missed: a first build over ten times
// Hugo's CPU seconds or over 600 MB, a rebuild after one changed article over 2 s of wall time, the
// real site's rebuild after a content change over 3 s.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addParagraph, editOneArticle } from "./bench-build/synthetic-articles";
import { checkArticlePages, realProject, syntheticProject } from "./bench-build/scratch-project";
import { profileByStage, stageTable } from "./bench-build/profile";
import { hugoInstalled, timedHugo } from "./bench-build/hugo";
import { TIME, timedBuild, type Run } from "./bench-build/timed";

const TARGETS = { timesHugo: 10, maxRssMb: 600, rebuildWall: 2, realRebuildWall: 3 };

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const counts = args
  .filter((arg, index) => !arg.startsWith("--") && args[index - 1] !== "--runs")
  .map(Number);
const runsIndex = args.indexOf("--runs");
const runs = runsIndex === -1 ? 1 : Number(args[runsIndex + 1]);
const withHugo = !flag("--no-hugo");

function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}
if (counts.some((count) => !Number.isInteger(count) || count < 1) || !Number.isInteger(runs)) {
  refuse(
    "Usage: npm run bench:build -- [--rebuild] [--real] [--runs 3] [--profile] [--no-hugo] [--keep] [--english-only] 10 100 1000",
  );
}
if (counts.length === 0 && !flag("--real")) refuse("Say how many articles, or --real.");
if (!fs.existsSync(TIME)) refuse(`${TIME} (GNU time) is missing: apt-get install -y time`);
if (withHugo && counts.length > 0 && !hugoInstalled()) {
  refuse("Hugo is missing: apt-get install -y hugo (or leave it out with --no-hugo).");
}

const rows: string[][] = [];
const missed: string[] = [];
const scratchDirs: string[] = [];
const searchIndexes: string[] = [];

function row(articles: string, kind: string, run: Run): void {
  rows.push([articles, kind, run.wall.toFixed(1), run.cpu.toFixed(1), run.maxRssMb.toFixed(0)]);
  console.log(`  ${kind}: ${run.wall.toFixed(1)} s wall, ${run.cpu.toFixed(1)} s CPU`);
}

/**
 * The export says what its search index holds, its size, how long it took and which languages'
 * indexes it made rather than kept (scripts/export/search-index.ts): printed, and in the summary.
 */
function searchIndexOf(build: string, log: string): void {
  const index = /^Search index: .*$/m.exec(fs.readFileSync(log, "utf8"));
  if (index) searchIndexes.push(`${build}: ${index[0]}`);
  console.log(`  ${index?.[0] ?? "No search index was made."}`);
}

/** The first build of N synthetic articles (profiled if asked), Hugo's, and the rebuild. */
function benchmark(count: number): void {
  const { dir, translated } = syntheticProject(count, flag("--english-only"));
  scratchDirs.push(dir);
  console.log(`Building ${count} articles in ${dir} …`);
  const profiling = flag("--profile");
  const profiles = path.join(dir, "profiles");
  const first = timedBuild(dir, path.join(dir, "build.log"), profiling ? profiles : undefined);
  checkArticlePages(dir, count, translated);
  row(String(count), profiling ? "first build (profiled)" : "first build", first);
  searchIndexOf(`${count} articles, first build`, path.join(dir, "build.log"));
  if (profiling) console.log(`\n${stageTable(profileByStage(profiles))}\n`);
  if (first.maxRssMb > TARGETS.maxRssMb) {
    missed.push(`${count} articles: ${first.maxRssMb.toFixed(0)} MB at the peak.`);
  }
  if (withHugo) {
    const hugo = timedHugo(path.join(dir, "content"), dir);
    row(String(count), "Hugo, the same posts", hugo);
    const times = first.cpu / hugo.cpu;
    console.log(`  first build: ${times.toFixed(1)} times Hugo's CPU seconds`);
    if (!profiling && times > TARGETS.timesHugo) {
      missed.push(`${count} articles: ${times.toFixed(1)} times Hugo's CPU seconds.`);
    }
  }
  if (flag("--rebuild")) {
    editOneArticle(path.join(dir, "content"));
    const rebuild = timedBuild(dir, path.join(dir, "rebuild.log"));
    checkArticlePages(dir, count, translated);
    row(String(count), "one article changed", rebuild);
    searchIndexOf(`${count} articles, one changed`, path.join(dir, "rebuild.log"));
    if (rebuild.wall > TARGETS.rebuildWall) {
      missed.push(`${count} articles, one changed: ${rebuild.wall.toFixed(1)} s wall.`);
    }
  }
}

/** The practice's own site: a first build, then one after a content change. */
function benchmarkRealSite(): void {
  const dir = realProject();
  scratchDirs.push(dir);
  console.log(`Building the real content/ in ${dir} …`);
  row("real", "first build", timedBuild(dir, path.join(dir, "build.log")));
  searchIndexOf("real, first build", path.join(dir, "build.log"));
  const articles = path.join(dir, "content", "articles");
  const first = fs.readdirSync(articles).filter((name) => /\.mdx?$/.test(name))[0];
  addParagraph(path.join(articles, first));
  const rebuild = timedBuild(dir, path.join(dir, "rebuild.log"));
  row("real", "content changed", rebuild);
  searchIndexOf("real, content changed", path.join(dir, "rebuild.log"));
  if (rebuild.wall > TARGETS.realRebuildWall) {
    missed.push(`the real site after a content change: ${rebuild.wall.toFixed(1)} s wall.`);
  }
}

try {
  for (const count of counts.flatMap((count) => Array<number>(runs).fill(count))) benchmark(count);
  if (flag("--real")) for (let run = 0; run < runs; run++) benchmarkRealSite();
} finally {
  if (!flag("--keep"))
    for (const dir of scratchDirs) fs.rmSync(dir, { recursive: true, force: true });
}

const header = ["Articles", "Build", "Wall (s)", "CPU (s)", "Peak RSS (MB)"];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((each) => each[column].length)),
);
const line = (cells: string[]) =>
  `| ${cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`;
console.log(`\n${line(header)}`);
console.log(`| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`);
for (const each of rows) console.log(line(each));
for (const index of searchIndexes) console.log(index);
console.log(`\n${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), Node ${process.version}.`);

if (missed.length > 0) {
  console.error(`\nTargets missed:\n${missed.map((each) => `  ✗ ${each}`).join("\n")}`);
  process.exit(1);
}
console.log(
  `Every target met: a first build within ${TARGETS.timesHugo} times Hugo's CPU seconds and ${TARGETS.maxRssMb} MB, one changed article rebuilt within ${TARGETS.rebuildWall} s, the real site within ${TARGETS.realRebuildWall} s.`,
);
