// The checked item a file of content/ makes, in the language it is written in: what the preview
// of its entry shows. The content check gives every item with its file's name, or its slug.
import path from "node:path";
import {
  INTERFACE_WORDS_FILE,
  PAGE_TYPES,
  SITE_FILE,
  slugFromFile,
} from "../../content/content-types";
import type { Content } from "../../build-time/load-content";

export type Shown =
  | { kind: "article"; item: Content["articles"][number] }
  | { kind: "page"; item: Record<string, unknown> }
  | { kind: "servicesPage"; item: Content["pages"]["services"] }
  | { kind: "service"; item: Content["services"][number] }
  | { kind: "team"; item: Content["team"][number] }
  | { kind: "site"; item: Content["site"] }
  | { kind: "data"; item: undefined };

/** One language's part of the checked content: the first language's, or a translation's. */
export function languageOf(content: Content, file: string) {
  const [first, ...rest] = file.split(path.posix.sep);
  const translation = content.translations[first];
  if (!translation)
    return { code: undefined, english: file, local: content, locale: content.site.locale };
  return {
    code: first,
    english: rest.join(path.posix.sep),
    local: translation,
    locale: translation.site.locale,
  };
}

export function itemOfFile(content: Content, file: string): Shown {
  const { english, local } = languageOf(content, file);
  const shown = `content/${file}`;
  const article = local.articles.find((each) => each.file === shown);
  if (article) return { kind: "article", item: article };
  // The practice's details and the interface's words: both shown as the help box every page has.
  if (english === SITE_FILE || english === INTERFACE_WORDS_FILE) {
    return { kind: "site", item: local.site as Content["site"] };
  }
  const page = Object.entries(PAGE_TYPES).find(([, type]) => type.file === english)?.[0];
  const pages = local.pages as Record<string, Record<string, unknown> | undefined>;
  if (page === "services" && local.pages.services) {
    return { kind: "servicesPage", item: local.pages.services };
  }
  if (page && pages[page]) return { kind: "page", item: pages[page] };
  const [folder] = english.split(path.posix.sep);
  const slug = slugFromFile(english);
  const service = folder === "services" && local.services.find((each) => each.slug === slug);
  if (service) return { kind: "service", item: service };
  const member = folder === "team" && local.team.find((each) => each.slug === slug);
  if (member) return { kind: "team", item: member };
  return { kind: "data", item: undefined };
}
