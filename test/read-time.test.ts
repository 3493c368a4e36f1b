import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { asciiSegments, countWords, readingOf, readTimeMinutes } from "../app/content/read-time";
import { copyOfFixture, PREVIEW } from "./fixture-tree";

describe("read time", () => {
  it("counts the words of plain text, keeping words with apostrophes and dashes whole", () => {
    expect(countWords("A heading\n\nbold item, a link", "en-IN")).toBe(6);
    expect(countWords("Don't stop — well-being matters.", "en-IN")).toBe(4);
    expect(countWords("Don’t stop – well‑being matters", "en-IN")).toBe(4);
    expect(countWords("Tele-MANAS 14416", "en-IN")).toBe(2);
  });

  it("counts Devanagari words whole, with their vowel signs and conjuncts", () => {
    expect(countWords("बच्चों की नींद और स्क्रीन", "hi-IN")).toBe(5);
    expect(countWords("माता-पिता आणि मुलांची झोप। 5 मिनिटे", "mr-IN")).toBe(6);
  });

  it("counts a long text as its parts add up", () => {
    // Long texts are segmented in pieces: no word may be split or lost at their seams.
    const paragraph = "Don't stop — well-being matters. बच्चों की नींद और स्क्रीन, 10:00 am.\n\n";
    expect(countWords(paragraph, "en-IN")).toBe(12);
    expect(countWords(paragraph.repeat(400), "en-IN")).toBe(12 * 400);
  });

  it("finds the words ICU finds in ASCII text without asking it (a quicker path for English)", () => {
    // Random strings of the characters whose joining rules differ: letters, digits, the marks
    // that join them (. ' : , ;), a dash, spaces and other punctuation.
    const alphabet = "aZ09.':,;- ()!\"\n";
    let state = 7;
    const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const words = (segments: Iterable<{ segment: string; isWordLike?: boolean }>) =>
      [...segments].filter((each) => each.isWordLike).map((each) => each.segment);
    for (const locale of ["en-IN", "mr-IN", "hi-IN"]) {
      const segmenter = new Intl.Segmenter(locale, { granularity: "word" });
      for (let index = 0; index < 3000; index++) {
        const length = 1 + Math.floor(random() * 12);
        const text = Array.from(
          { length },
          () => alphabet[Math.floor(random() * alphabet.length)],
        ).join("");
        expect(words(asciiSegments(text)), JSON.stringify(text)).toEqual(
          words(segmenter.segment(text)),
        );
      }
    }
  });

  it("rounds up at the language's words a minute, and is at least one minute", () => {
    expect(readTimeMinutes(200, 200)).toBe(1);
    expect(readTimeMinutes(201, 200)).toBe(2);
    expect(readTimeMinutes(1801, 200)).toBe(10);
    expect(readTimeMinutes(300, 150)).toBe(2);
    expect(readTimeMinutes(301, 150)).toBe(3);
    expect(readTimeMinutes(0, 200)).toBe(1);
    const text = "बच्चों की नींद और स्क्रीन ".repeat(60);
    expect(readingOf(text, { locale: "hi-IN", wordsPerMinute: 150 })).toEqual({
      wordCount: 300,
      readTime: 2,
    });
  });

  it("reads each article at its language's speed, from content/languages.yaml", () => {
    // Marathi read very slowly, so no article's read time can come out right by chance.
    const dir = copyOfFixture();
    const file = path.join(dir, "languages.yaml");
    const text = fs.readFileSync(file, "utf8");
    const slow = text.replace(/(code: mr[^]*?wordsPerMinute:) \d+/, "$1 7");
    expect(slow).not.toBe(text);
    fs.writeFileSync(file, slow);
    const content = loadContent(dir, PREVIEW);
    const marathi = content.translations.mr;
    expect(marathi.articles.length).toBeGreaterThan(0);
    const english = { language: content.languages[0], articles: content.articles };
    for (const { language, articles } of [english, ...Object.values(content.translations)]) {
      for (const article of articles) {
        expect(article.readTime, article.file).toBe(
          Math.max(1, Math.ceil(article.wordCount / language.wordsPerMinute)),
        );
      }
    }
    expect(marathi.articles[0].readTime).toBeGreaterThan(3);
  });
});
