// A link in a body or a field (a figure's link: field-links.ts) to an address of this site must
// lead to a page the site has, and its "#part", on an article's page, to one of its headings. Each body hands on its links as it is read (checks/links.ts, kept
// with the body in the cache, like its pictures), and each file its fields' as they are checked;
// whether a page has the address is known only once every file of every language is read, so
// they are checked here, at the end, against the site's addresses (app/build-time/site-addresses.ts).
// The same code runs in the editor's check before a save: a link to a page that does not exist
// is refused there with the same words.
import { HELP_BOX_ID, inLanguage, paths } from "../lib/paths";
import { PART_ADDRESS } from "./field-links";
import { fieldName } from "./marks";
import type { Reader } from "./read";
import { MAX_LINK_SUGGESTIONS } from "./body/checks/links";
import { didYouMean } from "./suggest";

/** "/mr/resources/x/#part?x" → "/mr/resources/x": the page an address names. */
export function pageOfAddress(address: string): string {
  const page = address.replace(/[?#].*$/s, "");
  let read = page;
  try {
    read = decodeURI(page);
  } catch {
    // An address with a broken %-escape is checked as written.
  }
  return read.length > 1 ? read.replace(/\/+$/, "") : read;
}

/**
 * What a field's "#part" may lead to: the one part every page has, whichever page shows the
 * field (a body's "#links" lead to its own headings: body/checks/links.ts).
 */
export const FIELD_PART_ADVICE =
  `A link in a field can lead to the help box at the foot of every page ("${paths.helpBox()}") ` +
  'or to a page by its address, like "/contact": write one of those, or remove the field.';

/** "#%E0%A4%AE…" → "#म…": a part's id as the page has it, %-escapes read. */
export function partOf(address: string): string {
  try {
    return decodeURIComponent(address.slice(1));
  } catch {
    return address.slice(1);
  }
}

/**
 * The "#part" of a link that names none of `ids` (the page's headings or parts), with the page's
 * address and the advice to link to the page alone; nothing when the part is fine or not checked.
 */
function unknownPart(address: string, ids: readonly string[] | undefined) {
  const hash = address.indexOf("#");
  if (hash < 0 || ids === undefined) return undefined;
  const part = partOf(address.slice(hash));
  if (part === "" || part === HELP_BOX_ID || ids.includes(part)) return undefined;
  return {
    part,
    page: address.slice(0, hash),
    alone: `link to the page alone, without "#${part}"`,
  };
}

/**
 * What is wrong with the "#part" of a link to a page whose headings are known (`ids`: an
 * article's), or nothing: the part must be one of its headings' ids, or the help box.
 */
function headingProblem(
  address: string,
  ids: readonly string[] | undefined,
  /** Whether this one may have a "Did you mean" (each compares the part with every heading). */
  suggest: () => boolean,
): string | undefined {
  const unknown = unknownPart(address, ids);
  if (!unknown || ids === undefined) return undefined;
  const { part, page, alone } = unknown;
  if (ids.length === 0) return `leads to a heading, but that page has no headings: ${alone}.`;
  const slip = suggest() ? didYouMean(part, ids, (id) => `"${page}#${id}"`) : "";
  return (
    "leads to no heading of that page." +
    (slip ||
      ` Link to one of its headings with its words in lowercase, joined by dashes (## When to seek help is #when-to-seek-help), or ${alone}.`)
  );
}

/**
 * A note for a link to a heading of an English article (`page`) whose translation, on the pages
 * of a language that shows the link, has not the English's headings: the link, made local
 * (local-links.ts), leads to the top of the translated page.
 */
function warnHeadingsApart(
  reader: Reader,
  link: { file: string; address: string; page: string },
  {
    targets,
    languages,
  }: {
    targets: Pick<Parameters<typeof checkSiteLinks>[1], "headingsApart">;
    languages: readonly { code: string; name: string }[];
  },
) {
  const part = link.address.indexOf("#");
  if (part < 0 || ["", HELP_BOX_ID].includes(partOf(link.address.slice(part)))) return;
  const codes = languages.map((language) => language.code);
  if (prefixOf(link.page, codes) !== undefined) return;
  const shown = reader.display(link.file);
  // A language's own file shows on its pages only; an English one on every language's.
  const own = languages.filter((language) => shown.startsWith(`content/${language.code}/`));
  for (const language of own.length > 0 ? own : languages) {
    const apart = targets.headingsApart(language.code, link.page);
    if (!apart) continue;
    reader.warnings.push(
      `${apart.file}: its headings are not those of ${apart.english} (as many, at the same levels, in the same order), so on the ${language.name} pages the link "${link.address}" in ${shown} leads to the top of the translation, not to its heading. Give the translation the same headings as the English.`,
    );
  }
}

/**
 * What is wrong with the "#part" of a link to a fixed page (`ids`: the parts a link may name,
 * its sections), or nothing.
 */
function partProblem(
  address: string,
  ids: readonly string[] | undefined,
  suggest: () => boolean,
): string | undefined {
  const unknown = unknownPart(address, ids);
  if (!unknown || ids === undefined) return undefined;
  const { part, page, alone } = unknown;
  if (ids.length === 0)
    return `leads to a part of that page, but it has none a link can name: ${alone}.`;
  const slip = suggest() ? didYouMean(part, ids, (id) => `"${page}#${id}"`) : "";
  const each = ids.map((id) => `"${page}#${id}"`).join(", ");
  return `leads to no part of that page.${slip || ` A link can name one of its parts (${each}), or ${alone}.`}`;
}

/** The language prefix of an address (/mr/about → mr), when it is one of `codes`. */
const prefixOf = (page: string, codes: readonly string[]) =>
  codes.find((code) => {
    const home = inLanguage(paths.home(), code);
    return page === home || page.startsWith(`${home}/`);
  });

/**
 * Every link the reader's bodies and fields gave to an address of this site that no page has, as
 * a problem of its file, with what to do. `languages` are those after the first (their prefixes
 * and names). A picture or file in public/ (/images/…) is a file that must exist.
 */
export function checkSiteLinks(
  reader: Reader,
  targets: {
    /** The addresses of the pages this build has. */
    live: ReadonlySet<string>;
    /** With those a preview has besides (a draft, a language not published yet). */
    all: ReadonlySet<string>;
    /** Whether this build shows the file ("content/articles/x.mdx"): only its links are checked. */
    checked: (shownFile: string) => boolean;
    /** The ids of the headings of a page, where they are known (an article's). */
    headings: (page: string) => readonly string[] | undefined;
    /**
     * The translation into a language of the article at an English page, where its headings are
     * not its English's (files as counsellors see them).
     */
    headingsApart: (code: string, page: string) => { file: string; english: string } | undefined;
    /** The ids of the parts of a page a link may name, where they are known (a fixed page's). */
    parts: (page: string) => readonly string[] | undefined;
  },
  languages: readonly { code: string; name: string }[],
) {
  const { live: addresses, all } = targets;
  const known = [...addresses];
  const codes = languages.map((language) => language.code);
  let suggested = 0;
  for (const { file, address, point, field } of reader.siteLinks) {
    if (PART_ADDRESS.test(address)) {
      const part = partOf(address);
      if (part === HELP_BOX_ID || !targets.checked(reader.display(file))) continue;
      reader.problem(file, {
        point,
        message:
          `the link "#${part}" in the field "${fieldName(field ?? [])}" leads to no part of the page.` +
          (didYouMean(part, [HELP_BOX_ID], (id) => `"#${id}"`) || ` ${FIELD_PART_ADVICE}`),
      });
      continue;
    }
    const page = pageOfAddress(address);
    if (!targets.checked(reader.display(file))) continue;
    // A link in a field (a figure's) is named with its field, as the editor's form shows it.
    const link = field
      ? `the link "${address}" in the field "${fieldName(field)}"`
      : `the link "${address}"`;
    if (addresses.has(page)) {
      const suggest = () => suggested++ < MAX_LINK_SUGGESTIONS;
      const wrong =
        headingProblem(address, targets.headings(page), suggest) ??
        partProblem(address, targets.parts(page), suggest);
      if (wrong) reader.problem(file, { point, message: `${link} ${wrong}` });
      else warnHeadingsApart(reader, { file, address, page }, { targets, languages });
      continue;
    }
    if (all.has(page)) {
      reader.problem(file, {
        point,
        message: `${link} leads to a page that is not on the live site yet (a draft, an article to be published later, or a language not published yet). Add the link once that page is published.`,
      });
      continue;
    }
    if (page.startsWith(paths.picture(""))) {
      if (reader.pictureExists(page)) continue;
      reader.problem(file, {
        point,
        message: `${link} leads to a file that does not exist. Upload it to public${page}, or correct the address.`,
      });
      continue;
    }
    const code = prefixOf(page, codes);
    const english = code ? page.slice(code.length + 1) || paths.home() : undefined;
    const name = languages.find((language) => language.code === code)?.name;
    const advice =
      english !== undefined && addresses.has(english)
        ? ` ${name} has no such page yet: link to the English page "${english}" until it has.`
        : (suggested++ < MAX_LINK_SUGGESTIONS ? didYouMean(page, known) : "") ||
          ` Copy the page's address from the browser's address bar (the part from the / after the site's name, like /resources/exam-stress), or remove the ${field ? "field" : "link"}.`;
    reader.problem(file, { point, message: `${link} leads to no page of this site.${advice}` });
  }
}
