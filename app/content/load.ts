// Reads every file in content/, checks it against its schema, and returns typed objects. It runs at
// build time (the Vite plugin and `npm run check:content`), never per request. All mistakes are
// collected, so a counsellor sees every problem in one run.
import fs from "node:fs";
import path from "node:path";
import { compileSync } from "@mdx-js/mdx";
import matter from "gray-matter";
import yaml from "js-yaml";
import remarkFrontmatter from "remark-frontmatter";
import type { z } from "zod";
import { RESERVED_ARTICLE_SLUGS } from "../lib/paths";
import { describeIssue } from "./issues";
import { publishingFromEnv, statusOf, type PublicationStatus, type Publishing } from "./publishing";
import { countWords, readTimeMinutes } from "./read-time";
import {
  aboutPageSchema,
  articleSchema,
  contactPageSchema,
  errorsPageSchema,
  homePageSchema,
  prosePageSchema,
  resourcesPageSchema,
  serviceSchema,
  servicesPageSchema,
  siteSchema,
  type ArticleFrontmatter,
  type Service,
} from "./schemas";

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "ContentError";
  }
}

export type Article = ArticleFrontmatter & {
  slug: string;
  file: string;
  readTime: number;
  wordCount: number;
  status: PublicationStatus;
};

export type Content = ReturnType<typeof loadContent>;

/** A .md or .mdx file, relative to the content folder, e.g. "articles/exam-stress.mdx". */
const MARKDOWN_FILE = /\.mdx?$/;

// CORE_SCHEMA keeps dates as text: js-yaml's default would turn 2026-02-30 into 2 March silently.
const yamlOptions = { schema: yaml.CORE_SCHEMA };
export const matterOptions = {
  engines: { yaml: (source: string) => (yaml.load(source, yamlOptions) ?? {}) as object },
};

/**
 * Every article is checked, drafts included; a production build then leaves out drafts and
 * scheduled articles entirely, so nothing can show them by mistake.
 */
export function loadContent(
  contentDir: string,
  publishing: Publishing = publishingFromEnv(),
  /** Pictures that articles show live here (public/ beside content/). */
  publicDir = path.join(contentDir, "..", "public"),
) {
  const problems: string[] = [];
  const display = (file: string) => path.posix.join("content", file);

  function readText(file: string): string | undefined {
    try {
      return fs.readFileSync(path.join(contentDir, file), "utf8");
    } catch {
      problems.push(`${display(file)}: this file is missing. It is needed to build the site.`);
      return undefined;
    }
  }

  function yamlProblem(file: string, error: unknown, lineOffset: number): string {
    if (error instanceof yaml.YAMLException) {
      const line = error.mark ? ` near line ${error.mark.line + 1 + lineOffset}` : "";
      return (
        `${display(file)}: the YAML${line} cannot be read (${error.reason}). ` +
        "Check for a missing colon, a missing closing quote, or a line indented differently from its neighbours."
      );
    }
    return `${display(file)}: the YAML cannot be read (${String(error)}).`;
  }

  function validate<S extends z.ZodType>(file: string, schema: S, data: unknown) {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return result.data as z.output<S>;
    for (const issue of result.error.issues) problems.push(describeIssue(display(file), issue));
    return undefined;
  }

  function readYaml<S extends z.ZodType>(file: string, schema: S) {
    const source = readText(file);
    if (source === undefined) return undefined;
    try {
      return validate(file, schema, yaml.load(source, yamlOptions));
    } catch (error) {
      problems.push(yamlProblem(file, error, 0));
      return undefined;
    }
  }

  function readMarkdown<S extends z.ZodType>(
    file: string,
    schema: S,
    { bodyRequired }: { bodyRequired: boolean },
  ) {
    const source = readText(file);
    if (source === undefined) return undefined;
    let parsed: matter.GrayMatterFile<string>;
    try {
      parsed = matter(source, matterOptions);
    } catch (error) {
      // The frontmatter starts on the file's second line, after the opening "---".
      problems.push(yamlProblem(file, error, 1));
      return undefined;
    }
    if (!source.startsWith("---")) {
      problems.push(
        `${display(file)}: the file must start with its frontmatter: a line of three dashes (---), the fields, and another line of three dashes.`,
      );
      return undefined;
    }
    const body = parsed.content.trim();
    if (bodyRequired && body === "") {
      problems.push(
        `${display(file)}: the text of the page is empty. Write it below the second line of three dashes (---).`,
      );
    }
    if (body !== "" && file.endsWith(".mdx")) checkMdx(file, source);
    checkPictures(file, source);
    const data = validate(file, schema, parsed.data);
    return data && { data, body };
  }

  // A "<" or "{" in an MDX file starts code, so ordinary text can fail to compile. Compiling here
  // turns that into a message with a line number instead of a build stack trace.
  function checkMdx(file: string, source: string) {
    try {
      compileSync(source, { remarkPlugins: [remarkFrontmatter] });
    } catch (error) {
      const { line, reason } = error as { line?: number; reason?: string };
      problems.push(
        `${display(file)}${line ? ` line ${line}` : ""}: the text cannot be read as MDX (${reason ?? String(error)}). ` +
          'In the text, write "<" as "\\<" and "{" as "\\{", and close every tag you open.',
      );
    }
  }

  // A picture needs a description for parents who cannot see it, and a file that exists in public/.
  function checkPictures(file: string, source: string) {
    source.split("\n").forEach((line, index) => {
      for (const [, alt, src] of line.matchAll(/!\[([^\]]*)\]\(\s*([^)\s]+)[^)]*\)/g)) {
        const where = `${display(file)} line ${index + 1}`;
        if (alt.trim() === "") {
          problems.push(
            `${where}: the picture ${src} has no description. Write one between the square brackets: ![What the picture shows](${src}).`,
          );
        }
        if (!src.startsWith("/")) {
          problems.push(
            `${where}: the picture ${src} must be a file of this site, with an address starting with /images/ (put the file in public/images/articles/).`,
          );
        } else if (!fs.existsSync(path.join(publicDir, decodeURI(src)))) {
          problems.push(
            `${where}: the picture ${src} does not exist. Upload it to public${src}, or correct the address.`,
          );
        }
      }
    });
  }

  function markdownFiles(folder: string): string[] {
    const dir = path.join(contentDir, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => MARKDOWN_FILE.test(name))
      .sort()
      .map((name) => path.posix.join(folder, name));
  }

  const site = readYaml("site.yaml", siteSchema);
  const home = readMarkdown("pages/home.md", homePageSchema, { bodyRequired: false });
  const about = readMarkdown("pages/about.md", aboutPageSchema, { bodyRequired: true });
  const servicesPage = readMarkdown("pages/services.md", servicesPageSchema, {
    bodyRequired: false,
  });
  const resources = readMarkdown("pages/resources.md", resourcesPageSchema, {
    bodyRequired: false,
  });
  const contact = readMarkdown("pages/contact.md", contactPageSchema, { bodyRequired: false });
  const privacy = readMarkdown("pages/privacy.md", prosePageSchema, { bodyRequired: true });
  const errors = readMarkdown("pages/errors.md", errorsPageSchema, { bodyRequired: false });

  const services: Service[] = [];
  for (const file of markdownFiles("services")) {
    const service = readMarkdown(file, serviceSchema, { bodyRequired: false });
    if (service) services.push({ ...service.data, slug: slugFromFile(file) });
  }
  services.sort((a, b) => a.order - b.order);

  const articles = resources ? readArticles(resources.data) : [];

  function readArticles(page: NonNullable<typeof resources>["data"]): Article[] {
    const schema = articleSchema(
      ids(page.categories.map((category) => category.id)),
      ids(page.ageGroups.map((group) => group.id)),
    );
    const bySlug = new Map<string, string>();
    const list: Article[] = [];
    for (const file of markdownFiles("articles")) {
      const article = readMarkdown(file, schema, { bodyRequired: true });
      if (!article) continue;
      const slug = article.data.slug ?? slugFromFile(file);
      if (slug === "") {
        problems.push(
          `${display(file)}: the file name has no letters a to z or digits, so it gives the article no address. ` +
            'Rename the file with English words joined by dashes, or set the field "slug", for example slug: "exam-stress".',
        );
        continue;
      }
      if (RESERVED_ARTICLE_SLUGS.includes(slug)) {
        problems.push(
          `${display(file)}: the address /resources/${slug} is kept for the lists of articles. ` +
            'Give the article another file name, or set the field "slug" to another address.',
        );
        continue;
      }
      const other = bySlug.get(slug);
      if (other) {
        problems.push(
          `${display(file)}: the field "slug" gives the address /resources/${slug}, which ${display(other)} already has. ` +
            "Give one of the two articles another file name or slug.",
        );
        continue;
      }
      bySlug.set(slug, file);
      list.push({
        ...article.data,
        slug,
        file: display(file),
        readTime: readTimeMinutes(article.body),
        wordCount: countWords(article.body),
        status: statusOf(article.data, publishing.today),
      });
    }
    // Newest first; the title settles articles of the same day.
    return list.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  }

  if (problems.length > 0 || !site || !home || !about || !servicesPage || !resources) {
    throw new ContentError(problems);
  }
  if (!contact || !privacy || !errors) throw new ContentError(problems);

  return {
    publishing,
    site: site,
    pages: {
      home: home.data,
      about: about.data,
      services: servicesPage.data,
      resources: resources.data,
      contact: contact.data,
      privacy: privacy.data,
      errors: errors.data,
    },
    services,
    articles: publishing.preview
      ? articles
      : articles.filter((article) => article.status === "published"),
  };
}

/** The address of a file: its name, lowercase, with dashes between words. */
export function slugFromFile(file: string): string {
  return path.posix
    .basename(file)
    .replace(MARKDOWN_FILE, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function ids(list: string[]): [string, ...string[]] {
  return list.length > 0 ? (list as [string, ...string[]]) : ["(none)"];
}
