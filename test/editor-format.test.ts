// The editor's file formats (app/editor/formats.ts), as the editor uses them: a file read into an
// entry, fields changed, the entry written back. Only what changed changes: every file of the
// fixture tree comes back byte for byte when nothing changed, and for each kind of file (site.yaml,
// a page, a service, a team member, a tool's words, an article, and a translation of each kind) a
// change of one field changes that line alone, keeping every comment; a list's items keep their
// comments when the list is reordered, added to or cut.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editorFormats, TRANSLATED_FORMATS, type Formatter } from "../app/editor/formats";
import { FORMATS, splitFrontmatterFile } from "../app/editor/source-formats";
import { marksInFile } from "../app/content/launch-check";
import { FIXTURE_CONTENT_DIR } from "./fixture-tree";

const read = (file: string) => fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, file), "utf8");
const DIGESTS = {
  "articles/exam-season-at-home.mdx": "0123456789ab",
  "pages/home.md": "aaaaaaaaaaaa",
};
const formats = new Map(
  editorFormats({ articlesFolder: "articles", englishDigests: DIGESTS }).map((each) => [
    each.name,
    each.formatter as Formatter,
  ]),
);
const LANGUAGES = fs
  .readdirSync(FIXTURE_CONTENT_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^[a-z]{2}$/.test(entry.name))
  .map((entry) => entry.name);

/** The format the editor's configuration gives a file of the content tree. */
function formatOf(file: string): Formatter {
  const kind = file.endsWith(".mdx") ? "article" : file.endsWith(".md") ? "page" : "yaml";
  const translated = LANGUAGES.includes(file.split("/")[0]);
  if (!translated) return formats.get(FORMATS[kind].name)!;
  return formats.get(TRANSLATED_FORMATS[kind === "article" ? "article" : "file"].name)!;
}

const filesOf = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ya?ml|mdx?)$/.test(file) && file !== "languages.yaml")
    .map((file) => file.split(path.sep).join("/"));

/** The lines of `after` that differ from `before` at the same place (both the same length). */
function changedLines(before: string, after: string): string[] {
  const lines = before.split("\n");
  expect(after.split("\n")).toHaveLength(lines.length);
  return after.split("\n").filter((line, index) => line !== lines[index]);
}

/** The file with one field of its entry changed by `change`. */
function saved(file: string, change: (entry: Record<string, unknown>) => void): string {
  const format = formatOf(file);
  const entry = structuredClone(format.fromFile(read(file)));
  change(entry);
  return format.toFile(entry);
}

describe("the editor's file formats", () => {
  it("write every English and Marathi file of the fixture tree back byte for byte when nothing changed", () => {
    // The other languages' files are of the same kinds as Marathi's.
    const files = filesOf(FIXTURE_CONTENT_DIR).filter(
      (file) => !LANGUAGES.includes(file.split("/")[0]) || file.startsWith("mr/"),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const format = formatOf(file);
      expect(format.toFile(format.fromFile(read(file))), file).toBe(read(file));
    }
  });

  it.each([
    ["site.yaml", "email", "hello@example.in", 'email: "hello@example.in"'],
    ["interface-words.yaml", ["labels", "readMore"], "Read on", '  readMore: "Read on"'],
    ["pages/home.md", ["hero", "heading"], "A new heading", '  heading: "A new heading"'],
    [
      "pages/contact.md",
      ["form", "confirmation"],
      "We reply within a day.",
      /^ {2}confirmation: "We reply within a day\."/,
    ],
    ["services/workshops.md", "title", "Workshops: for parents", 'title: "Workshops: for parents"'],
    ["team/fixture-educator.md", "role", "Special educator", 'role: "Special educator"'],
    ["tools/diary.yaml", "title", "The diary", /^title: "The diary"/],
    // Its lists of articles are written [a], which the yaml package would write [ a ].
    ["tools/reflection.yaml", "title", "A check-in", 'title: "A check-in"'],
    ["articles/exam-season-at-home.mdx", "title", "Exams: at home", 'title: "Exams: at home"'],
    ["mr/site.yaml", "tagline", "नवी ओळ", 'tagline: "नवी ओळ"'],
    ["mr/interface-words.yaml", ["labels", "readMore"], "वाचा", '  readMore: "वाचा"'],
    ["mr/pages/home.md", ["hero", "heading"], "नवे शीर्षक", '  heading: "नवे शीर्षक"'],
    ["mr/services/child-counselling.md", "title", "बाल समुपदेशन", 'title: "बाल समुपदेशन"'],
    ["mr/tools/diary.yaml", "title", "डायरी", /^title: "डायरी"/],
    ["mr/articles/screens-and-sleep.mdx", "title", "स्क्रीन आणि झोप", 'title: "स्क्रीन आणि झोप"'],
  ] as const)("in %s, changes only the line of %s", (file, field, value, line) => {
    const after = saved(file, (entry) => {
      const at = typeof field === "string" ? [field] : [...field];
      const parent = at
        .slice(0, -1)
        .reduce<Record<string, unknown>>((node, key) => node[key] as never, entry);
      parent[at.at(-1)!] = value;
    });
    const changed = changedLines(read(file), after);
    expect(changed).toHaveLength(1);
    if (typeof line === "string") expect(changed[0]).toBe(line);
    else expect(changed[0]).toMatch(line);
    if (/\.mdx?$/.test(file)) {
      expect(splitFrontmatterFile(after).body).toBe(splitFrontmatterFile(read(file)).body);
    }
    // No mark is lost: the other lines are the file's own.
    expect(marksInFile(after, file)).toEqual(marksInFile(read(file), file));
  });

  it("keeps each list item's comment and marks with it when the list is reordered, added to and cut", () => {
    const file = "pages/home.md";
    const before = read(file);
    const after = saved(file, (entry) => {
      const stats = entry.stats as Record<string, unknown>[];
      entry.stats = [stats[1], stats[0], { value: "12", label: "Years of work" }];
    });
    const statsOf = (text: string) =>
      text.slice(text.indexOf("\nstats:"), text.indexOf("\naboutTeaser:"));
    // Each item's two lines, the first with its comment.
    const items = statsOf(before).split("\n").slice(2);
    const [first, second] = [items.slice(0, 2), items.slice(2, 4)];
    expect(first[0]).toMatch(/ # /);
    expect(statsOf(after).split("\n").slice(2)).toEqual([
      ...second,
      ...first,
      '  - value: "12"',
      '    label: "Years of work"',
    ]);
    // Each claim follows its figure: the first file's first figure is now the second.
    const notes = (text: string) =>
      Object.fromEntries(marksInFile(text, file).map((mark) => [mark.field, mark.note]));
    const [one, two] = ["stats.0.value", "stats.1.value"];
    expect(notes(after)).toEqual({ [one]: notes(before)[two], [two]: notes(before)[one] });
    const marksOf = (text: string) => text.slice(text.indexOf("\nmarks:"));
    const rest = (text: string) => text.replace(statsOf(text), "").replace(marksOf(text), "");
    expect(rest(after)).toBe(rest(before));
    const cut = saved(file, (entry) => {
      entry.stats = (entry.stats as unknown[]).slice(1);
    });
    expect(statsOf(cut).split("\n").slice(2)).toEqual(second);
    expect(rest(cut)).toBe(rest(before));
    expect(notes(cut)).toEqual({ [one]: notes(before)[two] });
  });

  it("clears a placeholder filled in and a claim confirmed, and no other mark", () => {
    const file = "site.yaml";
    const before = read(file);
    const format = formatOf(file);
    const entry = format.fromFile(before);
    // The form shows each mark beside its field, and no list of marks.
    expect(entry).not.toHaveProperty("marks");
    expect(entry.phone__mark).toEqual([expect.objectContaining({ kind: "placeholder" })]);
    const address = entry.address as Record<string, unknown>;
    const after = format.toFile({ ...entry, phone: "+91 99887 76655" });
    const fields = (text: string) => marksInFile(text, file).map((mark) => mark.field);
    expect(fields(after)).toEqual(fields(before).filter((field) => field !== "phone"));
    // Unchanged but said to be right: cleared too; the mark of a field left as it was stays.
    const right = format.toFile({
      ...entry,
      address: { ...address },
      address__mark: (entry.address__mark as object[]).map((mark) => ({ ...mark, cleared: true })),
    });
    expect(fields(right)).toEqual(fields(before).filter((field) => field !== "address"));
    const addressMark = `  - field: address\n    kind: placeholder\n    note: "the fixture's street address"\n`;
    expect(before).toContain(addressMark);
    expect(right).toBe(before.replace(addressMark, ""));

    const claims = "pages/contact.md";
    const contact = formatOf(claims).fromFile(read(claims));
    const form = contact.form as Record<string, unknown>;
    const marks = form.confirmation__mark as object[];
    expect(marks).toEqual([expect.objectContaining({ kind: "confirm" })]);
    const confirmed = formatOf(claims).toFile({
      ...contact,
      form: { ...form, confirmation__mark: marks.map((mark) => ({ ...mark, cleared: true })) },
    });
    expect(marksInFile(confirmed, claims)).toEqual([]);
    // The list goes, with the comment that explained it; every other line stays.
    const gone = read(claims)
      .split("\n")
      .filter((line) => !confirmed.split("\n").includes(line));
    expect(
      gone.filter((line) => !/^(# |marks:$| {2}- field: | {4}(kind|note): )/.test(line)),
    ).toEqual([]);
    expect(confirmed.split("\n").length).toBe(read(claims).split("\n").length - gone.length);
  });

  it("keeps a translation's marks, and clears them as in English", () => {
    const file = "mr/site.yaml";
    const marked = `${read(file)}marks:\n  - field: address.city\n    kind: placeholder\n    note: "the city, in Marathi"\n  - field: helplines.0.name\n    kind: confirm\n    note: "the helpline's name as it writes it"\n`;
    const format = formatOf(file);
    const entry = format.fromFile(marked);
    const helplines = entry.helplines as Record<string, Record<string, unknown>>;
    const [first] = Object.keys(helplines);
    expect(helplines[first].name__mark).toEqual([expect.objectContaining({ kind: "confirm" })]);
    helplines[first].description = "नवे वर्णन";
    const kept = format.toFile(entry);
    expect(marksInFile(kept, file)).toEqual(marksInFile(marked, file));
    helplines[first].name__mark = (helplines[first].name__mark as object[]).map((mark) => ({
      ...mark,
      cleared: true,
    }));
    (entry.address as Record<string, unknown>).city = "पुणे";
    expect(marksInFile(format.toFile(entry), file)).toEqual([]);
  });

  it("adds a field after the one before it in the form, in double quotes, and drops an emptied one", () => {
    const file = "team/fixture-educator.md";
    const order = [
      "name",
      "role",
      "qualifications",
      "registration",
      "languages",
      "photo",
      "photoAlt",
      "order",
    ];
    const format = formatOf(file);
    const entry = format.fromFile(read(file));
    const after = format.toFile(
      { ...entry, photo: "/images/team/asha-rao.jpg", photoAlt: "Asha Rao, smiling", role: "" },
      order,
    );
    expect(after).toBe(
      read(file)
        .replace(/role: .*\n/, "")
        .replace(
          '  - "Testish"\n',
          '  - "Testish"\nphoto: "/images/team/asha-rao.jpg"\nphotoAlt: "Asha Rao, smiling"\n',
        ),
    );
  });
});

describe("a translation's form", () => {
  it("holds its lists as groups of items, by id or by place, and writes them back as lists", () => {
    const format = formatOf("mr/site.yaml");
    const entry = format.fromFile(read("mr/site.yaml"));
    const helplines = entry.helplines as Record<string, Record<string, unknown>>;
    expect(Object.keys(helplines).every((key) => key.startsWith("id:"))).toBe(true);
    const lines = (entry.address as Record<string, unknown>).lines as Record<string, unknown>;
    expect(Object.keys(lines)).toEqual(["1", "2"]);
    const [first] = Object.keys(helplines);
    helplines[first].name = "नवे नाव";
    const after = format.toFile(entry);
    expect(changedLines(read("mr/site.yaml"), after)).toEqual(['    name: "नवे नाव"']);
  });

  it("records the English words it matches when ticked, and keeps its own when not", () => {
    const file = "mr/pages/home.md";
    const format = formatOf(file);
    const entry = format.fromFile(read(file));
    expect(format.toFile({ ...entry, matchesEnglish: false })).toBe(read(file));
    const brought = changedLines(read(file), format.toFile({ ...entry, matchesEnglish: true }));
    expect(brought).toEqual([expect.stringMatching(/^translatedFromDigest: "?aaaaaaaaaaaa"?$/)]);
  });

  it("names the English article by file name in the form and by path in the file", () => {
    const format = formats.get(TRANSLATED_FORMATS.article.name)!;
    const order = ["translationOf", "translatedFrom", "reviewedBy", "matchesEnglish", "title"];
    const saved = format.toFile(
      {
        translationOf: "exam-season-at-home",
        translatedFrom: "2026-12-01",
        title: "परीक्षा",
        matchesEnglish: true,
        body: "मजकूर\n",
      },
      order,
    );
    expect(saved).toBe(
      '---\ntranslationOf: articles/exam-season-at-home.mdx\ntranslatedFrom: 2026-12-01\ntranslatedFromDigest: 0123456789ab\nreviewedBy: ""\ntitle: परीक्षा\n---\nमजकूर\n',
    );
    expect(format.fromFile(saved)).toMatchObject({ translationOf: "exam-season-at-home" });
    expect(format.fromFile(saved)).not.toHaveProperty("matchesEnglish");
    const unknown = format.toFile(
      { translationOf: "unknown", title: "x", matchesEnglish: true },
      order,
    );
    expect(unknown).not.toContain("translatedFromDigest");
  });
});
