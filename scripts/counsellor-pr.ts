// `npm run test:counsellor-pr`: a counsellor's ordinary pull request must leave every check green.
// In a scratch copy of the project with the real content/, it does what a counsellor does: starts an
// article with `npm run new:article`, writes and publishes it, deletes another, retitles a third and
// rewords a paragraph of the About page. And it changes the practice's facts, which belong to the
// practice and not to the tests: a claim on the home page, a service renamed with another group
// size, an eighth service, the phone, the street address and the opening hours. Then it runs what
// `npm test` runs on the real content (the build, which checks the content first, the byte budgets
// and the spelling) and the browser sweep of the routes (routes.spec.ts), whose pages, widths and axe
// results depend on the content's words: every route but the later lists of a topic or age group and
// the later checklist ages, which repeat a template already swept (E2E_SWEEP=sample, route-checks.ts). The other browser tests check the code on the fixture
// tree in `npm test:e2e` and never read content/, so a counsellor's change cannot break them.
// It fails if any of them fails.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseDocument, type Document } from "yaml";

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
const NEW_TITLE = "How Play Helps Children Learn";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "counsellor-pr-"));
const articles = path.join(scratch, "content/articles");

function step(what: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${what}`);
  // Runs in the foreground of this script, not in a test worker: nothing else waits on it.
  const result = spawnSync(command, args, {
    cwd: scratch,
    stdio: "inherit",
    env: { ...process.env, CONTENT_DIR: "", PREVIEW: "", ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✗ A counsellor's ordinary pull request fails at: ${what}`);
    process.exit(1);
  }
}

function edit(file: string, change: (text: string) => string) {
  const before = fs.readFileSync(file, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`${path.relative(scratch, file)} did not change`);
  fs.writeFileSync(file, after);
}

/** Changes a YAML file's fields (or a Markdown file's frontmatter), keeping its comments. */
function editYaml(file: string, change: (doc: Document) => void) {
  edit(file, (text) => {
    const markdown = text.startsWith("---\n");
    const end = markdown ? text.indexOf("\n---", 3) + 1 : text.length;
    const doc = parseDocument(text.slice(markdown ? 4 : 0, end));
    change(doc);
    // lineWidth 0: long lines stay as they are, as a counsellor would leave them.
    const yaml = doc.toString({ lineWidth: 0 });
    return markdown ? `---\n${yaml}${text.slice(end)}` : yaml;
  });
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

/** What the practice changes about itself: none of it may break a test. */
function changePracticeFacts() {
  const content = path.join(scratch, "content");
  editYaml(path.join(content, "pages/home.md"), (doc) => doc.setIn(["stats", 0, "value"], "150+"));

  const services = path.join(content, "services");
  const files = fs.readdirSync(services).map((name) => path.join(services, name));
  const groupSize = /\b\d+\s*[-–]\s*\d+ children\b/;
  const grouped = files.find((file) => groupSize.test(fs.readFileSync(file, "utf8")));
  if (!grouped) throw new Error("content/services: no service gives a group size (4-6 children)");
  edit(grouped, (text) => text.replace(groupSize, "4-8 children"));
  editYaml(grouped, (doc) => doc.set("title", "Small Group Sessions"));
  const orders = files.map((file) =>
    Number(/^order: *(\d+)/m.exec(fs.readFileSync(file, "utf8"))?.[1]),
  );
  const added = path.join(services, "sibling-support.md");
  fs.copyFileSync(files[0], added);
  editYaml(added, (doc) => {
    doc.set("title", "Sibling Support");
    doc.set("order", Math.max(...orders) + 1);
    doc.set(
      "description",
      "Help for brothers and sisters growing up alongside a child who needs extra care.",
    );
  });

  editYaml(path.join(content, "site.yaml"), (doc) => {
    doc.set("phone", "+91 90000 12345");
    doc.setIn(["address", "lines", 0], "Flat 12, Gulmohar Apartments");
    doc.setIn(["hours", 0, "time"], "9:30 am – 6:30 pm");
  });
}

for (const entry of PROJECT_FILES) fs.cpSync(entry, path.join(scratch, entry), { recursive: true });
fs.symlinkSync(path.resolve("node_modules"), path.join(scratch, "node_modules"));

try {
  const existing = fs
    .readdirSync(articles)
    .filter((name) => name.endsWith(".mdx"))
    .sort();
  if (existing.length < 2) throw new Error("content/articles needs at least two articles");

  step("npm run new:article", "npx", ["tsx", "scripts/new-article.ts", NEW_TITLE]);
  const added = path.join(articles, "how-play-helps-children-learn.mdx");
  edit(added, (text) => {
    const frontmatter = text.slice(0, text.indexOf("\n---", 3) + 4).replace(/^draft: true\n/m, "");
    const paragraph =
      "Play is how young children learn about the world. When your child builds with blocks, " +
      "pretends to cook or sorts buttons by colour, they practise thinking, talking and patience.";
    return `${frontmatter}\n\n${paragraph}\n\n## What you can do\n\n- Play together for a few minutes each day\n- Let your child lead the game\n\n## When to seek help\n\nIf play seems very hard for your child, [book a consultation](/contact).\n`;
  });
  edit(added, (text) =>
    text.replace(/^description: .*$/m, 'description: "Why play matters and how to join in."'),
  );

  // The article deleted is one no other file names (a tool's suggestions, another article): a
  // counsellor who deletes a named one is told to change those files too (tools-content.test.ts).
  const deleted = existing.find((name) => !namedElsewhere(name.replace(/\.mdx$/, "")));
  if (!deleted) throw new Error("content/: every article is named by another file");
  // With its translations, as a counsellor must: a translation of no English file is a problem.
  const deletedSlug = deleted.replace(/\.mdx$/, "");
  for (const file of articleFiles(deletedSlug)) fs.rmSync(path.join(scratch, "content", file));
  const retitled = existing.find((name) => name !== deleted)!;
  edit(path.join(articles, retitled), (text) =>
    text.replace(/^title: .*$/m, 'title: "A New Title Chosen by a Counsellor"'),
  );
  edit(path.join(scratch, "content/pages/about.md"), (text) => {
    const body = text.indexOf("\n---", 3) + 4;
    return `${text.slice(0, body)}\n\nWe have reworded this first paragraph in a pull request.\n${text.slice(body)}`;
  });

  changePracticeFacts();

  // The build checks the content first, as npm test's does: a problem stops it with its message.
  step("npm run build", "npm", ["run", "build"]);
  step("npm run bench", "npm", ["run", "bench"]);
  step("npm run check:spelling", "npm", ["run", "check:spelling"]);
  step(
    "the sweep of the routes on the changed content",
    "npx",
    ["playwright", "test", ...BROWSER_TESTS],
    { E2E_PORT: "3700", E2E_NODE_ONLY: "true", E2E_SWEEP: "sample" },
  );
  console.log(
    "\n✓ A counsellor's ordinary pull request and the practice's new facts leave the checks, the build and the browser tests green.",
  );
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
