// A Markdown body, from text to HTML: limits, parse, check, render. Each step stops at its
// problems, so nothing unchecked is ever rendered. Its links to this site's addresses come with
// it, checked once every page is known (site-links.ts).
import type { Located, Point } from "../problems";
import type { Helpline } from "../schemas";
import type { BodyCache } from "./cache";
import { checkBodyTree } from "./check";
import type { SiteLink } from "./checks/context";
import { checkLimits, parseBody, type Syntax } from "./parse";
import { createRenderer } from "./render";
import { BodySource } from "./source";

export type BodyOptions = {
  syntax: Syntax;
  isArticle: boolean;
  helplines: Helpline[] | undefined;
  pictureExists: (src: string) => boolean;
};

export type Body = { html: string; text: string };

export type { SiteLink };

export function createBodyReader(
  options: Omit<BodyOptions, "syntax" | "isArticle">,
  cache?: BodyCache,
) {
  const helplines = options.helplines ?? [];
  const render = createRenderer(helplines);
  /** The body that starts at `start` in `file`, as HTML and plain text, or its problems. */
  return function readBody(
    file: string,
    start: number,
    kind: Pick<BodyOptions, "syntax" | "isArticle">,
  ): (Body & { links: SiteLink[] }) | Located[] {
    const key = cache?.key(file, start, kind.syntax, kind.isArticle, helplines);
    const kept = key === undefined ? undefined : cache?.get(key);
    if (kept && kept.pictures.every(options.pictureExists)) {
      return { html: kept.html, text: kept.text, links: kept.links ?? [] };
    }
    const pictures: string[] = [];
    const pictureExists = (src: string) => {
      pictures.push(src);
      return options.pictureExists(src);
    };
    const links: SiteLink[] = [];
    const linkToSite = (address: string, point: Point) => links.push({ address, point });
    const source = new BodySource(file, start);
    const limits = checkLimits(source);
    if (limits.length > 0) return limits;
    const tree = parseBody(source, kind.syntax);
    if (!("type" in tree)) return [tree];
    const problems = checkBodyTree(tree, source, {
      ...options,
      ...kind,
      pictureExists,
      linkToSite,
    });
    if (problems.length > 0) return problems;
    const body = render(tree);
    if (key !== undefined) cache?.set(key, { ...body, pictures, links });
    return { ...body, links };
  };
}
