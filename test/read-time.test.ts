import { describe, expect, it } from "vitest";
import { countWords, readTimeMinutes } from "../app/content/read-time";

const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");

describe("read time", () => {
  it("counts words, not Markdown marks or link addresses", () => {
    expect(countWords("## A heading\n\n- **bold** item, [a link](/contact/somewhere-long)")).toBe(
      6,
    );
    expect(countWords("Don't stop — well-being matters.")).toBe(4);
  });

  it("rounds up at 200 words a minute", () => {
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(1000))).toBe(5);
    expect(readTimeMinutes(words(1801))).toBe(10);
  });

  it("is at least one minute", () => {
    expect(readTimeMinutes("")).toBe(1);
  });
});
