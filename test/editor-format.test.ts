// The editor's own file format (app/editor/article-format.ts), as the editor uses it: a file read
// into an entry, a field changed, the entry written back. Only what changed changes: the body stays
// byte for byte, and every # CONFIRM or # PLACEHOLDER mark the go-live check lists stays, in every
// kind of file the editor can save (an English article, a translated one).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { placeholdersInFile } from "../app/content/launch-check";
import {
  readArticle,
  splitArticle,
  translationFormat,
  writeArticle,
} from "../app/editor/article-format";
import { FIXTURE_CONTENT_DIR } from "./fixture-tree";

const read = (file: string) => fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, file), "utf8");
const MARKS = (file: string) =>
  file
    .replace("\ndescription:", "\n# CONFIRM: a claim in the description\ndescription:")
    .replace(/\ntitle: (.*)\n/, "\ntitle: $1 # PLACEHOLDER: the real title\n");

const KINDS = [
  { kind: "an English article", file: "articles/every-kind-of-formatting.mdx", format: undefined },
  { kind: "a translated article", file: "mr/articles/screens-and-sleep.mdx", format: "articles" },
];

describe("the editor's article format", () => {
  for (const { kind, file, format } of KINDS) {
    const formatter = format
      ? translationFormat(format)
      : { fromFile: readArticle, toFile: (data: Record<string, unknown>) => writeArticle(data) };

    it(`keeps ${kind} byte for byte when nothing changed`, () => {
      const source = read(file);
      expect(formatter.toFile(formatter.fromFile(source))).toBe(source);
    });

    it(`changes only the title line of ${kind}, keeping every mark`, () => {
      const source = MARKS(read(file));
      const entry = formatter.fromFile(source);
      const saved = formatter.toFile({ ...entry, title: `${String(entry.title)} (revised)` });
      expect(splitArticle(saved).body).toBe(splitArticle(source).body);
      const changed = saved.split("\n").filter((line, index) => line !== source.split("\n")[index]);
      expect(changed).toHaveLength(1);
      expect(changed[0]).toMatch(/^title: .*\(revised\)"? # PLACEHOLDER: the real title$/);
      const marks = placeholdersInFile(source, file);
      expect(marks.map((mark) => mark.replace)).toEqual([
        "the real title",
        "a claim in the description",
      ]);
      expect(placeholdersInFile(saved, file)).toEqual(marks);
    });
  }

  it("writes a new article in the form's order, quoting what YAML would misread", () => {
    const saved = writeArticle(
      {
        body: "Text.\n",
        date: "2026-12-01",
        title: "Moving House: Helping Your Child",
        draft: false,
        updated: "",
        ageGroups: ["early-childhood"],
      },
      ["title", "ageGroups", "date", "draft", "updated"],
    );
    expect(saved).toBe(
      '---\ntitle: "Moving House: Helping Your Child"\nageGroups:\n  - early-childhood\ndate: 2026-12-01\n---\nText.\n',
    );
  });

  it("names the English file in a translation, and keeps an empty reviewer", () => {
    const { toFile, fromFile } = translationFormat("articles");
    const saved = toFile({ translationOf: "exam-stress", title: "परीक्षा", body: "मजकूर\n" }, [
      "translationOf",
      "reviewedBy",
      "title",
    ]);
    expect(saved).toBe(
      '---\ntranslationOf: articles/exam-stress.mdx\nreviewedBy: ""\ntitle: परीक्षा\n---\nमजकूर\n',
    );
    expect(fromFile(saved).translationOf).toBe("exam-stress");
  });

  describe("records the English words a translation matches", () => {
    const ORDER = ["translationOf", "translatedFrom", "reviewedBy", "matchesEnglish", "title"];
    const { toFile, fromFile } = translationFormat("articles", { "exam-stress": "0123456789ab" });

    it("a new translation, saved as matching: the English article's digest as the editor knows it", () => {
      const entry = { translationOf: "exam-stress", translatedFrom: "2026-12-01", title: "परीक्षा" };
      const saved = toFile({ ...entry, matchesEnglish: true, body: "मजकूर\n" }, ORDER);
      expect(saved).toBe(
        '---\ntranslationOf: articles/exam-stress.mdx\ntranslatedFrom: 2026-12-01\ntranslatedFromDigest: 0123456789ab\nreviewedBy: ""\ntitle: परीक्षा\n---\nमजकूर\n',
      );
      expect(fromFile(saved)).not.toHaveProperty("matchesEnglish");
    });

    it("an edit left unticked keeps the digest it had: the translation stays stale", () => {
      const source =
        '---\ntranslationOf: articles/exam-stress.mdx\ntranslatedFrom: 2026-11-01\ntranslatedFromDigest: ffffffffffff\nreviewedBy: ""\ntitle: जुने\n---\nमजकूर\n';
      const entry = fromFile(source);
      const edited = toFile({ ...entry, title: "नवे", matchesEnglish: false }, ORDER);
      expect(edited).toBe(source.replace("जुने", "नवे"));
      const brought = toFile({ ...entry, matchesEnglish: true }, ORDER);
      expect(brought).toBe(source.replace("ffffffffffff", "0123456789ab"));
    });

    it("an English article the editor has no digest of: none is written", () => {
      const saved = toFile({ translationOf: "unknown", title: "x", matchesEnglish: true }, ORDER);
      expect(saved).not.toContain("translatedFromDigest");
      expect(saved).not.toContain("matchesEnglish");
    });
  });
});
