// The kinds of content and where each lives: a file or a folder of Markdown files, the schema its
// frontmatter must pass, whether its body is shown, the checks beyond the schema and the order a
// folder's items are listed in. loadContent reads them from here, and tests and scripts find the
// files here too.
import path from "node:path";
import type { z } from "zod";
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
  serviceSchema,
  servicesPageSchema,
  teamMemberSchema,
  type Service,
  type TeamMember,
} from "./schemas";

/** The practice's details, used on every page. */
export const SITE_FILE = "site.yaml";

export type PageType = { file: string; schema: z.ZodType; body: BodyUse };

/** The fixed pages: one file each, every one needed to build the site. */
export const PAGE_TYPES = {
  home: { file: "pages/home.md", schema: homePageSchema, body: "none" },
  about: { file: "pages/about.md", schema: aboutPageSchema, body: "required" },
  services: { file: "pages/services.md", schema: servicesPageSchema, body: "none" },
  resources: { file: "pages/resources.md", schema: resourcesPageSchema, body: "none" },
  contact: { file: "pages/contact.md", schema: contactPageSchema, body: "none" },
  privacy: { file: "pages/privacy.md", schema: prosePageSchema, body: "required" },
  errors: { file: "pages/errors.md", schema: errorsPageSchema, body: "none" },
} as const satisfies Record<string, PageType>;

export type PageName = keyof typeof PAGE_TYPES;

/** A folder of Markdown files, one item each (a service, a team member, an article). */
export type FolderType<S extends z.ZodType, Item> = {
  folder: string;
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
  schema: serviceSchema,
  body: "none",
  item: (file, { data }) => ({ ...data, slug: slugFromFile(file) }),
  order: (a, b) => a.order - b.order,
};

/** The people on the About page. The bio is Markdown, checked and rendered like the About text. */
export const TEAM: FolderType<typeof teamMemberSchema, TeamMember> = {
  folder: "team",
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
    return { ...data, slug: slugFromFile(file), html };
  },
  order: (a, b) => a.order - b.order || a.name.localeCompare(b.name),
};

/** The folder of articles; their schema depends on the Resources page (see articles.ts). */
export const ARTICLES_FOLDER = "articles";
