// The content check's problems as the editor shows them (app/editor/problems.ts: the preview pane
// and a refused save's notice): under the form's label of the field they are in, in words about
// the form, not the file's lines. On scratch copies of the fixture tree, with the editor's
// configuration generated from it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { editorWordsOf } from "../app/editor/editor-words";
import { fieldsOf, problemItems } from "../app/editor/problems";
import { editorDataOf } from "../scripts/lib/editor-build";
import { copyOfFixture, FIXTURE_CONTENT_DIR, PREVIEW, problemsIn } from "./fixture-tree";

const fixture = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);
const data = editorDataOf(FIXTURE_CONTENT_DIR, fixture);
const words = editorWordsOf(fixture.words, fixture.languages[0].locale);
const article = fixture.articles.find((each) => each.status === "published")!;
const ARTICLE = article.file.replace(/^content\//, "");

/** `file` of a copy of the fixture, changed by `change`: its problems in the editor's words. */
function shown(
  file: string,
  change: (text: string) => string,
  fields: ReturnType<typeof fieldsOf>,
) {
  const dir = copyOfFixture();
  const text = change(fs.readFileSync(path.join(dir, file), "utf8"));
  fs.writeFileSync(path.join(dir, file), text);
  const problems = problemsIn(dir);
  expect(problems).toHaveLength(1);
  return { problem: problems[0], item: problemItems(problems, file, text, fields, words)[0] };
}

describe("a problem of the content check, in the editor", () => {
  const articleFields = fieldsOf(data, "articles", article.slug);

  it("names a missing field by its label and says to fill it in, not where its line goes", () => {
    const { problem, item } = shown(
      ARTICLE,
      (text) => text.replace(/^description:.*\n/m, ""),
      articleFields,
    );
    expect(problem).toMatch(/The field "description" is missing\. Add it on a new line after "/);
    expect(item.label).toBe(articleFields.find((field) => field.name === "description")!.label);
    expect(item.text).toMatch(
      /^This field is missing\. Fill it in: it is .+, and it is required\./,
    );
    expect(item.text).not.toMatch(/new line|description:|first field/);
    expect(item.where).toMatch(new RegExp(`^content/${ARTICLE}, line \\d+, column \\d+$`));
  });

  it("names a field inside a list by the labels the form shows, item by item", () => {
    const homeFields = fieldsOf(data, "pages", "home");
    const stats = homeFields.find((field) => field.name === "stats")!;
    const label = stats.fields!.find((field) => field.name === "label")!.label;
    const { problem, item } = shown(
      "pages/home.md",
      (text) => {
        const lines = text.split("\n");
        const first = lines.findIndex((line) => /^stats:/.test(line)) + 1;
        const at = lines.findIndex((line, index) => index >= first && /^\s+-?\s*label:/.test(line));
        // The first figure's label taken out (its "- " moved to the next line if it had it).
        const [removed] = lines.splice(at, 1);
        if (/^\s+- /.test(removed)) lines[at] = lines[at].replace(/^(\s*) {2}/, "$1- ");
        return lines.join("\n");
      },
      homeFields,
    );
    expect(problem).toContain('The field "stats → item 1 → label" is missing.');
    expect(item.label).toBe(`${stats.label} → item 1 → ${label}`);
    expect(item.text).toMatch(/^This field is missing\. Fill it in: /);
  });

  it("names the field of a link by its labels, and leaves a body's problem in the check's words", () => {
    const homeFields = fieldsOf(data, "pages", "home");
    const link = shown(
      "pages/home.md",
      // A link in the first figure, on the line after its first.
      (text) => text.replace(/^(stats:\n {2}- [^\n]*\n)/m, '$1    href: "/contatc"\n'),
      homeFields,
    );
    expect(link.problem).toContain('in the field "stats → item 1 → href"');
    expect(link.item.text).toMatch(
      /^the link "\/contatc" in the field "[^"]+ → item 1 → [^"]+" leads to no page/,
    );
    expect(link.item.text).not.toContain("stats → item 1 → href");
    const body = shown(
      ARTICLE,
      (text) => `${text.trimEnd()}\n\nI <3 this routine.\n`,
      articleFields,
    );
    const message = body.problem.replace(/^[^:]+:\d+:\d+: /, "");
    expect(body.item).toEqual({
      label: articleFields.find((field) => field.widget === "markdown")!.label,
      text: message,
      where: expect.stringMatching(new RegExp(`^content/${ARTICLE}, line \\d+`)),
    });
  });
});
