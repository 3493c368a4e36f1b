// A link in a body to an address of this site must lead to a page the site has: the content
// check (npm run check:content, the build) refuses one that does not, naming the file, the link
// and the fix; and so does the editor's check before a save, which runs the same loadContent on
// the tree the build gives the editor (scripts/lib/editor-content.ts), as app/editor/check/ does
// in the browser. On scratch copies of the fixture tree.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, loadContent, type Content } from "../app/build-time/load-content";
import { editorChecks } from "../app/editor/check/check";
import type { ContentSnapshot } from "../app/editor/check/tree";
import { PAGE_PARTS, paths, toArticleHeading } from "../app/lib/paths";
import { headingIdsInHtml } from "../app/content/body/headings";
import { FIELD_PART_ADVICE } from "../app/content/site-links";
import { contentSnapshotOf } from "../scripts/lib/editor-content";
import {
  copyOfFixture,
  FIXTURE_CONTENT_DIR,
  FIXTURE_PUBLIC_DIR,
  PREVIEW,
  problemsIn,
  TODAY,
} from "./fixture-tree";

const LIVE = { preview: false, today: TODAY };
const fixture = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);
const published = fixture.articles.filter((article) => article.status === "published");
/** A published English article of the fixture, as a path in content/. */
const ARTICLE = published[0].file.replace(/^content\//, "");
const draft = fixture.articles.find((article) => article.status === "draft")!;

/** `file` in a copy of the fixture with a paragraph of these links added at its end; its line. */
function withLinks(links: string[], file = ARTICLE, dir = copyOfFixture()) {
  const target = path.join(dir, file);
  const text = fs.readFileSync(target, "utf8").trimEnd();
  const paragraph = links.map((link, index) => `[link ${index + 1}](${link})`).join(" and ");
  fs.writeFileSync(target, `${text}\n\nSee ${paragraph}.\n`);
  return { dir, line: text.split("\n").length + 2 };
}

describe("a link to a page of this site", () => {
  it("is refused when no page has its address, naming the file, the line, the link and the fix", () => {
    const { dir, line } = withLinks(["/resources/no-such-article"]);
    expect(problemsIn(dir)).toEqual([
      `content/${ARTICLE}:${line}:5: the link "/resources/no-such-article" leads to no page of this site. ` +
        "Copy the page's address from the browser's address bar (the part from the / after the site's name, like /resources/exam-stress), or remove the link.",
    ]);
  });

  it("passes for every kind of page the site has, in every language, with a part or a slash after it", () => {
    const resources = fixture.pages.resources;
    const marathi = fixture.translations.mr;
    const { dir } = withLinks([
      "/contact#emergency",
      `/resources/${published[1].slug}/`,
      paths.topic(resources.categories[0].id),
      paths.ageGroup(resources.ageGroups[0].id),
      paths.allArticles(),
      paths.tool("milestones"),
      "/mr",
      `/mr/resources/${published[0].slug}`,
      `/mr/resources/${marathi.articles[0].slug}`,
      "/images/articles/calm-corner.png",
      "/rss.xml",
    ]);
    expect(problemsIn(dir)).toEqual([]);
    expect(problemsIn(dir, LIVE)).toEqual([]);
  });

  it("says what was meant when the address is a slip, and where a language has no such page yet", () => {
    const { dir, line } = withLinks(["/contatc", "/mr/about"]);
    const problems = problemsIn(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(`content/${ARTICLE}:${line}:`);
    expect(problems[0]).toContain(
      'the link "/contatc" leads to no page of this site. Did you mean "/contact"?',
    );
    // The fixture's Marathi has no About page (its pages: test/fixtures/content/mr/pages/).
    expect(fs.existsSync(path.join(dir, "mr/pages/about.md"))).toBe(false);
    expect(problems[1]).toContain(
      `the link "/mr/about" leads to no page of this site. ${fixture.translations.mr.language.name} has no such page yet: link to the English page "/about" until it has.`,
    );
  });

  it("to a draft is refused by a production build, which has no page there, and shown in a preview", () => {
    const { dir, line } = withLinks([paths.article(draft.slug)]);
    expect(problemsIn(dir, PREVIEW)).toEqual([]);
    expect(problemsIn(dir, LIVE)).toEqual([
      `content/${ARTICLE}:${line}:5: the link "${paths.article(draft.slug)}" leads to a page that is not on the live site yet (a draft, an article to be published later, or a language not published yet). Add the link once that page is published.`,
    ]);
    // The draft's own links are not the production build's: it does not publish the draft.
    const inDraft = withLinks([paths.article(draft.slug)], draft.file.replace(/^content\//, ""));
    expect(problemsIn(inDraft.dir, LIVE)).toEqual([]);
  });

  it("is checked in a translation too, and again when its body comes from the build cache", () => {
    const file = `mr/${ARTICLE}`;
    const translated = fs.existsSync(path.join(FIXTURE_CONTENT_DIR, file))
      ? file
      : `mr/articles/${path.basename(fixture.translations.mr.articles[0].file)}`;
    const { dir, line } = withLinks(["/mr/resources/missing"], translated);
    const first = problemsIn(dir);
    expect(first).toHaveLength(1);
    expect(first[0]).toContain(`content/${translated}:${line}:5: the link "/mr/resources/missing"`);
    // The body is kept without problems: the second read takes it from the cache, links and all.
    expect(problemsIn(dir)).toEqual(first);
  });
});

describe("a link to a heading of an article (/resources/x#part)", () => {
  // Another published article with headings, and the Marathi translation's Devanagari headings.
  const target = published.find(
    (article) => article.file !== published[0].file && headingIdsInHtml(article.html).length > 1,
  )!;
  const ids = headingIdsInHtml(target.html);
  const marathi = fixture.translations.mr.articles.find(
    (article) => headingIdsInHtml(article.html).length > 0,
  )!;
  const marathiIds = headingIdsInHtml(marathi.html);
  const englishOnly = published.find(
    (article) =>
      !fixture.translations.mr.articles.some((each) => each.slug === article.slug) &&
      headingIdsInHtml(article.html).length > 0,
  )!;
  const page = paths.article(target.slug);

  it("passes for a heading the page shows, in every language, and leads to it", () => {
    expect(marathiIds.join(" ")).toMatch(/[\u0900-\u097F]/);
    const links = [
      `${page}#${ids[1]}`,
      `${page}/#${ids[0]}`,
      `${page}#emergency`,
      // Copied from the address bar: the Devanagari %-escaped.
      `/mr/resources/${marathi.slug}#${encodeURI(marathiIds[0])}`,
      `/mr/resources/${marathi.slug}#${marathiIds[0]}`,
      // The Marathi pages show an article it has not translated in English, headings and all.
      `/mr/resources/${englishOnly.slug}#${headingIdsInHtml(englishOnly.html)[0]}`,
    ];
    const { dir } = withLinks(links);
    expect(problemsIn(dir)).toEqual([]);
    expect(problemsIn(dir, LIVE)).toEqual([]);
    // The heading's id on its page has the prefix that keeps it apart from the layout's ids.
    const html = loadContent(dir, LIVE).articles.find(
      (each) => each.slug === published[0].slug,
    )!.html;
    expect(html).toContain(`href="${page}#user-content-${ids[1]}"`);
    expect(html).toContain(`href="${page}#emergency"`);
    expect(target.html).toContain(`id="user-content-${ids[1]}"`);
  });

  it("is refused when the page has no such heading, with the heading meant where it is near", () => {
    const slip = `${ids[1].slice(0, -2)}${ids[1].slice(-1)}`;
    const marathiSlip = marathiIds[0].slice(0, -1);
    const { dir, line } = withLinks([
      `${page}#${slip}`,
      `${page}#no-such-part-of-the-page`,
      `/mr/resources/${marathi.slug}#${encodeURI(marathiSlip)}`,
    ]);
    const at = `content/${ARTICLE}:${line}:`;
    const problems = problemsIn(dir, LIVE);
    expect(problems).toEqual([
      `${at}5: the link "${page}#${slip}" leads to no heading of that page. Did you mean "${page}#${ids[1]}"?`,
      expect.stringMatching(
        new RegExp(
          `^${at}\\d+: the link "${page}#no-such-part-of-the-page" leads to no heading of that page\\. Link to one of its headings with its words in lowercase, joined by dashes \\(## When to seek help is #when-to-seek-help\\), or link to the page alone, without "#no-such-part-of-the-page"\\.$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^${at}\\d+: the link "/mr/resources/${marathi.slug}#${encodeURI(marathiSlip)}" leads to no heading of that page\\. Did you mean "/mr/resources/${marathi.slug}#${marathiIds[0]}"\\?$`,
        ),
      ),
    ]);
    expect(problemsIn(dir)).toEqual(problems);
  });

  it("is written with the id's prefix wherever it is shown (a body, a figure's link), and nothing else is", () => {
    expect(toArticleHeading("/resources/x#why")).toBe("/resources/x#user-content-why");
    expect(toArticleHeading("/mr/resources/x/#%E0%A4%A8")).toBe(
      "/mr/resources/x/#user-content-%E0%A4%A8",
    );
    for (const kept of [
      "/resources/x#emergency",
      "/resources/x",
      "/services#fees",
      "/resources/tools/diary#a",
      "/resources/articles#a",
      "/images/resources/x#a",
    ]) {
      expect(toArticleHeading(kept)).toBe(kept);
    }
  });

  it("in a field is checked the same, naming the field", () => {
    const { dir, line } = withFigureLink(`${page}#no-such-part-of-the-page`);
    expect(problemsIn(dir, LIVE)).toEqual([
      `content/pages/home.md:${line}:5: the link "${page}#no-such-part-of-the-page" in the field "stats → item 1 → href" leads to no heading of that page. ` +
        `Link to one of its headings with its words in lowercase, joined by dashes (## When to seek help is #when-to-seek-help), or link to the page alone, without "#no-such-part-of-the-page".`,
    ]);
    expect(problemsIn(withFigureLink(`${page}#${ids[0]}`).dir, LIVE)).toEqual([]);
  });
});

describe("a link to a part of one of the site's own pages (/services#fees)", () => {
  const service = fixture.services[0].slug;

  it("passes for each part the page draws, a service on the services page, in every language", () => {
    const { dir } = withLinks([
      `${paths.services()}#${PAGE_PARTS.services.fees}`,
      `${paths.services()}#${service}`,
      paths.contactForm(),
      `${paths.contact()}#emergency`,
      `${paths.about()}#${PAGE_PARTS.about.team}`,
      `/mr${paths.resourcesTools()}`,
    ]);
    expect(problemsIn(dir, LIVE)).toEqual([]);
  });

  it("is refused for a part the page has not, with the part meant or the parts it has", () => {
    const services = paths.services();
    const { dir, line } = withLinks([
      `${services}#fess`,
      `${paths.contact()}#opening-hours`,
      `${paths.privacy()}#what-we-keep`,
    ]);
    const at = `content/${ARTICLE}:${line}:`;
    const contactParts = Object.values(PAGE_PARTS.contact)
      .map((id) => `"${paths.contact()}#${id}"`)
      .join(", ");
    expect(problemsIn(dir, LIVE)).toEqual([
      `${at}5: the link "${services}#fess" leads to no part of that page. Did you mean "${services}#fees"?`,
      expect.stringMatching(
        new RegExp(
          `^${at}\\d+: the link "/contact#opening-hours" leads to no part of that page\\. A link can name one of its parts \\(${contactParts}\\), or link to the page alone, without "#opening-hours"\\.$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^${at}\\d+: the link "/privacy#what-we-keep" leads to a part of that page, but it has none a link can name: link to the page alone, without "#what-we-keep"\\.$`,
        ),
      ),
    ]);
  });

  it("in a field is checked the same, naming the field", () => {
    const { dir, line } = withFigureLink("/mr/resources#tool");
    expect(problemsIn(dir, LIVE)).toEqual([
      `content/pages/home.md:${line}:5: the link "/mr/resources#tool" in the field "stats → item 1 → href" leads to no part of that page. Did you mean "/mr/resources#tools"?`,
    ]);
  });
});

/** `file` in a copy of the fixture with a link in the field of its first figure; the field's line. */
function withFigureLink(href: string, file = "pages/home.md", dir = copyOfFixture()) {
  const target = path.join(dir, file);
  const lines = fs.readFileSync(target, "utf8").split("\n");
  const first = lines.findIndex((line) => /^stats:/.test(line)) + 1;
  lines.splice(first + 1, 0, `    href: ${JSON.stringify(href)}`);
  fs.writeFileSync(target, lines.join("\n"));
  return { dir, line: first + 2, text: lines.join("\n") };
}

describe("a link in a field (a figure's link on Home)", () => {
  it("is refused when no page has its address, naming the file, the line, the field and the fix", () => {
    const { dir, line } = withFigureLink("/contatc");
    expect(problemsIn(dir)).toEqual([
      `content/pages/home.md:${line}:5: the link "/contatc" in the field "stats → item 1 → href" leads to no page of this site. Did you mean "/contact"?`,
    ]);
    const far = withFigureLink("/no-such-page/at-all");
    expect(problemsIn(far.dir, LIVE)).toEqual([
      `content/pages/home.md:${far.line}:5: the link "/no-such-page/at-all" in the field "stats → item 1 → href" leads to no page of this site. ` +
        "Copy the page's address from the browser's address bar (the part from the / after the site's name, like /resources/exam-stress), or remove the field.",
    ]);
  });

  it("passes for a page the site has, a part of it, or a part of the same page", () => {
    const heading = headingIdsInHtml(published[1].html)[0];
    for (const href of ["/contact", `/resources/${published[1].slug}#${heading}`, "#emergency"]) {
      const { dir } = withFigureLink(href);
      expect(problemsIn(dir, LIVE)).toEqual([]);
    }
  });

  it("to a part of the page (#…) is refused unless every page has that part, naming the field and the fix", () => {
    const field = 'the link "#fees" in the field "stats → item 1 → href"';
    const { dir, line } = withFigureLink("#fees");
    expect(problemsIn(dir, LIVE)).toEqual([
      `content/pages/home.md:${line}:5: ${field} leads to no part of the page. ${FIELD_PART_ADVICE}`,
    ]);
    // A slip of the help box's id, and a heading's id in Devanagari as the address bar copies it.
    const slip = withFigureLink("#emergncy");
    expect(problemsIn(slip.dir, LIVE)).toEqual([
      `content/pages/home.md:${slip.line}:5: the link "#emergncy" in the field "stats → item 1 → href" leads to no part of the page. Did you mean "#emergency"?`,
    ]);
    const devanagari = withFigureLink(`#${encodeURI("मदत-हवी")}`);
    expect(problemsIn(devanagari.dir, LIVE)).toEqual([
      `content/pages/home.md:${devanagari.line}:5: the link "#मदत-हवी" in the field "stats → item 1 → href" leads to no part of the page. ${FIELD_PART_ADVICE}`,
    ]);
  });

  it("to a draft is refused by a production build and shown in a preview", () => {
    const { dir, line } = withFigureLink(paths.article(draft.slug));
    expect(problemsIn(dir)).toEqual([]);
    expect(problemsIn(dir, LIVE)).toEqual([
      `content/pages/home.md:${line}:5: the link "${paths.article(draft.slug)}" in the field "stats → item 1 → href" leads to a page that is not on the live site yet (a draft, an article to be published later, or a language not published yet). Add the link once that page is published.`,
    ]);
  });

  it("is refused for leading to another site (//…), as the schema says", () => {
    const { dir, line } = withFigureLink("//example.com/contact");
    const problems = problemsIn(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`content/pages/home.md:${line}:`);
    expect(problems[0]).toContain("must be an address on this site, starting with / or #");
  });

  it("is the English file's alone: a translation takes the English figure's link, and is not named for it", () => {
    const { dir, line } = withFigureLink("/contatc");
    // The Marathi home translates the figures (its file: test/fixtures/content/mr/pages/home.md).
    expect(fs.existsSync(path.join(dir, "mr/pages/home.md"))).toBe(true);
    const problems = problemsIn(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^content/pages/home\\.md:${line}:`));
  });
});

/**
 * The editor's check of a save: loadContent, as app/editor/check/check.ts runs it (editorChecks:
 * the content as a preview reads it, the links as the production build checks them), on the tree
 * the build gave the editor (production content: no drafts) with the saved file in it, as
 * check.ts does on memory-fs.ts in the browser.
 */
function editorCheck(tree: ContentSnapshot, saved: { file: string; text: string }): string[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-tree-"));
  const files = { ...tree.files, [saved.file]: saved.text };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, "content", file)), { recursive: true });
    fs.writeFileSync(path.join(root, "content", file), text);
  }
  for (const picture of tree.pictures) {
    fs.mkdirSync(path.dirname(path.join(root, "public", picture)), { recursive: true });
    fs.writeFileSync(path.join(root, "public", picture), "");
  }
  const { publishing, linkChecks } = editorChecks(TODAY);
  try {
    loadContent(path.join(root, "content"), publishing, path.join(root, "public"), linkChecks);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe("the editor's check before a save", () => {
  const content: Content = loadContent(FIXTURE_CONTENT_DIR, LIVE);
  const tree = contentSnapshotOf(FIXTURE_CONTENT_DIR, FIXTURE_PUBLIC_DIR, content);
  const original = tree.files[ARTICLE];

  it("refuses a link to a page that does not exist, in the content check's words", () => {
    const { dir } = withLinks(["/resources/no-such-article"]);
    const text = fs.readFileSync(path.join(dir, ARTICLE), "utf8");
    expect(editorCheck(tree, { file: ARTICLE, text })).toEqual(problemsIn(dir));
    expect(editorCheck(tree, { file: ARTICLE, text })).toHaveLength(1);
  });

  it("refuses a field's link to a part no page has, in the content check's words", () => {
    const { dir, text } = withFigureLink("#fees");
    const problems = editorCheck(tree, { file: "pages/home.md", text });
    expect(problems).toEqual(problemsIn(dir, LIVE));
    expect(problems).toHaveLength(1);
  });

  it("refuses a link to a heading an article has not, in the content check's words", () => {
    const { dir } = withLinks([`${paths.article(published[1].slug)}#no-such-heading`]);
    const text = fs.readFileSync(path.join(dir, ARTICLE), "utf8");
    const problems = editorCheck(tree, { file: ARTICLE, text });
    expect(problems).toEqual(problemsIn(dir, LIVE));
    expect(problems).toHaveLength(1);
  });

  it("refuses a link to a draft, which the editor's tree (and the live site) has not got", () => {
    expect(Object.keys(tree.files)).not.toContain(draft.file.replace(/^content\//, ""));
    const text = `${original.trimEnd()}\n\nSee [it](${paths.article(draft.slug)}).\n`;
    const problems = editorCheck(tree, { file: ARTICLE, text });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`the link "${paths.article(draft.slug)}" leads to no page`);
  });

  it("refuses a link in a field to a page that does not exist, in the content check's words", () => {
    const { dir, text } = withFigureLink("/contatc");
    const problems = editorCheck(tree, { file: "pages/home.md", text });
    expect(problems).toEqual(problemsIn(dir));
    expect(problems).toHaveLength(1);
  });

  it("refuses a link to a language not published yet, as the production build does, in its words", () => {
    // The fixture's Hindi is not published: a preview has its pages, the live site has not.
    expect(fixture.translations.hi.language.published).toBe(false);
    const { dir } = withLinks(["/hi", "/hi/search"]);
    const text = fs.readFileSync(path.join(dir, ARTICLE), "utf8");
    expect(problemsIn(dir, PREVIEW)).toEqual([]);
    const refused = problemsIn(dir, LIVE);
    expect(refused).toHaveLength(2);
    expect(refused[0]).toContain("leads to a page that is not on the live site yet");
    expect(editorCheck(tree, { file: ARTICLE, text })).toEqual(refused);
  });

  it("checks a file the production build leaves out (a language not published yet) as a preview does", () => {
    const file = fixture.translations.xx.articles[0].file.replace(/^content\//, "");
    expect(Object.keys(tree.files)).toContain(file);
    const saved = (links: string[]) => {
      const { dir } = withLinks(links, file);
      return { dir, text: fs.readFileSync(path.join(dir, file), "utf8") };
    };
    expect(editorCheck(tree, { file, text: saved(["/hi/search", "/xx/search"]).text })).toEqual([]);
    const broken = saved(["/xx/resources/missing"]);
    const problems = editorCheck(tree, { file, text: broken.text });
    expect(problems).toHaveLength(1);
    expect(problems).toEqual(problemsIn(broken.dir, PREVIEW));
  });

  it("saves a link to a page that exists", () => {
    const text = `${original.trimEnd()}\n\nSee [it](${paths.article(published[1].slug)}).\n`;
    expect(editorCheck(tree, { file: ARTICLE, text })).toEqual([]);
  });
});
