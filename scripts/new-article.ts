// `npm run new:article -- "Title of the article"`: starts a new article as a draft, with every
// required field filled in, so that the file passes `npm run check:content` as it is. Counsellors
// then replace the example words. docs/reference/articles.md explains every field.
import fs from "node:fs";
import path from "node:path";
import {
  contentDirFromEnv,
  isSplit,
  PAGE_LISTS,
  PAGE_TYPES,
  pageSchema,
  parseYaml,
  PLACEHOLDERS,
  publishingFromEnv,
  slugFromFile,
  splitFrontmatter,
  takeMarks,
} from "../app/build-api";
import { Refusal, runCommand } from "./lib/refusal";

const GUIDE = "docs/reference/articles.md";

/**
 * The address an article with this title gets: lowercase words joined by dashes. Accents are
 * dropped from their letters ("Café" becomes "cafe"); other signs and non-Latin letters are left out.
 */
export function slugFromTitle(title: string): string {
  const latin = title.normalize("NFKD").replace(/\p{M}/gu, "");
  // slugFromFile reads only the last part of a path, so a "/" in a title becomes a space first.
  return slugFromFile(`${latin.replace(/[\\/]/g, " ")}.mdx`);
}

/** The article that already has this address, by its file name or its `slug:` field. */
function articleWithSlug(articlesDir: string, slug: string): string | undefined {
  if (!fs.existsSync(articlesDir)) return undefined;
  const files = fs.readdirSync(articlesDir).filter((name) => /\.mdx?$/.test(name));
  return files.find((name) => {
    if (slugFromFile(name) === slug) return true;
    // A file that cannot be read is reported by the content check.
    const file = splitFrontmatter(fs.readFileSync(path.join(articlesDir, name), "utf8"));
    return isSplit(file) && (file.data as { slug?: unknown } | null)?.slug === slug;
  });
}

/** The first topic and age group on the Resources page: valid placeholders to change. */
function topicsAndAges(contentDir: string) {
  const file = path.join(contentDir, "pages", "resources.md");
  const problem = new Refusal(
    `${file} cannot be read, so the topics and age groups are unknown. ` +
      "Run `npm run check:content` to see what is wrong with it.",
  );
  let source: string;
  try {
    source = fs.readFileSync(file, "utf8");
  } catch {
    throw problem;
  }
  const split = splitFrontmatter(source);
  if (!isSplit(split)) throw problem;
  const page = pageSchema(PAGE_TYPES.resources.schema, PAGE_LISTS).safeParse(
    takeMarks(split.data).data,
  );
  if (!page.success) throw problem;
  return {
    categories: page.data.categories.map((category) => category.id),
    ageGroups: page.data.ageGroups.map((group) => group.id),
  };
}

/** The helpline the example line names: Tele-MANAS when the site lists it, else its first. */
function helplineOf(contentDir: string): string {
  const file = path.join(contentDir, "site.yaml");
  let helplines: { id?: unknown }[] = [];
  try {
    const site = parseYaml(fs.readFileSync(file, "utf8")) as { helplines?: unknown } | null;
    if (Array.isArray(site?.helplines)) helplines = site.helplines as { id?: unknown }[];
  } catch {
    // Unreadable: the refusal below says so.
  }
  const ids = helplines
    .map((line) => line?.id)
    .filter((id): id is string => typeof id === "string");
  if (ids.length === 0) {
    throw new Refusal(
      `${file} lists no helplines the article could name. Run \`npm run check:content\` to see what is wrong with it.`,
    );
  }
  return ids.includes(SAME_DAY_HELPLINE) ? SAME_DAY_HELPLINE : ids[0];
}

/** The helpline CONTENT-GUIDE's safety rules name first for help the same day. */
const SAME_DAY_HELPLINE = "tele-manas";

function articleText(
  title: string,
  { category, ageGroup, helpline }: { category: string; ageGroup: string; helpline: string },
  date: string,
): string {
  // A JSON string is a valid YAML double-quoted string: quotes and backslashes come escaped.
  const quotedTitle = JSON.stringify(title);
  const p = PLACEHOLDERS;
  return `---
title: ${quotedTitle}
description: ${JSON.stringify(p.description)}
category: ${category}
ageGroups:
  - ${ageGroup}
date: ${date}
draft: true
---

${p.opening}

## ${p.firstHeading}

${p.paragraphs}

### ${p.smallerHeading}

- ${p.bullets}
- ${p.bulletLines}

<Callout title="${p.calloutTitle}">

${p.callout}

</Callout>

## Steps you can try at home

1. ${p.steps}
2. ${p.sources}
3. ${p.summary}

## When to seek help

Talk to a counsellor or your child's doctor if:

- ${p.sign}
- ${p.moreSigns}

${p.sameDayHelp} <Helpline name="${helpline}" />

If you would like support with this, you can [book a consultation](/contact) or [call us](/contact).
`;
}

/**
 * Writes the new article whose title the words of `argv` make, in CONTENT_DIR of `env`, and gives
 * the next steps to print; a mistake stops it with a Refusal, writing nothing.
 */
export function newArticle(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): string {
  const title = argv.join(" ").replace(/\s+/g, " ").trim();
  if (title === "") {
    throw new Refusal(
      "Please give the article's title, in quotes, after two dashes. For example:\n\n" +
        '  npm run new:article -- "Sleep and Bedtime Routines"',
    );
  }
  const slug = slugFromTitle(title);
  if (slug === "") {
    throw new Refusal(
      `The title "${title}" has no letters a to z or digits, so it cannot make a web address. ` +
        "Start the article with an English title, then change the title in the file.",
    );
  }

  // Shown as the counsellor wrote it: relative to the project when it is inside it.
  const absolute = contentDirFromEnv(env);
  const relative = path.relative(process.cwd(), absolute);
  const contentDir = relative.startsWith("..") || path.isAbsolute(relative) ? absolute : relative;
  const articlesDir = path.join(contentDir, "articles");
  const file = path.join(articlesDir, `${slug}.mdx`);
  const existing = articleWithSlug(articlesDir, slug);
  if (existing) {
    throw new Refusal(
      `An article with the address /resources/${slug} already exists: ${path.join(articlesDir, existing)}. ` +
        "Open that file to change it, or choose a different title for the new article.",
    );
  }

  let today: string;
  try {
    today = publishingFromEnv(env).today;
  } catch (error) {
    throw new Refusal((error as Error).message);
  }
  const { categories, ageGroups } = topicsAndAges(contentDir);
  const choices = {
    category: categories[0],
    ageGroup: ageGroups[0],
    helpline: helplineOf(contentDir),
  };
  fs.mkdirSync(articlesDir, { recursive: true });
  fs.writeFileSync(file, articleText(title, choices, today), { flag: "wx" });

  const check =
    path.resolve(contentDir) === path.resolve("content")
      ? "npm run check:content"
      : `npm run check:content -- ${contentDir}`;
  return `Created ${file}

It is a draft: it shows only in previews, never on the live site.

Next steps:
  1. Open ${file} and edit the fields at the top:
     description (one sentence), category (one of: ${categories.join(", ")}),
     ageGroups (one or more of: ${ageGroups.join(", ")}) and date.
  2. Replace the example text below the second line of three dashes (---) with your article.
  3. Run \`${check}\` and fix anything it reports.
  4. Preview it: open a pull request and click its "Deploy Preview" link,
     or run \`PREVIEW=true npm run dev\` and open /resources/${slug}.
  5. When it has been reviewed, set date to the day it goes live and remove the line
     \`draft: true\` to publish it.

Every field is explained in ${GUIDE}.`;
}

runCommand(import.meta.url, () => console.log(newArticle(process.argv.slice(2))));
