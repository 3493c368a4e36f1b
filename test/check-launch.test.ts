// `npm run check:launch`, the go-live check: it lists every value still marked
// `# PLACEHOLDER: …` with its file and line, and passes once they are replaced. Run as the deploy
// runs it, on scratch copies of the fixture tree named by CONTENT_DIR.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { placeholdersInFile } from "../app/content/launch-check";
import { copyOfFixture, run, STACK_TRACE } from "./fixture-tree";

const checkLaunch = (contentDir: string) =>
  run("node_modules/.bin/tsx", ["scripts/check-launch.ts"], { env: { CONTENT_DIR: contentDir } });

/** The lines that name a placeholder. */
const placeholderLines = (output: string) =>
  output.split("\n").filter((line) => line.startsWith("content/"));

/** The line number (from 1) of the first line of a file that contains `text`. */
function lineOf(contentDir: string, file: string, text: string): number {
  const lines = fs.readFileSync(path.join(contentDir, file), "utf8").split("\n");
  const index = lines.findIndex((line) => line.includes(text));
  expect(index, `${file} has a line with ${text}`).toBeGreaterThan(-1);
  return index + 1;
}

/** What a counsellor does: puts in the real value and deletes the marker comment. */
function replacePlaceholders(contentDir: string, file: string) {
  const target = path.join(contentDir, file);
  const text = fs
    .readFileSync(target, "utf8")
    .replace(/^\s*# PLACEHOLDER:.*\n/gm, "")
    .replace(/ # PLACEHOLDER:.*$/gm, "")
    .replace("(placeholder)", "Rao");
  fs.writeFileSync(target, text);
}

describe("npm run check:launch", { timeout: 120_000 }, () => {
  it("fails with one line per placeholder: file, line, field and what to put there", async () => {
    const dir = copyOfFixture();
    const result = await checkLaunch(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).not.toMatch(STACK_TRACE);
    const site = (text: string) => lineOf(dir, "site.yaml", text);
    const educator = (text: string) => lineOf(dir, "team/fixture-educator.md", text);
    expect(placeholderLines(result.stderr)).toEqual([
      `content/site.yaml:${site("phone:")}: phone is still a placeholder: the fixture's phone number`,
      `content/site.yaml:${site("address:")}: address is still a placeholder: the fixture's street address`,
      `content/site.yaml:${site(`  instagram: "`)}: social → instagram is still a placeholder: the fixture's Instagram page`,
      `content/team/fixture-educator.md:${educator("name:")}: name is still a placeholder: the fixture educator's full name`,
      `content/team/fixture-educator.md:${educator("registration:")}: registration is still a placeholder: the real registration number`,
    ]);
    expect(result.stderr).toContain("Not ready to go live: 5 placeholders left.");
  });

  it("passes, in one line, once every placeholder is replaced", async () => {
    const dir = copyOfFixture();
    replacePlaceholders(dir, "site.yaml");
    replacePlaceholders(dir, "team/fixture-educator.md");
    const result = await checkLaunch(dir);
    expect(result.stderr).not.toContain("placeholder");
    expect(result.stdout.trim()).toBe("Ready to go live: no placeholders left in content/.");
    expect(result.code).toBe(0);
  });

  it("still fails while one placeholder is left", async () => {
    const dir = copyOfFixture();
    replacePlaceholders(dir, "site.yaml");
    const result = await checkLaunch(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Not ready to go live: 2 placeholders left.");
    expect(placeholderLines(result.stderr).map((line) => line.split(":")[0])).toEqual([
      "content/team/fixture-educator.md",
      "content/team/fixture-educator.md",
    ]);
  });
});

describe("finding placeholders in a file", () => {
  it("names nested fields and list items, with a marker above or at the end of the line", () => {
    const yaml = [
      "# The practice.",
      "name: Sahaj",
      "address:",
      "  lines:",
      '    - "Flat 1"',
      '    - "Road 2" # PLACEHOLDER: the second line',
      "  # PLACEHOLDER: the city",
      "  city: Pune",
      "hours:",
      "- days: Monday",
      "  time: 10 # PLACEHOLDER: opening time",
      "",
      "# PLACEHOLDER: the e-mail address",
      "",
      "email: a@b.in",
      "tagline: it's ours # PLACEHOLDER: the tagline",
    ].join("\n");
    expect(placeholdersInFile(yaml, "site.yaml")).toEqual([
      { line: 6, field: "address → lines → item 2", replace: "the second line" },
      { line: 8, field: "address → city", replace: "the city" },
      { line: 11, field: "hours → item 1 → time", replace: "opening time" },
      { line: 15, field: "email", replace: "the e-mail address" },
      { line: 16, field: "tagline", replace: "the tagline" },
    ]);
  });

  it("points a marker at the end of the frontmatter to the text below it", () => {
    const markdown = '---\nname: "A"\n# PLACEHOLDER: the bio\n---\n\nThe bio.\n';
    expect(placeholdersInFile(markdown, "team/a.md")).toEqual([
      { line: 6, field: "the text below the frontmatter", replace: "the bio" },
    ]);
  });

  it("ignores the word in ordinary text and in a quoted value", () => {
    const yaml = [
      'text: "Call #PLACEHOLDER: no"',
      '# A comment starting "# PLACEHOLDER" marks a value.',
      "about: Placeholders are explained in the guide.",
    ].join("\n");
    expect(placeholdersInFile(yaml, "site.yaml")).toEqual([]);
  });

  it("reads a large file in one pass", () => {
    const line = "# # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # # #";
    const big = `${Array.from({ length: 20_000 }, () => line).join("\n")}\nname: A # PLACEHOLDER: x`;
    const started = performance.now();
    expect(placeholdersInFile(big, "site.yaml")).toEqual([
      { line: 20_001, field: "name", replace: "x" },
    ]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
