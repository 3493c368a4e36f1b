// What is left before the site goes live, as data (launchList), and the editor's page of it
// (/admin/launch/: launchView) on scratch copies of the fixture tree: the page lists exactly
// what `npm run check:launch` prints, each item linked to an entry the editor's configuration
// has, in the language asked for; and says "ready" once nothing is left.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { launchList, readyToGoLive } from "../app/content/launch-check";
import { loadContent } from "../app/build-time/load-content";
import { chosenLanguage } from "../app/editor/chosen-language";
import { launchView } from "../app/editor/launch-view";
import { unreviewedMilestoneFiles } from "../app/features/tools/milestones/content";
import { fill } from "../app/lib/format";
import { editorDataOf, entryLabellerOf } from "../scripts/lib/editor-build";
import { checkLaunchCommand } from "../scripts/lib/check-launch";
import { launchViewsOf, launchViewsOnBranch } from "../scripts/lib/launch-views";
import { childEnv, copyOfFixture, PREVIEW, runInProcess } from "./fixture-tree";

/** The list, the page in `code` and check:launch's output, for one content folder. */
function launchOf(dir: string, code = "en") {
  const content = loadContent(dir, PREVIEW);
  const list = launchList(dir, content.languages.slice(1), unreviewedMilestoneFiles(dir));
  const check = runInProcess(() => checkLaunchCommand([], childEnv({ CONTENT_DIR: dir })));
  const labels = entryLabellerOf(dir, content);
  return { content, list, labels, view: launchView(list, content, code, labels), check };
}

/**
 * launchOf a copy of the fixture that no test changes, made once: the tests that only read it
 * share it (each read is a content read, check:launch's and the editor's labels). `code`: the
 * page's language.
 */
let unchanged: { dir: string; launch: ReturnType<typeof launchOf> } | undefined;
function launchOfUnchanged(code = "en") {
  if (!unchanged) {
    const dir = copyOfFixture();
    unchanged = { dir, launch: launchOf(dir) };
  }
  const { dir, launch } = unchanged;
  const { list, content, labels } = launch;
  return { dir, ...launch, view: launchView(list, content, code, labels) };
}

/** The entries the editor's configuration has, as "collection/entry". */
function editorEntries(dir: string, content: ReturnType<typeof loadContent>): Set<string> {
  const { config } = editorDataOf(dir, content);
  const entries = new Set<string>();
  for (const collection of config.collections as {
    name: string;
    folder?: string;
    files?: { name: string }[];
  }[]) {
    for (const file of collection.files ?? []) entries.add(`${collection.name}/${file.name}`);
    if (!collection.folder) continue;
    const folder = path.join(path.dirname(dir), collection.folder);
    for (const name of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
      if (/\.(ya?ml|mdx?)$/.test(name)) {
        entries.add(`${collection.name}/${name.replace(/\.(ya?ml|mdx?)$/, "")}`);
      }
    }
  }
  return entries;
}

/** The marks deleted from a file's text, as the editor's save does once each is cleared. */
const withoutMarks = (text: string) => text.replace(/^marks:\n( .*\n)*/m, "");

describe("what is left before going live", () => {
  it("is what check:launch prints: each mark and each unreviewed translation, the same files as the page.s items", () => {
    const { list, view, check } = launchOfUnchanged();
    expect(readyToGoLive(list)).toBe(false);
    expect(check.code).toBe(1);
    // check:launch's lines name a file (and a line); the page's items, the same files in the same order.
    const printed = [...check.stderr.split("\n"), ...check.stdout.split("\n")]
      .filter((line) => line.startsWith("content/"))
      .map((line) => line.split(":")[0]);
    const shown = view.sections.flatMap((section) => section.items.map((item) => item.file));
    expect(shown.toSorted()).toEqual(printed.toSorted());
    expect(list.marks.length).toBeGreaterThan(0);
    expect(view.sections[0].items.map((item) => item.note)).toEqual(
      list.marks.map((mark) => mark.note),
    );
    expect(view.ready).toBeUndefined();
  });

  it("lists the English files' marks first, then each language's in the site's order", () => {
    const dir = copyOfFixture();
    // A claim in a Marathi file ("content/mr/…" comes before "content/pages/…" by name).
    const file = path.join(dir, "mr/pages/home.md");
    const text = fs.readFileSync(file, "utf8");
    const mark = '  - field: hero.heading\n    kind: confirm\n    note: "a Marathi claim"\n';
    fs.writeFileSync(
      file,
      /\nmarks:\n/.test(text)
        ? text.replace(/\nmarks:\n/, `\nmarks:\n${mark}`)
        : text.replace(/\n---\n/, `\nmarks:\n${mark}---\n`),
    );
    const files = launchOf(dir).list.marks.map((each) => each.file);
    expect(files).toContain("content/mr/pages/home.md");
    const firstTranslated = files.findIndex((each) => /^content\/(mr|hi)\//.test(each));
    expect(files.slice(firstTranslated).every((each) => /^content\/(mr|hi)\//.test(each))).toBe(
      true,
    );
    expect(files.slice(0, firstTranslated)).toContain("content/pages/home.md");
  });

  it("links every item to an entry the editor has", () => {
    const { dir, content, view } = launchOfUnchanged();
    const entries = editorEntries(dir, content);
    const items = view.sections.flatMap((section) => section.items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const entry = /^\/admin\/#\/collections\/([^/]+)\/entries\/([^/]+)$/.exec(item.href ?? "");
      expect(entry, item.file).not.toBeNull();
      expect(entries, item.file).toContain(`${entry![1]}/${entry![2]}`);
    }
    const site = items.find((item) => item.file === "content/site.yaml")!;
    expect(site.href).toBe("/admin/#/collections/practice/entries/site");
  });

  it("names each item as the editor's form does (entry, then field labels), never by its file's path or YAML field, for every kind of file in the fixture tree", () => {
    const { dir, content, list, labels, view } = launchOfUnchanged();
    const files = (fs.readdirSync(dir, { recursive: true }) as string[])
      .map((file) => file.split(path.sep).join("/"))
      .filter((file) => /\.(ya?ml|mdx?)$/.test(file) && file !== "languages.yaml");
    expect(files.some((file) => file.startsWith("team/"))).toBe(true);
    expect(files.some((file) => /^mr\/articles\//.test(file))).toBe(true);
    const raw = /content\/|\.(ya?ml|mdx?)\b|→ item \d+$|^[a-z][\w-]*$/;
    for (const file of files) {
      const label = labels(`content/${file}`);
      expect(label, file).toBeDefined();
      expect(label!.entry, file).not.toMatch(raw);
    }
    // Every marked field (the languages not published yet too) and every fact behind its English, by its labels.
    const fields = [
      ...list.marks,
      ...list.unpublished.flatMap((each) => [...each.marks, ...each.behind]),
      ...list.translations.flatMap((each) => each.behind),
    ];
    expect(fields.length).toBeGreaterThan(0);
    for (const { file, path: at } of fields) {
      expect(labels(file, at)?.field, `${file} ${at.join(".")}`).toMatch(/^[A-Z]/);
    }
    const items = view.sections.flatMap((section) => section.items);
    for (const item of items) {
      expect(item.label).not.toContain(item.file);
      expect(item.label).not.toMatch(/content\/|\.(ya?ml|mdx?)\b/);
    }
    // The practice's details by their file's label in the editor, then the field's.
    const { config } = editorDataOf(dir, content);
    const practice = (
      config.collections as { name: string; files?: { name: string; label: string }[] }[]
    )
      .find((each) => each.name === "practice")!
      .files!.find((each) => each.name === "site")!;
    const site = items.find((item) => item.file === "content/site.yaml")!;
    expect(site.label.startsWith(`${practice.label} → `)).toBe(true);
  });

  it("is in the language asked for: its words from that language's interface-words.yaml, a mark's note marked with its file's language", () => {
    const { content, view } = launchOfUnchanged("mr");
    const words = content.translations.mr!.words.launchPage;
    expect(words.title).not.toBe(content.words.launchPage.title);
    expect(view.title).toBe(words.title);
    expect(view.locale).toBe(content.translations.mr!.site.locale);
    const [marks, ...rest] = view.sections;
    expect(marks.heading).toBe(words.marks);
    expect(new Set(marks.items.map((item) => item.state))).toEqual(
      new Set([words.placeholder, words.confirm]),
    );
    // The fixture's marks are in English files.
    expect(new Set(marks.items.map((item) => item.noteLang))).toEqual(
      new Set([content.site.locale]),
    );
    const marathi = content.languages.find((language) => language.code === "mr")!;
    expect(rest[0].heading).toBe(fill(words.translations, { language: marathi.name }));
    expect(rest.map((section) => section.heading)).toContain(
      fill(words.notPublished, {
        language: content.languages.find((language) => language.code === "hi")!.name,
      }),
    );
    expect(view.languages.find((language) => language.current)?.href).toBe(
      "/admin/launch/?lang=mr",
    );
  });

  it("says ready once every mark is cleared and every published translation reviewed, with what the unpublished languages need below", () => {
    const dir = copyOfFixture();
    const before = launchOf(dir);
    for (const file of new Set(before.list.marks.map((mark) => mark.file))) {
      const target = path.join(path.dirname(dir), file);
      fs.writeFileSync(target, withoutMarks(fs.readFileSync(target, "utf8")));
    }
    for (const { files } of before.list.translations) {
      for (const file of files) {
        const target = path.join(path.dirname(dir), file);
        const text = fs.readFileSync(target, "utf8");
        fs.writeFileSync(target, text.replace(/^reviewedBy: ""$/m, 'reviewedBy: "Dr A. Rao"'));
      }
    }
    const { list, view, check, content } = launchOf(dir);
    expect(check.code).toBe(0);
    expect(readyToGoLive(list)).toBe(true);
    expect(view.ready).toBe(content.words.launchPage.ready);
    expect(view.sections.map((section) => section.heading)).toEqual(
      list.unpublished
        .filter((each) => each.files.length + each.marks.length > 0)
        .map((each) =>
          fill(content.words.launchPage.notPublished, {
            language: content.languages.find((language) => language.code === each.code)!.name,
          }),
        ),
    );
  });

  it("is the build's page from each file's marks as they are now, though the build keeps them by the file's text", () => {
    const dir = copyOfFixture();
    const cacheBefore = process.env.BUILD_CACHE_DIR;
    process.env.BUILD_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "launch-marks-"));
    try {
      const content = loadContent(dir, PREVIEW);
      const page = () => JSON.stringify(launchViewsOf(dir, content));
      const site = path.join(dir, "site.yaml");
      const text = fs.readFileSync(site, "utf8");
      expect(page()).toContain("the fixture's phone number");
      // Taken from the build cache now: the same page.
      expect(page()).toContain("the fixture's phone number");
      fs.writeFileSync(site, text.replace("the fixture's phone number", "the new phone number"));
      expect(page()).toContain("the new phone number");
      expect(page()).not.toContain("the fixture's phone number");
      fs.writeFileSync(site, withoutMarks(text));
      expect(page()).not.toContain("phone number");
      fs.writeFileSync(site, text);
      expect(page()).toContain("the fixture's phone number");
    } finally {
      if (cacheBefore === undefined) delete process.env.BUILD_CACHE_DIR;
      else process.env.BUILD_CACHE_DIR = cacheBefore;
    }
  });

  it("is shown in the language asked for, else the first the browser prefers that the site has, else the site's first", () => {
    const codes = ["en", "mr", "hi"];
    expect(chosenLanguage(codes, "hi", ["mr-IN"])).toBe("hi");
    expect(chosenLanguage(codes, "fr", ["fr-FR", "mr-IN", "en"])).toBe("mr");
    expect(chosenLanguage(codes, null, ["ta-IN"])).toBe("en");
  });

  it("is made by `npm run cms` from the branch as it is committed now, in every language; a branch the build would refuse gives its problems", () => {
    const dir = copyOfFixture();
    const repository = path.dirname(dir);
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repository });
    git("init", "--quiet", "--initial-branch=main");
    git("-c", "user.email=t@example.in", "-c", "user.name=T", "add", ".");
    git("-c", "user.email=t@example.in", "-c", "user.name=T", "commit", "--quiet", "-m", "main");
    // Not committed: not on the branch.
    fs.appendFileSync(path.join(dir, "site.yaml"), "\nnotAField: [\n");

    const made = launchViewsOnBranch(repository, "main");
    fs.rmSync(path.join(dir, "site.yaml"));
    git("checkout", "--quiet", "--", "content/site.yaml");
    const { content, list, labels } = launchOf(dir);
    expect(made).toEqual({
      views: content.languages.map(({ code }) => launchView(list, content, code, labels)),
    });

    fs.appendFileSync(path.join(dir, "site.yaml"), "\nnotAField: [\n");
    git("-c", "user.email=t@example.in", "-c", "user.name=T", "commit", "--quiet", "-am", "bad");
    const refused = launchViewsOnBranch(repository, "main");
    expect("problems" in refused && refused.problems.join("\n")).toMatch(/site\.yaml/);
  });
});
