// `npm run new:translation -- <English file> <language>`, on a copy of the fixture content tree: run
// as a counsellor would for one translation, and in this process, through the function the
// script's entry calls, for the others and the mistakes.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { englishDigestOf } from "../app/i18n/english-text";
import { marksInFile } from "../app/content/launch-check";
import { factDigestOf } from "../app/content/per-language-facts";
import { loadContent } from "../app/build-time/load-content";
import { exitCodeOf, Refusal } from "../scripts/lib/refusal";
import { startTranslation } from "../scripts/new-translation";
import {
  childEnv,
  copyOfFixture,
  FIXTURE_CONTENT_DIR,
  npmScript,
  PREVIEW,
  runInProcess,
  runScript,
  STACK_TRACE,
  type Run,
} from "./fixture-tree";

/** Far from the real date, so that a pass proves BUILD_DATE is used. */
const BUILD_DATE = "2031-05-07";

function newTranslation(contentDir: string, ...args: string[]) {
  return runScript("scripts/new-translation.ts", args, {
    env: { CONTENT_DIR: contentDir, BUILD_DATE },
  });
}

/** The same in this process, as the script's entry runs it: its exit code and what it prints. */
function newTranslationIn(contentDir: string, ...args: string[]): Run {
  const env = childEnv({ CONTENT_DIR: contentDir, BUILD_DATE });
  return runInProcess(() => exitCodeOf(() => console.log(startTranslation(args, env))));
}

/** The same in this process: the next steps it prints, or the Refusal it stops with. */
function startIn(contentDir: string, ...args: string[]): string | Refusal {
  try {
    return startTranslation(args, { CONTENT_DIR: contentDir, BUILD_DATE });
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

/** A Markdown file's frontmatter as data, and its body. */
function markdown(text: string): { data: Record<string, unknown>; body: string } {
  const [, frontmatter, ...body] = text.split(/^---$/m);
  return { data: parse(frontmatter), body: body.join("---") };
}

const ARTICLE = "articles/big-feelings-in-little-children.mdx";
/** A page without `updated`. */
const PAGE = "pages/about.md";
/** A translation the fixture tree has. */
const TRANSLATED = "pages/home.md";
/** The interface's words: every field a word, no date of its own. */
const WORDS = "interface-words.yaml";

describe("npm run new:translation", { timeout: 60_000 }, () => {
  let dir: string;
  let english: { article: string; page: string; site: string; words: string };
  let made: Run;
  let steps: (string | Refusal)[];

  beforeAll(async () => {
    dir = copyOfFixture();
    // Hindi as it was before its details and interface words were started.
    fs.rmSync(path.join(dir, "hi", "site.yaml"));
    fs.rmSync(path.join(dir, "hi", WORDS));
    english = {
      article: read(dir, ARTICLE),
      page: read(dir, PAGE),
      site: read(dir, "site.yaml"),
      words: read(dir, WORDS),
    };
    made = await newTranslation(dir, path.join(dir, ARTICLE), "mr");
    steps = [
      startIn(dir, PAGE, "hi"),
      // As the guide writes it, from the project's folder: content/ is CONTENT_DIR here.
      startIn(dir, "content/site.yaml", "hi"),
      startIn(dir, `content/${WORDS}`, "hi"),
    ];
  }, 60_000);

  it("writes the mirror file and says what to do next", () => {
    expect(made.stderr).toBe("");
    expect(made.code).toBe(0);
    expect(npmScript("new:translation")).toBe("node scripts/run.mjs scripts/new-translation.ts");
    const target = path.join(dir, "mr", ARTICLE);
    expect(made.stdout).toContain(`Created ${target}: the मराठी translation of`);
    for (const step of ["1.", "2.", "3.", "4.", "5."]) expect(made.stdout).toContain(`  ${step} `);
    const preview = "open /mr/resources/big-feelings-in-little-children.";
    for (const words of [
      "reviewedBy",
      "npm run check:content",
      preview,
      "docs/reference/translating.md",
    ]) {
      expect(made.stdout).toContain(words);
    }
    for (const each of steps) expect(each).toMatch(/^Created /);
    expect(steps[0]).toContain("open /hi/about.");
  });

  it("keeps an article's words and body, leaves out its facts and dates it from `updated`", () => {
    const original = markdown(english.article);
    const translation = markdown(read(dir, `mr/${ARTICLE}`));
    expect(original.data.updated).toBeDefined();
    expect(translation.data).toEqual({
      translationOf: ARTICLE,
      translatedFrom: original.data.updated,
      translatedFromDigest: englishDigestOf(ARTICLE, english.article),
      reviewedBy: "",
      title: original.data.title,
      description: original.data.description,
    });
    expect(translation.body).toBe(original.body);
    expect(read(dir, ARTICLE)).toBe(english.article);
  });

  it("dates a translation of an English file without a date from today, written into the English", () => {
    const updated = english.page.replace(/\n---\n/, `\nupdated: ${BUILD_DATE}\n---\n`);
    expect(read(dir, PAGE)).toBe(updated);
    expect(steps[0]).toContain(`updated: ${BUILD_DATE}`);
    const original = markdown(english.page);
    const translation = markdown(read(dir, `hi/${PAGE}`));
    const { translationOf, translatedFrom, translatedFromDigest, reviewedBy, ...words } =
      translation.data;
    expect({ translationOf, translatedFrom, translatedFromDigest, reviewedBy }).toEqual({
      translationOf: PAGE,
      translatedFrom: BUILD_DATE,
      translatedFromDigest: englishDigestOf(PAGE, english.page),
      reviewedBy: "",
    });
    // Every field of a page is words; lists keep their icons.
    expect(words).toEqual(original.data);
    expect(translation.body).toBe(original.body);
  });

  it("writes only the words of site.yaml into the language's file of the practice's details", () => {
    const site = parse(english.site);
    const labels = parse(read(dir, "hi/site.yaml"));
    expect(labels).toEqual({
      translationOf: "site.yaml",
      translatedFrom: BUILD_DATE,
      translatedFromDigest: englishDigestOf("site.yaml", english.site),
      // The address, written per language, records the English address it is written from.
      writtenFrom: { address: factDigestOf(site.address) },
      reviewedBy: "",
      name: site.name,
      tagline: site.tagline,
      about: site.about,
      greeting: site.greeting,
      address: { lines: site.address.lines, city: site.address.city, state: site.address.state },
      helplines: site.helplines.map(({ id, name, description }: Record<string, string>) => ({
        id,
        name,
        description,
      })),
      // The marks of its words: the address's, not the phone's.
      marks: site.marks.filter((mark: { field: string }) => mark.field === "address"),
    });
    for (const fact of [site.url, site.phone, site.email]) {
      expect(read(dir, "hi/site.yaml")).not.toContain(fact);
    }
  });

  it("copies every interface word, dated today: its digest says which English it was made from", () => {
    const translation = parse(read(dir, `hi/${WORDS}`));
    expect(translation).toEqual({
      translationOf: WORDS,
      translatedFrom: BUILD_DATE,
      translatedFromDigest: englishDigestOf(WORDS, english.words),
      reviewedBy: "",
      ...parse(english.words),
    });
    // The English file is left as it was: it has no date to write.
    expect(read(dir, WORDS)).toBe(english.words);
    expect(steps[2]).toContain("(the site's menu, buttons and labels)");
    // Its comments stay, for the translator; the English file's opening comment does not.
    const comments = (text: string) => text.split("\n").filter((line) => /^\s*#/.test(line));
    const lines = english.words.split("\n");
    const openingLines = lines.findIndex((line) => !line.startsWith("#"));
    expect(openingLines).toBeGreaterThan(0);
    const translated = comments(read(dir, `hi/${WORDS}`));
    for (const line of lines.slice(0, openingLines)) expect(translated).not.toContain(line);
    for (const line of comments(lines.slice(openingLines).join("\n"))) {
      expect(translated).toContain(line);
    }
  });

  it("writes translations that the content check accepts as they are", () => {
    const content = loadContent(dir, PREVIEW);
    const marathi = content.translations.mr.articles.find((each) =>
      ARTICLE.endsWith(`${each.slug}.mdx`),
    );
    expect(marathi?.translation).toMatchObject({ translationOf: ARTICLE, reviewedBy: "" });
    expect(content.translations.hi.pages.about?.translation.translatedFrom).toBe(BUILD_DATE);
  });

  it("keeps the comments, and the marks of the words it holds, not of the facts", async () => {
    const comments = (text: string) => text.split("\n").filter((line) => /^\s*#/.test(line));
    const site = read(dir, "hi/site.yaml");
    // The comment above a field of words it holds (the helplines) stays; a fact's (the phone) goes.
    const above = (field: string) => {
      const lines = english.site.split("\n");
      const at = lines.findIndex((line) => line.startsWith(`${field}:`));
      const start = lines.slice(0, at).findLastIndex((line) => !line.startsWith("#")) + 1;
      return lines.slice(start, at);
    };
    expect(above("helplines").length).toBeGreaterThan(0);
    for (const line of above("helplines")) expect(comments(site)).toContain(line);
    expect(above("phone").length).toBeGreaterThan(0);
    for (const line of above("phone")) expect(comments(site)).not.toContain(line);
    const marks = marksInFile(site, "hi/site.yaml").map(({ field, kind }) => ({ field, kind }));
    expect(marks).toEqual([{ field: "address", kind: "placeholder" }]);
    expect(marksInFile(english.site, "site.yaml").map((mark) => mark.field)).toContain("phone");
  });

  it("refuses a translation that exists already, naming it, and leaves it unchanged", () => {
    const before = read(dir, `mr/${TRANSLATED}`);
    const again = newTranslationIn(dir, TRANSLATED, "mr");
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${path.join(dir, "mr", TRANSLATED)} already exists`);
    expect(again.stderr).not.toMatch(STACK_TRACE);
    expect(read(dir, `mr/${TRANSLATED}`)).toBe(before);
    expect(read(dir, TRANSLATED)).toBe(
      fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, TRANSLATED), "utf8"),
    );
  });

  it("explains each mistake in plain words, and writes nothing", () => {
    const before = fs.readdirSync(dir, { recursive: true }).sort();
    const mistakes: [string[], string][] = [
      [[PAGE, "zz"], 'There is no language "zz": '],
      [[PAGE, "en"], "en is the English original"],
      [["pages/hom.md", "mr"], `There is no file ${path.join(dir, "pages/hom.md")}`],
      [[`mr/${ARTICLE}`, "hi"], "is already a translation into मराठी"],
      [["tools/diary.yaml", "mr"], "cannot be translated"],
      [["pages", "mr"], "is a folder"],
      [["../README.md", "mr"], "is not a file in"],
      [[PAGE], "Give the English file and the language's code"],
    ];
    const refusals = mistakes.map(([args]) => startIn(dir, ...args));
    refusals.forEach((refusal, index) => {
      expect(refusal, mistakes[index][0].join(" ")).toBeInstanceOf(Refusal);
      expect((refusal as Refusal).message).toContain(mistakes[index][1]);
    });
    expect((refusals[0] as Refusal).message).toContain("mr (मराठी), hi (हिन्दी)");
    expect((refusals[2] as Refusal).message).toContain("home.md");
    expect(fs.readdirSync(dir, { recursive: true }).sort()).toEqual(before);
  });
});
