// `npm run check:launch`, the go-live check: it lists every value still marked in its file's
// `marks` (a placeholder, or a claim to confirm) with its file and line, and passes once none is left. Run as the deploy
// runs it, on scratch copies of the fixture tree named by CONTENT_DIR: once as a child process, and
// otherwise in this process, through the function the script's entry calls.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { commentMarksIn } from "../app/content/comment-marks";
import { marksInFile } from "../app/content/launch-check";
import { checkLaunchCommand } from "../scripts/lib/check-launch";
import {
  childEnv,
  copyOfFixture,
  npmScript,
  runInProcess,
  runScript,
  STACK_TRACE,
} from "./fixture-tree";

const checkLaunchAsChild = (contentDir: string) =>
  runScript("scripts/check-launch.ts", [], { env: { CONTENT_DIR: contentDir } });

/** The same in this process, as the script's entry runs it: its exit code and what it prints. */
const checkLaunchIn = (contentDir: string) =>
  runInProcess(() => checkLaunchCommand([], childEnv({ CONTENT_DIR: contentDir })));

/** The lines that name a file: a placeholder or claim (with its line), or a file to review. */
const placeholderLines = (output: string) =>
  output.split("\n").filter((line) => line.startsWith("content/"));
const markerLines = (output: string) =>
  placeholderLines(output).filter((line) => /^content\/[^:]+:\d+:/.test(line));
/** The fixture's Marathi (published) translations that nobody has reviewed (the others name their reviewer). */
const marathiToReview = (contentDir: string) =>
  fs
    .readdirSync(path.join(contentDir, "mr"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(md|mdx|yaml)$/.test(file))
    .filter((file) =>
      /^reviewedBy: ""$/m.test(fs.readFileSync(path.join(contentDir, "mr", file), "utf8")),
    )
    .map((file) => `content/mr/${file.split(path.sep).join("/")}: reviewedBy is empty`)
    .sort();

/** The line number (from 1) of the first line of a file that contains `text`. */
function lineOf(contentDir: string, file: string, text: string): number {
  const lines = fs.readFileSync(path.join(contentDir, file), "utf8").split("\n");
  const index = lines.findIndex((line) => line.includes(text));
  expect(index, `${file} has a line with ${text}`).toBeGreaterThan(-1);
  return index + 1;
}

/** What a counsellor does: puts in the real value and deletes the marks. */
function replacePlaceholders(contentDir: string, file: string) {
  const target = path.join(contentDir, file);
  const text = fs
    .readFileSync(target, "utf8")
    .replace(/^marks:\n( .*\n)*/m, "")
    .replace("(placeholder)", "Rao");
  fs.writeFileSync(target, text);
}

/** What a native-speaking counsellor does once they have reviewed a language's translations. */
function reviewTranslations(contentDir: string, code: string) {
  const files = fs.readdirSync(path.join(contentDir, code), { recursive: true, encoding: "utf8" });
  expect(files.length).toBeGreaterThan(0);
  for (const file of files.map((each) => path.join(contentDir, code, each))) {
    if (!fs.statSync(file).isFile()) continue;
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(
      file,
      text.replace(/^reviewedBy: ""$/m, 'reviewedBy: "Fixture Reviewer, 2026-12-01"'),
    );
  }
}

/** The fixture's files with markers, as check:launch lists them. */
const MARKED = [
  "pages/contact.md",
  "pages/home.md",
  "pages/resources.md",
  "site.yaml",
  "team/fixture-educator.md",
];

describe.concurrent("npm run check:launch", { timeout: 120_000 }, () => {
  it("fails with one line per marker: file, line, field and what to put there or confirm", async () => {
    const dir = copyOfFixture();
    const result = await checkLaunchAsChild(dir);
    expect(npmScript("check:launch")).toBe("node scripts/run.mjs scripts/check-launch.ts");
    expect(result.code).toBe(1);
    expect(result.stderr).not.toMatch(STACK_TRACE);
    const at = (file: string, text: string) => `content/${file}:${lineOf(dir, file, text)}`;
    const site = (text: string) => at("site.yaml", text);
    const educator = (text: string) => at("team/fixture-educator.md", text);
    expect(markerLines(result.stderr)).toEqual([
      `${at("pages/contact.md", "  confirmation:")}: form → confirmation is not confirmed yet: that the practice replies to every message within 24 hours, or write the time it can keep`,
      `${at("pages/home.md", 'value: "100+"')}: stats → item 1 → value is not confirmed yet: how many children the practice has supported, or delete this item`,
      `${at("pages/home.md", 'value: "50+"')}: stats → item 2 → value is not confirmed yet: how many families the practice has helped, or delete this item`,
      `${at("pages/resources.md", 'value: "24/7"')}: stats → item 2 → value is not confirmed yet: that every helpline this links to answers day and night`,
      `${site("phone:")}: phone is still a placeholder: the fixture's phone number`,
      `${site("address:")}: address is still a placeholder: the fixture's street address`,
      `${site(`  instagram: "`)}: social → instagram is still a placeholder: the fixture's Instagram page`,
      `${educator("name:")}: name is still a placeholder: the fixture educator's full name`,
      `${educator("registration:")}: registration is still a placeholder: the real registration number`,
    ]);
    expect(result.stderr).toContain(
      "Not ready to go live: 5 placeholders left and 4 claims to confirm.",
    );
    const toReview = placeholderLines(result.stderr).filter(
      (line) => !markerLines(result.stderr).includes(line),
    );
    expect(toReview.length).toBeGreaterThan(0);
    expect(toReview.sort()).toEqual(marathiToReview(dir));
    // The milestone checklist's translated age files are translations like any other.
    expect(toReview).toContain("content/mr/tools/milestones/9-months.yaml: reviewedBy is empty");
  });

  it("passes, in one line, once every marker is replaced or confirmed and every translation reviewed", () => {
    const dir = copyOfFixture();
    for (const file of MARKED) replacePlaceholders(dir, file);
    // Every language after English (xx: the pseudo-language of test/pseudo-language.ts).
    for (const code of ["mr", "hi", "xx"]) reviewTranslations(dir, code);
    const result = checkLaunchIn(dir);
    expect(result.stderr).toBe("");
    expect(result.stdout.trim()).toBe(
      "Ready to go live: no placeholders or claims to confirm left in content/.",
    );
    expect(result.code).toBe(0);
  });

  it("still fails while one claim is left to confirm", () => {
    const dir = copyOfFixture();
    for (const file of MARKED.filter((each) => each !== "pages/resources.md")) {
      replacePlaceholders(dir, file);
    }
    const result = checkLaunchIn(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Not ready to go live: 1 claim to confirm.");
    expect(markerLines(result.stderr).map((line) => line.split(":")[0])).toEqual([
      "content/pages/resources.md",
    ]);
  });
});

describe.concurrent("npm run check:launch on translations", { timeout: 120_000 }, () => {
  /** The fixture with every marker replaced, Marathi published and Hindi not, and no translations. */
  function readyExceptTranslations(): string {
    const dir = copyOfFixture();
    for (const file of MARKED) replacePlaceholders(dir, file);
    for (const code of ["mr", "hi"])
      fs.rmSync(path.join(dir, code), { recursive: true, force: true });
    fs.writeFileSync(
      path.join(dir, "languages.yaml"),
      [
        "- {code: en, name: English, locale: en-IN, published: true, wordsPerMinute: 200}",
        "- {code: mr, name: मराठी, locale: mr-IN, published: true, wordsPerMinute: 160}",
        "- {code: hi, name: हिन्दी, locale: hi-IN, published: false, wordsPerMinute: 160}",
      ].join("\n"),
    );
    return dir;
  }

  /** A translated file (Markdown, or the YAML labels file) reviewed by `reviewedBy`. */
  function translate(dir: string, code: string, file: string, reviewedBy: string) {
    const fields = `translationOf: ${file}\ntranslatedFrom: 2026-11-01\nreviewedBy: "${reviewedBy}"\n`;
    const target = path.join(dir, code, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const words = `title: "X"\nmarks:\n  - field: title\n    kind: confirm\n    note: "the ${code} title"\n`;
    fs.writeFileSync(target, file.endsWith(".yaml") ? fields : `---\n${fields}${words}---\n`);
  }

  it("fails on each unreviewed translation in a published language, naming its file", () => {
    const dir = readyExceptTranslations();
    translate(dir, "mr", "pages/home.md", "");
    translate(dir, "mr", "site.yaml", "  ");
    translate(dir, "mr", "pages/about.md", "Dr A. Rao, 2026-12-01");
    const result = checkLaunchIn(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).not.toMatch(STACK_TRACE);
    expect(result.stderr).toContain(
      "Not ready to go live: 2 मराठी (mr) translations have not been reviewed.",
    );
    expect(placeholderLines(result.stderr)).toEqual([
      "content/mr/pages/about.md:5: title is not confirmed yet: the mr title",
      "content/mr/pages/home.md:5: title is not confirmed yet: the mr title",
      "content/mr/pages/home.md: reviewedBy is empty",
      "content/mr/site.yaml: reviewedBy is empty",
    ]);
  });

  it("lists what an unpublished language still needs, without failing", () => {
    const dir = readyExceptTranslations();
    translate(dir, "hi", "articles/screens-and-sleep.mdx", "");
    fs.mkdirSync(path.join(dir, "mr"));
    fs.writeFileSync(path.join(dir, "mr", "site.yaml"), 'reviewedBy: "Dr A. Rao, 2026-12-01"\n');
    const result = checkLaunchIn(dir);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("हिन्दी (hi) is not published yet");
    expect(placeholderLines(result.stdout)).toEqual([
      "content/hi/articles/screens-and-sleep.mdx:5: title is not confirmed yet: the hi title",
      "content/hi/articles/screens-and-sleep.mdx: reviewedBy is empty",
    ]);
    expect(result.stdout).toContain("Ready to go live");
  });
});

describe("finding the marks of a file", () => {
  it("names nested fields and list items, each at its field's line, in the order of the lines", () => {
    const yaml = [
      "name: Sahaj",
      "address:",
      "  lines:",
      '    - "Flat 1"',
      '    - "Road 2"',
      "  city: Pune",
      "stats:",
      '  - value: "100+"',
      "marks:",
      "  - { field: address.city, kind: placeholder, note: the city }",
      "  - { field: address.lines.1, kind: placeholder, note: the second line }",
      '  - { field: stats.0.value, kind: confirm, note: "how many children" }',
      "  - { field: name, kind: placeholder, note: the name }",
    ].join("\n");
    const found = marksInFile(yaml, "site.yaml");
    expect(found.map(({ line, path, kind, note }) => ({ line, path, kind, note }))).toEqual([
      { line: 1, path: ["name"], kind: "placeholder", note: "the name" },
      { line: 5, path: ["address", "lines", 1], kind: "placeholder", note: "the second line" },
      { line: 6, path: ["address", "city"], kind: "placeholder", note: "the city" },
      { line: 8, path: ["stats", 0, "value"], kind: "confirm", note: "how many children" },
    ]);
  });

  it("points a mark of the body at the first line of the text below the frontmatter", () => {
    const markdown =
      '---\nname: "A"\nmarks:\n  - { field: body, kind: placeholder, note: the bio }\n---\n\nThe bio.\n';
    expect(marksInFile(markdown, "team/a.md")).toEqual([
      { field: "body", path: ["body"], line: 7, kind: "placeholder", note: "the bio" },
    ]);
  });

  it("reads the good items of a list with a mistake, and nothing from a file without marks", () => {
    const yaml = [
      "name: A",
      "marks:",
      "  - { field: name, kind: maybe, note: x }",
      "  - { field: name, kind: confirm, note: y }",
    ];
    expect(marksInFile(yaml.join("\n"), "site.yaml").map((mark) => mark.note)).toEqual(["y"]);
    expect(marksInFile('text: "marks: none"\n# marks:\n', "site.yaml")).toEqual([]);
  });
});

describe("finding marks written the old way, as comments", () => {
  it("names nested fields and list items, with a comment above or at the end of the line", () => {
    const yaml = [
      "# The practice.",
      "name: Sahaj",
      "address:",
      "  lines:",
      '    - "Flat 1"',
      '    - "Road 2" # PLACEHOLDER: the second line',
      "  # PLACEHOLDER: the city",
      "  city: Pune",
      "stats:",
      '  - value: "100+" # CONFIRM: how many children',
      '    label: "Children"',
      "  # CONFIRM: the families",
      '  - value: "50+"',
      "",
      "# PLACEHOLDER: the e-mail address",
      "",
      "email: a@b.in",
    ].join("\n");
    expect(commentMarksIn(yaml, "site.yaml")).toEqual([
      {
        line: 6,
        commentLine: 6,
        field: ["address", "lines", 1],
        kind: "placeholder",
        note: "the second line",
      },
      {
        line: 8,
        commentLine: 7,
        field: ["address", "city"],
        kind: "placeholder",
        note: "the city",
      },
      {
        line: 10,
        commentLine: 10,
        field: ["stats", 0, "value"],
        kind: "confirm",
        note: "how many children",
      },
      { line: 13, commentLine: 12, field: ["stats", 1], kind: "confirm", note: "the families" },
      {
        line: 17,
        commentLine: 15,
        field: ["email"],
        kind: "placeholder",
        note: "the e-mail address",
      },
    ]);
  });

  it("points a comment at the end of the frontmatter to the text below it", () => {
    const markdown = '---\nname: "A"\n# PLACEHOLDER: the bio\n---\n\nThe bio.\n';
    expect(commentMarksIn(markdown, "team/a.md")).toEqual([
      { line: 6, commentLine: 3, field: ["body"], kind: "placeholder", note: "the bio" },
    ]);
  });

  it("ignores the word in ordinary text and in a quoted value", () => {
    const yaml = [
      'text: "Call #PLACEHOLDER: no"',
      '# A comment starting "# PLACEHOLDER" marks a value.',
      "about: Placeholders are explained in the guide.",
    ].join("\n");
    expect(commentMarksIn(yaml, "site.yaml")).toEqual([]);
  });

  // No time limit: it failed on a busy machine, and speed is a benchmark's job, not a unit test's.
  it("finds a comment mark after thousands of comment lines", () => {
    const line = "# # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # #";
    const big = `${Array.from({ length: 5_000 }, () => line).join("\n")}\nname: A # PLACEHOLDER: x`;
    expect(commentMarksIn(big, "site.yaml")).toEqual([
      { line: 5_001, commentLine: 5_001, field: ["name"], kind: "placeholder", note: "x" },
    ]);
  });
});
