// What each allowed construct becomes in HTML: the fixture article every-kind-of-formatting.mdx
// uses them all. The HTML is parsed and its elements and attributes asserted, one by one.
import type { Element, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { describe, expect, it } from "vitest";
import { createBodyReader } from "../app/content/body";
import { loadContent } from "../app/build-time/load-content";
import { countWords } from "../app/content/read-time";
import { FIXTURE_CONTENT_DIR, PREVIEW } from "./fixture-tree";

const content = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);
const article = content.articles.find((each) => each.slug === "every-kind-of-formatting")!;
const tree = fromHtml(article.html, { fragment: true });

function elements(node: Root | Element = tree): Element[] {
  return node.children.flatMap((child) =>
    child.type === "element" ? [child, ...elements(child)] : [],
  );
}
const all = (tagName: string) => elements().filter((element) => element.tagName === tagName);
function textOf(node: Element | Root): string {
  return node.children
    .map((child) =>
      child.type === "text" ? child.value : child.type === "element" ? textOf(child) : "",
    )
    .join("");
}
const byText = (tagName: string, text: string) =>
  all(tagName).find((each) => textOf(each) === text);

describe("the HTML of an article's body", () => {
  it("exists for the fixture article that uses every allowed construct", () => {
    expect(article).toBeDefined();
  });

  it("gives headings (## to ###) an id from their words, prefixed so no layout id is taken", () => {
    expect(all("h1")).toEqual([]);
    expect(byText("h2", "Lists")?.properties.id).toBe("user-content-lists");
    expect(byText("h2", "The site's components")?.properties.id).toBe(
      "user-content-the-sites-components",
    );
    expect(byText("h3", "A smaller heading")?.properties.id).toBe("user-content-a-smaller-heading");
  });

  it("keeps bold, italic and crossed-out words, and a line break", () => {
    expect(byText("strong", "bold words")).toBeDefined();
    expect(byText("em", "italic words")).toBeDefined();
    expect(byText("em", "italic words written with stars")).toBeDefined();
    expect(byText("del", "crossed-out words")).toBeDefined();
    expect(all("br")).toHaveLength(1);
  });

  it("makes bulleted, nested and numbered lists", () => {
    const [outer, nested] = all("ul");
    expect(outer.children.filter((child) => child.type === "element")).toHaveLength(2);
    expect(textOf(nested)).toContain("A nested item under it");
    expect(elements(outer)).toContain(nested);
    const ordered = all("ol");
    expect(ordered).toHaveLength(1);
    expect(
      elements(ordered[0])
        .filter((each) => each.tagName === "li")
        .map(textOf),
    ).toEqual(["A first step", "A second step", "A third step"]);
  });

  it("makes a table with a head row and body rows, and no alignment attributes", () => {
    const [table] = all("table");
    expect(elements(table).map((each) => each.tagName)).toEqual(
      expect.arrayContaining(["thead", "tbody", "tr", "th", "td"]),
    );
    expect(all("th").map(textOf)).toEqual(["Age", "Sleep in 24 hours", "Naps"]);
    expect(all("td").map(textOf)).toContain("9 to 12 hours");
    for (const cell of [...all("th"), ...all("td")]) expect(cell.properties).toEqual({});
  });

  it("makes a quote and a dividing line", () => {
    const [quote] = all("blockquote");
    expect(elements(quote).filter((each) => each.tagName === "p")).toHaveLength(2);
    expect(all("hr")).toHaveLength(1);
  });

  it("keeps links of every allowed kind, points a heading link at the heading's id and the help box link at the help box", () => {
    const hrefs = Object.fromEntries(all("a").map((link) => [textOf(link), link.properties.href]));
    expect(hrefs).toMatchObject({
      "our services": "/services",
      "emergency support": "/contact#emergency",
      "our fees": "/services#fees",
      "why limits help": "/resources/screens-and-sleep#user-content-why-limits-help",
      "back to the lists": "#user-content-lists",
      "need help now": "#emergency",
      "the World Health Organization": "https://www.who.int/",
      "an example": "http://example.org/",
      "write to us": "mailto:hello@fixture.example.in",
      "call the practice": "tel:+919123456780",
      "https://www.unicef.org/": "https://www.unicef.org/",
    });
  });

  it("shows a picture with its description, loaded when scrolled to", () => {
    const [picture] = all("img");
    expect(picture.properties).toEqual({
      src: "/images/articles/calm-corner.png",
      alt: "A simple drawing of a lamp on a table",
      loading: "lazy",
    });
  });

  it("turns <Callout> into a note box, with its title when it has one", () => {
    const callouts = all("div");
    expect(callouts).toHaveLength(2);
    for (const callout of callouts) {
      expect(callout.properties).toEqual({ className: ["callout"], role: "note" });
    }
    const title = elements(callouts[0]).find((each) => each.tagName === "p")!;
    expect(title.properties).toEqual({ className: ["callout-title"] });
    expect(textOf(title)).toBe("Remember");
    expect(elements(callouts[0]).map((each) => each.tagName)).toEqual(
      expect.arrayContaining(["strong", "a", "ul", "li"]),
    );
    expect(textOf(callouts[1]).trim()).toBe(
      "A callout without a title, written without empty lines.",
    );
  });

  it("turns <Helpline> into a tap-to-call link with the name and number from site.yaml", () => {
    const links = all("a").filter((link) => String(link.properties.href).startsWith("tel:1"));
    const shown = links.map((link) => ({
      href: link.properties.href,
      className: link.properties.className,
      text: textOf(link),
      number: textOf(elements(link).find((each) => each.tagName === "strong")!),
    }));
    const expected = content.site.helplines.map((line) => ({
      href: `tel:${line.number}`,
      className: ["helpline-link"],
      text: `${line.name} ${line.number}`,
      number: line.number,
    }));
    expect(shown).toEqual(expected);
    // On a line of its own, the link is its own paragraph.
    const alone = links.find((link) => link.properties.href === "tel:1930")!;
    const paragraph = all("p").find((each) => each.children.includes(alone))!;
    expect(paragraph.children).toEqual([alone]);
  });

  it("has no other elements and no script, style or event attributes", () => {
    const allowed = [
      ...["p", "h2", "h3", "strong", "em", "del", "br", "ul", "ol", "li", "table", "thead"],
      ...["tbody", "tr", "th", "td", "blockquote", "hr", "a", "img", "div"],
    ];
    for (const element of elements()) {
      expect(allowed, element.tagName).toContain(element.tagName);
      for (const name of Object.keys(element.properties)) expect(name).not.toMatch(/^on|^style$/i);
    }
  });

  it("counts the words a reader reads, not addresses or marks", () => {
    expect(article.wordCount).toBe(countWords(textOf(tree), "en-IN"));
    expect(article.html).not.toContain("](");
    expect(article.wordCount).toBeGreaterThan(150);
  });
});

describe("heading ids in Devanagari", () => {
  const readBody = createBodyReader({ helplines: [], pictureExists: () => false });
  const read = (text: string) => readBody(text, 0, { syntax: "md", isArticle: true });

  it("keep every vowel sign and conjunct, as GitHub's do, and a link to the heading passes", () => {
    const body = read("## बच्चों की नींद और स्क्रीन\n\n[ऊपर](#बच्चों-की-नींद-और-स्क्रीन)\n");
    if (Array.isArray(body)) throw new Error(body.map((each) => each.message).join("\n"));
    const html = fromHtml(body.html, { fragment: true });
    const heading = html.children.find(
      (child): child is Element => child.type === "element" && child.tagName === "h2",
    );
    expect(heading?.properties.id).toBe("user-content-बच्चों-की-नींद-और-स्क्रीन");
  });

  it("are found by a link copied from the address bar, its letters %-escaped", () => {
    const id = "बच्चों-की-नींद";
    const body = read(`## बच्चों की नींद\n\n[ऊपर](#${encodeURIComponent(id)})\n\n[नीचे](#नींद)\n`);
    expect(Array.isArray(body) && body.map((each) => each.message)).toEqual([
      expect.stringContaining("the link #नींद leads to no heading of this text."),
    ]);
  });

  it("number a second heading with the same words", () => {
    const body = read("## नींद\n\nएक\n\n## नींद\n\nदो\n");
    if (Array.isArray(body)) throw new Error(body.map((each) => each.message).join("\n"));
    expect(body.html).toContain('id="user-content-नींद-1"');
  });
});
