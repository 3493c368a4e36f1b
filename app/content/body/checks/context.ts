// What every part of the check shares: the body, the options it is read with, and where its
// problems and the things it collects for later (headings, #links) go.
import type { Heading, Nodes } from "mdast";
import type { Located, Point } from "../../problems";
import type { Helpline } from "../../schemas";
import type { Syntax } from "../parse";
import type { BodySource } from "../source";

/** A link of a body to an address of this site, and where it is in the file. */
export type SiteLink = { address: string; point: Point };

export type CheckOptions = {
  syntax: Syntax;
  /** Articles may not type a helpline number by hand; pages may. */
  isArticle: boolean;
  /** The helplines of content/site.yaml; undefined when that file has its own problem. */
  helplines: Helpline[] | undefined;
  /** Whether a picture's address names a file in public/. */
  pictureExists: (src: string) => boolean;
  /**
   * Each link to an address of this site (/contact, /mr/resources/x), with where it is: whether
   * a page has it is known only once every file is read (app/content/site-links.ts).
   */
  linkToSite?: (address: string, at: Point) => void;
};

export type CheckContext = {
  source: BodySource;
  options: CheckOptions;
  problems: Located[];
  /** A problem where the node starts. */
  report: (node: Nodes, message: string) => void;
  /** `found "…"`: the text where the node starts, for a message. */
  found: (node: Nodes) => string;
  /** The headings, in the order of the text: #links are checked against them at the end. */
  headings: Heading[];
  fragmentLinks: { node: Nodes; id: string }[];
};

export function createContext(source: BodySource, options: CheckOptions): CheckContext {
  const problems: Located[] = [];
  const startOf = (node: Nodes) => node.position?.start.offset ?? 0;
  return {
    source,
    options,
    problems,
    report: (node, message) => problems.push({ point: source.at(startOf(node)), message }),
    found: (node) => `found "${source.excerptAt(startOf(node))}"`,
    headings: [],
    fragmentLinks: [],
  };
}
