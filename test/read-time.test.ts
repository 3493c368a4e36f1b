import { describe, expect, it } from "vitest";
import { countWords, readTimeMinutes } from "../app/content/read-time";

describe("read time", () => {
  it("counts the words of plain text, keeping words with apostrophes and dashes whole", () => {
    expect(countWords("A heading\n\nbold item, a link")).toBe(6);
    expect(countWords("Don't stop — well-being matters.")).toBe(4);
    expect(countWords("Tele-MANAS 14416")).toBe(2);
  });

  it("rounds up at 200 words a minute", () => {
    expect(readTimeMinutes(200)).toBe(1);
    expect(readTimeMinutes(201)).toBe(2);
    expect(readTimeMinutes(1000)).toBe(5);
    expect(readTimeMinutes(1801)).toBe(10);
  });

  it("is at least one minute", () => {
    expect(readTimeMinutes(0)).toBe(1);
  });
});
