// The counsellors' guide to articles must keep up with the schema and the site's components, and
// every example in it must pass the content check.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { COMPONENTS } from "../app/content/body/article-components";
import { isSplit, parseYaml, splitFrontmatter } from "../app/content/frontmatter";
import { takeMarks } from "../app/content/marks";
import { loadContent } from "../app/build-time/load-content";
import { PAGE_TYPES, pageSchema } from "../app/content/content-types";
import { PAGE_LISTS } from "../app/build-time/page-lists";
import { articleSchema, siteSchema } from "../app/content/schemas";
import { ICON_NAMES } from "../app/lib/icons";
import { RESERVED_ARTICLE_SLUGS } from "../app/lib/paths";
import {
  articleChecker,
  copyOfFixture,
  FIXTURE_CONTENT_DIR,
  frontmatter,
  PREVIEW,
  problemsIn,
} from "./fixture-tree";

const GUIDE = "docs/reference/articles.md";
const guide = fs.readFileSync(GUIDE, "utf8");

// The ids do not matter here: only the field names and whether each may be left out.
const fields = articleSchema(["a"], ["b"]).shape as Record<string, z.ZodType>;

/**
 * The guide's tables of topics, age groups and helplines are checked against the fixture tree,
 * which has the ones the site started with: the practice may change its own in content/ without a
 * test failing, and the guide says where the current ones are.
 */
function resourcesPage() {
  const file = splitFrontmatter(
    fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, "pages/resources.md"), "utf8"),
  );
  if (!isSplit(file)) throw new Error("the fixture's pages/resources.md cannot be read");
  return pageSchema(PAGE_TYPES.resources.schema, PAGE_LISTS).parse(takeMarks(file.data).data);
}
const site = () =>
  siteSchema.parse(
    takeMarks(parseYaml(fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, "site.yaml"), "utf8"))).data,
  );

/** Fenced examples: ```md and ```mdx blocks. */
const blocks = [...guide.matchAll(/^```(?:mdx|md)\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
const sample = blocks.filter((block) => block.startsWith("---\n"));
const snippets = blocks.filter((block) => !block.startsWith("---\n"));

/** The body rows of the first table at or after `marker` (a heading or header text), as cells. */
function tableAfter(marker: string): string[][] {
  const at = guide.indexOf(marker);
  expect(at, marker).toBeGreaterThan(-1);
  const lines = guide.slice(guide.lastIndexOf("\n", at) + 1).split("\n");
  const start = lines.findIndex((line) => line.startsWith("|"));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith("|"));
  return lines.slice(start + 2, end).map((row) =>
    row
      .slice(1, -1)
      .split(" | ")
      .map((cell) => cell.trim()),
  );
}

/** A cell that is exactly one piece of code: an example to write as it is. */
const codeOnly = (cell: string) => /^`([^`]+)`$/.exec(cell)?.[1];

describe(GUIDE, { timeout: 60_000 }, () => {
  it("has a row for every field of the article schema, saying whether it is required", () => {
    expect(Object.keys(fields).length).toBeGreaterThanOrEqual(10);
    for (const [field, schema] of Object.entries(fields)) {
      const row = new RegExp(`^\\| \`${field}\` +\\| (Yes|No)\\b`, "m").exec(guide);
      expect(row, `no table row for \`${field}\``).not.toBeNull();
      const optional = schema.safeParse(undefined).success;
      expect(row![1], field).toBe(optional ? "No" : "Yes");
    }
  });

  it("lists the topics and age groups that the Resources page defines", () => {
    const resources = resourcesPage();
    for (const { id } of [...resources.categories, ...resources.ageGroups]) {
      expect(guide).toContain(`| \`${id}\``);
    }
  });

  it("describes every component and each of its attributes, saying whether it is required", () => {
    for (const [name, spec] of Object.entries(COMPONENTS)) {
      expect(guide).toContain(`**${name}**`);
      expect(guide).toContain(spec.example.split("\n")[0]);
      for (const [attribute, { required }] of Object.entries(spec.attributes)) {
        expect(guide).toMatch(
          new RegExp(`^\\| \`${attribute}\` +\\| ${required ? "Yes" : "No"} `, "m"),
        );
      }
    }
  });

  it("lists every helpline name of site.yaml, with the name and number it shows", () => {
    const rows = tableAfter(
      "| `name`       | The link shows                     |".split("\n")[0],
    ).map(([name, shows]) => [codeOnly(name), shows]);
    expect(rows).toEqual(site().helplines.map((line) => [line.id, `${line.name} ${line.number}`]));
  });

  /**
   * The articles the guide's examples link to (the real site's: "/resources/understanding-tantrums"),
   * written into the scratch tree where the fixture has none, as the pictures they show are: a link
   * to a page the site does not have is refused.
   */
  function writeLinkedArticles(contentDir: string, text: string) {
    for (const [, slug] of text.matchAll(/\]\(\/resources\/([a-z0-9-]+)[)#]/g)) {
      const file = path.join(contentDir, "articles", `${slug}.mdx`);
      if (RESERVED_ARTICLE_SLUGS.includes(slug) || fs.existsSync(file)) continue;
      fs.writeFileSync(
        file,
        `${frontmatter()}\nA linked article.\n\n## When to seek help\n\nTalk to us.\n`,
      );
    }
  }

  it("has one complete sample article that passes the content check", () => {
    expect(sample).toHaveLength(1);
    const { contentDir, check } = articleChecker();
    writeLinkedArticles(contentDir, sample[0]);
    // The pictures it shows, uploaded where the guide says to put them.
    for (const [, src] of sample[0].matchAll(/!\[[^\]]+\]\((\/images\/articles\/[^)]+)\)/g)) {
      fs.writeFileSync(path.join(contentDir, "..", "public", src), "a picture");
    }
    expect(check("sample-article.mdx", sample[0])).toEqual([]);
    fs.writeFileSync(path.join(contentDir, "articles/sample-article.mdx"), sample[0]);
    const article = loadContent(contentDir, PREVIEW).articles.find(
      (each) => each.slug === "sample-article",
    );
    expect(article?.status).toBe("draft");
  });

  it("shows every kind of formatting in the sample, ending with when to seek help", () => {
    const body = sample[0].split(/^---$/m)[2] ?? "";
    const marks: Record<string, RegExp> = {
      heading: /^## \w/m,
      "smaller heading": /^### \w/m,
      bold: /\*\*\w[^*]*\*\*/,
      italic: /(^|\s)_\w[^_]*_/m,
      "link to the site": /\]\(\/\w/,
      "link to another website": /\]\(https:\/\//,
      "bulleted list": /^- /m,
      "numbered list": /^1\. /m,
      quote: /^> /m,
      table: /^\| -+ \|/m,
      picture: /^!\[\w[^\]]+\]\(\/images\/articles\/[\w-]+\.(jpg|webp)\)$/m,
      callout: /^<Callout title="[^"]+">\n\n[\s\S]+?\n\n<\/Callout>$/m,
      helpline: /<Helpline name="[a-z-]+" \/>/,
    };
    for (const [name, mark] of Object.entries(marks)) expect(body, name).toMatch(mark);
    const ending = body.slice(body.lastIndexOf("\n## "));
    expect(ending).toMatch(/^\n## When to seek help\n/);
    expect(ending).toContain("[book a consultation](/contact)");
  });

  it("has examples of formatting, links and components that all pass the content check", () => {
    const written = [
      ...snippets,
      ...tableAfter("### Markdown").map(([cell]) => codeOnly(cell)),
      ...tableAfter("### Links").map(([, , example]) => codeOnly(example)),
    ].filter((example): example is string => example !== undefined);
    expect(written.length).toBeGreaterThanOrEqual(20);
    const contentDir = copyOfFixture();
    writeLinkedArticles(contentDir, written.join("\n"));
    for (const [, src] of written.join("\n").matchAll(/\]\((\/images\/articles\/[^)]+)\)/g)) {
      fs.writeFileSync(path.join(contentDir, "..", "public", src), "a picture");
    }
    // Each example in an article of its own, all checked in one read of the content.
    const fileOf = (index: number) => `articles/example-${index + 1}.mdx`;
    written.forEach((example, index) => {
      // Every article ends with this heading, which the example of a link to a heading uses.
      const body = `${example}\n\n## When to seek help\n\nTalk to us.`;
      fs.writeFileSync(path.join(contentDir, fileOf(index)), `${frontmatter()}\n${body}\n`);
    });
    const problems = problemsIn(contentDir);
    written.forEach((example, index) => {
      const own = problems.filter((each) => each.startsWith(`content/${fileOf(index)}:`));
      expect(own, example).toEqual([]);
    });
    expect(problems).toEqual([]);
  });
});

/** GitHub's anchor for a heading: lowercase, signs dropped, spaces as dashes. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/ /g, "-");
}

describe("links between the reference guides", () => {
  const guides = [
    "docs/reference/articles.md",
    "docs/reference/content-files.md",
    "docs/reference/translating.md",
  ];
  const anchors = new Map(
    guides.map((file) => {
      const text = fs.readFileSync(file, "utf8").replace(/^```[\s\S]*?^```$/gm, "");
      return [file, new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1])))];
    }),
  );

  it.each(guides)("every section link in %s leads to a heading", (file) => {
    // Links shown as examples, in code, are not links of the guide.
    const text = fs
      .readFileSync(file, "utf8")
      .replace(/^```[\s\S]*?^```$/gm, "")
      .replace(/``.*?``|`[^`\n]*`/g, "");
    const links = [...text.matchAll(/\]\(((?:[\w-]+\.md)?)#([^)]+)\)/g)];
    expect(links.length).toBeGreaterThan(0);
    for (const [link, target, anchor] of links) {
      const targetFile = target ? path.posix.join(path.posix.dirname(file), target) : file;
      expect(anchors.get(targetFile)?.has(anchor), link).toBe(true);
    }
  });
});

describe("docs/reference/content-files.md", () => {
  it("lists exactly the icon names that content may use", () => {
    const text = fs.readFileSync("docs/reference/content-files.md", "utf8");
    const section = text.slice(text.indexOf("### Icon names"));
    const table = section.slice(
      section.indexOf("\n|"),
      section.indexOf("\n\n", section.indexOf("\n|")),
    );
    const listed = [...table.matchAll(/\| `([a-z-]+)` +\|/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...ICON_NAMES].sort());
  });
});

describe("docs/counsellors-guide.md", () => {
  const GUIDE_FILE = "docs/counsellors-guide.md";
  const text = fs.readFileSync(GUIDE_FILE, "utf8");

  it("stays short: about 1,500 words", () => {
    expect(text.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(1600);
  });

  it("shows only pictures that are committed beside it, each small enough for a phone", () => {
    const pictures = [...text.matchAll(/!\[[^\]]+\]\(([^)]+)\)/g)].map((match) => match[1]);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      const file = path.posix.join("docs", picture);
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.statSync(file).size, file).toBeLessThan(150 * 1024);
    }
  });

  it("links only to files that exist", () => {
    const links = [...text.matchAll(/\]\(([\w./-]+\.md)\)/g)].map((match) => match[1]);
    for (const link of links) expect(fs.existsSync(path.posix.join("docs", link)), link).toBe(true);
  });
});
