// `npm run test:counsellor-pr`: a counsellor's ordinary pull request must leave every check green.
// In a scratch copy of the project with the real content/, it does what a counsellor does: starts an
// article with `npm run new:article`, writes and publishes it, deletes another, retitles a third and
// rewords a paragraph of the About page. And it changes the practice's facts, which belong to the
// practice and not to the tests: a figure on the home page, a service renamed with a group size, one
// more service, a new topic, the phone, the street address, the opening hours and a helpline's name.
// Every change is made relative to what is there (50 added to a figure, a name no file has yet), so
// whatever the practice has written, the change is a change and never refused by this script.
// It checks the spelling of the words it adds (every other word of its pages is the real content's
// or the code's, which npm test's check:spelling reads on the build of content/). Then it runs what
// `npm test` runs on the real content (the build, which checks the content first, and the byte
// budgets) and the browser sweep of the routes (routes.spec.ts), whose pages, widths and axe
// results depend on the content's words: every route but the later lists of a topic or age group
// and the later checklist ages, which repeat a template already swept, and axe without its
// colour-contrast rule, since no content file can set a colour (E2E_SWEEP=sample, route-checks.ts:
// the fixture's sweep checks contrast). Not fewer routes: the facts changed here are on every page,
// and one route per template would keep 51 of today's 58, leaving axe off pages whose result
// depends on their words (docs/testing.md, "Why not fewer routes").
// The other browser tests check the code on the fixture tree
// in `npm run test:e2e` and never read content/, so a counsellor's change cannot break them.
// It fails if any of them fails.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { usSpellings } from "./lib/british-spelling";
import { changePracticeFacts, edit, editYaml, shown, written } from "./lib/practice-edits";
import { exitCodeOf } from "./lib/refusal";
import { newArticle, slugFromTitle } from "./new-article";

const PROJECT_FILES = [
  "app",
  "content",
  "public",
  "scripts",
  "server",
  "test",
  // The lockfile too: the app build's cache key reads it, so the scratch build reuses the app build
  // the project's own build made (same code) instead of running Vite again.
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "tsconfig.json",
  "playwright.config.ts",
];
const BROWSER_TESTS = ["test/e2e/routes.spec.ts"];
const NEW_TITLE = shown("How Play Helps Children Learn");
/**
 * The port of the sweep's server. `npm test` runs this beside `npm run test:e2e`, which serves on
 * E2E_PORT and the port after it: with E2E_PORT set, this takes the one after those two, so that
 * an engineer's own range holds both; 3700 otherwise.
 */
const PORT = process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 2 : 3700;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "counsellor-pr-"));
const articles = path.join(scratch, "content/articles");

/** A step that failed: its own output says why. */
class StepFailed extends Error {}

function step(what: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${what}`);
  // Runs in the foreground of this script, not in a test worker: nothing else waits on it.
  const result = spawnSync(command, args, {
    cwd: scratch,
    stdio: "inherit",
    env: { ...process.env, CONTENT_DIR: "", PREVIEW: "", ...env },
  });
  if (result.status !== 0) throw new StepFailed(what);
}

/** The article's files in content/: the English one and its translations (mr/articles/…). */
function articleFiles(slug: string): string[] {
  const own = new RegExp(`^(?:[a-z]{2,3}/)?articles/${slug}\\.mdx$`);
  return fs
    .readdirSync(path.join(scratch, "content"), { recursive: true, encoding: "utf8" })
    .filter((file) => own.test(file.split(path.sep).join("/")));
}

/** Whether any file of the content other than the article itself names its slug. */
function namedElsewhere(slug: string): boolean {
  const content = path.join(scratch, "content");
  const own = articleFiles(slug);
  return fs
    .readdirSync(content, { recursive: true, encoding: "utf8" })
    .filter((file) => !own.includes(file))
    .some((file) => {
      const full = path.join(content, file);
      return fs.statSync(full).isFile() && fs.readFileSync(full, "utf8").includes(slug);
    });
}

/** The title of the new article: one whose address no article has yet. */
function newTitle(): string {
  let title = NEW_TITLE;
  for (let n = 2; fs.existsSync(path.join(articles, `${slugFromTitle(title)}.mdx`)); n += 1) {
    title = `${NEW_TITLE} ${n}`;
  }
  return title;
}

/**
 * Starts an article as `npm run new:article` does, writes it, files it under `topic`, publishes
 * it. The command's own function, in this process: its test runs the command itself
 * (new-article.test.ts), and a child process would only add Node's and tsx's start (1 CPU s).
 */
function writeNewArticle(topic: string) {
  const title = newTitle();
  console.log("\n▶ npm run new:article");
  const env = { ...process.env, CONTENT_DIR: path.join(scratch, "content"), PREVIEW: "" };
  if (exitCodeOf(() => console.log(newArticle([title], env))) !== 0) {
    throw new StepFailed("npm run new:article");
  }
  const added = path.join(articles, `${slugFromTitle(title)}.mdx`);
  edit(added, (text) => {
    const frontmatter = text.slice(0, text.indexOf("\n---", 3) + 4).replace(/^draft: true\n/m, "");
    const paragraph =
      "Play is how young children learn about the world. When your child builds with blocks, " +
      "pretends to cook or sorts buttons by colour, they practise thinking, talking and patience.";
    return `${frontmatter}\n\n${shown(`${paragraph}\n\n## What you can do\n\n- Play together for a few minutes each day\n- Let your child lead the game\n\n## When to seek help\n\nIf play seems very hard for your child, [book a consultation](/contact).\n`)}`;
  });
  editYaml(added, (doc) => {
    doc.set("description", shown("Why play matters and how to join in."));
    doc.set("category", topic);
  });
}

/**
 * Deletes an article no other file names (a tool's suggestions, another article): a counsellor who
 * deletes a named one is told to change those files too (tools-content.test.ts). With its
 * translations, as a counsellor must: a translation of no English file is a problem. Retitles
 * another. Returns nothing to do when the content has no such article, saying so.
 */
function deleteAndRetitle(existing: string[]) {
  const deleted = existing.find((name) => !namedElsewhere(name.replace(/\.mdx$/, "")));
  if (deleted) {
    const slug = deleted.replace(/\.mdx$/, "");
    for (const file of articleFiles(slug)) fs.rmSync(path.join(scratch, "content", file));
  } else console.log("\nEvery article is named by another file: none is deleted.");
  const retitled = existing.find((name) => name !== deleted);
  if (!retitled) return console.log("No other article to retitle.");
  editYaml(path.join(articles, retitled), (doc) =>
    doc.set("title", `${String(doc.get("title"))}${shown(": A Fresh Look")}`),
  );
}

/**
 * The spelling of the words this pull request adds. `npm run check:spelling` on its build would
 * read every page again for them: every other word there is the real content's or the code's,
 * which npm test's own check:spelling reads on the build of content/, on pages of every kind.
 */
function checkSpelling() {
  console.log("\n▶ British spelling of the words it adds");
  const problems = usSpellings(written.join("\n"));
  for (const { word, british } of problems)
    console.error(`"${word}" is US spelling; write "${british}"`);
  if (problems.length > 0) throw new StepFailed("British spelling of the words it adds");
}

for (const entry of PROJECT_FILES) fs.cpSync(entry, path.join(scratch, entry), { recursive: true });
fs.symlinkSync(path.resolve("node_modules"), path.join(scratch, "node_modules"));

try {
  const existing = fs
    .readdirSync(articles)
    .filter((name) => name.endsWith(".mdx"))
    .sort();
  const topic = changePracticeFacts(path.join(scratch, "content"));
  writeNewArticle(topic);
  deleteAndRetitle(existing);
  edit(path.join(scratch, "content/pages/about.md"), (text) => {
    const body = text.indexOf("\n---", 3) + 4;
    return `${text.slice(0, body)}\n\n${shown("We have reworded this first paragraph in a pull request.")}\n${text.slice(body)}`;
  });

  checkSpelling();
  // The build checks the content first, as npm test's does: a problem stops it with its message.
  step("npm run build", "npm", ["run", "build"]);
  step("npm run bench", "npm", ["run", "bench"]);
  // One worker, one browser: a second would start its own Chromium and Node worker and fetch and
  // read again every page the first one's links lead to (about 5 CPU s more for the same checks).
  step(
    "the sweep of the routes on the changed content",
    path.join("node_modules", ".bin", "playwright"),
    ["test", ...BROWSER_TESTS, "--workers=1"],
    { E2E_PORT: String(PORT), E2E_NODE_ONLY: "true", E2E_SWEEP: "sample" },
  );
  console.log(
    "\n✓ A counsellor's ordinary pull request and the practice's new facts leave the checks, the build and the browser tests green.",
  );
} catch (error) {
  if (!(error instanceof StepFailed)) throw error;
  console.error(`\n✗ A counsellor's ordinary pull request fails at: ${error.message}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
