// The editor's own words (its notices, the wait while publishing, the link to what is left before
// going live) and its forms' (labels, hints, the marks beside a field, the "+" menu, the preview
// pane's) come from each language's interface-words.yaml, carried in config.json, and are shown
// in the counsellor's language: ?lang= in the editor's address, else the browser's first
// language the site has, else the site's first (app/editor/editor-words.ts, labels.ts).
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { chosenEditorWords, problemCount } from "../app/editor/editor-words";
import { relabelled } from "../app/editor/labels";
import { fieldsOf, problemItems } from "../app/editor/problems";
import { fill, formatNumber } from "../app/lib/format";
import { editorDataOf } from "../scripts/lib/editor-build";
import { copyOfFixture, FIXTURE_CONTENT_DIR, PREVIEW, problemsWithChange } from "./fixture-tree";

const content = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);
const data = editorDataOf(FIXTURE_CONTENT_DIR, content);
const { words } = data;
const [english, ...translated] = content.languages;

/** The words a language's editor shows beside its own messages (editorWordsOf). */
const formsWords = (forms: typeof content.words.editorForms) => ({
  marks: forms.marks,
  components: forms.components,
  preview: forms.preview,
});

describe("the editor's own words", () => {
  it("are each language's, from its interface-words.yaml, in the order of content/languages.yaml", () => {
    expect(words.map((each) => each.code)).toEqual(content.languages.map((each) => each.code));
    const mine = words[0].words;
    expect(mine).toEqual({
      ...content.words.editor,
      ...formsWords(content.words.editorForms),
      launch: content.words.launchPage.title,
      locale: english.locale,
    });
    for (const language of translated) {
      const local = content.translations[language.code]!.words;
      const theirs = words.find((each) => each.code === language.code)!.words;
      expect(theirs).toEqual({
        ...local.editor,
        ...formsWords(local.editorForms),
        launch: local.launchPage.title,
        locale: language.locale,
      });
      // Written in the language, not the English carried over.
      expect(theirs.refused).not.toBe(mine.refused);
    }
  });

  it("are the language asked for in the editor's address, else the browser's, else the first", () => {
    const code = (asked: string | null, preferred: string[]) =>
      chosenEditorWords(words, asked, preferred).code;
    expect(code("hi", ["mr-IN"])).toBe("hi");
    expect(code(null, ["fr-FR", "mr-IN", "en"])).toBe("mr");
    expect(code("fr", ["ta-IN"])).toBe(english.code);
    expect(chosenEditorWords(words, "mr", []).words).toBe(
      words.find((each) => each.code === "mr")!.words,
    );
  });

  it("count a refused save's problems in the language's plural forms, with Latin digits", () => {
    for (const { words: local } of words) {
      expect(problemCount(local, 1)).toBe(fill(local.problems.one, { count: "1" }));
      expect(problemCount(local, 3)).toBe(fill(local.problems.other, { count: "3" }));
    }
  });
});

type Field = {
  name: string;
  label: string;
  hint?: string;
  fields?: Field[];
  options?: { label: string; value: string }[];
};
type Collection = Field & { label_singular?: string; fields?: Field[]; files?: Field[] };

/** Everything of a configuration but its words: what decides the files a save writes. */
function withoutWords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutWords);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !["label", "label_singular", "hint", "summary", "pattern"].includes(key))
        .map(([key, item]) => [key, withoutWords(item)]),
    );
  }
  return value;
}

describe("the editor's forms in the counsellor's language", () => {
  const marathi = content.languages.find((each) => each.code === "mr")!;
  const mr = content.translations.mr!.words;
  const config = relabelled(data.config, data.labels.mr);
  const collections = config.collections as Collection[];
  const byName = (name: string) => collections.find((each) => each.name === name)!;
  const field = (fields: Field[] | undefined, name: string) =>
    fields!.find((each) => each.name === name)!;

  it("change nothing but words: every name, widget, choice and value is the English form's", () => {
    for (const language of translated) {
      const local = relabelled(data.config, data.labels[language.code]);
      expect(withoutWords(local)).toEqual(withoutWords(data.config));
      expect(local).not.toEqual(data.config);
    }
  });

  it("label and hint each field, and name each collection, in the language's interface words", () => {
    const articles = byName("articles");
    const title = field(articles.fields, "title");
    expect(title.label).toBe(mr.editorForms.fields.articles.title!.label);
    expect(title.hint).toBe(mr.editorForms.fields.articles.title!.hint);
    expect(title.label).not.toBe(content.words.editorForms.fields.articles.title!.label);
    expect(articles.label).toBe(
      fill(mr.editorForms.collections.articles, { language: english.name }),
    );
    expect(byName("practice").label).toBe(mr.editorForms.collections.practice);
    const site = byName("practice").files!.find((each) => each.name === "site")!;
    expect(site.label).toBe(mr.editorForms.files.site);
    const hours = field(site.fields, "hours");
    const day = field(hours.fields, "from");
    expect(day.label).toBe(mr.editorForms.fields.site["hours/from"]!.label);
    expect(day.options).toContainEqual({ label: mr.editorForms.choices.monday, value: "monday" });
  });

  it("show a translated field's English words in the language's own words, then its hint", () => {
    const files = byName("mr").files!;
    expect(byName("mr").label).toBe(
      fill(mr.editorForms.collections.translations, { language: marathi.name }),
    );
    const site = files.find((each) => each.name === "site")!;
    const about = field(site.fields, "about");
    const [before] = mr.editorForms.inEnglish.split("{words}");
    expect(about.hint!.startsWith(before!)).toBe(true);
    expect(about.hint).toContain(content.site.about.slice(0, 20));
    expect(about.hint!.endsWith(mr.editorForms.fields.site.about!.hint!)).toBe(true);
  });

  it("say where a problem is in the language, its numbers written by Intl", () => {
    const local = chosenEditorWords(words, "mr", []).words;
    const article = content.articles.find((each) => each.status === "published")!;
    const file = article.file.replace(/^content\//, "");
    const fields = fieldsOf({ config }, "articles", article.slug);
    const [item] = problemItems(
      [`content/${file}:1234:5: The field "title" is missing.`],
      file,
      "---\n",
      fields,
      local,
    );
    expect(item!.where).toBe(
      fill(mr.editorForms.preview.where, {
        file: `content/${file}`,
        line: formatNumber(1234, marathi.locale),
        column: formatNumber(5, marathi.locale),
      }),
    );
    expect(item!.label).toBe(mr.editorForms.fields.articles.title!.label);
  });
});

describe("a word of the editor's forms left out", () => {
  const dir = copyOfFixture();
  afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it("is refused by the content check, which names the field and where to copy it from", () => {
    const english = problemsWithChange(dir, "interface-words.yaml", (text) =>
      text.replace(/\n {4}calloutTitle: .*\n/, "\n"),
    );
    expect(english).toEqual([
      expect.stringMatching(
        /^content\/interface-words\.yaml:.*"editorForms → components → calloutTitle" is missing/,
      ),
    ]);
    const marathi = problemsWithChange(dir, "mr/interface-words.yaml", (text) =>
      text.replace(/\n {4}calloutTitle: .*\n/, "\n"),
    );
    expect(marathi).toEqual([
      expect.stringMatching(
        /^content\/mr\/interface-words\.yaml:.*"?editorForms → components → calloutTitle"? is missing\. Copy it from content\/interface-words\.yaml/,
      ),
    ]);
  });
});
