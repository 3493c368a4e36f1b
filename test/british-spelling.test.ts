// The British-spelling check over built pages (npm run check:spelling): what a visitor sees is
// checked, proper names are allowed, and the message gives the British word.
import { describe, expect, it } from "vitest";
import { usSpellings, visibleText } from "../scripts/lib/british-spelling";

const page = (body: string) =>
  `<!doctype html><html><head><title>Behaviour</title></head><body>${body}</body></html>`;

describe("British spelling", () => {
  it("finds a US spelling in a page's text, labels and alt text, with the British word", () => {
    const html = page(
      '<h1>Behavior Tracker</h1><select aria-label="Type"><option>Family Counseling</option></select><img alt="A colorful room" src="x.png">',
    );
    expect(usSpellings(visibleText(html))).toEqual([
      { word: "Behavior", british: "Behaviour" },
      { word: "Counseling", british: "Counselling" },
      { word: "colorful", british: "colourful" },
    ]);
  });

  it("passes British spelling, proper names, and words in scripts, styles and addresses", () => {
    const html = page(
      '<p>Behaviour and counselling, as the World Health Organization and the Indian Academy of Pediatrics advise.</p><a href="/resources/topics/behavior">Behaviour &amp; Emotions</a><script type="application/json">{"value":"behavioral"}</script><style>.behavior{}</style>',
    );
    expect(usSpellings(visibleText(html))).toEqual([]);
  });

  it("reads Devanagari text without tripping on it", () => {
    expect(usSpellings("व्यवहार (behavior) और परामर्श")).toEqual([
      { word: "behavior", british: "behaviour" },
    ]);
  });
});
