// The counsellors' guide to articles must keep up with the schema, and its sample must be valid.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { loadContent } from "../app/content/load";
import { articleSchema } from "../app/content/schemas";
import { CONTENT_DIR, copyOfContent } from "./content-fixtures";

const GUIDE = "docs/writing-articles.md";
const guide = fs.readFileSync(GUIDE, "utf8");

// The ids do not matter here: only the field names and whether each may be left out.
const fields = articleSchema(["a"], ["b"]).shape as Record<string, z.ZodType>;

// loadContent compiles every article: allow for a busy machine.
describe(GUIDE, { timeout: 30_000 }, () => {
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
    const { resources } = loadContent(CONTENT_DIR).pages;
    for (const { id } of [...resources.categories, ...resources.ageGroups]) {
      expect(guide).toContain(`| \`${id}\``);
    }
  });

  const samples = [...guide.matchAll(/^```mdx\n([\s\S]*?)^```$/gm)].map((match) => match[1]);

  it("has one sample article that passes the content check", () => {
    expect(samples).toHaveLength(1);
    const dir = copyOfContent();
    fs.writeFileSync(path.join(dir, "articles", "sample-article.mdx"), samples[0]);
    // The pictures it shows, uploaded where the guide says to put them.
    const publicDir = fs.mkdtempSync(path.join(dir, "public-"));
    for (const [, src] of samples[0].matchAll(/!\[[^\]]+\]\((\/images\/articles\/[^)]+)\)/g)) {
      fs.mkdirSync(path.dirname(path.join(publicDir, src)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, src), "a picture");
    }
    const content = loadContent(dir, { preview: true, today: "2026-11-22" }, publicDir);
    const sample = content.articles.find((article) => article.slug === "sample-article");
    expect(sample).toBeDefined();
    expect(sample!.status).toBe("draft");
  });

  it("shows every kind of formatting in the sample, ending with when to seek help", () => {
    const body = samples[0].split(/^---$/m)[2] ?? "";
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
    };
    for (const [name, mark] of Object.entries(marks)) expect(body, name).toMatch(mark);
    const ending = body.slice(body.lastIndexOf("\n## "));
    expect(ending).toMatch(/^\n## When to seek help\n/);
    expect(ending).toContain("[book a consultation](/contact)");
  });
});

/** GitHub's anchor for a heading: lowercase, signs dropped, spaces as dashes. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/ /g, "-");
}

describe("links between the counsellors' guides", () => {
  const guides = ["docs/writing-articles.md", "docs/writing-content.md"];
  const anchors = new Map(
    guides.map((file) => {
      const text = fs.readFileSync(file, "utf8").replace(/^```[\s\S]*?^```$/gm, "");
      return [file, new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1])))];
    }),
  );

  it.each(guides)("every section link in %s leads to a heading", (file) => {
    const text = fs.readFileSync(file, "utf8");
    const links = [...text.matchAll(/\]\(((?:[\w-]+\.md)?)#([^)]+)\)/g)];
    expect(links.length).toBeGreaterThan(0);
    for (const [link, target, anchor] of links) {
      const targetFile = target ? path.posix.join("docs", target) : file;
      expect(anchors.get(targetFile)?.has(anchor), link).toBe(true);
    }
  });
});
