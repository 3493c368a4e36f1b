// The content reader as the fuzz properties call it: one Markdown file read exactly as the build
// reads an article or a page (frontmatter, schema, body check and render, the article's own
// checks), from text in memory instead of a file on disk, so that a million cases write nothing
// and any text, even one no editor would save, reaches the parser.
import { createBodyReader } from "../../app/content/body";
import { articlesType } from "../../app/content/articles";
import { loadContent } from "../../app/build-time/load-content";
import { createReader, markdownReader } from "../../app/content/read";
import { prosePageSchema } from "../../app/content/schemas";
import { FIXTURE_CONTENT_DIR, FIXTURE_PUBLIC_DIR, PREVIEW } from "../fixture-tree";

/** Where a case's file lives: an article (.mdx or .md) or a page (.md), as the build names them. */
export type Target = "article.mdx" | "article.md" | "page.md";

export const TARGETS: readonly Target[] = ["article.mdx", "article.md", "page.md"];

export const FILE_OF: Record<Target, string> = {
  "article.mdx": "articles/fuzz-case.mdx",
  "article.md": "articles/fuzz-case.md",
  "page.md": "pages/fuzz-case.md",
};

export type ReadResult = {
  /** The problems, each "content/<file>:line:column: message" or "content/<file>: message". */
  problems: string[];
  /** Every HTML the reader rendered, even for a file later refused for its frontmatter. */
  html: string[];
  /** Whether the file was accepted (read with no problem). */
  accepted: boolean;
};

/** The fixture tree's Resources page, helplines and language: what an article is checked with. */
function fixtureSettings() {
  const content = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);
  return {
    resources: content.pages.resources,
    helplines: content.site.helplines,
    language: content.languages[0],
  };
}

let settings: ReturnType<typeof fixtureSettings> | undefined;

/** Reads one file's text as the build reads it; throws only when the reader itself throws. */
export function readContentFile(target: Target, text: string): ReadResult {
  settings ??= fixtureSettings();
  const file = FILE_OF[target];
  const reader = createReader(FIXTURE_CONTENT_DIR, FIXTURE_PUBLIC_DIR);
  const html: string[] = [];
  const bodyReader = createBodyReader({
    helplines: settings.helplines,
    pictureExists: reader.pictureExists,
  });
  const readMarkdown = markdownReader({ ...reader, readText: () => text }, (...args) => {
    const body = bodyReader(...args);
    if (!Array.isArray(body)) html.push(body.html);
    return body;
  });
  if (target === "page.md") {
    const read = readMarkdown(file, prosePageSchema, "required");
    return {
      problems: reader.problems,
      html,
      accepted: read !== undefined && !reader.problems.length,
    };
  }
  const type = articlesType(settings.resources, PREVIEW, settings.language);
  const read = readMarkdown(file, type.schema, type.body, type.isArticle);
  const article = read && type.item(file, read, reader);
  return {
    problems: reader.problems,
    html,
    accepted: article !== undefined && !reader.problems.length,
  };
}
