// `npm run new:article`, on a copy of the fixture content tree: run as a counsellor would for the
// first article, and in this process, through the function the script's entry calls, for the rest.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { exitCodeOf } from "../scripts/lib/refusal";
import { newArticle, slugFromTitle } from "../scripts/new-article";
import {
  childEnv,
  copyOfFixture,
  npmScript,
  runInProcess,
  runScript,
  type Run,
} from "./fixture-tree";

/** Far from the real date, so that a pass proves BUILD_DATE is used. */
const BUILD_DATE = "2031-05-07";
const TITLE = 'Sleep & Bedtime: A "Calm" Guide';
const SLUG = "sleep-bedtime-a-calm-guide";

/** The command as a child process. */
function newArticleAsChild(contentDir: string, ...args: string[]) {
  return runScript("scripts/new-article.ts", args, {
    env: { CONTENT_DIR: contentDir, BUILD_DATE },
  });
}

/** The same in this process, as the script's entry runs it: its exit code and what it prints. */
function newArticleIn(contentDir: string, ...args: string[]): Run {
  const env = childEnv({ CONTENT_DIR: contentDir, BUILD_DATE });
  return runInProcess(() => exitCodeOf(() => console.log(newArticle(args, env))));
}

const articleFiles = (dir: string) => fs.readdirSync(path.join(dir, "articles")).sort();

describe("npm run new:article", { timeout: 60_000 }, () => {
  let dir: string;
  let file: string;
  let first: Run;

  beforeAll(async () => {
    dir = copyOfFixture();
    file = path.join(dir, "articles", `${SLUG}.mdx`);
    first = await newArticleAsChild(dir, TITLE);
  }, 60_000);

  it("creates the article at its address and names the file", () => {
    expect(first.stderr).not.toMatch(/\n\s+at /);
    expect(first.code).toBe(0);
    expect(fs.existsSync(file)).toBe(true);
    expect(first.stdout).toContain(`Created ${file}`);
    for (const step of ["1.", "2.", "3.", "4.", "5."]) expect(first.stdout).toContain(`  ${step} `);
    expect(first.stdout).toContain("npm run check:content");
    expect(first.stdout).toContain("draft: true");
    expect(npmScript("new:article")).toBe("node scripts/run.mjs scripts/new-article.ts");
  });

  it("writes a draft that the content check accepts as it is, dated BUILD_DATE", () => {
    const content = loadContent(dir, { preview: true, today: BUILD_DATE });
    const article = content.articles.find((each) => each.slug === SLUG);
    expect(article).toBeDefined();
    expect(article!.status).toBe("draft");
    expect(article!.draft).toBe(true);
    expect(article!.date).toBe(BUILD_DATE);
    expect(article!.title).toBe(TITLE);
    const { categories, ageGroups } = content.pages.resources;
    expect(article!.category).toBe(categories[0].id);
    expect(article!.ageGroups).toEqual([ageGroups[0].id]);
  });

  it("keeps the draft off the live site", () => {
    const content = loadContent(dir, { preview: false, today: BUILD_DATE });
    expect(content.articles.map((article) => article.slug)).not.toContain(SLUG);
    expect(content.articles.length).toBeGreaterThan(0);
  });

  it("shows the formatting and ends with when to seek help and a booking link", () => {
    const body = fs.readFileSync(file, "utf8").split(/^---$/m)[2];
    for (const mark of [/^## /m, /^### /m, /^- /m, /^1\. /m, /\*\*\w/, /\]\(\//]) {
      expect(body).toMatch(mark);
    }
    const help = body.slice(body.indexOf("## When to seek help"));
    expect(help).not.toBe(body);
    expect(help).toContain("[book a consultation](/contact)");
  });

  it("refuses a title whose file already exists, naming it, and leaves it unchanged", () => {
    const before = fs.readFileSync(file, "utf8");
    const again = newArticleIn(dir, TITLE);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(file);
    expect(again.stderr).toContain(`/resources/${SLUG}`);
    expect(again.stderr).not.toMatch(/\n\s+at /);
    expect(fs.readFileSync(file, "utf8")).toBe(before);
  });

  it("refuses a title whose address another article has as its slug", () => {
    const other = fs
      .readFileSync(path.join(dir, "articles", "exam-season-at-home.mdx"), "utf8")
      .replace("date: ", "slug: calm-mornings\ndate: ");
    fs.writeFileSync(path.join(dir, "articles", "mornings.mdx"), other);
    const files = articleFiles(dir);
    const result = newArticleIn(dir, "Calm Mornings");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(path.join(dir, "articles", "mornings.mdx"));
    expect(articleFiles(dir)).toEqual(files);
  });

  it("asks kindly for a missing title", () => {
    const files = articleFiles(dir);
    for (const args of [[], ["  "]]) {
      const result = newArticleIn(dir, ...args);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("Please give the article's title");
      expect(result.stderr).toContain('npm run new:article -- "');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect(articleFiles(dir)).toEqual(files);
  });

  it("refuses a title that cannot make an address", () => {
    const result = newArticleIn(dir, "बाल विकास");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("cannot make a web address");
  });
});

describe("the address made from a title", () => {
  it("is lowercase words joined by dashes, without signs", () => {
    expect(slugFromTitle("Sleep & Bedtime: A Guide")).toBe("sleep-bedtime-a-guide");
    expect(slugFromTitle("  Anger / Frustration (Ages 3-6)! ")).toBe("anger-frustration-ages-3-6");
  });

  it("keeps accented letters without their accents and drops other scripts", () => {
    expect(slugFromTitle("Café à l'école")).toBe("cafe-a-l-ecole");
    expect(slugFromTitle("Bal Vikas बाल विकास")).toBe("bal-vikas");
    expect(slugFromTitle("बाल विकास")).toBe("");
  });
});
