// The milestone checklist's content (content/tools/milestones.yaml and one file per age) and its
// rules: every item has an id, an area and a source; ids are unique; a reworded item keeps its id,
// so the answers saved under it still apply; a counsellor's mistake is a plain sentence.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { MILESTONE_AREAS, MILESTONES_DIR } from "../app/features/tools/milestones/content";
import {
  ageCounts,
  ageName,
  checklistFor,
  checklistMonths,
  OLDEST_YEARS,
  thingsToTalkAbout,
  type Answers,
} from "../app/features/tools/milestones/rules";
import { checkLaunchCommand } from "../scripts/lib/check-launch";
import {
  childEnv,
  copyOfFixture,
  FIXTURE_CONTENT_DIR,
  placeOf,
  PREVIEW,
  problemsIn,
  runInProcess,
  STACK_TRACE,
} from "./fixture-tree";

const checklistOf = (contentDir: string) => loadContent(contentDir, PREVIEW).tools.words.milestones;

/** The first age file of a content tree, and its text. */
function firstAgeFile(contentDir: string) {
  const dir = path.join(contentDir, MILESTONES_DIR);
  const name = fs.readdirSync(dir).sort()[0];
  const file = path.join(dir, name);
  return {
    file,
    shown: `content/${MILESTONES_DIR}/${name}`,
    source: fs.readFileSync(file, "utf8"),
  };
}

// What every item must have (an id of the right form, unique across ages; an area; one of the page's
// sources) is the loader's to refuse: the tests below break a copy of the fixture tree and read the
// refusal, which a test over a tree that loads could never see.
describe("milestone checklist content", () => {
  const { ages } = checklistOf(FIXTURE_CONTENT_DIR);

  it("keeps an item's id when its words are edited, so saved answers still apply", () => {
    const dir = copyOfFixture();
    const { file, source } = firstAgeFile(dir);
    const before = checklistOf(dir).ages[0].items[0];
    const answers: Answers = { [before.id]: "not-yet" };
    fs.writeFileSync(file, source.replace(`"${before.text}"`, '"Reworded by a counsellor"'));

    const after = checklistOf(dir).ages[0].items[0];
    expect(after.id).toBe(before.id);
    expect(after.text).toBe("Reworded by a counsellor");
    const talkAbout = thingsToTalkAbout(checklistOf(dir).ages[0].items, answers, MILESTONE_AREAS);
    expect(talkAbout.flatMap((group) => group.items.map((item) => item.text))).toEqual([
      "Reworded by a counsellor",
    ]);
  });

  it("refuses an item without an id, an area or a source, naming the file, the field and the fix", () => {
    const dir = copyOfFixture();
    const { file, shown, source } = firstAgeFile(dir);
    const broken = source
      .replace(/^ {2}- id: .*\n {4}area: .*\n {4}source: .*\n/m, "  - ")
      .replace(/^( {4}text: .*)$/m, "$1");
    fs.writeFileSync(file, broken);
    // The problems point at the item the fields are missing from.
    const item = placeOf(broken, /(?<=^ {2}-\s+)text:/m);
    const problems = problemsIn(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        `${shown}:${item}: The field "items → item 1 → id" is missing. Add it inside "items → item 1" as the first field: it is required. For example: id: "…"`,
        `${shown}:${item}: The field "items → item 1 → area" is missing. Add it inside "items → item 1" as the first field: it must be one of: ${MILESTONE_AREAS.join(", ")}. For example: area: ${MILESTONE_AREAS[0]}`,
        `${shown}:${item}: The field "items → item 1 → source" is missing. Add it inside "items → item 1" as the first field: it is required. For example: source: "…"`,
      ]),
    );
  });

  it("refuses an unknown area with the areas it may be", () => {
    const dir = copyOfFixture();
    const { file, shown, source } = firstAgeFile(dir);
    fs.writeFileSync(file, source.replace(/area: \w+/, "area: socail"));
    expect(problemsIn(dir)).toEqual([
      `${shown}:${placeOf(source, /area: \w+/)}: The field "items → item 1 → area" must be one of: ${MILESTONE_AREAS.join(", ")} (it is the text "socail"). Did you mean "social"?`,
    ]);
  });

  it("refuses an id that is not lowercase letters, digits and dashes", () => {
    const dir = copyOfFixture();
    const { file, shown, source } = firstAgeFile(dir);
    const edited = source.replace(/- id: .*/, '- id: "Babbles Early"');
    fs.writeFileSync(file, edited);
    expect(problemsIn(dir)).toEqual([
      `${shown}:${placeOf(edited, /(?<=- )id: "Babbles/)}: The field "items → item 1 → id" must be lowercase letters, digits and dashes, for example "9m-babbles". Never change an id once the site is live: saved answers use it.`,
    ]);
  });

  it("refuses an id used twice, naming both files, and a source the page does not name", () => {
    const dir = copyOfFixture();
    const { file, shown, source } = firstAgeFile(dir);
    const otherId = ages[1].items[0].id;
    fs.writeFileSync(
      file,
      source.replace(/- id: .*/, `- id: ${otherId}`).replace(/source: .*/, "source: a-blog"),
    );
    const problems = problemsIn(dir);
    const twice = problems.find((p) => p.includes(`"${otherId}"`));
    expect(twice).toContain(shown);
    expect(twice).toContain(ages[1].file);
    expect(twice).toMatch(/uses too\. Every item needs its own id/);
    expect(problems.find((p) => p.includes('"a-blog"'))).toMatch(
      new RegExp(
        `^${shown}: The field "items → item 1 → source" is "a-blog", which is not one of the sources`,
      ),
    );
  });
});

// The command runs in this process, through the function its entry calls (test/check-launch.test.ts
// runs it as a child process).
describe("npm run check:launch and milestone reviews", () => {
  it("lists each checklist file nobody has reviewed yet", () => {
    const dir = copyOfFixture();
    const { file, shown, source } = firstAgeFile(dir);
    fs.writeFileSync(file, source.replace(/^reviewedBy: .*$/m, 'reviewedBy: ""'));
    const result = runInProcess(() => checkLaunchCommand([], childEnv({ CONTENT_DIR: dir })));
    expect(result.code).toBe(1);
    expect(result.stderr).not.toMatch(STACK_TRACE);
    expect(result.stderr).toContain("1 milestone checklist file has not been reviewed");
    expect(result.stderr.split("\n")).toContain(`${shown}: reviewedBy is empty`);
  });
});

describe("milestone rules", () => {
  const ages = [2, 9, 12, 60].map((months) => ({ months, items: [] }));

  it("counts a child born three or more weeks early from the due date, until two", () => {
    expect(checklistMonths(10, 8)).toBe(8);
    expect(checklistMonths(10, 2)).toBe(10);
    expect(checklistMonths(24, 8)).toBe(24);
    expect(checklistMonths(1, 12)).toBe(0);
  });

  it("picks the last checklist at or below the age, none before the first or from six", () => {
    expect(checklistFor(ages, 1)).toBeUndefined();
    expect(checklistFor(ages, 11)?.months).toBe(9);
    expect(checklistFor(ages, 12)?.months).toBe(12);
    expect(checklistFor(ages, 71)?.months).toBe(60);
    expect(checklistFor(ages, 72)).toBeUndefined();
  });

  it("gathers Not yet and Not sure by area, and never a Yes", () => {
    const items = [
      { id: "a", area: "movement", text: "A" },
      { id: "b", area: "social", text: "B" },
      { id: "c", area: "social", text: "C" },
      { id: "d", area: "language", text: "D" },
    ];
    const answers: Answers = { a: "not-sure", b: "yes", c: "not-yet" };
    expect(
      thingsToTalkAbout(items, answers, MILESTONE_AREAS).map((group) => [
        group.area,
        group.items.map((item) => `${item.id}:${item.answer}`),
      ]),
    ).toEqual([
      ["social", ["c:not-yet"]],
      ["movement", ["a:not-sure"]],
    ]);
  });

  it("writes an age with the content's words and the language's plural rules", () => {
    const names = {
      months: { one: "{count} mo", other: "{count} mos" },
      years: { one: "{count} yr", other: "{count} yrs" },
    };
    const english = ageCounts(names, "en-IN");
    expect(ageName(1, english)).toBe("1 mo");
    expect(ageName(18, english)).toBe("18 mos");
    expect(ageName(12, english)).toBe("1 yr");
    expect(ageName(30, english)).toBe("30 mos");
    expect(ageName(41, english)).toBe("3 yrs 5 mos");
    // Marathi's own digits are never used: the numbers stay Latin.
    expect(ageName(18, ageCounts(names, "mr-IN"))).toBe("18 mos");
    // Hindi's "one" is 0 and 1.
    expect(ageName(0, ageCounts(names, "hi-IN"))).toBe("0 mo");
  });

  it("writes every age a parent can give, from the counts made where the page is built", () => {
    const names = {
      months: { one: "{count} month", other: "{count} months" },
      years: { one: "{count} year", other: "{count} years" },
    };
    const counts = ageCounts(names, "en-IN");
    for (let years = 0; years <= OLDEST_YEARS; years++) {
      for (let months = 0; months < 12; months++) {
        const age = ageName(years * 12 + months, counts);
        expect(age).toMatch(/^\d+ (year|month)s?( \d+ months?)?$/);
      }
    }
    expect(ageName(OLDEST_YEARS * 12 + 11, counts)).toBe(`${OLDEST_YEARS} years 11 months`);
  });
});
