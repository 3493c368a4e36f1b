// The practice's facts kept once as data (opening hours, lengths of time, fees) and written out in
// each language with Intl and that language's words: a change in the English file changes every
// language, translations carry no copy, and the schema refuses a fact written wrongly. On copies of
// the fixture tree (its Marathi translates site.yaml, its pseudo-language the Services page).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { takenFromEnglish } from "../app/i18n/translation-facts";
import {
  clockTimeIn,
  lengthIn,
  openingHoursIn,
  rupeesIn,
  weekdayName,
} from "../app/lib/practice-facts";
import { copyOfFixture, FIXTURE_CONTENT_DIR, PREVIEW, problemsIn } from "./fixture-tree";

/** A copy of the fixture tree with `file`'s text changed by `edit` (which must change it). */
function edited(edits: Record<string, (text: string) => string>, dir = copyOfFixture()): string {
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(dir, file);
    const text = fs.readFileSync(target, "utf8");
    const changed = edit(text);
    if (changed === text) throw new Error(`${file}: the edit found nothing to change`);
    fs.writeFileSync(target, changed);
  }
  return dir;
}

/** The opening hours as a language's pages show them (its facts, in its interface's words). */
const hoursOf = (local: {
  site: { hours: Parameters<typeof openingHoursIn>[0]; locale: string };
  words: { labels: Parameters<typeof openingHoursIn>[1] };
}) => openingHoursIn(local.site.hours, local.words.labels, local.site.locale);

describe("writing a fact in a language", () => {
  it("writes times, days, lengths and rupees with Intl, in Latin digits in every language", () => {
    expect(clockTimeIn("19:30", "en-IN")).toBe("7:30 pm");
    expect(weekdayName("monday", "en-IN")).toBe("Monday");
    expect(weekdayName("sunday", "mr-IN")).toBe("रविवार");
    expect(lengthIn({ from: 1, to: 2, unit: "week" }, "en-IN")).toBe("1–2 weeks");
    expect(lengthIn({ from: 1, to: 2, unit: "week" }, "mr-IN")).toBe("1–2 आठवडे");
    expect(lengthIn({ from: 45, unit: "minute" }, "hi-IN")).toBe("45 मिनट");
    expect(rupeesIn(150000, "en-IN")).toBe("₹1,50,000");
    expect(rupeesIn(1500, "mr-IN")).toBe("₹1,500");
  });

  it.each([
    ["en-IN", ["10:00 am", "12:30 pm", "5:30 pm", "7:00 pm", "9:15 pm"]],
    // Marathi and Hindi name the part of the day before the time, not "AM"/"PM" after it.
    ["mr-IN", ["सकाळ 10:00", "दुपार 12:30", "संध्याकाळ 5:30", "संध्याकाळ 7:00", "रात्र 9:15"]],
    ["hi-IN", ["सुबह 10:00", "दोपहर 12:30", "शाम 5:30", "शाम 7:00", "रात 9:15"]],
  ])("writes a time of day as %s says it", (locale, said) => {
    const times = ["10:00", "12:30", "17:30", "19:00", "21:15"];
    expect(times.map((time) => clockTimeIn(time, locale))).toEqual(said);
  });

  it("writes a run of days and a closed day in the language's own words", () => {
    const words = {
      openingDays: "{from} – {to}",
      openingTimes: "{opens} to {closes}",
      closed: "Shut",
    };
    expect(
      openingHoursIn(
        [{ from: "tuesday", to: "thursday", opens: "08:00", closes: "12:15" }, { from: "sunday" }],
        words,
        "en-IN",
      ),
    ).toEqual([
      { days: "Tuesday – Thursday", time: "8:00 am to 12:15 pm" },
      { days: "Sunday", time: "Shut" },
    ]);
  });
});

describe("one fact, one place", () => {
  it("shows the fixture's facts in each language from the English file alone", () => {
    const content = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);
    const english = content.site;
    const first = english.hours[0] as { from: string; opens: string };
    expect(hoursOf(content)[0].days).toContain(weekdayName(first.from, "en-IN"));
    expect(hoursOf(content)[0].time).toContain(clockTimeIn(first.opens, "en-IN"));
    expect(hoursOf(content.translations.mr)[0].days).toContain(weekdayName(first.from, "mr-IN"));
    expect(hoursOf(content.translations.mr)[0].time).toContain(clockTimeIn(first.opens, "mr-IN"));
    // The Services page says {length} where the waiting time goes; the page reads it written out.
    const wait = content.pages.services.wait;
    expect(wait.length).toBeDefined();
    expect(wait.text).toContain(lengthIn(wait.length!, "en-IN"));
    expect(wait.text).not.toContain("{length}");
    const pseudo = content.translations.xx.pages.services!;
    expect(pseudo.wait.text).toContain(lengthIn(wait.length!, content.translations.xx.site.locale));
    expect(pseudo.fees.items?.map((item) => item.amount)).toEqual(
      content.pages.services.fees.items?.map((item) => item.amount),
    );
  });

  it("changes the hours, a length and a fee in every language when the English file changes", () => {
    const dir = edited({
      "site.yaml": (text) => text.replace('opens: "10:00"', 'opens: "11:15"'),
      "pages/services.md": (text) =>
        text.replace(/amount: \d+/, "amount: 4321").replace(/from: 9\n/, "from: 17\n"),
    });
    const content = loadContent(dir, PREVIEW);
    for (const local of [content, content.translations.mr, content.translations.xx]) {
      expect(hoursOf(local)[0].time).toContain(clockTimeIn("11:15", local.site.locale));
    }
    for (const local of [content, content.translations.xx]) {
      const services = local.pages.services!;
      expect(services.fees.items?.[0].amount).toBe(4321);
      expect(services.wait.text).toContain(lengthIn({ from: 17, unit: "day" }, local.site.locale));
    }
    // A change of a fact is no change of the English words: no translation becomes stale.
    expect(content.translations.mr.site.addressLang).toBeUndefined();
    expect(content.translations.xx.pages.services!.translation.stale).toBe(false);
  });

  it("offers a translator none of these facts: they come from the English file", () => {
    expect(takenFromEnglish("site.yaml", ["hours"], [])).toBe(true);
    expect(takenFromEnglish("pages/services.md", ["wait", "length"], {})).toBe(true);
    expect(takenFromEnglish("pages/services.md", ["fees", "items", 0, "amount"], 1)).toBe(true);
    expect(takenFromEnglish("pages/services.md", ["wait", "text"], "")).toBe(false);
  });
});

describe("a fact written wrongly", () => {
  it.each([
    [
      "a time not on the 24-hour clock",
      'opens: "10:00"',
      'opens: "10 am"',
      /HH:MM on the 24-hour clock/,
    ],
    [
      "an opening time without a closing time",
      /\n\s+closes: "\d\d:\d\d"/,
      "",
      /both "opens" and "closes"/,
    ],
    ["a day that is not a day", "from: monday", "from: mon", /must be one of: monday, tuesday/],
  ])("refuses %s in site.yaml, naming the field", (_, search, replace, message) => {
    const dir = edited({ "site.yaml": (text) => text.replace(search, replace) });
    const problems = problemsIn(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/site\.yaml:\d+(:\d+)?: The field "hours → item 1/);
    expect(problems[0]).toMatch(message);
  });

  it("refuses a text without {length} beside a length, in English and in a translation", () => {
    const english = edited({
      "pages/services.md": (text) => text.replace("within {length}.", "within nine days."),
    });
    expect(problemsIn(english).join("\n")).toMatch(
      /content\/pages\/services\.md:\d+(:\d+)?: The field "wait → text" must say \{length\}/,
    );
    const translated = edited({
      "xx/pages/services.md": (text) => text.replace("within {length}.", "within nine days."),
    });
    expect(problemsIn(translated).join("\n")).toMatch(
      /content\/xx\/pages\/services\.md(:\d+)*: The field "wait → text" must say \{length\}/,
    );
  });

  it("refuses a fee that is not a whole number of rupees", () => {
    const dir = edited({
      "pages/services.md": (text) => text.replace(/amount: \d+/, 'amount: "₹1,500"'),
    });
    expect(problemsIn(dir).join("\n")).toMatch(
      /fees → items → item 1 → amount" should be a number, but it is the text "₹1,500"/,
    );
  });
});
