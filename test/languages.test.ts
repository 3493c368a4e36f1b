// content/languages.yaml and the loading of translations (content/<code>/): the site's words per
// language, translated files over their English files, stale translations.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/content/load";
import {
  copyOfFixture,
  FIXTURE_CONTENT_DIR,
  fixturePlace,
  PREVIEW,
  problemsIn,
} from "./fixture-tree";

/** A copy of the fixture tree with content/languages.yaml's text changed by `edit`. */
function languagesEdited(edit: (text: string) => string): string {
  const dir = copyOfFixture();
  const file = path.join(dir, "languages.yaml");
  const text = fs.readFileSync(file, "utf8");
  const edited = edit(text);
  if (edited === text) throw new Error("languages.yaml has changed: the edit found nothing");
  fs.writeFileSync(file, edited);
  return dir;
}

describe("content/languages.yaml", () => {
  it("gives the site its locale (the first language's)", () => {
    const dir = languagesEdited((text) => text.replace("locale: en-IN", "locale: en-GB"));
    expect(loadContent(dir, PREVIEW).site.locale).toBe("en-GB");
  });

  it.each(["Hindi", "xx-YY"])(
    "refuses the locale %s, which dates cannot be written in",
    (value) => {
      const dir = languagesEdited((text) => text.replace("locale: en-IN", `locale: "${value}"`));
      expect(problemsIn(dir)).toEqual([
        `content/languages.yaml:${fixturePlace("languages.yaml", /locale: en-IN/)}: The field "item 1 → locale" must be a language and region the site knows, for example "en-IN", "hi-IN" or "mr-IN".`,
      ]);
    },
  );

  it("refuses two languages with one code", () => {
    const dir = languagesEdited((text) => text.replace("code: hi", "code: mr"));
    expect(problemsIn(dir)).toEqual([
      `content/languages.yaml:${fixturePlace("languages.yaml", /code: hi/)}: The field "item 3 → code" is "mr", which another language already has. Give each language its own code.`,
    ]);
  });
});

describe("translations (the fixture's content/mr and content/hi)", () => {
  const content = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);
  const marathi = content.translations.mr;

  it("takes the words from the translation and the facts from the English file", () => {
    const article = marathi.articles.find((each) => each.slug === "screens-and-sleep")!;
    const english = content.articles.find((each) => each.slug === "screens-and-sleep")!;
    expect(article.title).not.toBe(english.title);
    expect([article.date, article.category, article.ageGroups]).toEqual([
      english.date,
      english.category,
      english.ageGroups,
    ]);
    const service = marathi.services[0];
    const englishService = content.services.find((each) => each.slug === service.slug)!;
    expect([service.order, service.icon]).toEqual([englishService.order, englishService.icon]);
    expect(marathi.site.phone).toBe(content.site.phone);
    expect(marathi.site.locale).toBe("mr-IN");
  });

  it("notes a translation made before its English file was updated, naming both files", () => {
    expect(content.notes).toContainEqual(
      expect.stringMatching(
        /^content\/mr\/pages\/home\.md was translated from content\/pages\/home\.md as it was on 2026-11-20, but the English was updated on 2026-11-22\./,
      ),
    );
    expect(marathi.pages.home!.translation.englishUpdated).toBe("2026-11-22");
    expect(marathi.articles[0].translation.englishUpdated).toBeUndefined();
  });

  it("fills the words an unpublished language leaves out with the English ones, with a note", () => {
    const hindi = content.translations.hi;
    expect(hindi.site.navigation.home).not.toBe(content.site.navigation.home);
    expect(hindi.site.labels.readMore).toBe(content.site.labels.readMore);
    expect(content.notes).toContainEqual(
      expect.stringMatching(/^content\/hi\/site\.yaml: not translated yet.*"labels"/),
    );
  });

  it("leaves an unpublished language out of a production build", () => {
    const live = loadContent(FIXTURE_CONTENT_DIR, { ...PREVIEW, preview: false });
    expect(Object.keys(live.translations)).toEqual(["mr"]);
  });
});

describe("mistakes in translations", () => {
  it("refuses a missing label in a published language, naming the file and line", () => {
    const dir = copyOfFixture();
    const file = path.join(dir, "mr/site.yaml");
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, text.replace(/^ {2}readMore: .*\n/m, ""));
    const lines = fs.readFileSync(file, "utf8").split("\n");
    const labelsLine = lines.indexOf("labels:") + 1;
    expect(problemsIn(dir)).toEqual([
      `content/mr/site.yaml:${labelsLine}:1: the field "labels → readMore" is missing. Copy it from content/site.yaml and write it in मराठी.`,
    ]);
  });

  it("refuses a fact written in a translation, and a translationOf naming another file", () => {
    const dir = copyOfFixture();
    const file = path.join(dir, "mr/services/child-counselling.md");
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, text.replace('reviewedBy: ""', 'reviewedBy: ""\norder: 3'));
    const home = path.join(dir, "mr/pages/home.md");
    fs.writeFileSync(
      home,
      fs
        .readFileSync(home, "utf8")
        .replace("translationOf: pages/home.md", "translationOf: home.md"),
    );
    expect(problemsIn(dir)).toEqual([
      'content/mr/pages/home.md: the field "translationOf" is "home.md", but this file translates pages/home.md (the file at the same place in content/). Write translationOf: pages/home.md',
      'content/mr/services/child-counselling.md: the field "order" comes from the English file, content/services/child-counselling.md: remove it here (change it there).',
    ]);
  });

  it("takes the figures, icons and links in a page's lists from the English file", () => {
    const dir = copyOfFixture();
    const english = path.join(dir, "pages/home.md");
    fs.writeFileSync(english, fs.readFileSync(english, "utf8").replace('"100+"', '"150+"'));
    const { pages, translations } = loadContent(dir, PREVIEW);
    const [first, second] = translations.mr.pages.home!.stats;
    expect(first.value).toBe("150+");
    expect(second.value).toBe(pages.home.stats[1].value);
  });

  it("notes a figure in a translated list that differs from the English one", () => {
    const dir = copyOfFixture();
    const home = path.join(dir, "mr/pages/home.md");
    fs.writeFileSync(home, fs.readFileSync(home, "utf8").replace('"50+"', '"75+"'));
    const loaded = loadContent(dir, PREVIEW);
    expect(loaded.translations.mr.pages.home!.stats[1].value).toBe(
      loaded.pages.home.stats[1].value,
    );
    expect(loaded.notes).toContain(
      "content/mr/pages/home.md: stats → item 2 → value differs from content/pages/home.md, and the page shows the English one. Remove it here: a translation takes it from the English file.",
    );
  });

  it("refuses a translation of a file that does not exist in English", () => {
    const dir = copyOfFixture();
    fs.copyFileSync(
      path.join(dir, "mr/services/child-counselling.md"),
      path.join(dir, "mr/services/no-such-service.md"),
    );
    expect(problemsIn(dir)).toEqual([
      "content/mr/services/no-such-service.md: there is no English file content/services/no-such-service.md for it to translate. A translation has the same folder and file name as its English file.",
    ]);
  });
});
