// The kinds of content and where each lives: a file or a folder of Markdown files, the schema its
// frontmatter must pass, whether its body is shown, the checks beyond the schema and the order a
// folder's items are listed in. loadContent reads them from here, and tests and scripts find the
// files here too. Two pages' schemas take lists from the layers above (PageLists): this table
// names no feature.
import path from "node:path";
import type { z } from "zod";
import { inLanguage, paths } from "../lib/paths";
import { fieldLines } from "./field-lines";
import type { BodyUse, MarkdownRead, Reader } from "./read";
import { MARKDOWN_FILE } from "./read";
import {
  aboutPageSchema,
  contactPageSchema,
  errorsPageSchema,
  homePageSchema,
  prosePageSchema,
  resourcesPageSchema,
  searchPageSchema,
  serviceSchema,
  servicesPageSchema,
  teamMemberSchema,
  type Service,
  type TeamMember,
} from "./schemas";
import { servicesPageInWords } from "./written-facts";

/** The practice's details, used on every page. */
export const SITE_FILE = "site.yaml";

/** The words of the site's interface (menu, buttons, labels), on every page: interfaceWordsSchema. */
export const INTERFACE_WORDS_FILE = "interface-words.yaml";

/**
 * The lists two pages' schemas take from the layers above: the tools' ids (the Resources page's
 * cards name them; app/features/tools/registry.ts) and the contact form's fields (the Contact page
 * labels each; app/features/contact/fields.ts). app/build-time/page-lists.ts gives them.
 */
export type PageLists = {
  toolIds: readonly [string, ...string[]];
  contactFields: readonly string[];
};

/** A page's schema, or what makes it from the lists it takes. */
type PageSchema = z.ZodType | ((lists: PageLists) => z.ZodType);

/** The schema itself, made from the lists when it takes them. */
export type SchemaOf<S extends PageSchema> = S extends (lists: PageLists) => infer Made ? Made : S;

export function pageSchema<S extends PageSchema>(schema: S, lists: PageLists): SchemaOf<S> {
  return (typeof schema === "function" ? schema(lists) : schema) as SchemaOf<S>;
}

export type PageType = {
  file: string;
  schema: PageSchema;
  body: BodyUse;
  /** The page the file makes; none for the words of the error pages. */
  path?: () => string;
  /** Its facts written into its words in a language, once, as it is read (written-facts.ts). */
  inWords?: (data: never, locale: string) => object;
};

/** The fixed pages: one file each, every one needed to build the site. */
export const PAGE_TYPES = {
  home: { file: "pages/home.md", schema: homePageSchema, body: "none", path: paths.home },
  about: { file: "pages/about.md", schema: aboutPageSchema, body: "required", path: paths.about },
  services: {
    file: "pages/services.md",
    schema: servicesPageSchema,
    body: "none",
    path: paths.services,
    inWords: servicesPageInWords,
  },
  resources: {
    file: "pages/resources.md",
    schema: (lists: PageLists) => resourcesPageSchema(lists.toolIds),
    body: "none",
    path: paths.resources,
  },
  contact: {
    file: "pages/contact.md",
    schema: (lists: PageLists) => contactPageSchema(lists.contactFields),
    body: "none",
    path: paths.contact,
  },
  privacy: {
    file: "pages/privacy.md",
    schema: prosePageSchema,
    body: "required",
    path: paths.privacy,
  },
  search: { file: "pages/search.md", schema: searchPageSchema, body: "none", path: paths.search },
  errors: { file: "pages/errors.md", schema: errorsPageSchema, body: "none" },
} as const satisfies Record<string, PageType>;

export type PageName = keyof typeof PAGE_TYPES;

/** A folder of Markdown files, one item each (a service, a team member, an article). */
export type FolderType<S extends z.ZodType, Item> = {
  folder: string;
  /** The page an item's file shows on, by the item's slug. */
  path: (slug: string) => string;
  schema: S;
  body: BodyUse;
  /** Articles may not type a helpline's number by hand; other text may. */
  isArticle?: boolean;
  /** The checks beyond the schema, then the item as the site uses it; undefined leaves it out. */
  item: (file: string, read: MarkdownRead<S>, reader: Reader) => Item | undefined;
  /** The order of the list. */
  order: (a: Item, b: Item) => number;
};

/** The address of a file: its name, lowercase, with dashes between words. */
export function slugFromFile(file: string): string {
  return path.posix
    .basename(file)
    .replace(MARKDOWN_FILE, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const SERVICES: FolderType<typeof serviceSchema, Service> = {
  folder: "services",
  path: paths.service,
  schema: serviceSchema,
  body: "none",
  item: (file, { data }, reader) => ({
    ...data,
    slug: slugFromFile(file),
    file: reader.display(file),
  }),
  order: (a, b) => a.order - b.order,
};

/** The people on the About page. The bio is Markdown, checked and rendered like the About text. */
export const TEAM: FolderType<typeof teamMemberSchema, TeamMember> = {
  folder: "team",
  path: () => paths.about(),
  schema: teamMemberSchema,
  body: "required",
  item(file, { data, yaml, html }, reader) {
    if (data.photo && !reader.pictureExists(data.photo)) {
      reader.problem(file, {
        point: fieldLines(yaml)(["photo"]),
        message:
          `The field "photo" is ${data.photo}, but there is no such file. ` +
          `Upload the photo to public${data.photo}, or correct the address.`,
      });
      return undefined;
    }
    return { ...data, slug: slugFromFile(file), file: reader.display(file), html };
  },
  order: (a, b) => a.order - b.order || a.name.localeCompare(b.name),
};

/** The folder of the Resources tools' words: <id>.yaml, <id>/<part>.yaml, shared.yaml. */
export const TOOLS_FOLDER = "tools";

/** The folder of articles; their schema depends on the Resources page (see articles.ts). */
export const ARTICLES_FOLDER = "articles";

/** The page of one content file, in the language of its folder, with the English page of a translation. */
export type FilePage = { path: string; english?: string; code?: string };

/** What a file's page depends on besides its name, from the checked content where it has it. */
export type FileLookup = {
  /** An English article's slug (its own `slug`, or its file name). */
  articleSlug?: (englishFile: string) => string;
  /** The age of a checklist file ("tools/milestones/1-year.yaml"): its `months`. */
  milestoneMonths?: (englishFile: string) => number | undefined;
};

/** An age file's age by its name, as the checklist's files are named: "9-months", "2-years". */
function monthsByName(file: string): number | undefined {
  const age = /\/(\d+)-(month|year)s?\.ya?ml$/.exec(file);
  if (!age) return undefined;
  return Number(age[1]) * (age[2] === "year" ? 12 : 1);
}

/** The English page of a file of the first language, relative to content/ ("pages/about.md"). */
function englishPageOf(file: string, lookup: FileLookup): string | undefined {
  const page = Object.values(PAGE_TYPES).find((type) => type.file === file) as PageType | undefined;
  if (page) return page.path?.();
  const [folder, ...rest] = file.split(path.posix.sep);
  const name = rest.join(path.posix.sep);
  if (folder === ARTICLES_FOLDER && MARKDOWN_FILE.test(name)) {
    return paths.article((lookup.articleSlug ?? slugFromFile)(file));
  }
  for (const type of [SERVICES, TEAM] as FolderType<z.ZodType, unknown>[]) {
    if (folder === type.folder && MARKDOWN_FILE.test(name)) return type.path(slugFromFile(name));
  }
  if (folder === TOOLS_FOLDER) {
    if (/^milestones\/[^/]+\.ya?ml$/.test(name)) {
      const months = lookup.milestoneMonths?.(file) ?? monthsByName(file);
      return months === undefined ? paths.tool("milestones") : paths.milestoneAge(months);
    }
    const tool = /^([a-z-]+)\.ya?ml$/.exec(name)?.[1];
    return tool && tool !== "shared" ? paths.tool(tool) : paths.resources();
  }
  // The site's details, its interface words and the languages are on every page: the home page
  // stands for them.
  if ([SITE_FILE, INTERFACE_WORDS_FILE, "languages.yaml"].includes(file)) return paths.home();
  return undefined;
}

/**
 * The page a content file shows on ("articles/x.mdx" → /resources/x; "mr/pages/about.md" →
 * /mr/about, beside the English /about; "tools/milestones/1-year.yaml" → its age's page), or
 * undefined for a file no page shows. `codes` are the languages after the first; `lookup` gives
 * what the file's name does not say.
 */
export function pageOfFile(
  file: string,
  codes: readonly string[],
  lookup: FileLookup = {},
): FilePage | undefined {
  const [first, ...rest] = file.split(path.posix.sep);
  if (codes.includes(first) && rest.length > 0) {
    const english = englishPageOf(rest.join(path.posix.sep), lookup);
    if (english === undefined) return undefined;
    return { path: inLanguage(english, first), english, code: first };
  }
  const english = englishPageOf(file, lookup);
  return english === undefined ? undefined : { path: english };
}
