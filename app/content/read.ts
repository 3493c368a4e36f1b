// Reading one content file: its size, its text, its YAML or its frontmatter and body, each
// checked. Every mistake is collected as a plain message naming the file, so a counsellor sees
// every problem in one run; nothing in a file is ever run.
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import type { Body, SiteLink } from "./body";
import { commentMarksIn, type CommentMark } from "./comment-marks";
import { fieldLines } from "./field-lines";
import { siteAddressesIn } from "./field-links";
import { parseYamlLeniently, splitLeniently, type SplitFile } from "./frontmatter";
import { BODY_FIELD, fieldName, fieldPathText, marksSchemaFor, takeMarks } from "./marks";
import type { FieldPath } from "./marks";
import { describeIssue, fieldOfIssue } from "./schema-messages";
import type { Located } from "./problems";
import { formatProblem, lineStartsOf, pointAt } from "./problems";

/** A .md or .mdx file, relative to the content folder, e.g. "articles/exam-stress.mdx". */
export const MARKDOWN_FILE = /\.mdx?$/;

/** The largest content file read: an article is 10 to 20 KB. Checked before anything is parsed. */
export const MAX_FILE_BYTES = 200 * 1024;

/** `body`: whether the text below the frontmatter is shown ("none": it is not read at all). */
export type BodyUse = "none" | "required";

/** A Markdown file read: its checked frontmatter, its text as written, and its body. */
export type MarkdownRead<S extends z.ZodType> = {
  data: z.output<S>;
  source: string;
  /** The frontmatter as written (its lines are the file's), to name the line of a field. */
  yaml: string;
  html: string;
  text: string;
};

type ReadBody = (
  source: string,
  start: number,
  kind: { syntax: "md" | "mdx"; isArticle: boolean },
) => (Body & { links: SiteLink[] }) | Located[];

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
}

export type Reader = ReturnType<typeof createReader>;

/**
 * The reading helpers for one content folder, collecting their problems and notes: the log of
 * what was found, the folder's files, and their data checked by schemas.
 */
export function createReader(contentDir: string, publicDir: string) {
  const log = problemLog();
  const files = contentFiles(contentDir, publicDir, log);
  return { ...log, ...files, ...dataChecks(log, files.readText) };
}

type ProblemLog = ReturnType<typeof problemLog>;

/**
 * Every problem found, each a plain message naming its file; and warnings that stop nothing (the
 * content check prints them as notes).
 */
function problemLog() {
  const problems: string[] = [];
  /** Things worth knowing that stop nothing. */
  const warnings: string[] = [];
  const display = (file: string) => path.posix.join("content", file);
  const problem = (file: string, located: Located) =>
    problems.push(formatProblem(display(file), located));
  /**
   * Every link of a body or a field (`field`: a figure's link) to an address of this site, by
   * file: whether a page has that address is known once every file is read (site-links.ts).
   */
  const siteLinks: (SiteLink & { file: string; field?: FieldPath })[] = [];
  return { problems, warnings, display, problem, siteLinks };
}

/** The files of the content folder (and the pictures of public/), by their names in it. */
function contentFiles(contentDir: string, publicDir: string, { problem }: ProblemLog) {
  /** A file's text; undefined (and a problem) when it is missing or too large to be content. */
  function readText(file: string): string | undefined {
    const full = path.join(contentDir, file);
    let bytes: number;
    try {
      bytes = fs.statSync(full).size;
    } catch {
      problem(file, { message: "this file is missing. It is needed to build the site." });
      return undefined;
    }
    if (bytes > MAX_FILE_BYTES) {
      problem(file, {
        message:
          `the file is ${size(bytes)}, more than the ${size(MAX_FILE_BYTES)} a content file may have. ` +
          "An article is usually 10 to 20 KB: check that nothing was pasted twice, and put pictures in public/images/articles/, not in the text.",
      });
      return undefined;
    }
    return fs.readFileSync(full, "utf8");
  }

  /** Whether a file is there (translations are optional files). */
  const exists = (file: string) => fs.existsSync(path.join(contentDir, file));

  /** Whether an address like /images/articles/x.png names a file in public/. */
  function pictureExists(src: string): boolean {
    try {
      return fs.statSync(path.join(publicDir, decodeURI(src))).isFile();
    } catch {
      return false;
    }
  }

  /** The .md and .mdx files of a folder, in name order; none when the folder is missing. */
  function markdownFiles(folder: string): string[] {
    const dir = path.join(contentDir, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => MARKDOWN_FILE.test(name))
      .sort()
      .map((name) => path.posix.join(folder, name));
  }

  return { readText, exists, pictureExists, markdownFiles };
}

/** Data read from YAML and checked by a schema, each mistake logged with its field's line. */
function dataChecks(
  { problems, display, problem, siteLinks }: ProblemLog,
  readText: (file: string) => string | undefined,
) {
  /** The links of a file's fields, each with its field's line in `yaml`. */
  function handOnLinks(file: string, links: { address: string; field: FieldPath }[], yaml: string) {
    if (links.length === 0) return;
    // The YAML is read again for its lines only when there is a line to name.
    const lineOf = fieldLines(yaml);
    for (const { address, field } of links) {
      siteLinks.push({ file, address, field, point: lineOf(field) });
    }
  }

  /**
   * The data checked by the schema; `yaml`, the text it was read from, gives each field's line.
   * The addresses of pages in its fields are handed on as the file's links; only with `yaml`:
   * data without it is a translation over its English, whose addresses are the English file's.
   */
  function validate<S extends z.ZodType>(file: string, schema: S, data: unknown, yaml?: string) {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) {
      if (yaml !== undefined) handOnLinks(file, siteAddressesIn(schema, result.data), yaml);
      return result.data as z.output<S>;
    }
    const lines = yaml === undefined ? undefined : fieldLines(yaml);
    for (const issue of result.error.issues) {
      const point = lines?.(fieldOfIssue(issue));
      problems.push(describeIssue(display(file), issue, { schema, data }, point));
    }
    return undefined;
  }

  /**
   * A file's data without its marks (marks.ts), which are checked against it; and the marks the
   * old way, as comments, refused. `yaml` is the text the data was read from.
   */
  function withoutMarks(file: string, source: string, read: ReadData): unknown {
    for (const each of commentMarksIn(source, file)) {
      problem(file, { point: { line: each.commentLine, column: 1 }, message: oldMark(each) });
    }
    const { data, marks } = takeMarks(read.data);
    if (marks !== undefined) {
      validate(file, marksSchemaFor(data, read.hasBody), { marks }, read.yaml);
    }
    return data;
  }

  /** The YAML of a file as data, without its marks; undefined (and its problems) when it cannot be read. */
  function parseYaml(file: string, source: string): { data: unknown } | undefined {
    const read = parseYamlLeniently(source);
    for (const each of read.problems) problem(file, each);
    if (read.problems.length > 0) return undefined;
    return { data: withoutMarks(file, source, { data: read.data, yaml: source, hasBody: false }) };
  }

  /**
   * A YAML file's data checked by its schema. After a mistake YAML could read past (text to put
   * in quotes), the fields are checked too, so one run names every problem of the file.
   */
  function readYaml<S extends z.ZodType>(file: string, schema: S) {
    const source = readText(file);
    if (source === undefined) return undefined;
    const read = parseYamlLeniently(source);
    for (const each of read.problems) problem(file, each);
    if (!read.readable) return undefined;
    const fields = withoutMarks(file, source, { data: read.data, yaml: source, hasBody: false });
    const data = validate(file, schema, fields, source);
    return read.problems.length === 0 ? data : undefined;
  }

  return { validate, parseYaml, readYaml, withoutMarks };
}

/** A file's data as read, with the text it was read from and whether a body is shown below it. */
type ReadData = { data: unknown; yaml: string; hasBody: boolean };

/** A mark written the old way, as a comment: how to write it as data instead. */
function oldMark(mark: CommentMark): string {
  const kind = mark.kind === "confirm" ? "a claim to confirm" : "a placeholder";
  if (mark.field === "end") {
    return `this comment marks ${kind} the old way, which the site no longer reads. Write it under "marks:" at the end of the file, with the field it is for (docs/reference/content-files.md shows how), then delete this comment.`;
  }
  const field = fieldPathText(mark.field);
  const where =
    field === BODY_FIELD
      ? "the text below the frontmatter"
      : `the field "${fieldName(mark.field)}"`;
  return (
    `this comment marks ${where} as ${kind} the old way, which the site no longer reads. ` +
    `Write the mark as data instead: at the end of the ${field === BODY_FIELD ? "frontmatter" : "file's fields"}, under a line "marks:", ` +
    `add the item "- field: ${field}" with "kind: ${mark.kind}" and "note: ${JSON.stringify(mark.note)}" below it (docs/reference/content-files.md shows how), then delete this comment.`
  );
}

/** Reads Markdown files with this reader: frontmatter by a schema, the body by `readBody`. */
export function markdownReader(reader: Reader, readBody: ReadBody) {
  /** The body, checked and rendered; empty when none is shown, undefined after a problem. */
  function body(file: string, source: string, split: SplitFile, isArticle: boolean) {
    if (split.body.trim() === "") {
      // The line of the closing dashes: the text belongs below it.
      const closing = pointAt(lineStartsOf(source), Math.max(0, split.bodyStart - 1));
      reader.problem(file, {
        point: { line: closing.line, column: 1 },
        message:
          "the text of the page is empty. Write it below the second line of three dashes (---).",
      });
      return undefined;
    }
    const syntax = file.endsWith(".mdx") ? "mdx" : "md";
    const result = readBody(source, split.bodyStart, { syntax, isArticle });
    if (!Array.isArray(result)) {
      const { links, ...body } = result;
      reader.siteLinks.push(...links.map((link) => ({ ...link, file })));
      return body;
    }
    for (const each of result) reader.problem(file, each);
    return undefined;
  }

  return function readMarkdown<S extends z.ZodType>(
    file: string,
    schema: S,
    use: BodyUse,
    isArticle = false,
  ): MarkdownRead<S> | undefined {
    const raw = reader.readText(file);
    if (raw === undefined) return undefined;
    // Every problem of the file in one run: the frontmatter's, its fields' and its text's.
    const { split, problems } = splitLeniently(raw);
    for (const each of problems) reader.problem(file, each);
    if (!split) return undefined;
    if (split.byteOrderMark) {
      reader.warnings.push(
        formatProblem(reader.display(file), {
          point: { line: 1, column: 1 },
          message:
            "the file starts with an invisible byte-order mark (BOM), which some editors add. The site ignores it: nothing needs to change.",
        }),
      );
    }
    const source = split.byteOrderMark ? raw.slice(1) : raw;
    const rendered = use === "required" ? body(file, source, split, isArticle) : undefined;
    if (split.data === undefined) return undefined;
    const fields = reader.withoutMarks(file, source, {
      data: split.data,
      yaml: split.yaml,
      hasBody: use === "required",
    });
    const data = reader.validate(file, schema, fields, split.yaml);
    if (problems.length > 0) return undefined;
    return (
      data && {
        data,
        source,
        yaml: split.yaml,
        html: rendered?.html ?? "",
        text: rendered?.text ?? "",
      }
    );
  };
}

export type ReadMarkdown = ReturnType<typeof markdownReader>;
