// The one normalisation of the search index and of every query: words match whatever their vowel
// signs, nukta and accents, and only then.
import { describe, expect, it } from "vitest";
import { searchText, wordsOf } from "../app/lib/search-text";

describe("searchText", () => {
  it.each([
    ["a word and the same word without its vowel signs", "परीक्षा", "परक्ष"],
    ["a short vowel sign for a long one", "परीक्षा", "परिक्षा"],
    ["a precomposed nukta letter and the letter with the nukta", "\u095b", "\u091c\u093c"],
    ["a nukta and none", "ज़रूरी", "जरूरी"],
    ["an anusvara and a candrabindu", "मां", "माँ"],
    ["an anusvara and none", "हैं", "है"],
    ["a long independent vowel and its short one", "ईमानदार", "इमानदार"],
    ["Marathi's ॲ and अ", "ॲप", "अप"],
    ["a conjunct and its letters", "क्ष", "कष"],
    ["a zero-width joiner in a conjunct", "र\u200d्य", "र्य"],
    ["Devanagari digits and Latin ones", "१०९८", "1098"],
    ["upper and lower case", "Tantrums", "tantrums"],
    ["accents and none", "Café Naïve", "cafe naive"],
  ])("matches %s", (_case, a, b) => {
    expect(searchText(a)).toBe(searchText(b));
  });

  it.each([
    ["different consonants", "कल", "खल"],
    ["a different first vowel", "इलाज", "उलाज"],
    ["different Latin letters", "sleep", "sheep"],
  ])("keeps apart %s", (_case, a, b) => {
    expect(searchText(a)).not.toBe(searchText(b));
  });

  it("keeps spaces and punctuation where they are, so words stay words", () => {
    const text = "परीक्षा, झोप आणि screen-time.";
    expect(wordsOf(searchText(text))).toHaveLength(wordsOf(text).length);
    expect(searchText(text)).toBe("परकष, झप अण screen-time.");
  });

  it("gives the same text a second time (index and query agree)", () => {
    const once = searchText("मुलांच्या झोपेबद्दल Café");
    expect(searchText(once)).toBe(once);
  });
});

describe("wordsOf", () => {
  it("finds words of any script, with their marks", () => {
    expect(wordsOf("Tantrums: मुलांचा राग, 3 ways.")).toEqual([
      "Tantrums",
      "मुलांचा",
      "राग",
      "3",
      "ways",
    ]);
  });
});
