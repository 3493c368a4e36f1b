// The Resources tools' words (content/tools/): what the reflection names must exist, choices keep
// their ids, and the diary's patterns and CSV are counted from ids, never interpreted.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import {
  diaryCsv,
  parseDiary,
  summarise,
  type DiaryEntry,
} from "../app/features/tools/diary/entries";
import { stampedAtZero } from "../app/features/tools/notes/notes-merge";
import { parseReflection } from "../app/features/tools/reflection/answers";
import { copyOfFixture, FIXTURE_CONTENT_DIR, PREVIEW, problemsIn } from "./fixture-tree";

function edited(file: string, edit: (text: string) => string): string {
  const dir = copyOfFixture();
  const target = path.join(dir, "tools", file);
  const before = fs.readFileSync(target, "utf8");
  const after = edit(before);
  expect(after).not.toBe(before);
  fs.writeFileSync(target, after);
  return dir;
}

const { tools } = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);

describe("the reflection's words", () => {
  it("name an article that does not exist: the file, the field and the fix", () => {
    const slug = tools.words.reflection.prompts.find((prompt) => prompt.articles.length)!
      .articles[0];
    const dir = edited("reflection.yaml", (text) => text.replace(`[${slug}`, "[no-such-article"));
    expect(problemsIn(dir)).toEqual([
      expect.stringMatching(
        /^content\/tools\/reflection\.yaml: The field "prompts → item \d+ → articles" names "no-such-article", but no article has that address\./,
      ),
    ]);
  });

  it("name a helpline site.yaml does not have", () => {
    const dir = edited("reflection.yaml", (text) =>
      text.replace("helplines: [tele-manas", "helplines: [tele-mana"),
    );
    expect(problemsIn(dir)).toEqual([
      expect.stringContaining(
        'content/tools/reflection.yaml: The field "safety → helplines" names "tele-mana", but content/site.yaml has no helpline with that id.',
      ),
    ]);
  });

  it("give two prompts the same id", () => {
    const [first, second] = tools.words.reflection.prompts;
    const dir = edited("reflection.yaml", (text) =>
      text.replace(`id: ${second.id}\n`, `id: ${first.id}\n`),
    );
    expect(problemsIn(dir)).toEqual([
      expect.stringContaining('The field "prompts → item 2 → id" is'),
    ]);
  });
});

describe("saved answers", () => {
  it("survive a reworded prompt and choice, since they are kept by id", () => {
    const prompt = tools.words.reflection.prompts[0];
    const step = tools.words.reflection.scale[1];
    const saved = stampedAtZero({
      answers: { [prompt.id]: step.id },
      topics: { rest: true, "not-a-topic": true },
    });
    const dir = edited("reflection.yaml", (text) =>
      text.replace(prompt.text, "Reworded by a counsellor.").replace(step.label, "Reworded step"),
    );
    const reworded = loadContent(dir, PREVIEW).tools.words.reflection;
    expect(parseReflection(saved, reworded)).toEqual({
      answers: { [prompt.id]: step.id },
      topics: ["rest"],
    });
  });

  it("leave out what no longer exists or was edited by hand", () => {
    expect(
      parseReflection(
        stampedAtZero({ answers: { "no-such-prompt": "most-days", x: 3 } }),
        tools.words.reflection,
      ),
    ).toEqual({ answers: {}, topics: [] });
    expect(
      parseDiary(stampedAtZero({ entries: { a: { date: "yesterday" }, b: "text", c: null } })),
    ).toEqual([]);
  });
});

describe("the diary's patterns and CSV", () => {
  const form = tools.words.diary.form;
  const [first, second] = form.before.options;
  const entry = (fields: Partial<DiaryEntry>): DiaryEntry => ({
    id: Math.random().toString(36),
    date: "2026-11-23",
    time: "08:00",
    where: "",
    before: "",
    behaviour: "Cried",
    after: "",
    duration: "",
    strength: 0,
    note: "",
    ...fields,
  });

  it("count moments by time of day and weekday, and the most frequent before", () => {
    const facts = summarise(
      [
        entry({ before: second.id, time: "07:00", date: "2026-11-23" }),
        entry({ before: second.id, time: "19:30", date: "2026-11-24" }),
        entry({ before: first.id, time: "23:10", date: "2026-11-24", strength: 4 }),
        entry({ before: first.id, time: "", date: "2026-11-29", strength: 2 }),
        entry({ before: second.id, time: "13:00", date: "2026-11-29" }),
      ],
      form,
    );
    expect(facts.byTime).toEqual({ morning: 1, afternoon: 1, evening: 1, night: 1 });
    // 23 November 2026 is a Monday, the 24th a Tuesday, the 29th a Sunday.
    expect(facts.byWeekday).toEqual([1, 2, 0, 0, 0, 0, 2]);
    expect(facts.topBefore).toEqual([
      { id: second.id, count: 3 },
      { id: first.id, count: 2 },
    ]);
    expect(facts.strength).toEqual({ low: 2, high: 4 });
    expect([facts.from, facts.to]).toEqual(["2026-11-23", "2026-11-29"]);
  });

  it("write a CSV with a byte-order mark, oldest first, that no spreadsheet runs as a formula", () => {
    const csv = diaryCsv(
      [
        entry({ date: "2026-11-24", behaviour: '=HYPERLINK("x")', note: 'Said "no"' }),
        entry({ date: "2026-11-20", before: first.id }),
      ],
      form,
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"${first.label}"`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain(`"Said ""no"""`);
  });
});
