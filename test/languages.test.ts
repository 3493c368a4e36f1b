// content/languages.yaml and the loading of translations (content/<code>/): the site's words per
// language, translated files over their English files, stale translations.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { englishDigestOf } from "../app/i18n/english-text";
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

  it("notes a translation made from other English words, naming both files and the new digest", () => {
    const home = fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, "pages/home.md"), "utf8");
    expect(content.warnings).toContainEqual(
      `content/mr/pages/home.md was translated from other words than content/pages/home.md has now: the English changed after the translation was made. Bring the मराठी up to date, then set translatedFromDigest: "${englishDigestOf("pages/home.md", home)}"`,
    );
    expect(marathi.pages.home!.translation.stale).toBe(true);
    expect(marathi.articles[0].translation.stale).toBe(false);
  });

  it("names the new digest in quotes, so that one made only of digits is read back as text", () => {
    // English words whose digest has no letter a-f (about 1 in 280 edits): YAML reads those
    // digits unquoted as a number, which the content check would refuse.
    const dir = copyOfFixture();
    const englishFile = path.join(dir, "pages/home.md");
    const english = fs.readFileSync(englishFile, "utf8");
    let edited = english;
    for (let n = 1; !/^\d+$/.test(englishDigestOf("pages/home.md", edited) ?? ""); n++) {
      edited = english.replace('heading: "', `heading: "${n} `);
    }
    fs.writeFileSync(englishFile, edited);
    const note = loadContent(dir, PREVIEW).warnings.find((each) =>
      each.startsWith("content/mr/pages/home.md was translated from other words"),
    );
    const line = /set (translatedFromDigest: .+)$/.exec(note ?? "")?.[1];
    expect(line).toMatch(/^translatedFromDigest: "\d{12}"$/);
    const marathiFile = path.join(dir, "mr/pages/home.md");
    const marathi = fs.readFileSync(marathiFile, "utf8");
    fs.writeFileSync(marathiFile, marathi.replace(/^translatedFromDigest: .*$/m, line!));
    expect(problemsIn(dir)).toEqual([]);
    expect(loadContent(dir, PREVIEW).translations.mr.pages.home!.translation.stale).toBe(false);
  });

  it("fills the words an unpublished language leaves out with the English ones, with a note", () => {
    const hindi = content.translations.hi;
    expect(hindi.words.navigation.home).not.toBe(content.words.navigation.home);
    expect(hindi.words.labels.readMore).toBe(content.words.labels.readMore);
    expect(content.warnings).toContainEqual(
      expect.stringMatching(/^content\/hi\/interface-words\.yaml: not translated yet.*"labels"/),
    );
  });

  it("leaves an unpublished language out of a production build", () => {
    const live = loadContent(FIXTURE_CONTENT_DIR, { ...PREVIEW, preview: false });
    expect(Object.keys(live.translations)).toEqual(["mr"]);
  });
});

describe("a translation's English words, not its dates, tell whether it is stale", () => {
  const dir = copyOfFixture();
  const at = (file: string) => path.join(dir, file);
  const edit = (file: string, change: (text: string) => string) =>
    fs.writeFileSync(at(file), change(fs.readFileSync(at(file), "utf8")));
  const article = "articles/screens-and-sleep.mdx";
  edit("services/child-counselling.md", (text) => text.replace(/^( {2}- ")/m, "$1Reworded: "));
  edit(article, (text) => text.replace(/^updated: .*$/m, "updated: 2026-11-23"));
  const copied = fs
    .readFileSync(at("services/workshops.md"), "utf8")
    .replace(
      /^---\n/,
      '---\ntranslationOf: services/workshops.md\ntranslatedFrom: 2026-11-20\nreviewedBy: ""\n',
    );
  fs.writeFileSync(
    at("mr/services/workshops.md"),
    copied.replace(/^(order|icon|updated): .*\n/gm, ""),
  );
  const english = (file: string) => englishDigestOf(file, fs.readFileSync(at(file), "utf8"));
  const loaded = loadContent(dir, PREVIEW);
  const marathi = loaded.translations.mr;

  it("is stale when the English words changed, though its updated date did not", () => {
    const service = marathi.services.find((each) => each.slug === "child-counselling")!;
    expect(service.translation.stale).toBe(true);
    expect(service.translation.englishDigest).toBe(english("services/child-counselling.md"));
  });

  it("is not stale when only the English date changed", () => {
    const translated = marathi.articles.find((each) => each.slug === "screens-and-sleep")!;
    expect(translated.translation.stale).toBe(false);
  });

  it("notes a file that is the English copied, and one without a digest", () => {
    expect(loaded.warnings).toContainEqual(
      "content/mr/services/workshops.md has the same words as content/services/workshops.md: it is not translated yet. Write it in मराठी, or delete it (the English page is then shown, marked as English).",
    );
    expect(loaded.warnings).toContainEqual(
      `content/mr/services/workshops.md does not record which English words it was made from, so a change to them would go unnoticed. Check that it says what content/services/workshops.md says, then add the line translatedFromDigest: "${english("services/workshops.md")}"`,
    );
  });

  it("notes a translation still mostly in Latin letters, and leaves Devanagari ones alone", () => {
    const dir2 = copyOfFixture();
    const file = path.join(dir2, "mr/services/child-counselling.md");
    const own = fs.readFileSync(file, "utf8").split("\n").slice(0, 5).join("\n");
    const features = [
      "Play and talk for children",
      "Support with worry and anger",
      "मुलाची गोपनीयता",
    ];
    fs.writeFileSync(
      file,
      `${own}\ntitle: "Child counselling"\ndescription: "A safe place to talk."\nfeatures:\n${features.map((each) => `  - "${each}"`).join("\n")}\n---\n`,
    );
    const notes = loadContent(dir2, PREVIEW).warnings.filter(
      (note) => note.startsWith("content/mr/") && note.includes("still in English"),
    );
    expect(notes).toEqual([
      expect.stringMatching(
        /^content\/mr\/services\/child-counselling\.md seems to be still in English: \d+% of its letters are Latin \(a, b, c\), where मराठी is written in Devanagari\./,
      ),
    ]);
  });
});

describe("mistakes in translations", () => {
  it("refuses a missing label in a published language, naming the file and line", () => {
    const dir = copyOfFixture();
    const file = path.join(dir, "mr/interface-words.yaml");
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, text.replace(/^ {2}readMore: .*\n/m, ""));
    const lines = fs.readFileSync(file, "utf8").split("\n");
    const labelsLine = lines.indexOf("labels:") + 1;
    expect(problemsIn(dir)).toEqual([
      `content/mr/interface-words.yaml:${labelsLine}:1: the field "labels → readMore" is missing. Copy it from content/interface-words.yaml and write it in मराठी.`,
    ]);
  });

  it("refuses a missing word of a tool, naming the tool's English file to copy it from", () => {
    const dir = copyOfFixture();
    const file = path.join(dir, "mr/tools/diary.yaml");
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, text.replace(/^ {2}time: .*\n/m, ""));
    const lines = fs.readFileSync(file, "utf8").split("\n");
    const formLine = lines.indexOf("form:") + 1;
    expect(problemsIn(dir)).toEqual([
      `content/mr/tools/diary.yaml:${formLine}:1: the field "form → time" is missing. Copy it from content/tools/diary.yaml and write it in मराठी.`,
    ]);
  });

  it("refuses a fact written in a translation, and a translationOf naming another file", () => {
    const dir = copyOfFixture();
    const file = path.join(dir, "mr/services/child-counselling.md");
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, text.replace(/^reviewedBy: .*$/m, "$&\norder: 3"));
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
    expect(loaded.warnings).toContain(
      "content/mr/pages/home.md: stats → item 2 → value differs from content/pages/home.md, and the page shows the English one. Remove it here: a translation takes it from the English file.",
    );
  });

  it("shows a topic added to the English in English until it is translated, by its id", () => {
    const dir = copyOfFixture();
    const english = path.join(dir, "pages/resources.md");
    const topic = [
      '  - id: "sleep"',
      '    title: "Sleep and Rest"',
      '    icon: "clock"',
      '    description: "Bedtimes and naps."',
    ].join("\n");
    const text = fs.readFileSync(english, "utf8");
    fs.writeFileSync(english, text.replace(/^categories:\n/m, `categories:\n${topic}\n`));
    const loaded = loadContent(dir, PREVIEW);
    const translated = loaded.translations.mr.pages.resources!.categories;
    expect(translated.map((category) => category.id)).toEqual(
      loaded.pages.resources.categories.map((category) => category.id),
    );
    expect(translated[0].title).toBe("Sleep and Rest");
    expect(translated[1].title).toBe("मुलांचा विकास");
    expect(loaded.warnings).toContain(
      "content/mr/pages/resources.md: categories → item 1 of content/pages/resources.md is not translated yet, so pages in मराठी show it in English. Add it here in मराठी.",
    );
  });

  it("leaves out a translated topic whose id the English has not got, with a note", () => {
    const dir = copyOfFixture();
    const file = path.join(dir, "mr/pages/resources.md");
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, text.replace('id: "behavior"', 'id: "behaviour"'));
    const loaded = loadContent(dir, PREVIEW);
    const translated = loaded.translations.mr.pages.resources!.categories;
    expect(translated.map((category) => category.id)).toEqual(
      loaded.pages.resources.categories.map((category) => category.id),
    );
    expect(translated.find((category) => category.id === "behavior")?.title).toBe(
      loaded.pages.resources.categories.find((category) => category.id === "behavior")?.title,
    );
    expect(loaded.warnings).toEqual(
      expect.arrayContaining([
        "content/mr/pages/resources.md: categories → item 2 → id is an id that content/pages/resources.md does not have, so pages leave the item out. Remove it here, or correct its id.",
      ]),
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
