// Which pages of the route sweep axe reads: one page of each page template in each language, and
// each article that puts on its page a kind of element no article of its template read before it
// (docs/testing.md, "axe once per template"). Every other page gets the sweep's other checks.
// The templates come from the site's own route table (app/routes.ts), matched as Remix matches an
// address, so a new route module (or tool) is read by axe without a line here.
import { matchRoutes } from "@remix-run/react";
import routeTable from "../../app/routes";
import { BodySource } from "../../app/content/body/source";
import { parseBody } from "../../app/content/body/parse";
import { articleSlugOf } from "../../app/lib/paths";
import { articles, languages, markdownIn } from "./helpers";

type SweptRoute = {
  path: string;
  status: number;
  language: (typeof languages)[number];
  englishOnly?: string;
};

/** The table as Remix's matcher reads it (it is flat: no route has children). */
const ROUTES = routeTable.map(({ path, index, file, id = file, children }) => {
  if (children?.length) throw new Error(`${file}: a nested route, which templateOf cannot read`);
  return index ? { index: true as const, file, id } : { path, file, id };
});

/**
 * What draws the page: its language, the route module that answers it (Remix's own ranking), the
 * tool and whether it is one of the tool's other pages (each tool is an island of its own), the
 * status (an error page is drawn by the error boundary) and an article shown in English inside
 * another language's pages.
 */
function templateOf(route: SweptRoute): string {
  const [match] = matchRoutes(ROUTES, route.path) ?? [];
  if (!match) throw new Error(`${route.path}: no route of app/routes.ts answers it`);
  const { tool = "", part } = match.params;
  const englishOnly = route.englishOnly ? "in English" : "";
  return [
    route.language.code,
    match.route.file,
    tool,
    part ? "part" : "",
    route.status,
    englishOnly,
  ]
    .filter((each) => each !== "")
    .join(" ");
}

/**
 * The kinds of element an article's content puts on its page: its frontmatter's fields (the
 * reviewer, the date it was updated…) and its body's nodes,
 * each in the blocks that hold it (a link in a quote and a link in a callout are two kinds: their
 * backgrounds differ). Empty for a page that is no article.
 */
function kindsOf(route: SweptRoute): Set<string> {
  const slug = articleSlugOf(route.path);
  const article = articles.find((each) => each.slug === slug);
  if (!article || route.status !== 200) return new Set();
  const translated = route.englishOnly === undefined && route.language !== languages[0];
  const { data, body } = translated
    ? markdownIn(`${route.language.code}/articles/${slug}.mdx`)
    : { data: article, body: article.body };
  const kinds = new Set(
    Object.keys(data).filter((key) => !DRAWS_NOTHING.has(key) && data[key as keyof typeof data]),
  );
  const tree = parseBody(new BodySource(body, 0), "mdx");
  if (!("type" in tree)) return new Set([...kinds, `unparsed ${slug}`]);
  const walk = (node: BodyNode, blocks: string) => {
    const kind = `${blocks}${kindOf(node)}`;
    kinds.add(kind);
    const inside = BLOCKS.test(node.type) ? `${kind} > ` : blocks;
    for (const child of node.children ?? []) walk(child, inside);
  };
  tree.children.forEach((child) => walk(child as BodyNode, ""));
  return kinds;
}

/** An address, and what helpers.ts adds to a file's fields (the body is read below). */
const DRAWS_NOTHING = new Set(["slug", "body", "categoryTitle"]);

type BodyNode = { type: string; children?: BodyNode[] } & Record<string, unknown>;
/** The nodes that give what they hold a look of its own. */
const BLOCKS = /^(blockquote|heading|list|table|mdxJsxFlowElement|mdxJsxTextElement)$/;

/** A heading by its level, a list ordered or not, a link by where it leads, a component by name. */
function kindOf(node: BodyNode): string {
  if (node.type === "heading") return `h${String(node.depth)}`;
  if (node.type === "list") return node.ordered ? "ol" : "ul";
  if (node.type === "link") return `link ${/^[a-z]+:|^\/|^#/.exec(String(node.url))?.[0] ?? ""}`;
  if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
    const attributes = (node.attributes as { name?: string }[]).map((each) => each.name).sort();
    return `<${String(node.name)} ${attributes.join(" ")}>`;
  }
  return node.type;
}

/** The paths of the routes axe reads, in the sweep's order: the first of each template, and more. */
export function axeReads(routes: SweptRoute[]): Set<string> {
  const read = new Map<string, Set<string>>();
  const paths = new Set<string>();
  for (const route of routes) {
    const template = templateOf(route);
    const kinds = kindsOf(route);
    const seen = read.get(template);
    if (seen && [...kinds].every((kind) => seen.has(kind))) continue;
    paths.add(route.path);
    read.set(template, new Set([...(seen ?? []), ...kinds]));
  }
  return paths;
}
