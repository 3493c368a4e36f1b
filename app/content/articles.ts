// Articles: the folder type whose schema depends on the Resources page (its topics and age
// groups), and the checks an article needs beyond its schema: no example text once published, and
// an address of its own.
import { paths, RESERVED_ARTICLE_SLUGS } from "../lib/paths";
import { ARTICLES_FOLDER, slugFromFile, type FolderType } from "./content-types";
import { placeholdersIn } from "./placeholders";
import { fieldLines } from "./field-lines";
import { excerpt, lineStartsOf, pointAt, type Point } from "./problems";
import { statusOf, type PublicationStatus, type Publishing } from "./publishing";
import type { Reader } from "./read";
import { readingOf, type Reading } from "./read-time";
import { articleSchema, type ArticleFrontmatter, type ResourcesPage } from "./schemas";

export type Article = ArticleFrontmatter & {
  slug: string;
  file: string;
  readTime: number;
  wordCount: number;
  status: PublicationStatus;
  /** The body, checked and rendered. */
  html: string;
};

function ids(list: string[]): [string, ...string[]] {
  return list.length > 0 ? (list as [string, ...string[]]) : ["(none)"];
}

/** The articles folder, for the topics and age groups of this Resources page. */
export function articlesType(
  resources: ResourcesPage,
  publishing: Publishing,
  /** The language the articles are written in (its locale and words a minute). */
  reading: Reading | undefined,
): FolderType<ReturnType<typeof articleSchema>, Article> {
  // Each slug and the file that has it: no two articles may share an address.
  const bySlug = new Map<string, string>();
  return {
    folder: ARTICLES_FOLDER,
    path: paths.article,
    schema: articleSchema(
      ids(resources.categories.map((category) => category.id)),
      ids(resources.ageGroups.map((group) => group.id)),
    ),
    body: "required",
    isArticle: true,
    item(file, { data, source, yaml, text, html }, reader) {
      const status = statusOf(data, publishing.today);
      if (status !== "draft") checkPlaceholders(reader, file, source);
      const slug = data.slug ?? slugFromFile(file);
      // A slug from the field is on its line; one from the file name is about the whole file.
      const where = data.slug === undefined ? undefined : fieldLines(yaml)(["slug"]);
      if (!slugIsFree(reader, { file, where }, slug, bySlug)) return undefined;
      bySlug.set(slug, file);
      const { wordCount, readTime } = readingOf(text, reading);
      return { ...data, slug, file: reader.display(file), readTime, wordCount, status, html };
    },
    // Newest first; the title settles articles of the same day.
    order: (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
  };
}

/** Whether `slug` can be the article's address: not empty, not a list's, not another article's. */
function slugIsFree(
  reader: Reader,
  { file, where }: { file: string; where: Point | undefined },
  slug: string,
  bySlug: Map<string, string>,
) {
  const refuse = (message: string) => {
    reader.problem(file, { point: where, message });
    return false;
  };
  if (slug === "") {
    return refuse(
      "the file name has no letters a to z or digits, so it gives the article no address. " +
        'Rename the file with English words joined by dashes, or set the field "slug", for example slug: "exam-stress".',
    );
  }
  if (RESERVED_ARTICLE_SLUGS.includes(slug)) {
    return refuse(
      `the address /resources/${slug} is kept for the lists of articles. ` +
        'Give the article another file name, or set the field "slug" to another address.',
    );
  }
  const other = bySlug.get(slug);
  if (other) {
    return refuse(
      `the field "slug" gives the address /resources/${slug}, which ${reader.display(other)} already has. ` +
        "Give one of the two articles another file name or slug.",
    );
  }
  return true;
}

/** A published or scheduled article may not keep the example sentences of new:article. */
function checkPlaceholders(reader: Reader, file: string, source: string) {
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
  reader.problem(file, {
    point: first.point,
    message:
      `still has the example text from npm run new:article: "${excerpt(first.sentence, 60)}". ` +
      `Replace it with your own words, or keep draft: true until the article is ready.${others}`,
  });
}
