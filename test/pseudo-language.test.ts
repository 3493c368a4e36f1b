// The pseudo-language crawl's own rule (test/pseudo-language.ts): what counts as English left in
// the code. The crawl itself runs on the preview build of static-export.test.ts.
import { describe, expect, it } from "vitest";
import { englishIn, factsOf, unmarkedTextOfHtml } from "./pseudo-language";
import { FIXTURE_CONTENT_DIR } from "./fixture-tree";

const facts = factsOf(FIXTURE_CONTENT_DIR);

describe("English left in the code, on a page of the pseudo-language", () => {
  it("is any Latin word outside the marks", () => {
    expect(englishIn("⟦Home⟧", facts)).toBeUndefined();
    expect(englishIn("⟦7 min read⟧ · 5 அக்டோபர் 2026", facts)).toBeUndefined();
    expect(englishIn("7 min read", facts)).toBe("7 min read");
    expect(englishIn("⟦Page 2 of 3⟧ | Main", facts)).toBe("| Main");
    expect(englishIn("5 October 2026", facts)).toBe("5 October 2026");
    expect(englishIn("⟦Checklist: ⟦9 months⟧⟧", facts)).toBeUndefined();
    expect(englishIn("⟦Checklist: ⟦9 months⟧⟧ 9 months", facts)).toBe("9 months");
  });

  it("is not a fact of the English site.yaml, an e-mail or a web address", () => {
    const source = facts.find((fact) => fact.startsWith("Ministry"));
    expect(source, "a helpline's source is a fact").toBeDefined();
    expect(englishIn(`⟦Source⟧: ${source}.`, facts)).toBeUndefined();
    expect(englishIn("hello@fixture.example.in, www.fixture.in +91 98765 43210", facts)).toBe(
      undefined,
    );
    expect(englishIn("English", facts)).toBeUndefined();
  });

  it("is a label the pseudo-language translates, shown in English", () => {
    expect(facts).not.toContain("Home");
    expect(englishIn("Home", facts)).toBe("Home");
  });
});

describe("a page of the pseudo-language, read as a browser without scripts reads it", () => {
  const html = `<!DOCTYPE html><html lang="xx"><head><title>⟦About⟧ | Sahaj</title></head><body>
    <h1>⟦About⟧</h1><p>⟦See <a href="../list">the list⟧</a> Read more</p>
    <p lang="en-IN">English content, marked so</p>
    <script>const words = "from code";</script><template><p>Hidden</p></template>
    <noscript><p>Turn on scripts</p></noscript>
    <button aria-label="Close">⟦x⟧</button><img alt="⟦A calm corner⟧" src="/a.png">
    <span lang="en-IN" title="English title">⟦y⟧</span></body></html>`;
  const { found, links } = unmarkedTextOfHtml(html, "http://host/xx/about/");

  it("finds the unmarked words of its own language, marks spanning elements, and labels", () => {
    expect(found.map((each) => englishIn(each.text, facts)).filter(Boolean)).toEqual([
      "| Sahaj",
      "Read more",
      "Turn on scripts",
      "Close",
    ]);
    expect(found.find((each) => each.text.includes("Close"))?.where).toBe("<button> aria-label");
  });

  it("gives its links' addresses as the browser resolves them", () => {
    expect(links).toEqual(["/xx/list"]);
  });
});
