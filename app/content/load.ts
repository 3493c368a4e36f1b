// Reads every file in content/, checks it, and returns typed objects with each body as HTML. It
// runs at build time (the Vite plugin and `npm run check:content`), never per request. All
// mistakes are collected, so a counsellor sees every problem in one run. Nothing in a content file
// is ever run: frontmatter is YAML read as data, bodies are checked syntax trees turned into HTML.
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { RESERVED_ARTICLE_SLUGS } from "../lib/paths";
import { createBodyReader } from "./body";
import { createBodyCache } from "./body/cache";
import { publicDirOf } from "./folders";
import { isSplit, parseYaml, splitFrontmatter, yamlProblem } from "./frontmatter";
import { describeIssue } from "./issues";
import { readMilestones } from "./milestones";
import { completeTools, readTools } from "./tools";
import { placeholdersIn } from "./placeholders";
import {
  ContentError,
  excerpt,
  formatProblem,
  lineStartsOf,
  pointAt,
  type Located,
} from "./problems";
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
  teamMemberSchema,
  type ArticleFrontmatter,
  type Service,
  type TeamMember,
} from "./schemas";

export { ContentError } from "./problems";

export type Article = ArticleFrontmatter & {
  slug: string;
  file: string;
  readTime: number;
  wordCount: number;
  status: PublicationStatus;
  /** The body, checked and rendered. */
  html: string;
};

export type Content = ReturnType<typeof loadContent>;

/** A .md or .mdx file, relative to the content folder, e.g. "articles/exam-stress.mdx". */
const MARKDOWN_FILE = /\.mdx?$/;

/** The largest content file read: an article is 10 to 20 KB. Checked before anything is parsed. */
export const MAX_FILE_BYTES = 200 * 1024;

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * Every article is checked, drafts included; a production build then leaves out drafts and
 * scheduled articles entirely, so nothing can show them by mistake.
 */
export function loadContent(
  contentDir: string,
  publishing: Publishing = publishingFromEnv(),
  /** Pictures that articles show live here (public/ beside content/). */
  publicDir = publicDirOf(contentDir),
) {
  const problems: string[] = [];
  /** Things worth knowing that stop nothing. */
  const notes: string[] = [];
  const display = (file: string) => path.posix.join("content", file);
  const problem = (file: string, located: Located) =>
    problems.push(formatProblem(display(file), located));

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

  function validate<S extends z.ZodType>(file: string, schema: S, data: unknown) {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return result.data as z.output<S>;
    for (const issue of result.error.issues) problems.push(describeIssue(display(file), issue));
    return undefined;
  }

  function readYaml<S extends z.ZodType>(file: string, schema: S) {
    const source = readText(file);
    if (source === undefined) return undefined;
    let data: unknown;
    try {
      data = parseYaml(source);
    } catch (error) {
      problem(file, yamlProblem(error));
      return undefined;
    }
    return validate(file, schema, data);
  }

  const site = readYaml("site.yaml", siteSchema);
  /** Whether an address like /images/articles/x.png names a file in public/. */
  function pictureExists(src: string): boolean {
    try {
      return fs.statSync(path.join(publicDir, decodeURI(src))).isFile();
    } catch {
      return false;
    }
  }
  const bodyCache = createBodyCache(contentDir);
  const readBody = createBodyReader({ helplines: site?.helplines, pictureExists }, bodyCache);

  /** `body`: whether the text below the frontmatter is shown ("none": it is not read at all). */
  function readMarkdown<S extends z.ZodType>(
    file: string,
    schema: S,
    body: "none" | "required",
    isArticle = false,
  ) {
    const raw = readText(file);
    if (raw === undefined) return undefined;
    const split = splitFrontmatter(raw);
    if (!isSplit(split)) {
      problem(file, split);
      return undefined;
    }
    if (split.byteOrderMark) {
      notes.push(
        formatProblem(display(file), {
          point: { line: 1, column: 1 },
          message:
            "the file starts with an invisible byte-order mark (BOM), which some editors add. The site ignores it: nothing needs to change.",
        }),
      );
    }
    const source = split.byteOrderMark ? raw.slice(1) : raw;
    let rendered: { html: string; text: string } | undefined;
    if (body === "required") {
      if (split.body.trim() === "") {
        problem(file, {
          message:
            "the text of the page is empty. Write it below the second line of three dashes (---).",
        });
      } else {
        const syntax = file.endsWith(".mdx") ? "mdx" : "md";
        const result = readBody(source, split.bodyStart, { syntax, isArticle });
        if (Array.isArray(result)) for (const each of result) problem(file, each);
        else rendered = result;
      }
    }
    const data = validate(file, schema, split.data);
    return data && { data, source, html: rendered?.html ?? "", text: rendered?.text ?? "" };
  }

  /** A published or scheduled article may not keep the example sentences of new:article. */
  function checkPlaceholders(file: string, source: string) {
    const found = placeholdersIn(source);
    if (found.length === 0) return;
    const lineStarts = lineStartsOf(source);
    const [first, ...more] = found.map(({ sentence, offset }) => ({
      sentence,
      point: pointAt(lineStarts, offset),
    }));
    const others =
      more.length === 0
        ? ""
        : ` The file has ${more.length} more example ${more.length === 1 ? "sentence" : "sentences"}, on ${more.length === 1 ? "line" : "lines"} ${more.map(({ point }) => point.line).join(", ")}.`;
    problem(file, {
      point: first.point,
      message:
        `still has the example text from npm run new:article: "${excerpt(first.sentence, 60)}". ` +
        `Replace it with your own words, or keep draft: true until the article is ready.${others}`,
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

  const home = readMarkdown("pages/home.md", homePageSchema, "none");
  const about = readMarkdown("pages/about.md", aboutPageSchema, "required");
  const servicesPage = readMarkdown("pages/services.md", servicesPageSchema, "none");
  const resources = readMarkdown("pages/resources.md", resourcesPageSchema, "none");
  const contact = readMarkdown("pages/contact.md", contactPageSchema, "none");
  const privacy = readMarkdown("pages/privacy.md", prosePageSchema, "required");
  const errors = readMarkdown("pages/errors.md", errorsPageSchema, "none");

  const services: Service[] = [];
  for (const file of markdownFiles("services")) {
    const service = readMarkdown(file, serviceSchema, "none");
    if (service) services.push({ ...service.data, slug: slugFromFile(file) });
  }
  services.sort((a, b) => a.order - b.order);

  // The people on the About page. The bio is Markdown, checked and rendered like the About text.
  const team: TeamMember[] = [];
  for (const file of markdownFiles("team")) {
    const member = readMarkdown(file, teamMemberSchema, "required");
    if (!member) continue;
    const { photo } = member.data;
    if (photo && !pictureExists(photo)) {
      problems.push(
        `${display(file)}: The field "photo" is ${photo}, but there is no such file. ` +
          `Upload the photo to public${photo}, or correct the address.`,
      );
      continue;
    }
    team.push({ ...member.data, slug: slugFromFile(file), html: member.html });
  }
  team.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

  const tools = completeTools(readTools(readYaml));
  const articles = resources ? readArticles(resources.data) : [];
  const milestones = readMilestones(contentDir, readYaml, problems);
  bodyCache.save();

  function readArticles(page: NonNullable<typeof resources>["data"]): Article[] {
    const schema = articleSchema(
      ids(page.categories.map((category) => category.id)),
      ids(page.ageGroups.map((group) => group.id)),
    );
    const bySlug = new Map<string, string>();
    const list: Article[] = [];
    for (const file of markdownFiles("articles")) {
      const article = readMarkdown(file, schema, "required", true);
      if (!article) continue;
      const status = statusOf(article.data, publishing.today);
      if (status !== "draft") checkPlaceholders(file, article.source);
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
      const wordCount = countWords(article.text);
      list.push({
        ...article.data,
        slug,
        file: display(file),
        readTime: readTimeMinutes(wordCount),
        wordCount,
        status,
        html: article.html,
      });
    }
    // Newest first; the title settles articles of the same day.
    return list.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  }

  if (problems.length > 0 || !site || !home || !about || !servicesPage || !resources) {
    throw new ContentError(problems);
  }
  if (!contact || !privacy || !errors || !milestones || !tools) throw new ContentError(problems);

  return forPublishing(
    {
      site,
      pages: {
        home: home.data,
        about: { ...about.data, html: about.html },
        services: servicesPage.data,
        resources: resources.data,
        contact: contact.data,
        privacy: { ...privacy.data, html: privacy.html },
        errors: errors.data,
      },
      services,
      team,
      tools,
      articles,
      milestones,
      notes,
    },
    publishing,
  );
}

/**
 * The content as a build with these settings shows it: a production build leaves out drafts and
 * scheduled articles entirely, so nothing can show them by mistake.
 */
export function forPublishing<C extends { articles: Article[] }>(
  content: C,
  publishing: Publishing,
): C & { publishing: Publishing } {
  const articles = publishing.preview
    ? content.articles
    : content.articles.filter((article) => article.status === "published");
  return { ...content, publishing, articles };
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
