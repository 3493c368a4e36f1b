// The editor never saves a form made from another entry than the one its address names
// (app/editor/publish-reload.ts): after a publication, Decap makes the open form from its reload of
// the published entry, whichever entry is open by then.
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { fill } from "../app/lib/format";
import { entryMismatch, entryOfAddress } from "../app/editor/publish-reload";
import { FIXTURE_CONTENT_DIR, PREVIEW } from "./fixture-tree";

/** The editor's words in English, from the fixture tree's interface-words.yaml. */
const words = loadContent(FIXTURE_CONTENT_DIR, PREVIEW).words.editor;

/** Decap's entry as its hooks read it (an Immutable.js Map). */
const entry = (values: Record<string, unknown>) => ({
  get: (key: string) => values[key],
  getIn: () => undefined,
});

describe("the entry a form is saved as", () => {
  it("reads the entry the address names, or a new one of a collection", () => {
    expect(entryOfAddress("#/collections/articles/entries/exam-stress")).toEqual({
      collection: "articles",
      slug: "exam-stress",
    });
    expect(entryOfAddress("#/collections/articles/new")).toEqual({ collection: "articles" });
    expect(entryOfAddress("#/collections/mr/entries/pages-home?ref=x")).toEqual({
      collection: "mr",
      slug: "pages-home",
    });
    expect(entryOfAddress("#/workflow")).toBeUndefined();
  });

  it("lets the open entry be saved", () => {
    const open = entry({ collection: "articles", slug: "exam-stress" });
    expect(
      entryMismatch(open, "#/collections/articles/entries/exam-stress", words),
    ).toBeUndefined();
    const made = entry({ collection: "articles", slug: "", newRecord: true });
    expect(entryMismatch(made, "#/collections/articles/new", words)).toBeUndefined();
    // Not in an entry's form (the workflow's board): nothing to compare with.
    expect(entryMismatch(open, "#/workflow", words)).toBeUndefined();
  });

  it("refuses another entry's values, naming it and what to do", () => {
    const published = entry({ collection: "articles", slug: "exam-stress" });
    const message = entryMismatch(
      published,
      "#/collections/articles/entries/talking-with-teenagers",
      words,
    );
    expect(message).toBe(fill(words.otherEntry, { slug: "exam-stress" }));
    expect(
      entryMismatch(published, "#/collections/services/entries/exam-stress", words),
    ).toBeDefined();
    expect(entryMismatch(published, "#/collections/articles/new", words)).toBeDefined();
  });
});
