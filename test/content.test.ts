// Loading content: the fixture tree loads into typed data, and each mistake in a content file stops
// the build with a plain message. Every test works on a scratch copy of test/fixtures/content; the
// real content/ is only checked for being valid. Its words and numbers belong to the practice,
// who change them (npm run test:counsellor-pr shows they can): no test compares them with a literal.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_TYPES, SITE_FILE } from "../app/content/content-types";
import { loadContent, slugFromFile } from "../app/build-time/load-content";
import {
  articleChecker,
  copyOfFixture,
  FIXTURE_CONTENT_DIR,
  fixturePlace,
  frontmatter,
  PREVIEW,
  problemsIn,
} from "./fixture-tree";

/** A scratch copy of the fixture tree with one file's text changed by `edit`. */
function edited(file: string, edit: (text: string) => string): string {
  const dir = copyOfFixture();
  const target = path.join(dir, file);
  fs.writeFileSync(target, edit(fs.readFileSync(target, "utf8")));
  return dir;
}

describe("the real content", () => {
  it("passes every check", () => {
    expect(problemsIn(path.resolve("content"))).toEqual([]);
  });
});

describe("the fixture content", () => {
  const content = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);

  it("loads every article, newest first, with its body as HTML and a read time from its words", () => {
    const files = fs.readdirSync(path.join(FIXTURE_CONTENT_DIR, "articles"));
    expect(content.articles).toHaveLength(files.length);
    const dates = content.articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of content.articles) {
      expect(article.html, article.file).toMatch(/^<(p|h2)\b/);
      expect(article.readTime).toBe(Math.max(1, Math.ceil(article.wordCount / 200)));
    }
  });

  it("renders the bodies of the about and privacy pages", () => {
    expect(content.pages.about.html).toMatch(/^<p>/);
    expect(content.pages.privacy.html).toContain("<h2 id=");
  });

  it("keeps dates as calendar text, never as a time that a time zone could shift", () => {
    for (const article of content.articles) expect(typeof article.date).toBe("string");
  });

  it("gives every helpline an id for <Helpline name>", () => {
    for (const line of content.site.helplines) expect(line.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("a mistake in a content file stops the build with a plain message", () => {
  const { check } = articleChecker();

  it("names a missing required field", () => {
    const text = frontmatter().replace(/^title: .*\n/m, "") + "\nSome text.\n";
    expect(check("x.mdx", text)).toEqual([
      'content/articles/x.mdx:1:1: The field "title" is missing. Add it as the first field (after the first line of three dashes): it is the big heading of the article, its card\'s title and the browser tab, and it is required. For example: title: "Sleep and Bedtime Routines"',
    ]);
  });

  it("names a category that does not exist and lists the ones that do", () => {
    expect(check("x.mdx", `${frontmatter({ category: "sleep" })}\nSome text.\n`)).toEqual([
      'content/articles/x.mdx:4:1: The field "category" must be one of: development, behavior, learning, parenting (it is the text "sleep").',
    ]);
  });

  it("names an impossible date", () => {
    expect(check("x.mdx", `${frontmatter({ date: "2026-02-30" })}\nSome text.\n`)).toEqual([
      'content/articles/x.mdx:7:1: The field "date" is not a real calendar date (check the month and the day).',
    ]);
  });

  it("names an empty body", () => {
    expect(check("x.mdx", frontmatter())).toEqual([
      "content/articles/x.mdx:8:1: the text of the page is empty. Write it below the second line of three dashes (---).",
    ]);
  });

  it("names two articles with the same address", () => {
    const text = `${frontmatter({ slug: "exam-season-at-home" })}\nSome text.\n`;
    expect(check("x.mdx", text)).toEqual([
      'content/articles/x.mdx:8:1: the field "slug" gives the address /resources/exam-season-at-home, which content/articles/exam-season-at-home.mdx already has. Give one of the two articles another file name or slug.',
    ]);
  });

  it("names a misspelt field", () => {
    const text = frontmatter().replace("description:", "descripton:") + "\nSome text.\n";
    expect(check("x.mdx", text)).toEqual([
      'content/articles/x.mdx:1:1: The field "description" is missing. The file has "descripton": write its name as description.',
      "content/articles/x.mdx:3:1: The frontmatter has a field this site does not know: descripton. Check the spelling, or remove it.",
    ]);
  });

  it("refuses an article file name that gives no address", () => {
    expect(check("परीक्षा-का-तनाव.mdx", `${frontmatter()}\nSome text.\n`)).toEqual([
      expect.stringMatching(
        /^content\/articles\/परीक्षा-का-तनाव\.mdx: the file name has no letters a to z or digits/,
      ),
    ]);
  });

  it("names a wrong count in a list, with the item count", () => {
    const dir = edited("pages/about.md", (text) => text.replace(/(points:\n)(\s+- .*\n)/, "$1"));
    expect(problemsIn(dir)).toEqual([
      `content/pages/about.md:${fixturePlace("pages/about.md", /(?<=^\s+)points:/m)}: The field "mission → points" must have exactly 5 items (it has 4).`,
    ]);
  });

  it("names a phone number that is not +91 and ten digits", () => {
    const dir = edited("site.yaml", (text) => text.replace(/^phone: .*$/m, 'phone: "98765 4321"'));
    expect(problemsIn(dir)).toEqual([
      `content/site.yaml:${fixturePlace(SITE_FILE, /^phone:/m)}: The field "phone" must be +91 followed by a ten-digit number, for example "+91 98765 43210".`,
    ]);
  });

  it("names a number of articles a page that is not a whole number from 1 to 60", () => {
    for (const value of ["0", "12.5", '"twelve"']) {
      const dir = edited("site.yaml", (text) =>
        text.replace(/^articlesPerPage: .*$/m, `articlesPerPage: ${value}`),
      );
      expect(problemsIn(dir), value).toEqual([
        expect.stringMatching(/^content\/site\.yaml:\d+:1: The field "articlesPerPage" /),
      ]);
    }
    const halves = edited("site.yaml", (text) =>
      text.replace(/^articlesPerPage: .*$/m, "articlesPerPage: 12.5"),
    );
    expect(problemsIn(halves)).toEqual([
      `content/site.yaml:${fixturePlace(SITE_FILE, /^articlesPerPage:/m)}: The field "articlesPerPage" should be a whole number, like 12, but it is 12.5.`,
    ]);
  });

  it("names text YAML cannot read in site.yaml with its line, and the line as it should be", () => {
    const dir = edited("site.yaml", (text) =>
      text.replace(/^tagline: .*$/m, 'tagline: "Open": door'),
    );
    const line =
      1 +
      fs
        .readFileSync(path.join(FIXTURE_CONTENT_DIR, "site.yaml"), "utf8")
        .split("\n")
        .findIndex((each) => each.startsWith("tagline:"));
    expect(problemsIn(dir)).toEqual([
      `content/site.yaml:${line}:1: the text of "tagline" starts with a quotation and goes on after it, which YAML cannot read. Put the whole text in double quotes, and write the quotation marks inside it as “ ”. Write the line as: tagline: "“Open”: door"`,
    ]);
  });

  it("names a page file without frontmatter", () => {
    const dir = edited("pages/privacy.md", () => "Just text.\n");
    expect(problemsIn(dir)).toEqual([
      "content/pages/privacy.md:1:1: the file must start with its frontmatter: a line of three dashes (---), the fields, and another line of three dashes.",
    ]);
  });

  // Every file the table of content types says the site needs.
  it.each([SITE_FILE, ...Object.values(PAGE_TYPES).map((page) => page.file)])(
    "names a missing %s",
    (file) => {
      const dir = copyOfFixture();
      fs.rmSync(path.join(dir, file));
      expect(problemsIn(dir)).toEqual([
        `content/${file}: this file is missing. It is needed to build the site.`,
      ]);
    },
  );

  it("names two helplines with the same id", () => {
    const dir = edited("site.yaml", (text) => text.replace("id: childline", "id: tele-manas"));
    expect(problemsIn(dir)).toEqual([
      `content/site.yaml:${fixturePlace(SITE_FILE, /id: childline/)}: The field "helplines → item 3 → id" is "tele-manas", which another helpline already has. Give each helpline its own id.`,
    ]);
  });
});

describe("slugFromFile", () => {
  it("turns a file name into an address", () => {
    expect(slugFromFile("articles/Exam Stress (2026).mdx")).toBe("exam-stress-2026");
    expect(slugFromFile("articles/screen-time.md")).toBe("screen-time");
  });
});
