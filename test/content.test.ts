import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, loadContent, slugFromFile } from "../app/content/load";
import { CONTENT_DIR, contentEdited, contentWith, copyOfContent } from "./content-fixtures";

function problemsOf(contentDir: string): string[] {
  try {
    loadContent(contentDir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("expected the content to be rejected");
}

describe("the real content", () => {
  const content = loadContent(CONTENT_DIR);

  it("has the six articles, newest first, each 5 to 9 minutes long", () => {
    expect(content.articles).toHaveLength(6);
    const dates = content.articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of content.articles) {
      expect(article.readTime, article.file).toBeGreaterThanOrEqual(5);
      expect(article.readTime, article.file).toBeLessThanOrEqual(9);
    }
  });

  it("has the seven services in order, with the spec's group size", () => {
    expect(content.services.map((service) => service.title)).toEqual([
      "Child Counselling",
      "Special Education Services",
      "Parental Counselling",
      "Individual Therapy",
      "Group Therapy",
      "Stress Management",
      "Workshops & Psychoeducation",
    ]);
    const groupTherapy = content.services.find((service) => service.slug === "group-therapy");
    expect(groupTherapy?.features).toContain("Small groups of 4-6 children");
  });

  it("keeps the specification's constants", () => {
    const { pages } = content;
    expect(pages.home.stats.map((stat) => stat.value)).toEqual(["100+", "50+"]);
    expect(pages.resources.stats.map((stat) => stat.value)).toEqual(["20+", "30+", "24/7"]);
    const durations = pages.services.supportOptions.items.map((item) => item.duration);
    expect(durations).toContain("2-3 sessions");
    expect(durations.some((duration) => duration.includes("60-90 minutes"))).toBe(true);
    expect(pages.contact.form.consent).toBe(
      "I Accept All Terms & Conditions and consent to the collection and use of my information for consultation purposes.",
    );
    expect(pages.contact.form.confirmation).toBe(
      "Thank you for reaching out! We'll respond within 24 hours to discuss how we can support your child's development.",
    );
    expect(pages.contact.form.concernOptions.map((o) => `${o.value}: ${o.label}`)).toEqual([
      "behavioral: Behavioral Issues",
      "emotional: Emotional Support",
      "learning: Learning Difficulties",
      "social: Social Skills",
      "developmental: Developmental Assessment",
      "family: Family Counseling",
      "other: Other",
    ]);
  });

  it("lists the helplines, 112, 14416 and 1098 among them, with a source and a verified date", () => {
    expect(content.site.helplines.map((line) => line.number)).toEqual(
      expect.arrayContaining(["112", "14416", "1098"]),
    );
    for (const line of content.site.helplines) {
      expect(line.source).not.toBe("");
      expect(line.verified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("keeps dates as calendar text, never as a time that a time zone could shift", () => {
    for (const article of content.articles) expect(typeof article.date).toBe("string");
  });
});

describe("a mistake in a content file stops the build with a plain message", () => {
  it("names a missing required field", () => {
    const problems = problemsOf(contentWith("articles/missing-title.mdx", "articles/x.mdx"));
    expect(problems).toEqual([
      'content/articles/x.mdx: The field "title" is missing. Add it: it is required.',
    ]);
  });

  it("names a category that does not exist and lists the ones that do", () => {
    const problems = problemsOf(contentWith("articles/unknown-category.mdx", "articles/x.mdx"));
    expect(problems).toEqual([
      'content/articles/x.mdx: The field "category" must be one of: development, behavior, learning, parenting (it is the text "sleep").',
    ]);
  });

  it("names an impossible date", () => {
    const problems = problemsOf(contentWith("articles/impossible-date.mdx", "articles/x.mdx"));
    expect(problems).toEqual([
      'content/articles/x.mdx: The field "date" is not a real calendar date (check the month and the day).',
    ]);
  });

  it("names malformed YAML with its line", () => {
    const problems = problemsOf(contentWith("articles/malformed-yaml.mdx", "articles/x.mdx"));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/articles\/x\.mdx:\d+:\d+: the YAML cannot be read/);
  });

  it("names malformed YAML in site.yaml", () => {
    const problems = problemsOf(contentWith("site-malformed.yaml", "site.yaml"));
    expect(problems[0]).toMatch(/^content\/site\.yaml:\d+:\d+: the YAML cannot be read/);
  });

  it("names an empty body", () => {
    const problems = problemsOf(contentWith("articles/empty-body.mdx", "articles/x.mdx"));
    expect(problems).toEqual([
      "content/articles/x.mdx: the text of the page is empty. Write it below the second line of three dashes (---).",
    ]);
  });

  it("names two articles with the same address", () => {
    const problems = problemsOf(contentWith("articles/duplicate-slug.mdx", "articles/x.mdx"));
    expect(problems).toEqual([
      'content/articles/x.mdx: the field "slug" gives the address /resources/exam-stress, which content/articles/exam-stress.mdx already has. Give one of the two articles another file name or slug.',
    ]);
  });

  it("names a less-than sign before a digit, with its line and column", () => {
    const problems = problemsOf(contentWith("articles/broken-mdx.mdx", "articles/x.mdx"));
    expect(problems).toEqual([
      expect.stringMatching(/^content\/articles\/x\.mdx:10:10: found "<5 need/),
    ]);
  });

  it("names a misspelt field", () => {
    const dir = contentEdited("articles/exam-stress.mdx", (text) =>
      text.replace("description:", "descripton:"),
    );
    expect(problemsOf(dir)).toEqual([
      'content/articles/exam-stress.mdx: The field "description" is missing. Add it: it is required.',
      "content/articles/exam-stress.mdx: The frontmatter has a field this site does not know: descripton. Check the spelling, or remove it.",
    ]);
  });

  it("names a wrong count in a list, with the item count", () => {
    const dir = contentEdited("pages/about.md", (text) =>
      text.replace(/(points:\n)(\s+- .*\n)/, "$1"),
    );
    expect(problemsOf(dir)).toEqual([
      'content/pages/about.md: The field "mission → points" must have exactly 5 items (it has 4).',
    ]);
  });

  it("names a phone number that is not +91 and ten digits", () => {
    const dir = contentEdited("site.yaml", (text) =>
      text.replace(/^phone: .*$/m, 'phone: "98765 4321"'),
    );
    expect(problemsOf(dir)).toEqual([
      'content/site.yaml: The field "phone" must be +91 followed by a ten-digit number, for example "+91 98765 43210".',
    ]);
  });

  it("names a page file without frontmatter", () => {
    const dir = contentEdited("pages/privacy.md", () => "Just text.\n");
    expect(problemsOf(dir)).toEqual([
      "content/pages/privacy.md: the file must start with its frontmatter: a line of three dashes (---), the fields, and another line of three dashes.",
    ]);
  });

  it("names a missing page file", () => {
    const dir = copyOfContent();
    fs.rmSync(path.join(dir, "pages/privacy.md"));
    expect(problemsOf(dir)).toEqual([
      "content/pages/privacy.md: this file is missing. It is needed to build the site.",
    ]);
  });
});

describe("slugFromFile", () => {
  it("turns a file name into an address", () => {
    expect(slugFromFile("articles/Exam Stress (2026).mdx")).toBe("exam-stress-2026");
    expect(slugFromFile("articles/screen-time.md")).toBe("screen-time");
  });
});

describe("pictures in articles", () => {
  function withPicture(markdown: string, picture?: string): string[] {
    const dir = contentEdited("articles/exam-stress.mdx", (text) => `${text}\n\n${markdown}\n`);
    const publicDir = fs.mkdtempSync(path.join(dir, "public-"));
    if (picture) {
      fs.mkdirSync(path.join(publicDir, path.dirname(picture)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, picture), "a picture");
    }
    try {
      loadContent(dir, { preview: true, today: "2026-11-22" }, publicDir);
      return [];
    } catch (error) {
      if (error instanceof ContentError) return error.problems;
      throw error;
    }
  }

  it("accepts a described picture that exists in public/", () => {
    expect(
      withPicture("![A calm desk](/images/articles/desk.jpg)", "images/articles/desk.jpg"),
    ).toEqual([]);
  });

  it("asks for a description when the brackets are empty", () => {
    const problems = withPicture("![](/images/articles/desk.jpg)", "images/articles/desk.jpg");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/articles\/exam-stress\.mdx:\d+:1: the picture \/images\/articles\/desk\.jpg has no description/,
    );
  });

  it("names the missing file and where to upload it", () => {
    expect(withPicture("![A calm desk](/images/articles/missing.jpg)")).toEqual([
      expect.stringContaining(
        "the picture /images/articles/missing.jpg does not exist. Upload it to public/images/articles/missing.jpg",
      ),
    ]);
  });

  it("refuses pictures from other websites", () => {
    expect(withPicture("![A calm desk](https://example.com/desk.jpg)")).toEqual([
      expect.stringContaining("must be a file of this site"),
    ]);
  });
});

it("refuses an article file name that gives no address", () => {
  const dir = copyOfContent();
  fs.copyFileSync(
    path.join(dir, "articles/exam-stress.mdx"),
    path.join(dir, "articles/परीक्षा-का-तनाव.mdx"),
  );
  expect(problemsOf(dir)).toEqual([
    expect.stringMatching(
      /^content\/articles\/परीक्षा-का-तनाव\.mdx: the file name has no letters a to z or digits/,
    ),
  ]);
});
