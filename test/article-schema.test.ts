import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, loadContent } from "../app/build-time/load-content";
import { INTERFACE_WORDS_FILE } from "../app/content/content-types";
import type { Publishing } from "../app/content/publishing";
import { copyOfFixture, fixturePlace } from "./fixture-tree";

const PREVIEW: Publishing = { preview: true, today: "2026-11-22" };
const FILE = "content/articles/exam-season-at-home.mdx";
/** The line of the article's date: the tests add their fields on the lines after it. */
const DATE_LINE = Number(
  fixturePlace("articles/exam-season-at-home.mdx", /^date: /m).split(":")[0],
);
/** Where the `n`th added field is, as a problem names it. */
const added = (n: number, file = FILE) => `${file}:${DATE_LINE + n}:1`;

function problemsOf(contentDir: string): string[] {
  try {
    loadContent(contentDir, PREVIEW);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("expected the content to be rejected");
}

/** A copy of the fixture tree where exam-season-at-home.mdx (dated 2026-11-10) has these lines added to its frontmatter. */
function examStressWith(...lines: string[]): string {
  const dir = copyOfFixture();
  const file = path.join(dir, "articles/exam-season-at-home.mdx");
  const text = fs.readFileSync(file, "utf8");
  if (!text.includes("date: 2026-11-10\n")) throw new Error("exam-season-at-home.mdx has changed");
  fs.writeFileSync(
    file,
    text.replace("date: 2026-11-10\n", ["date: 2026-11-10", ...lines, ""].join("\n")),
  );
  return dir;
}

/** A copy of the fixture tree with a copy of exam-season-at-home.mdx saved as articles/<name>, with extra frontmatter. */
function articleNamed(name: string, ...lines: string[]): string {
  const dir = copyOfFixture();
  const source = fs.readFileSync(path.join(dir, "articles/exam-season-at-home.mdx"), "utf8");
  fs.writeFileSync(
    path.join(dir, "articles", name),
    source.replace("date: 2026-11-10\n", ["date: 2026-11-10", ...lines, ""].join("\n")),
  );
  return dir;
}

describe("the publishing fields of an article", () => {
  it('refuses draft: "yes", asking for true or false', () => {
    expect(problemsOf(examStressWith('draft: "yes"'))).toEqual([
      `${added(1)}: The field "draft" should be true or false, but it is the text "yes".`,
    ]);
  });

  it("refuses draft: yes without quotes too (it is text, not YAML 1.1's true)", () => {
    expect(problemsOf(examStressWith("draft: yes"))).toEqual([
      `${added(1)}: The field "draft" should be true or false, but it is the text "yes".`,
    ]);
  });

  it("refuses an updated date before the article's date, naming both", () => {
    expect(problemsOf(examStressWith("updated: 2026-11-01"))).toEqual([
      `${added(1)}: The field "updated" is 2026-11-01, which is before the article's date (2026-11-10). Use a date on or after it.`,
    ]);
  });

  it("refuses lastReviewed without reviewedBy, naming reviewedBy", () => {
    expect(problemsOf(examStressWith("lastReviewed: 2026-11-12"))).toEqual([
      `${FILE}:1:1: The field "reviewedBy" is missing. Add who reviewed the article, since "lastReviewed" says when.`,
    ]);
  });

  it("refuses a lastReviewed date that does not exist", () => {
    const dir = examStressWith(
      'reviewedBy: "Dr. Meera Rao, Clinical Psychologist"',
      "lastReviewed: 2026-02-30",
    );
    expect(problemsOf(dir)).toEqual([
      `${added(2)}: The field "lastReviewed" is not a real calendar date (check the month and the day).`,
    ]);
  });

  it("refuses an updated date that is not written YYYY-MM-DD", () => {
    // Only the first message is checked: the same mistake currently also produces two misleading
    // ones ("not a real calendar date", "before the article's date"), reported as a bug.
    // One message for one mistake: not also "not a real date" or "before the article's date".
    expect(problemsOf(examStressWith("updated: 12/11/2026"))).toEqual([
      `${added(1)}: The field "updated" must be a date written as YYYY-MM-DD, for example 2026-11-22.`,
    ]);
  });

  it("accepts valid updated, reviewedBy and lastReviewed, keeping dates as YYYY-MM-DD text", () => {
    const dir = examStressWith(
      "updated: 2026-11-15",
      'reviewedBy: "Dr. Meera Rao, Clinical Psychologist"',
      "lastReviewed: 2026-11-12",
    );
    const content = loadContent(dir, { preview: false, today: "2026-11-22" });
    const article = content.articles.find((a) => a.slug === "exam-season-at-home");
    expect(article).toMatchObject({
      date: "2026-11-10",
      updated: "2026-11-15",
      reviewedBy: "Dr. Meera Rao, Clinical Psychologist",
      lastReviewed: "2026-11-12",
      draft: false,
      status: "published",
    });
  });

  it("accepts an updated date on the article's own date", () => {
    const content = loadContent(examStressWith("updated: 2026-11-10"), PREVIEW);
    expect(content.articles.find((a) => a.slug === "exam-season-at-home")?.updated).toBe(
      "2026-11-10",
    );
  });

  it("leaves an article without the optional fields as not a draft, with no review", () => {
    const content = loadContent(examStressWith(), PREVIEW);
    const article = content.articles.find((a) => a.slug === "exam-season-at-home");
    expect(article?.draft).toBe(false);
    expect(article?.updated).toBeUndefined();
    expect(article?.reviewedBy).toBeUndefined();
    expect(article?.lastReviewed).toBeUndefined();
  });
});

describe("the address of an article", () => {
  it("refuses the file name articles.mdx, whose address the list of articles uses", () => {
    expect(problemsOf(articleNamed("articles.mdx"))).toEqual([
      'content/articles/articles.mdx: the address /resources/articles is kept for the lists of articles. Give the article another file name, or set the field "slug" to another address.',
    ]);
  });

  it("refuses a slug field that takes the address of the topic lists", () => {
    expect(problemsOf(articleNamed("new-article.mdx", "slug: topics"))).toEqual([
      `${added(1, "content/articles/new-article.mdx")}: the address /resources/topics is kept for the lists of articles. Give the article another file name, or set the field "slug" to another address.`,
    ]);
  });

  it("accepts articles.mdx once its slug field gives another address", () => {
    const dir = articleNamed("articles.mdx", "slug: about-articles");
    const content = loadContent(dir, PREVIEW);
    expect(content.articles.map((a) => a.slug)).toContain("about-articles");
    expect(content.articles.map((a) => a.slug)).not.toContain("articles");
  });
});

describe("labels with placeholders in interface-words.yaml", () => {
  const labelPlace = (name: string) =>
    fixturePlace(INTERFACE_WORDS_FILE, new RegExp(`(?<=^  )${name}:`, "m"));

  function siteWithLabel(name: string, value: string): string {
    const dir = copyOfFixture();
    const file = path.join(dir, INTERFACE_WORDS_FILE);
    const text = fs.readFileSync(file, "utf8");
    const line = new RegExp(`^  ${name}: .*$`, "m");
    if (!line.test(text)) throw new Error(`${INTERFACE_WORDS_FILE} has no label ${name}`);
    fs.writeFileSync(file, text.replace(line, `  ${name}: "${value}"`));
    return dir;
  }

  it("refuses a pageOf label without {pages}", () => {
    expect(problemsOf(siteWithLabel("pageOf", "Page {page}"))).toEqual([
      `content/interface-words.yaml:${labelPlace("pageOf")}: The field "labels → pageOf" must contain {page} and {pages}, written exactly like that: the site puts the real value there.`,
    ]);
  });

  it("refuses a pageOf label without {page}, even though {pages} contains the word", () => {
    expect(problemsOf(siteWithLabel("pageOf", "{pages} pages"))).toEqual([
      `content/interface-words.yaml:${labelPlace("pageOf")}: The field "labels → pageOf" must contain {page} and {pages}, written exactly like that: the site puts the real value there.`,
    ]);
  });

  it("refuses a placeholder written differently", () => {
    expect(problemsOf(siteWithLabel("reviewedByOn", "Reviewed by {Name} on {date}"))).toEqual([
      `content/interface-words.yaml:${labelPlace("reviewedByOn")}: The field "labels → reviewedByOn" must contain {name} and {date}, written exactly like that: the site puts the real value there.`,
    ]);
  });

  it("accepts a label with its placeholders in another order and wording", () => {
    const content = loadContent(siteWithLabel("pageOf", "{pages} में से पृष्ठ {page}"), PREVIEW);
    expect(content.words.labels.pageOf).toBe("{pages} में से पृष्ठ {page}");
  });
});
